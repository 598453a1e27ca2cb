/**
 * The block checkout form's values: where they start (the addresses the session holds, from the cart), the checks
 * run before the order is placed, and the payment method in effect.
 */
import { ACCOUNT_PASSWORD_MESSAGE, TERMS_MESSAGE } from '@storefront/validation';
import { CARD_METHOD, type Address, type BlockCart, type BlockSettings, type FieldErrors } from './contract';
import { ADDRESS_KEYS, addressErrors, EMAIL_FIELD, fieldError } from './fields';
import { obj, text } from './json';

/** A section of the form that has field errors. */
export type Section = keyof FieldErrors;

/** Everything the shopper enters. */
export interface CheckoutForm {
  email: string;
  shipping: Address;
  /** The billing address, used only when {@link sameBilling} is off. */
  billing: Address;
  sameBilling: boolean;
  /** A guest's request for an account, and its password. */
  createAccount: boolean;
  password: string;
  note: string;
  terms: boolean;
  /** The chosen payment method ('' until the shopper picks one; see {@link methodOf}). */
  method: string;
}

/** The cart's address with every Store API key ('' when missing; the base `country` when it has none). */
const pick = (a: Record<string, string> | undefined, country: string): Address =>
  Object.fromEntries(ADDRESS_KEYS.map((k) => [k, text(a?.[k]) || (k === 'country' ? country : '')]));

/** A saved card entry of `customerPaymentMethods.cc`, as far as it is read here. */
type SavedToken = { is_default?: unknown; method?: { gateway?: unknown } } | null | undefined;

/**
 * Whether the customer has a default saved card the card's box shows (`wcSettings` → `customerPaymentMethods.cc`,
 * `stripe_data.showSavedCards`): WooCommerce's block checkout then starts on the card, that card chosen.
 */
function hasDefaultCard(card: unknown): boolean {
  const s = obj(card);
  return (
    !!obj(s.stripe_data).showSavedCards &&
    ([obj(s.customerPaymentMethods).cc].flat() as SavedToken[]).some(
      (t) => t?.is_default && t.method?.gateway === CARD_METHOD,
    )
  );
}

/** The form as the cart's addresses fill it (the method: the card for a customer with a default saved card) (the base country when there is none). */
export function formFromCart(cart: BlockCart | null, settings: BlockSettings): CheckoutForm {
  const base = cart?.shipping_address?.country || settings.countries[0]?.[0] || 'GB';
  const shipping = pick(cart?.shipping_address, base);
  const billing = pick(cart?.billing_address, base);
  if (!shipping.phone && billing.phone) shipping.phone = billing.phone;
  // A billing address of its own is kept apart; one equal to the shipping address (or none) is 'the same'.
  const differs = !!billing.address_1 && ADDRESS_KEYS.some((k) => k !== 'phone' && billing[k] !== shipping[k]);
  return {
    email: cart?.billing_address?.email ?? '',
    shipping,
    billing,
    sameBilling: !differs,
    createAccount: false,
    password: '',
    note: '',
    terms: false,
    method: hasDefaultCard(settings.card) ? CARD_METHOD : '',
  };
}

/** Every failing field (contact, shipping, billing when separate, terms when a terms page is set). */
export function validateForm(f: CheckoutForm, settings: BlockSettings): FieldErrors {
  const out: FieldErrors = {};
  const email = fieldError('billing', EMAIL_FIELD, f.email);
  const contact: Record<string, string> = email ? { email } : {};
  if (settings.allowSignup && f.createAccount && !f.password) contact.password = ACCOUNT_PASSWORD_MESSAGE;
  if (Object.keys(contact).length) out.contact = contact;
  const shipping = addressErrors('shipping', f.shipping, settings);
  if (Object.keys(shipping).length) out.shipping = shipping;
  if (!f.sameBilling) {
    const billing = addressErrors('billing', f.billing, settings);
    if (Object.keys(billing).length) out.billing = billing;
  }
  if (settings.terms && !f.terms) out.terms = { terms: TERMS_MESSAGE };
  return out;
}

/**
 * The payment methods offered now: the page's that the cart lists for the billing country (WooCommerce's Store API
 * always lists them); none when the cart needs no payment (a free order: no method is asked for or posted, as in
 * WooCommerce's block checkout).
 */
export function offeredMethods(cart: BlockCart | null, settings: BlockSettings): BlockSettings['paymentMethods'] {
  const listed = cart?.needs_payment === false ? [] : cart?.payment_methods;
  return settings.paymentMethods.filter((m) => listed?.includes(m.id));
}

/** The method in effect: the chosen one while it is offered, else the first offered. */
export function methodOf(f: CheckoutForm, cart: BlockCart | null, settings: BlockSettings): string {
  const offered = offeredMethods(cart, settings);
  return offered.find((m) => m.id === f.method)?.id ?? offered[0]?.id ?? '';
}
