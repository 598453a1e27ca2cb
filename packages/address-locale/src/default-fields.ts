import type { AddressFieldKey, DefaultField } from './types';

/**
 * WooCommerce's default address fields (spec §3 "Address", default rules table), in priority order.
 * Facts learned from `get_default_address_fields()` in WooCommerce's class-wc-countries.php:
 * labels, placeholders, required flags, priorities, layout classes and autocomplete tokens.
 */
export const DEFAULT_ADDRESS_FIELDS: Readonly<Record<AddressFieldKey, DefaultField>> = {
  first_name: {
    label: 'First name',
    required: true,
    priority: 10,
    class: ['form-row-first'],
    autocomplete: 'given-name',
  },
  last_name: {
    label: 'Last name',
    required: true,
    priority: 20,
    class: ['form-row-last'],
    autocomplete: 'family-name',
  },
  company: {
    label: 'Company name',
    required: false,
    priority: 30,
    class: ['form-row-wide'],
    autocomplete: 'organization',
  },
  country: {
    type: 'country',
    label: 'Country / Region',
    required: true,
    priority: 40,
    class: ['form-row-wide', 'address-field', 'update_totals_on_change'],
    autocomplete: 'country',
  },
  address_1: {
    label: 'Street address',
    placeholder: 'House number and street name',
    required: true,
    priority: 50,
    class: ['form-row-wide', 'address-field'],
    autocomplete: 'address-line1',
  },
  address_2: {
    label: 'Apartment, suite, unit, etc.',
    label_class: ['screen-reader-text'],
    placeholder: 'Apartment, suite, unit, etc. (optional)',
    required: false,
    priority: 60,
    class: ['form-row-wide', 'address-field'],
    autocomplete: 'address-line2',
  },
  city: {
    label: 'Town / City',
    required: true,
    priority: 70,
    class: ['form-row-wide', 'address-field'],
    autocomplete: 'address-level2',
  },
  state: {
    type: 'state',
    label: 'State / County',
    required: true,
    priority: 80,
    class: ['form-row-wide', 'address-field'],
    validate: ['state'],
    autocomplete: 'address-level1',
  },
  postcode: {
    label: 'Postcode / ZIP',
    required: true,
    priority: 90,
    class: ['form-row-wide', 'address-field'],
    validate: ['postcode'],
    autocomplete: 'postal-code',
  },
};

/** Extra billing-only fields WooCommerce appends after the address (phone 100, email 110). */
export const BILLING_EXTRA_FIELDS: Readonly<Record<'phone' | 'email', DefaultField>> = {
  phone: {
    type: 'tel',
    label: 'Phone',
    required: true,
    priority: 100,
    class: ['form-row-wide'],
    validate: ['phone'],
    autocomplete: 'tel',
  },
  email: {
    type: 'email',
    label: 'Email address',
    required: true,
    priority: 110,
    class: ['form-row-wide'],
    validate: ['email'],
    autocomplete: 'email',
  },
};

/**
 * Which locale keys WooCommerce's address script re-applies on a country change, with the row
 * selectors it uses (`get_country_locale_field_selectors()`); printed as `locale_fields`.
 */
export const LOCALE_FIELD_SELECTORS: Readonly<Record<string, string>> = {
  address_1: '#billing_address_1_field, #shipping_address_1_field',
  address_2: '#billing_address_2_field, #shipping_address_2_field',
  state: '#billing_state_field, #shipping_state_field, #calc_shipping_state_field',
  postcode: '#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field',
  city: '#billing_city_field, #shipping_city_field, #calc_shipping_city_field',
};
