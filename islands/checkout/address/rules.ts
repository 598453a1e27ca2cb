/**
 * The address rules the checkout applies to an address when its country changes (./index.ts loads this chunk on
 * need, with the per-country rules of `@storefront/address-locale`).
 */
import {
  applyLocale,
  type AddressData,
  type AddressType,
  type AppliedLocale,
  type LocaleTexts,
} from '@storefront/address-locale';
import { clearFieldMarks } from '@storefront/validation';
import { addressWrapper, countryField } from './country';

export { readAddressData, readAddressTexts } from '@storefront/address-locale';

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
