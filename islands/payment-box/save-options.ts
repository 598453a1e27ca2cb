/**
 * Saved payment methods and the save checkbox (spec §4 "Payment method selection", §6 roles): a chosen saved
 * token skips the card form; the save checkbox shows only for reusable types and for logged-in customers or
 * guests creating an account, and is checked and hidden when the page forces saving.
 */
import { isReusableType, type PaymentSettings } from '@storefront/payments';
import { SEL } from './contract';

/** Whether a saved payment method (not 'new') is chosen in `form`. */
export function savedTokenChosen(form: HTMLFormElement): boolean {
  // The property, not `:checked`: some DOMs match the attribute there.
  const chosen = [...form.querySelectorAll<HTMLInputElement>(SEL.tokenRadios)].find((r) => r.checked);
  return !!chosen && chosen.value !== '' && chosen.value !== 'new';
}

/** Whether 'save payment information' is checked (and offered). */
export function saveChecked(form: HTMLFormElement): boolean {
  const box = form.querySelector<HTMLInputElement>(SEL.saveCheckbox);
  return !!box?.checked && !box.closest<HTMLElement>(SEL.saveRow)?.hidden;
}

/** Whether saving may be offered for `type` on this page right now. */
export function canSave(form: HTMLFormElement, settings: PaymentSettings, type = 'card'): boolean {
  const reusable = isReusableType(type) && (settings.paymentMethodsConfig[type]?.isReusable ?? true);
  const creatingAccount = !!form.querySelector<HTMLInputElement>(SEL.createAccount)?.checked;
  return reusable && (settings.isLoggedIn || creatingAccount);
}

/**
 * Shows or hides the card form and the save row for the current choices. A hidden save checkbox is unchecked,
 * so nothing is saved that the shopper could not see.
 */
export function syncSaveOptions(form: HTMLFormElement, settings: PaymentSettings, type = 'card'): void {
  const token = savedTokenChosen(form);
  // Only the form in the saved methods' payment box (split mode: the other types' boxes have forms too).
  const methods = form.querySelector(SEL.tokenRadios)?.closest('.payment_box') ?? form;
  methods.querySelectorAll<HTMLElement>('fieldset.wc-upe-form').forEach((f) => (f.hidden = token));
  const box = form.querySelector<HTMLInputElement>(SEL.saveCheckbox);
  const row = box?.closest<HTMLElement>(SEL.saveRow) ?? form.querySelector<HTMLElement>(SEL.saveRow);
  if (!row) return;
  const may = !token && canSave(form, settings, type);
  // Forced saving (a subscription renewed automatically): the card is saved, so the box is checked, not offered.
  const forced = may && settings.forceSavePaymentMethod;
  row.hidden = !may || forced;
  if (box && row.hidden) box.checked = forced;
}
