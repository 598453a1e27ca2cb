import type { AddressType } from '@storefront/address-locale';

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
 * True when the country control no longer shows what the server printed (the browser restored another choice on
 * back/forward): the server's fields are then for another country than the one chosen.
 */
export function countryMoved(field: HTMLSelectElement | HTMLInputElement): boolean {
  if (field instanceof HTMLInputElement) return field.value !== field.defaultValue;
  const options = Array.from(field.options);
  return field.value !== ((options.find((o) => o.hasAttribute('selected')) ?? options[0])?.value ?? '');
}
