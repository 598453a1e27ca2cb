/**
 * The general checkout error (spec §8), shown by both checkouts. A module of its own, apart from messages.ts (which
 * goes with the newsletter's form validation); the block checkout's field messages are in field-messages.ts.
 */

/** Where the order history lives (the general checkout error links to it, spec §8). */
export const ORDER_HISTORY_URL = '/my-account/orders/';
/** Spec §8 "Checkout" general error; `order history` links to {@link ORDER_HISTORY_URL}. */
export const CHECKOUT_ERROR_TEXT =
  'There was an error processing your order. Please check for any charges in your payment method and review your order history before placing the order again.';
