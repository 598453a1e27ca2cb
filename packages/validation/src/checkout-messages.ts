/**
 * The checkout's own messages (plain text, the shop's wording): a failed address field, the terms box, and the
 * general checkout error (spec §8). A module of its own, apart from messages.ts: both checkouts load it with their
 * field rules, while messages.ts goes with the newsletter's form validation.
 */

/** Where the order history lives (the general checkout error links to it, spec §8). */
export const ORDER_HISTORY_URL = '/my-account/orders/';
/** Spec §8 "Checkout" general error; `order history` links to {@link ORDER_HISTORY_URL}. */
export const CHECKOUT_ERROR_TEXT =
  'There was an error processing your order. Please check for any charges in your payment method and review your order history before placing the order again.';

/** The checkout's message when the terms box is not ticked. */
export const TERMS_MESSAGE = 'Please read and accept the terms and conditions to place your order.';

/**
 * The message for an address field that failed a check: 'Billing Email address is not a valid email address.',
 * 'Shipping Town / City is a required field.' (the required one is `requiredFieldMessage`'s wording; a test keeps
 * them equal, so the newsletter's chunk need not carry this module).
 */
export function checkoutFieldMessage(
  type: 'billing' | 'shipping',
  label: string,
  failure: 'required-field' | 'email' | 'phone',
): string {
  const field = `${type === 'billing' ? 'Billing' : 'Shipping'} ${label}`;
  if (failure === 'required-field') return `${field} is a required field.`;
  return `${field} is not a valid ${failure === 'email' ? 'email address' : 'phone number'}.`;
}
