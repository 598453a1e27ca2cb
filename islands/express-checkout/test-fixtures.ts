/**
 * Test and story helpers for the express checkout island (not part of the bundle): the page params, the markup,
 * and a scripted fake shop behind `fetch` (express endpoints, the payment double's payment_methods and the Store
 * API cart, add-item, remove-item and checkout), recording every call.
 */
import type { ExpressParams } from './contract';

/** Params as a basket page prints them (local payment double). */
export function expressParams(over: Partial<ExpressParams> = {}): ExpressParams {
  return {
    ajaxUrl: '/?wc-ajax=%%endpoint%%',
    isProductPage: false,
    isCheckoutPage: false,
    isPayForOrder: false,
    provider: { kind: 'local-double', apiBase: '/payment-double/v1' },
    publishableKey: 'pk_test_double',
    locale: 'en-GB',
    currency: 'gbp',
    nonces: {
      shipping: 'n-shipping',
      update_shipping: 'n-update',
      normalize_address: 'n-normalize',
      wc_store_api: 'n-store',
      get_cart_details: 'n-cart',
      add_to_cart: 'n-add',
      clear_cart: 'n-clear',
      wc_store_api_express_checkout: 'n-express',
      get_selected_product_data: 'n-selected',
    },
    ...over,
  };
}

/** One recorded request. */
export interface ShopCall {
  path: string;
  endpoint: string;
  headers: Headers;
  form: Record<string, string>;
  json: any;
}

/** What the fake shop answers; each can be replaced per test. */
export interface FakeShopAnswers {
  [endpoint: string]: (call: ShopCall) => { status?: number; body: unknown } | Promise<never>;
}

const totals = (total: number) => ({
  displayItems: [{ label: 'Subtotal', amount: 2500 }],
  total: { label: 'Shop', amount: total },
});

/** Default answers: a £25 basket, GB flat rate £3.95 or free, success card, order 42. */
export const DEFAULT_ANSWERS: FakeShopAnswers = {
  get_cart_details: () => ({ body: { shipping_required: true, order_data: { currency: 'gbp', ...totals(2500) } } }),
  get_selected_product_data: () => ({ body: totals(2500) }),
  // Store API (product page): an empty basket, to which add-item adds the line 'k-added'.
  cart: () => ({ body: { items: [] } }),
  'add-item': () => ({ status: 201, body: { items: [{ key: 'k-added', id: 77, quantity: 2 }] } }),
  'remove-item': () => ({ body: { items: [] } }),
  normalize_address: (c) => {
    const data = JSON.parse(c.form.data ?? '{}');
    return { body: { billing_address: data.billing_address ?? {}, shipping_address: data.shipping_address ?? {} } };
  },
  get_shipping_options: () => ({
    body: {
      result: 'success',
      shipping_options: [
        { id: 'flat_rate:1', label: 'Flat rate', amount: 395 },
        { id: 'free_shipping:2', label: 'Free shipping', amount: 0 },
      ],
      ...totals(2895),
    },
  }),
  update_shipping_method: () => ({ body: { result: 'success', ...totals(2500) } }),
  payment_methods: (c) => ({
    body: { id: 'pm_test1', object: 'payment_method', type: 'card', card: { last4: c.json.card.number.slice(-4) } },
  }),
  checkout: () => ({
    body: {
      order_id: 42,
      payment_result: { payment_status: 'success', redirect_url: '/checkout/order-received/42/?key=wc_order_x' },
    },
  }),
};

/** A fake `fetch` answering like the shop, and the calls it recorded (tests stub the global with it, stories set `window.fetch`). */
export function fakeShopFetch(over: FakeShopAnswers = {}): {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  calls: ShopCall[];
} {
  const answers = { ...DEFAULT_ANSWERS, ...over };
  const calls: ShopCall[] = [];
  const fetch = async (url: string, init: RequestInit = {}) => {
    const u = new URL(url, 'http://shop.test');
    const wc = u.searchParams.get('wc-ajax');
    const endpoint = wc ? wc.replace(/^wc_stripe_/, '') : u.pathname.split('/').filter(Boolean).pop()!;
    const body = init.body;
    const form = body instanceof URLSearchParams ? Object.fromEntries(body) : {};
    const call: ShopCall = {
      path: u.pathname,
      endpoint,
      headers: new Headers(init.headers),
      form,
      json: typeof body === 'string' ? JSON.parse(body) : null,
    };
    calls.push(call);
    const answer = answers[endpoint];
    if (!answer) return new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } });
    const r = await answer(call);
    return new Response(JSON.stringify(r.body), {
      status: r.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, calls };
}

/** A variable product's form (Art print style) with the express container after it. */
export const PRODUCT_HTML = `<div class="product"><div class="summary">
<form class="variations_form cart" data-product_id="77"><select name="attribute_pa_size"><option value="">Choose</option><option value="a5" selected>A5</option></select>
<div class="quantity"><input class="qty" name="quantity" value="2"></div><input type="hidden" name="variation_id" class="variation_id" value="78"></form>
<p id="wc-stripe-express-checkout-button-separator" hidden>— OR —</p><div id="wc-stripe-express-checkout-element"></div></div></div>`;

/** The basket page's container. */
export const CART_HTML = `<div class="woocommerce"><div id="wc-stripe-express-checkout-element"></div><p id="wc-stripe-express-checkout-button-separator" hidden>— OR —</p></div>`;
