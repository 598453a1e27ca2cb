/**
 * The address data the checkout renders and validates with — the same tables the page globals hand the
 * island (`@storefront/address-locale/server`), built once per process.
 */
import type { AddressData, AddressType, FieldDefinition } from '@storefront/address-locale';
import { fieldsFor } from '@storefront/address-locale';
import { buildAddressData, buildAddressGlobals, countryList } from '@storefront/address-locale/server';
import { BASE_COUNTRY } from './shipping';

let data: AddressData | undefined;
let globals: ReturnType<typeof buildAddressGlobals> | undefined;
let countries: Record<string, string> | undefined;

/** Locale rules and state lists for every country. */
export function addressData(): AddressData {
  data ??= buildAddressData({ baseCountry: BASE_COUNTRY });
  return data;
}

/** `wc_country_select_params` and `wc_address_i18n_params` as printed on address pages. */
export function addressGlobals(): ReturnType<typeof buildAddressGlobals> {
  globals ??= buildAddressGlobals({ baseCountry: BASE_COUNTRY });
  return globals;
}

/** Every country the shop sells to: code → name. */
export function allCountries(): Record<string, string> {
  countries ??= countryList();
  return countries;
}

/** A known country code, or the base country. */
export const knownCountry = (code: string | undefined): string =>
  code && Object.hasOwn(allCountries(), code) ? code : BASE_COUNTRY;

/** The ordered field definitions of an address for a country. */
export const addressFields = (country: string, type: AddressType): FieldDefinition[] =>
  fieldsFor(knownCountry(country), type, addressData());
