/**
 * Boleto's tax id, as the provider requires it of a Boleto payment method (`boleto[tax_id]`): the customer's CPF
 * (11 digits, individuals) or CNPJ (14 digits, companies), each ending in two check digits (mod 11). The double's
 * Boleto form asks for it; the shop's double refuses a method or a confirmation without a valid one (`tax_id_invalid`).
 */

/** The double's test tax ids (valid check digits, no real person's or company's). */
export const BOLETO_TEST_TAX_IDS = { cpf: '000.000.001-91', cnpj: '11.222.333/0001-81' } as const;

/** The message of the form's empty field. */
export const TAX_ID_MISSING = 'Enter your CPF or CNPJ.';

/** The tax id's digits (dots, hyphens, slashes and spaces ignored); '' when anything else is in it. */
export function taxIdDigits(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 40) return '';
  const digits = raw.replace(/[\s./-]+/g, '');
  return /^\d+$/.test(digits) ? digits : '';
}

/** The check digit of `digits` with weights counting down from `top` (wrapping to 9 after 2 when `wrap`). */
function checkDigit(digits: string, top: number, wrap: boolean): number {
  let sum = 0;
  let weight = top;
  for (const d of digits) {
    sum += Number(d) * weight;
    weight = weight === 2 && wrap ? 9 : weight - 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Whether `raw` is a valid CPF or CNPJ (right length, not one digit repeated, both check digits right). */
export function isValidTaxId(raw: unknown): boolean {
  const d = taxIdDigits(raw);
  if ((d.length !== 11 && d.length !== 14) || /^(\d)\1+$/.test(d)) return false;
  const cnpj = d.length === 14;
  const body = d.slice(0, -2);
  const first = checkDigit(body, cnpj ? 5 : 10, cnpj);
  const second = checkDigit(body + first, cnpj ? 6 : 11, cnpj);
  return d.endsWith(`${first}${second}`);
}
