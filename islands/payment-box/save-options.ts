/**
 * Saved payment methods and the save checkbox (spec §4 "Payment method selection", §6 roles): a chosen saved
 * token skips the card form; the save checkbox shows only for reusable types and for logged-in customers or
 * guests creating an account, and is checked and hidden when the page forces saving.
 */
import type { PaymentSettings } from '@storefront/payments';
import { SEL } from './contract';

/** The gateway a rule is for (the session's settings): the card's is `stripe`, another type's `stripe_{type}`. */
type Gateway = Pick<PaymentSettings, 'gatewayId'>;

/**
 * The saved-methods radios of a gateway (`wc-{gateway}-payment-token`): each reusable type's gateway has its own list
 * and save checkbox, as WooCommerce prints them.
 */
export const tokenRadiosOf = (g: Gateway): string => `input[name="wc-${g.gatewayId}-payment-token"]`;

/** The save checkbox of a gateway (`#wc-{gateway}-new-payment-method`). */
export const saveBoxOf = (g: Gateway): string => `#wc-${g.gatewayId}-new-payment-method`;

/** Whether a saved payment method (not 'new') of the gateway is chosen in `form`. */
export function savedTokenChosen(form: HTMLFormElement, g: Gateway): boolean {
  // The property, not `:checked`: some DOMs match the attribute there.
  const chosen = [...form.querySelectorAll<HTMLInputElement>(tokenRadiosOf(g))].find((r) => r.checked);
  return !!chosen && chosen.value !== '' && chosen.value !== 'new';
}

/** Whether the gateway's 'save payment information' is checked (and offered). */
export function saveChecked(form: HTMLFormElement, g: Gateway): boolean {
  const box = form.querySelector<HTMLInputElement>(saveBoxOf(g));
  return !!box?.checked && !box.closest<HTMLElement>(SEL.saveRow)?.hidden;
}

/**
 * Whether saving may be offered on this page right now for a method that is `reusable` (the card's config entry says;
 * another type's session knows its own, with the non-reusable types of spec §4, in its lazily loaded code).
 */
export function canSave(
  form: HTMLFormElement,
  settings: PaymentSettings,
  reusable = settings.paymentMethodsConfig.card?.isReusable ?? true,
): boolean {
  const creatingAccount = !!form.querySelector<HTMLInputElement>(SEL.createAccount)?.checked;
  return reusable && (settings.isLoggedIn || creatingAccount);
}

/**
 * Shows or hides the form and save row of the settings' gateway for the current choices. A hidden save checkbox is
 * unchecked, so nothing is saved that the shopper could not see.
 */
export function syncSaveOptions(form: HTMLFormElement, settings: PaymentSettings, reusable?: boolean): void {
  const token = savedTokenChosen(form, settings);
  // Only the form in the gateway's own payment box (split mode: the other types' boxes have forms and lists too).
  form
    .querySelector(tokenRadiosOf(settings))
    ?.closest('.payment_box')
    ?.querySelectorAll<HTMLElement>('fieldset.wc-upe-form')
    .forEach((f) => (f.hidden = token));
  const box = form.querySelector<HTMLInputElement>(saveBoxOf(settings));
  const row = box?.closest<HTMLElement>(SEL.saveRow);
  if (!box || !row) return;
  const may = !token && canSave(form, settings, reusable);
  // Forced saving (a subscription renewed automatically): the card is saved, so the box is checked, not offered.
  const forced = may && settings.forceSavePaymentMethod;
  row.hidden = !may || forced;
  if (row.hidden) box.checked = forced;
}
