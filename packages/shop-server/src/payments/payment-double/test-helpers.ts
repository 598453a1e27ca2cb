/**
 * Test helpers for the payment side: payment methods through the double's API, logging in as the seeded
 * customer, a card checkout post, and the page settings of a page.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { pageGlobals } from '../../test/checkout-helpers';
import { closeParsers, parseHtml, testShop, type Client, type TestShop } from '../../test/helpers';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from '../config';

/**
 * For the calling test file: a shop with the provider payment `types` enabled and a card-only one, both closed
 * after the file. Read them in tests through the returned getters.
 */
export function typeShopsForFile(types: readonly string[]): { shop(): TestShop; cardOnly(): TestShop } {
  let shop: TestShop;
  let cardOnly: TestShop;
  beforeAll(async () => {
    shop = await testShop({ paymentMethods: [...types] });
    cardOnly = await testShop();
  });
  afterAll(async () => {
    await shop.close();
    await cardOnly.close();
    await closeParsers();
  });
  return { shop: () => shop, cardOnly: () => cardOnly };
}

/** The double's test cards by name. */
export const CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  authentication: '4000002760003184',
  authenticationOnce: '4000002500003155',
  processing: '4000000000000119',
} as const;

/** Creates a payment method for a test card through the double's API. */
export async function createPm(c: Client, number: string): Promise<string> {
  const res = await c.postJson(
    `${PAYMENT_DOUBLE_API_BASE}/payment_methods`,
    {
      type: 'card',
      card: { number, exp_month: 12, exp_year: new Date().getFullYear() + 3, cvc: '123' },
      billing_details: { name: 'Ada Lovelace', email: 'ada@example.co.uk' },
    },
    { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}` },
  );
  const body = (await res.json()) as { id: string };
  expect(body.id).toMatch(/^pm_/);
  return body.id;
}

/** Logs the client in as the seeded customer. */
export async function logInCustomer(c: Client): Promise<void> {
  const doc = parseHtml(await c.text('/my-account/'));
  const nonce = doc.querySelector<HTMLInputElement>('#woocommerce-login-nonce')!.value;
  const res = await c.postForm('/my-account/', {
    login: 'Login',
    username: 'customer',
    password: 'customer-password',
    'woocommerce-login-nonce': nonce,
    redirect: '/my-account/',
  });
  expect(res.status).toBe(303);
}

/** `wc_stripe_upe_params` of a page. */
export function upeParams(doc: Document): Record<string, any> {
  return pageGlobals(doc).wc_stripe_upe_params as Record<string, any>;
}
