/**
 * Test helpers for the checkout: a basket, the page's nonces, a valid GB form and the JSON endpoints.
 */
import type { Client } from './helpers';
import { parseHtml } from './helpers';

/** The nonces a checkout page prints. */
export interface CheckoutNonces {
  process: string;
  updateOrderReview: string;
  applyCoupon: string;
  removeCoupon: string;
  login: string;
}

/** The globals of a page's inline script. */
export function pageGlobals(doc: Document): Record<string, Record<string, unknown>> {
  const src = doc.querySelector('script#storefront-globals')!.textContent!;
  const names = [...src.matchAll(/^var (\w+) =/gm)].map((m) => m[1]!);
  return new Function(`${src}; return { ${names.join(', ')} };`)() as Record<string, Record<string, unknown>>;
}

/** Adds a product and opens the checkout page (the page is parsed only when `doc` is read: parsing is slow). */
export async function checkoutWithBasket(
  c: Client,
  productId = 102,
  quantity = 2,
): Promise<{ readonly doc: Document; nonces: CheckoutNonces }> {
  await c.postForm('/?wc-ajax=add_to_cart', { product_id: productId, quantity });
  const html = await c.text('/checkout/');
  const param = (name: string): string => new RegExp(`"${name}":"([0-9a-f]{10})"`).exec(html)?.[1] ?? '';
  const input = (id: string): string =>
    new RegExp(`id="${id}" name="[^"]+" value="([0-9a-f]{10})"`).exec(html)?.[1] ?? '';
  let doc: Document | undefined;
  return {
    get doc() {
      doc ??= parseHtml(html);
      return doc;
    },
    nonces: {
      process: input('woocommerce-process-checkout-nonce'),
      updateOrderReview: param('update_order_review_nonce'),
      applyCoupon: param('apply_coupon_nonce'),
      removeCoupon: param('remove_coupon_nonce'),
      login: input('woocommerce-login-nonce'),
    },
  };
}

/** A complete, valid GB checkout form (cash on delivery, flat rate, terms ticked). */
export function gbForm(nonce: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    billing_first_name: 'Ada',
    billing_last_name: 'Lovelace',
    billing_company: '',
    billing_country: 'GB',
    billing_address_1: '1 Analytical Row',
    billing_address_2: '',
    billing_city: 'Bristol',
    billing_state: '',
    billing_postcode: 'bs1 4dj',
    billing_phone: '+44 117 496 0123',
    billing_email: 'ada@example.co.uk',
    order_comments: '',
    'shipping_method[0]': 'flat_rate:1',
    payment_method: 'cod',
    terms: 'on',
    'terms-field': '1',
    'woocommerce-process-checkout-nonce': nonce,
    ...extra,
  };
}

/** The checkout endpoint's answer. */
export interface CheckoutJson {
  result: 'success' | 'failure';
  redirect?: string;
  messages?: string;
  refresh?: boolean;
  reload?: boolean;
}

/** Posts the checkout form. */
export async function postCheckout(
  c: Client,
  fields: Record<string, string>,
): Promise<{ status: number; body: CheckoutJson }> {
  const res = await c.postForm('/?wc-ajax=checkout', fields);
  return { status: res.status, body: (await res.json()) as CheckoutJson };
}

/** The `data-id`s and texts of a failure's messages. */
export function messageItems(messages: string | undefined): Array<{ id: string | null; text: string }> {
  const doc = parseHtml(`<div>${messages ?? ''}</div>`);
  return [...doc.querySelectorAll('ul.woocommerce-error[role="alert"] > li')].map((li) => ({
    id: li.getAttribute('data-id'),
    text: li.textContent!.trim(),
  }));
}
