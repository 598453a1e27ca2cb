/**
 * The block checkout's messages for its own client-side checks (plain text, the shop's wording): a failed address
 * field and the terms box. Apart from checkout-messages.ts so the classic checkout's chunk does not carry them.
 */

/** The checkout's message when an account is asked for without a password. */
export const ACCOUNT_PASSWORD_MESSAGE = 'Account password is a required field.';

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
