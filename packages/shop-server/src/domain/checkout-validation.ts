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
import { CHECKOUT_MESSAGES } from '../messages';

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
    if (def.validate?.includes('email') && !isRfcEmail(value))
      errors.push({ id, html: CHECKOUT_MESSAGES.email(def.label) });
    if (def.validate?.includes('phone') && !isValidPhone(value))
      errors.push({ id, html: CHECKOUT_MESSAGES.phone(def.label) });
    if (def.key === 'postcode') {
      if (!isValidPostcode(value, country)) errors.push({ id, html: CHECKOUT_MESSAGES.postcode(type, def.label) });
      else value = normalisePostcode(value, country);
    }
    if (def.key === 'state' && def.input === 'select') {
      // A state may arrive as its code or its name (typed without JavaScript); the code is stored.
      const match = (def.options ?? []).find(
        (o) => o.value.toUpperCase() === value.toUpperCase() || o.label.toLowerCase() === value.toLowerCase(),
      );
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
export function validateAgreements(
  fields: Record<string, string>,
  opts: { loggedIn: boolean },
  errors: CheckoutError[],
): void {
  // The terms row is printed on every checkout (terms-field=1 says so); an unticked box stops the order.
  if (!fields.terms) errors.push({ id: 'terms', html: CHECKOUT_MESSAGES.terms });
  if (!opts.loggedIn && fields.createaccount && !(fields.account_password ?? '')) {
    errors.push({ id: 'account_password', html: CHECKOUT_MESSAGES.accountPassword });
  }
}
