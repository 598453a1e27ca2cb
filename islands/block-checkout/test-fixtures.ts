/**
 * Test support: the Checkout block's markup, `wcSettings` as the shop prints it (a few countries) and a fake Store
 * API that keeps a cart (addresses, rates per country, one coupon) and records every call. Test-only.
 */
import type { BlockCart } from './contract';

/** The wrapper as the shop prints it. */
export const BLOCK_HTML = `<h1>Checkout</h1><div class="wp-block-woocommerce-checkout alignwide wc-block-checkout is-loading" data-show-order-notes="true" data-show-phone-field="true" data-require-phone-field="true" data-show-company-field="true" data-show-apartment-field="true"><div class="wp-block-woocommerce-checkout-fields-block"></div><div class="wp-block-woocommerce-checkout-totals-block"></div></div>`;

/** `wcSettings` for the tests (states from WooCommerce's tables for the US; none for GB and IE). */
export function blockSettings(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    currency: { code: 'GBP', precision: 2, symbol: '£' },
    countries: { GB: 'United Kingdom', IE: 'Ireland', US: 'United States (US)' },
    allowedStates: { US: { CA: 'California', NY: 'New York' } },
    countryLocale: {
      GB: { postcode: { label: 'Postcode' }, state: { label: 'County', required: false } },
      IE: { postcode: { label: 'Eircode', required: false }, state: { label: 'County' } },
      US: { postcode: { label: 'ZIP Code' }, state: { label: 'State' } },
    },
    storePages: { terms: { title: 'Terms', permalink: '/terms/' }, myaccount: { permalink: '/my-account/' } },
    checkoutAllowsSignup: true,
    paymentMethodSortOrder: ['cod', 'bacs', 'cheque'],
    paymentMethodData: {
      cod: { title: 'Cash on delivery', description: 'Pay with cash upon delivery.' },
      bacs: { title: 'Direct bank transfer', description: 'Pay into our account.' },
      cheque: { title: 'Cheque payments', description: 'Send a cheque.', placeOrderButtonLabel: 'Pay by cheque' },
    },
    ...over,
  };
}

/** One recorded Store API call. */
export interface StoreCall {
  route: string;
  method: string;
  json: Record<string, any>;
  headers: Headers;
  signal?: AbortSignal | null;
}

/** How the fake answers `checkout`: an order, an error body with a status, or never. */
export type CheckoutAnswer = { redirect: string } | { status: number; body: unknown } | 'hang';

const RATES: Record<string, Array<[string, string, number]>> = {
  GB: [
    ['flat_rate:1', 'Flat rate', 395],
    ['free_shipping:2', 'Free shipping', 0],
  ],
  IE: [['flat_rate:3', 'International flat rate', 1200]],
};

/** A fake Store API over one cart (two lines, £45 before shipping). */
export function fakeStoreApi(opts: { checkout?: CheckoutAnswer; hangUpdates?: boolean } = {}) {
  const calls: StoreCall[] = [];
  const state = {
    shipping: { country: 'GB' } as Record<string, string>,
    billing: {} as Record<string, string>,
    chosen: '',
    coupons: [] as string[],
    checkout: opts.checkout ?? ({ redirect: '/checkout/order-received/7/?key=wc_order_k' } as CheckoutAnswer),
  };
  const cart = (): BlockCart => {
    const rates = (RATES[state.shipping.country ?? ''] ?? [['flat_rate:4', 'Worldwide flat rate', 1500]]).map(
      ([rate_id, name, price]) => ({ rate_id, name, price: String(price), selected: false }),
    );
    const chosen = rates.find((r) => r.rate_id === state.chosen) ?? rates[0];
    if (chosen) chosen.selected = true;
    const discount = state.coupons.length ? 450 : 0;
    const shipping = chosen ? Number(chosen.price) : 0;
    return {
      items: [
        { key: 'a', name: 'Art print', quantity: 1, totals: { line_total: '3800' } },
        { key: 'b', name: 'Greeting card', quantity: 2, totals: { line_total: '700' } },
      ],
      coupons: state.coupons.map((code) => ({ code, totals: { total_discount: String(discount) } })),
      totals: {
        total_items: '4500',
        total_discount: String(discount),
        total_shipping: String(shipping),
        total_tax: '0',
        total_price: String(4500 - discount + shipping),
      },
      shipping_address: { ...state.shipping },
      billing_address: { ...state.billing },
      has_calculated_shipping: true,
      needs_shipping: true,
      shipping_rates: [{ package_id: 0, shipping_rates: rates }],
      payment_methods:
        state.billing.country && state.billing.country !== 'GB'
          ? ['cod', 'bacs', 'stripe']
          : ['cod', 'bacs', 'cheque', 'stripe'],
    };
  };
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', Nonce: 'n2', 'Cart-Token': 'ct1' },
    });
  const error = (code: string, message: string, data: Record<string, unknown> = {}) =>
    json({ code, message, data: { status: 400, ...data } }, 400);
  const hang = (signal?: AbortSignal | null) =>
    new Promise<Response>((_, reject) =>
      signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    );

  const fetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const route = String(url).replace(/^.*\/wc\/store\/v1\//, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, any>) : {};
    calls.push({
      route,
      method: init.method ?? 'GET',
      json: body,
      headers: new Headers(init.headers),
      signal: init.signal,
    });
    switch (route) {
      case 'cart':
        return json(cart());
      case 'cart/update-customer':
        if (opts.hangUpdates) return hang(init.signal);
        if (body.shipping_address?.postcode === 'NOPE')
          return error('rest_invalid_param', 'Invalid parameter(s): shipping_address', {
            details: {
              shipping_address: { data: { fields: { postcode: 'Shipping Postcode is not a valid postcode / ZIP.' } } },
            },
          });
        state.shipping = { ...body.shipping_address };
        state.billing = { ...body.billing_address };
        return json(cart());
      case 'cart/select-shipping-rate':
        state.chosen = body.rate_id;
        return json(cart());
      case 'cart/apply-coupon':
        if (body.code.toLowerCase() !== 'welcome10')
          return error('woocommerce_rest_cart_coupon_error', `Sorry, we don't recognise the coupon “${body.code}”.`);
        state.coupons = ['welcome10'];
        return json(cart());
      case 'cart/remove-coupon':
        state.coupons = [];
        return json(cart());
      case 'checkout': {
        const a = state.checkout;
        if (a === 'hang') return hang(init.signal);
        if ('redirect' in a)
          return json({ order_id: 7, status: 'processing', payment_result: { redirect_url: a.redirect } });
        return new Response(typeof a.body === 'string' ? a.body : JSON.stringify(a.body), { status: a.status });
      }
      default:
        return json({ code: 'rest_no_route', message: 'No route' }, 404);
    }
  };
  return { fetch, calls, state };
}
