/**
 * The payment box's contract with the server markup and the other islands (see /tmp/payments-contract.md):
 * selectors, field names, endpoints and timings.
 */
/** The page settings global the card gateway prints. */
export const SETTINGS_GLOBAL = 'wc_stripe_upe_params';

/** Markup the island reads and writes. */
export const SEL = {
  /** Where the provider's payment element is mounted (inside the fieldset). */
  mountPoint: '.wc-stripe-upe-element',
  /** The fieldset's own error box. */
  boxErrors: '#wc-stripe-upe-errors',
  /** The card gateway's radio in the method list. */
  methodRadios: 'input[name="payment_method"]',
  /**
   * Saved payment methods (tokens: radios `wc-{gateway}-payment-token`, and 'new') and the save checkbox
   * (`#wc-{gateway}-new-payment-method`) are each gateway's own: see `save-options.ts`. Its row:
   */
  saveRow: '.woocommerce-SavedPaymentMethods-saveNew',
  createAccount: '#createaccount',
  /** Where classic checkout errors go (created at the top of the form when missing). */
  noticeGroup: '.woocommerce-NoticeGroup-checkout',
} as const;

/** Hidden inputs of the form the server reads. */
export const FIELDS = {
  paymentMethod: 'wc-stripe-payment-method',
  intentId: 'wc_payment_intent_id',
  paymentType: 'wc-stripe-payment-type',
} as const;

/** The veto hook the checkout island fires on the form before posting with a method: its gateway id follows. */
export const PLACE_ORDER_EVENT = 'checkout_place_order_';
