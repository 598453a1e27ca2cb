/**
 * The double's Boleto form (loaded when a Boleto element mounts, in place of the redirect form): the customer's CPF
 * or CNPJ, which the provider requires of a Boleto payment method, with its message when empty; captioned as the
 * double. The tax id's check digits are the shop's double's to check (`tax_id_invalid`, spec §8).
 */
import type { CreatePaymentMethodBoletoData } from '@stripe/stripe-js';
import { BOLETO_TEST_TAX_IDS, TAX_ID_MISSING } from './boleto-tax-id';
import type { DoubleRedirectElement } from './redirect-element';

/** The Boleto payment method the form submits: a subset of the provider's own create parameters. */
export type BoletoMethod = Pick<CreatePaymentMethodBoletoData, 'type' | 'boleto'>;

let counter = 0;

/** Renders `el`'s form into `target` (unless it was unmounted meanwhile) and fires `ready`. */
export function renderRedirectForm(el: DoubleRedirectElement, target: HTMLElement): void {
  if (el.target !== target) return;
  const id = `payment-double-boleto-${++counter}`;
  const root = (el.root = target.ownerDocument.createElement('div'));
  root.className = 'payment-double payment-double--boleto';
  root.innerHTML =
    `<label for="${id}">CPF or CNPJ (tax id)</label> ` +
    `<input id="${id}" type="text" inputmode="numeric" autocomplete="off" aria-describedby="${id}-h ${id}-e">` +
    `<span id="${id}-h" class="payment-double__hint">Local payment double: e.g. ${BOLETO_TEST_TAX_IDS.cpf} ` +
    `(CPF) or ${BOLETO_TEST_TAX_IDS.cnpj} (CNPJ).</span>` +
    `<span id="${id}-e" class="payment-double__error" role="alert"></span>`;
  const input = root.querySelector('input')!;
  // No name: the tax id goes to the provider only, never posted with the shop's form.
  input.value = el.taxId;
  input.addEventListener('input', () => {
    el.taxId = input.value;
    showError(el, '');
    el.emit('change', { elementType: 'payment', complete: !!el.taxId.trim(), value: { type: 'boleto' } });
  });
  target.append(root);
  // Already a task after mount (the form's code loaded meanwhile): no timer to release.
  el.emit('ready', { elementType: 'payment' });
}

/** The Boleto payment method of `el`'s form, or the error shown (and the field focused) when it is empty. */
export function submitRedirectForm(el: DoubleRedirectElement): { method?: BoletoMethod; error?: string } {
  const taxId = el.taxId.trim();
  if (taxId) return { method: { type: 'boleto', boleto: { tax_id: taxId } } };
  showError(el, TAX_ID_MISSING);
  el.root?.querySelector('input')?.focus();
  return { error: TAX_ID_MISSING };
}

function showError(el: DoubleRedirectElement, message: string): void {
  const box = el.root?.querySelector('[role=alert]');
  if (box) box.textContent = message;
  el.root?.querySelector('input')?.setAttribute('aria-invalid', String(!!message));
}
