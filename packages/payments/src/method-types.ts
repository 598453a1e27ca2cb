/** Payment method types and what they allow (kept apart from the messages so the island's first bundle stays small). */

/** Payment method types whose save checkbox is hidden: they cannot be reused (spec §4 "Payment method selection"). */
export const NON_REUSABLE_TYPES: readonly string[] = [
  'alipay',
  'affirm',
  'afterpay_clearpay',
  'au_becs_debit',
  'boleto',
  'eps',
  'giropay',
  'multibanco',
  'p24',
  'oxxo',
  'wechat_pay',
];

/** Whether the save-payment-method checkbox may show for `type` (not in {@link NON_REUSABLE_TYPES}). */
export const isReusableType = (type: string): boolean => !NON_REUSABLE_TYPES.includes(type);

/**
 * The redirect payment types (spec §3 'Payment method types'): paid on the provider's authorisation page (the bank's,
 * the wallet's or the lender's), which returns to the shop through the return URL.
 */
export const REDIRECT_TYPES: readonly string[] = [
  'ideal',
  'bancontact',
  'eps',
  'giropay',
  'p24',
  'sofort',
  'alipay',
  'klarna',
  'affirm',
  'afterpay_clearpay',
];

/** The gateway id of a payment type (spec §3: `stripe_{type}`; the card's is `stripe`). */
export const gatewayIdOf = (type: string): string => (type === 'card' ? 'stripe' : `stripe_${type}`);

/** The voucher types (spec §2 'URL hash fragments'): the provider shows a voucher the shopper pays later. */
export const VOUCHER_TYPES: readonly string[] = ['boleto', 'multibanco', 'oxxo'];

/** The wallet types (spec §2 'URL hash fragments'): authorised in the wallet's app, back through the return URL. */
export const WALLET_TYPES: readonly string[] = ['wechat_pay', 'cashapp'];
