/**
 * A basic per-country postcode check (the common formats; anything else only needs letters, digits,
 * spaces and hyphens), and the normalised form that is stored.
 */

const FORMATS: Readonly<Record<string, RegExp>> = {
  GB: /^([A-Z]{1,2}\d[A-Z\d]?|GIR)\s*\d[A-Z]{2}$/i,
  IE: /^([AC-FHKNPRTV-Y]\d{2}|D6W)\s*[0-9AC-FHKNPRTV-Y]{4}$/i,
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\s*\d[ABCEGHJ-NPRSTV-Z]\d$/i,
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  IT: /^\d{5}$/,
  ES: /^\d{5}$/,
  NL: /^\d{4}\s*[A-Z]{2}$/i,
  AU: /^\d{4}$/,
  JP: /^\d{3}-?\d{4}$/,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  BR: /^\d{5}-?\d{3}$/,
  IN: /^\d{6}$/,
};

/** Whether `postcode` looks valid for `country`. */
export function isValidPostcode(postcode: string, country: string): boolean {
  const p = postcode.trim();
  if (!p) return false;
  const format = FORMATS[country];
  if (format) return format.test(p);
  return /^[\p{L}\p{N}][\p{L}\p{N} -]{0,11}$/u.test(p);
}

/** The stored form: upper case, and GB/IE/CA with their usual single space before the last three characters. */
export function normalisePostcode(postcode: string, country: string): string {
  const p = postcode.trim().toUpperCase();
  if (country === 'GB' || country === 'CA') {
    const c = p.replace(/\s+/g, '');
    return c.length > 3 ? `${c.slice(0, -3)} ${c.slice(-3)}` : c;
  }
  if (country === 'IE') {
    const c = p.replace(/\s+/g, '');
    return c.length === 7 ? `${c.slice(0, 3)} ${c.slice(3)}` : c;
  }
  return p;
}
