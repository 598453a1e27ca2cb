/**
 * Server-side checkout validation with the same per-country rules the page and the island use
 * (@storefront/address-locale field definitions, @storefront/validation email and phone rules): required
 * fields, email, phone, postcode per country, state from the country's list, terms, account password and
 * the payment method. Each error names its field (`data-id`) like WooCommerce's.
 */
import { isRfcEmail, isValidPhone } from '@storefront/validation';
import type { FieldDefinition } from '@storefront/address-locale';
import { addressFields, allCountries } from './address-data';
import { addressFromFields, type Address } from './checkout-state';
import { isValidPostcode, normalisePostcode } from './postcodes';

/** One error: its field (when it has one) and its HTML message. */
export interface CheckoutError {
  id?: string;
  /** HTML (field labels are wrapped in `<strong>`; labels come from our own data, escaped anyway). */
  html: string;
}

/** The addresses as they will be stored (hidden fields dropped, postcodes normalised). */
export interface ValidAddresses {
  billing: Address;
  shipping: Address;
  shipToDifferent: boolean;
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const strong = (type: 'billing' | 'shipping', label: string): string => `<strong>${type === 'billing' ? 'Billing' : 'Shipping'} ${esc(label)}</strong>`;

/** Messages (WooCommerce's wording for the required-field one). */
export const CHECKOUT_MESSAGES = {
  required: (type: 'billing' | 'shipping', label: string) => `${strong(type, label)} is a required field.`,
  email: (label: string) => `${strong('billing', label)} is not a valid email address.`,
  phone: (label: string) => `${strong('billing', label)} is not a valid phone number.`,
  postcode: (type: 'billing' | 'shipping', label: string) => `${strong(type, label)} is not a valid postcode / ZIP.`,
  state: (type: 'billing' | 'shipping', label: string) => `${strong(type, label)} is not valid. Please choose one from the list.`,
  country: (type: 'billing' | 'shipping') => `${strong(type, 'Country / Region')} is not a country we know. Please choose one from the list.`,
  terms: 'Please read and accept the terms and conditions to place your order.',
  accountPassword: '<strong>Account password</strong> is a required field.',
  emailTaken: 'An account is already registered with your email address. Please log in.',
  paymentMethod: 'Please choose a payment method.',
  shippingMethod: 'Please choose a shipping method.',
  noShipping: 'There are no shipping options available for your address. Please check it.',
  outOfStock: (name: string) => `Sorry, we do not have enough “${esc(name)}” in stock for your order. Please edit your basket and try again.`,
} as const;

/** Validates one address for its country; fills `out` with the values to store. */
function checkAddress(type: 'billing' | 'shipping', posted: Address, errors: CheckoutError[]): Address {
  const country = posted.country ?? '';
  const out: Address = {};
  if (!country) {
    errors.push({ id: `${type}_country`, html: CHECKOUT_MESSAGES.required(type, 'Country / Region') });
  } else if (!Object.hasOwn(allCountries(), country)) {
    errors.push({ id: `${type}_country`, html: CHECKOUT_MESSAGES.country(type) });
  }
  const defs: FieldDefinition[] = addressFields(country, type);
  for (const def of defs) {
    // Hidden fields are not asked for, so they are neither checked nor stored.
    if (def.hidden) continue;
    let value = (posted[def.key] ?? '').trim();
    const id = def.name;
    if (def.key === 'country') {
      out.country = country;
      continue;
    }
    if (!value) {
      if (def.required) errors.push({ id, html: CHECKOUT_MESSAGES.required(type, def.label) });
      out[def.key] = '';
      continue;
    }
    if (def.validate?.includes('email') && !isRfcEmail(value)) errors.push({ id, html: CHECKOUT_MESSAGES.email(def.label) });
    if (def.validate?.includes('phone') && !isValidPhone(value)) errors.push({ id, html: CHECKOUT_MESSAGES.phone(def.label) });
    if (def.key === 'postcode') {
      if (!isValidPostcode(value, country)) errors.push({ id, html: CHECKOUT_MESSAGES.postcode(type, def.label) });
      else value = normalisePostcode(value, country);
    }
    if (def.key === 'state' && def.input === 'select') {
      // A state may arrive as its code or its name (typed without JavaScript); the code is stored.
      const match = (def.options ?? []).find((o) => o.value.toUpperCase() === value.toUpperCase() || o.label.toLowerCase() === value.toLowerCase());
      if (!match) errors.push({ id, html: CHECKOUT_MESSAGES.state(type, def.label) });
      else value = match.value;
    }
    out[def.key] = value;
  }
  return out;
}

/** Validates the posted addresses (shipping only when shipping to a different address). */
export function validateAddresses(fields: Record<string, string>, errors: CheckoutError[]): ValidAddresses {
  const shipToDifferent = !!fields.ship_to_different_address;
  const billing = checkAddress('billing', addressFromFields(fields, 'billing'), errors);
  const shipping = shipToDifferent
    ? checkAddress('shipping', addressFromFields(fields, 'shipping'), errors)
    : Object.fromEntries(Object.entries(billing).filter(([k]) => k !== 'email' && k !== 'phone'));
  return { billing, shipping, shipToDifferent };
}

/** Terms and the create-account password. */
export function validateAgreements(fields: Record<string, string>, opts: { loggedIn: boolean }, errors: CheckoutError[]): void {
  // The terms row is printed on every checkout (terms-field=1 says so); an unticked box stops the order.
  if (!fields.terms) errors.push({ id: 'terms', html: CHECKOUT_MESSAGES.terms });
  if (!opts.loggedIn && fields.createaccount && !(fields.account_password ?? '')) {
    errors.push({ id: 'account_password', html: CHECKOUT_MESSAGES.accountPassword });
  }
}

/** `<ul class="woocommerce-error" role="alert">` with one `li[data-id]` per error (the contract's shape). */
export function errorListHtml(errors: CheckoutError[]): string {
  const items = errors.map((e) => `<li${e.id ? ` data-id="${esc(e.id)}"` : ''}>${e.html}</li>`).join('');
  return `<ul class="woocommerce-error" role="alert">${items}</ul>`;
}
