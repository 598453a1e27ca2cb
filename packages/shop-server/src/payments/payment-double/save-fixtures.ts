/**
 * Shared steps of the saved-method tests (debits, bank redirects, Cash App Pay): a method made at the double, a
 * checkout post paying with a gateway, the double's authorisation page, and the refusals of a token that is not
 * the shopper's.
 */
import { expect } from 'vitest';
import { checkoutWithBasket, gbForm, messageItems, type CheckoutJson } from '../../test/checkout-helpers';
import { Client, parseHtml, type TestShop } from '../../test/helpers';
import { saveToken } from '../../domain/payment-tokens';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from '../config';
import { SAVED_METHOD_NOT_FOUND } from '../save-methods';
import { createPm } from './test-helpers';

/** The double's API authorisation, as the page's publishable key gives it. */
export const DOUBLE_AUTH = { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}` };

/** Creates a payment method at the double from its API `body` (`{ type: 'sepa_debit', sepa_debit: … }`). */
export async function doubleMethod(c: Client, body: Record<string, unknown>): Promise<string> {
  const res = await c.postJson(`${PAYMENT_DOUBLE_API_BASE}/payment_methods`, body, DOUBLE_AUTH);
  return ((await res.json()) as { id: string }).id;
}

/** Posts the classic checkout (basket first) with `fields`: the address, `payment_method` and the rest. */
export async function postCheckout(c: Client, fields: Record<string, string>): Promise<CheckoutJson> {
  const { nonces } = await checkoutWithBasket(c);
  return (await (await c.postForm('/?wc-ajax=checkout', gbForm(nonces.process, fields))).json()) as CheckoutJson;
}

/** Completes the double's authorisation page at `url` and follows the way back; returns where it led. */
export async function authoriseAtDouble(c: Client, url: string): Promise<string> {
  const form = parseHtml(await c.text(url)).querySelector('form')!;
  const hidden = Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value]),
  );
  const back = await c.postForm(form.getAttribute('action')!, { ...hidden, outcome: 'complete' });
  const location = back.headers.get('location')!;
  await c.request(location);
  return location;
}

/** How many payment intents the shop's double holds. */
export const intentCount = async (shop: TestShop): Promise<number> =>
  Number((await shop.db.query<{ n: string }>('select count(*) as n from payment_intents')).rows[0]!.n);

/**
 * Posts each token id the logged-in `customer` (or a `guest`) may not pay with — a saved card of the same
 * customer, an unknown id, two malformed ones, and `own` (the customer's own token) posted by a guest — through
 * `pay`, and expects each refused with the shop's message and nothing charged.
 */
export async function expectForeignTokensRefused(
  shop: TestShop,
  customer: Client,
  own: number | undefined,
  pay: (c: Client, tokenId: string) => Promise<CheckoutJson>,
): Promise<void> {
  const customerId = (await shop.db.query<{ id: number }>("select id from customers where username = 'customer'"))
    .rows[0]!.id;
  const pm = await createPm(customer, '4242424242424242');
  await shop.db.query('update payment_methods set customer_id = $2 where id = $1', [pm, customerId]);
  const card = (await saveToken(shop.db, customerId, pm))!;
  expect(card.gatewayId).toBe('stripe');
  const guest = new Client(shop.app);
  for (const [client, id] of [
    [customer, String(card.id)],
    [customer, '99999'],
    [customer, '1e3'],
    [customer, 'new-ish'],
    [guest, String(own ?? 101)],
  ] as const) {
    const before = await intentCount(shop);
    const body = await pay(client, id);
    expect(body.result).toBe('failure');
    expect(messageItems(body.messages).map((m) => m.text)).toEqual([SAVED_METHOD_NOT_FOUND]);
    expect(await intentCount(shop)).toBe(before);
  }
}
