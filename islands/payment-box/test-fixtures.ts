/**
 * Markup and a scripted fake provider for the payment box's tests and stories (not part of the bundle).
 */
import type { ElementsLike, PaymentClient, PaymentElementLike, ProviderError } from '@storefront/payments';

/** Options of {@link checkoutHtml}. */
export interface CheckoutMarkupOptions {
  /** Which method is checked (default 'stripe'). */
  chosen?: 'cod' | 'stripe';
  /** Saved token ids to list (logged-in customers). */
  tokens?: string[];
  /** Print the save checkbox row. */
  saveRow?: boolean;
  /** Print the guest create-account checkbox. */
  createAccount?: boolean;
  /** The form's tag attributes (checkout by default). */
  form?: 'checkout' | 'order-pay' | 'add-payment-method';
}

/** The card gateway's fieldset, as the server prints it. */
export const FIELDSET_HTML = `<fieldset id="wc-stripe-upe-form" class="wc-upe-form wc-payment-form">
  <div class="wc-stripe-upe-element" data-payment-method-type="card"></div>
  <div id="wc-stripe-upe-errors" role="alert"></div>
  <input id="wc-stripe-payment-method-upe" type="hidden" name="wc-stripe-payment-method-upe">
  <input type="hidden" class="wc-stripe-is-deferred-intent" name="wc-stripe-is-deferred-intent" value="1">
</fieldset>`;

const row = (name: string, label: string, value: string, type = 'text') =>
  `<p class="form-row validate-required" id="${name}_field"><label for="${name}">${label}&nbsp;<abbr class="required" title="required">*</abbr></label><span class="woocommerce-input-wrapper"><input type="${type}" class="input-text" name="${name}" id="${name}" value="${value}"></span></p>`;

/** A classic checkout (or order-pay / add-payment-method) form with the card gateway's box. */
export function checkoutHtml(o: CheckoutMarkupOptions = {}): string {
  const chosen = o.chosen ?? 'stripe';
  const tokens = o.tokens ?? [];
  const tokenList = tokens.length
    ? `<ul class="woocommerce-SavedPaymentMethods wc-saved-payment-methods" data-count="${tokens.length}">${tokens
        .map(
          (t, i) =>
            `<li><input type="radio" id="wc-stripe-payment-token-${t}" name="wc-stripe-payment-token" value="${t}"${i === 0 ? ' checked' : ''}><label for="wc-stripe-payment-token-${t}">Visa ending in 4242 (expires 12/30)</label></li>`,
        )
        .join(
          '',
        )}<li><input type="radio" id="wc-stripe-payment-token-new" name="wc-stripe-payment-token" value="new"><label for="wc-stripe-payment-token-new">Use a new payment method</label></li></ul>`
    : '';
  const save = o.saveRow
    ? `<p class="form-row woocommerce-SavedPaymentMethods-saveNew"><input id="wc-stripe-new-payment-method" name="wc-stripe-new-payment-method" type="checkbox" value="true"><label for="wc-stripe-new-payment-method">Save payment information to my account for future purchases.</label></p>`
    : '';
  const billing =
    o.form === 'add-payment-method'
      ? ''
      : `<div class="woocommerce-billing-fields"><h3>Billing details</h3>${row('billing_first_name', 'First name', 'Ada')}${row('billing_last_name', 'Last name', 'Lovelace')}${row('billing_address_1', 'Street address', '1 High Street')}${row('billing_city', 'Town / City', 'London')}${row('billing_postcode', 'Postcode', 'SW1A 1AA')}${row('billing_email', 'Email address', 'ada@example.com', 'email')}<input type="hidden" name="billing_country" value="GB"></div>`;
  const account = o.createAccount
    ? `<p class="form-row create-account"><label><input id="createaccount" type="checkbox" name="createaccount" value="1"> <span>Create an account?</span></label></p>`
    : '';
  const methods = `<div id="payment" class="woocommerce-checkout-payment"><ul class="wc_payment_methods payment_methods methods">
    <li class="wc_payment_method payment_method_cod"><input id="payment_method_cod" type="radio" class="input-radio" name="payment_method" value="cod"${chosen === 'cod' ? ' checked' : ''}><label for="payment_method_cod">Cash on delivery</label><div class="payment_box payment_method_cod"${chosen === 'cod' ? '' : ' hidden'}><p>Pay with cash upon delivery.</p></div></li>
    <li class="wc_payment_method payment_method_stripe"><input id="payment_method_stripe" type="radio" class="input-radio" name="payment_method" value="stripe"${chosen === 'stripe' ? ' checked' : ''}><label for="payment_method_stripe">Credit / Debit Card</label><div class="payment_box payment_method_stripe"${chosen === 'stripe' ? '' : ' hidden'}>${tokenList}${FIELDSET_HTML}${save}</div></li>
  </ul><div class="form-row place-order"><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order" value="Place order">Place order</button></div></div>`;
  const open =
    o.form === 'order-pay'
      ? '<form id="order_review" method="post">'
      : o.form === 'add-payment-method'
        ? '<form id="add_payment_method" method="post">'
        : '<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" novalidate>';
  return `<div class="woocommerce">${open}${billing}${account}${methods}</form></div>`;
}

/** What the scripted fake provider does. */
export interface FakeProviderScript {
  submitError?: ProviderError;
  createError?: ProviderError;
  /** Thrown by createPaymentMethod (e.g. an HttpError for connection failures). */
  createThrows?: unknown;
  /** Delay of createPaymentMethod in ms. */
  delayMs?: number;
}

/** A fake provider client recording what the island asked of it. */
export function fakeProvider(script: FakeProviderScript = {}) {
  const log = {
    elementsOptions: [] as Parameters<PaymentClient['elements']>[0][],
    updates: [] as unknown[],
    elementUpdates: [] as unknown[],
    mounts: [] as HTMLElement[],
    created: [] as unknown[],
  };
  const element: PaymentElementLike = {
    mount(target) {
      const el = target as HTMLElement;
      el.innerHTML = '<label for="fake-card">Card</label><input id="fake-card" class="fake-card">';
      log.mounts.push(el);
    },
    unmount() {},
    destroy() {},
    on() {},
    update(o) {
      log.elementUpdates.push(o);
    },
  };
  const elements: ElementsLike = {
    create: () => element,
    submit: async () => (script.submitError ? { error: script.submitError } : {}),
    update: (o) => void log.updates.push(o),
  };
  const unused = async () => ({ error: { type: 'api_error', message: 'not used' } }) as never;
  const client: PaymentClient = {
    elements(options) {
      log.elementsOptions.push(options);
      return elements;
    },
    async createPaymentMethod(o) {
      log.created.push(o.params?.billing_details);
      if (script.delayMs) await new Promise((r) => setTimeout(r, script.delayMs));
      if (script.createThrows) throw script.createThrows;
      if (script.createError) return { error: script.createError };
      return { paymentMethod: { id: `pm_fake${log.created.length}`, type: 'card' } };
    },
    confirmPayment: unused,
    confirmSetup: unused,
    confirmCardPayment: unused,
    confirmCardSetup: unused,
    handleNextAction: unused,
    retrievePaymentIntent: unused,
    retrieveSetupIntent: unused,
  };
  return { client, log, script };
}
