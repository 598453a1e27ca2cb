/**
 * The checkout's wc-ajax endpoints: `update_order_review` (stores what the shopper entered, answers the
 * review table and payment block fragments) and `checkout` (validates, creates the order, takes payment).
 */
import type { Context } from 'hono';
import {
  addressFromFields,
  loadCheckoutState,
  saveCheckoutState,
  setCheckoutDestination,
  type Address,
} from '../domain/checkout-state';
import { clipText, FIELD_LIMIT } from '../domain/limits';
import { paymentHtml, reviewTableHtml } from '../views/checkout-review';
import { NONCE_ACTIONS } from '../config';
import { needsPayment } from '../payments/free-order';
import { CHECKOUT_NONCES, paymentBlock } from './checkout-shared';
import { checkoutEndpoint } from './checkout-submit';
import { shopOf, type ShopEnv } from './context';
import { formFields } from './render';
import { errorListHtml } from '../views/error-list';
import { REQUEST_MESSAGES } from '../messages';

/** Shown when a checkout request's nonce does not match the session. */

/** `{ result, messages, reload, fragments }` with a status. */
const reviewJson = (
  c: Context<ShopEnv>,
  body: { result: 'success' | 'failure'; messages: string; reload: boolean; fragments: Record<string, string> },
  status: 200 | 403 = 200,
): Response => c.json(body, status);

/** The address fields of the order review request laid over those in its serialized form. */
function postedAddresses(fields: Record<string, string>): {
  billing: Address;
  shipping: Address;
  shipToDifferent: boolean;
} {
  const form: Record<string, string> = {};
  if (fields.post_data) for (const [k, v] of new URLSearchParams(fields.post_data)) form[k] = v;
  const shipToDifferent = !!form.ship_to_different_address;
  const billing = addressFromFields(form, 'billing');
  const shipping = addressFromFields(form, 'shipping');
  // The request's own fields (WooCommerce's names) win over the serialized form.
  const top = (name: string): string | undefined =>
    Object.hasOwn(fields, name) ? clipText(fields[name], FIELD_LIMIT) : undefined;
  const map: Array<[string, string]> = [
    ['country', 'country'],
    ['state', 'state'],
    ['postcode', 'postcode'],
    ['city', 'city'],
    ['address', 'address_1'],
    ['address_2', 'address_2'],
  ];
  for (const [name, key] of map) {
    const b = top(name);
    if (b !== undefined) billing[key] = key === 'country' ? b.toUpperCase() : b;
    const s = top(`s_${name}`);
    if (s !== undefined && shipToDifferent) shipping[key] = key === 'country' ? s.toUpperCase() : s;
  }
  return { billing, shipping, shipToDifferent };
}

/** POST ?wc-ajax=update_order_review. */
async function updateOrderReview(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const fields = c.req.method === 'POST' ? await formFields(c) : {};
  const session = await shop.session();
  if (!session) return reviewJson(c, { result: 'failure', messages: '', reload: true, fragments: {} }, 403);
  if (!(await shop.checkNonce(CHECKOUT_NONCES.updateOrderReview, fields.security))) {
    return reviewJson(
      c,
      {
        result: 'failure',
        messages: errorListHtml([{ html: REQUEST_MESSAGES.badNonce }]),
        reload: false,
        fragments: {},
      },
      403,
    );
  }
  if ((await shop.cart(true)).lines.length === 0)
    return reviewJson(c, { result: 'failure', messages: '', reload: true, fragments: {} });

  const posted = postedAddresses(fields);
  const paymentMethod = (fields.payment_method ?? '').slice(0, 40);
  await shop.storedSession();
  await saveCheckoutState(shop.db, session.id, {
    ...posted,
    ...(fields.payment_method !== undefined ? { paymentMethod } : {}),
  });
  const state = await loadCheckoutState(shop.db, session.id, session.customerId);
  const to = state.shipToDifferent ? state.shipping : state.billing;
  await setCheckoutDestination(shop.db, session.id, to, fields['shipping_method[0]'] || undefined);
  shop.cartChanged();
  const cart = await shop.cart(true);

  const block = await paymentBlock(c, 'checkout', state.billing.country ?? '', state.paymentMethod, {
    buttonText: 'Place order',
    nonceName: 'woocommerce-process-checkout-nonce',
    nonce: await shop.nonce(CHECKOUT_NONCES.process),
    needsPayment: needsPayment(cart.total),
  });
  return reviewJson(c, {
    result: 'success',
    messages: '',
    reload: false,
    fragments: {
      '.woocommerce-checkout-review-order-table': String(reviewTableHtml(cart, await shop.nonce(NONCE_ACTIONS.cart))),
      '.woocommerce-checkout-payment': String(paymentHtml(block)),
    },
  });
}

/** wc-ajax handlers of the checkout. */
export const CHECKOUT_WC_AJAX: Record<string, (c: Context<ShopEnv>) => Promise<Response>> = {
  update_order_review: updateOrderReview,
  checkout: checkoutEndpoint,
};
