/**
 * The address form's fields per country (from `@storefront/address-locale`, the rules the classic form and the
 * shop use) and their checks (from `@storefront/validation`), with the shop's messages.
 */
import { DEFAULT_ADDRESS_FIELDS, fieldsFor, type FieldDefinition } from '@storefront/address-locale';
import { checkCheckoutValue, checkoutFieldMessage } from '@storefront/validation';
import type { Address, BlockSettings } from './contract';

/**
 * Address keys the Store API takes: WooCommerce's default address fields (the shared table, so the island carries
 * no list of its own) and the phone (email is the contact section's).
 */
export const ADDRESS_KEYS: string[] = [...Object.keys(DEFAULT_ADDRESS_FIELDS), 'phone'];

/** The fields an address shows for `country`, in the country's order, with the block's attributes applied. */
export function addressFields(country: string, settings: BlockSettings): FieldDefinition[] {
  return fieldsFor(country, 'billing', settings.address)
    .filter((d) => !d.hidden && d.key !== 'email')
    .filter((d) => (d.key === 'company' ? settings.showCompany : true))
    .filter((d) => (d.key === 'address_2' ? settings.showApartment : true))
    .filter((d) => (d.key === 'phone' ? settings.showPhone : true))
    .map((d) => (d.key === 'phone' ? { ...d, required: settings.requirePhone } : d));
}

/** The message for one value, or undefined when it passes (`type` names the address in the message). */
export function fieldError(
  type: 'billing' | 'shipping',
  def: Pick<FieldDefinition, 'key' | 'label' | 'required'>,
  value: string | undefined,
): string | undefined {
  const checks = { required: def.required, email: def.key === 'email', phone: def.key === 'phone' };
  const [failure] = checkCheckoutValue(checks, { value: (value ?? '').trim() }).failures;
  return failure && checkoutFieldMessage(type, def.label, failure);
}

/** Every failing field of an address: key → message. */
export function addressErrors(
  type: 'billing' | 'shipping',
  address: Address,
  settings: BlockSettings,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const def of addressFields(address.country ?? '', settings)) {
    const message = fieldError(type, def, address[def.key]);
    if (message) out[def.key] = message;
  }
  return out;
}

/** The email field's definition (the contact section). */
export const EMAIL_FIELD = { key: 'email', label: 'Email address', required: true } as const;

/** The address with only the Store API keys, trimmed, and the state dropped when the country has none. */
export function storeAddress(address: Address, settings: BlockSettings): Address {
  const shown = new Set(addressFields(address.country ?? '', settings).map((d) => d.key));
  return Object.fromEntries(ADDRESS_KEYS.map((k) => [k, shown.has(k) ? (address[k] ?? '').trim() : '']));
}
