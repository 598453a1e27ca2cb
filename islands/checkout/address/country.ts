import {
  applyLocale,
  type AddressData,
  type AddressType,
  type AppliedLocale,
  type LocaleTexts,
} from '@storefront/address-locale';
import { clearFieldMarks } from '@storefront/validation';

/** The address groups of a checkout form, in the order they are applied. */
export const ADDRESS_TYPES: readonly AddressType[] = ['billing', 'shipping'];

/** The containers WooCommerce's country script treats as one address group. */
const WRAPPERS = '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-address-fields';

/** The country control of an address inside `form`: a select, or a hidden input when only one country is sold to. */
export function countryField(form: ParentNode, type: AddressType): HTMLSelectElement | HTMLInputElement | null {
  const el = form.querySelector(`#${type}_country`);
  return el instanceof HTMLSelectElement || el instanceof HTMLInputElement ? el : null;
}

/** Which address a country control belongs to, from its id (`billing_country` → 'billing'). */
export function addressTypeOf(el: Element): AddressType | null {
  if (!el.matches('select.country_to_state, input.country_to_state, #billing_country, #shipping_country')) return null;
  return el.id === 'billing_country' ? 'billing' : el.id === 'shipping_country' ? 'shipping' : null;
}

/**
 * The element passed as `country_to_state_changed`'s wrapper: the address's fields container, as
 * WooCommerce passes it, else the parent of the country row.
 */
export function addressWrapper(country: Element): Element | null {
  return country.closest(WRAPPERS) ?? country.closest('.form-row')?.parentElement ?? country.parentElement;
}

/**
 * Applies the rules of the address's current country to its fields (state field kind, labels,
 * required markers, visibility, order; hidden fields cleared). A state whose value was dropped by
 * the swap loses its old validation marks, so no stale 'validated' tick is left on an empty field.
 * Returns null when the form has no such address.
 */
export function applyAddressCountry(
  form: HTMLFormElement,
  type: AddressType,
  data: AddressData,
  texts: LocaleTexts,
): (AppliedLocale & { country: string; wrapper: Element | null }) | null {
  const field = countryField(form, type);
  if (!field) return null;
  const before = form.querySelector<HTMLInputElement | HTMLSelectElement>(`#${type}_state`)?.value ?? '';
  const country = field.value;
  const applied = applyLocale(form, country, type, data, texts);
  const state = applied.state?.element;
  if (state && (applied.state?.replaced || state.value !== before)) clearFieldMarks(state);
  return { ...applied, country, wrapper: addressWrapper(field) };
}
