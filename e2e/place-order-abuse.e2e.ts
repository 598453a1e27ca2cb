/**
 * Abuse of the place-order button in Chromium with the production bundles: a double click followed by a storm of
 * clicks, submits and Enter presses must make exactly one order, for cash on delivery and for a card through the
 * local payment double. "Exactly one" is checked on the server: the next order anyone places gets the next number.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { islandMounted, shopUrl, useBrowser, type Session } from './harness';

const { session } = useBrowser();
const FORM = 'form.checkout.woocommerce-checkout';
const RECEIVED = /\/checkout\/order-received\/(\d+)\//;

const BILLING: Record<string, string> = {
  billing_first_name: 'Ada',
  billing_last_name: 'Lovelace',
  billing_address_1: '1 High Street',
  billing_city: 'London',
  billing_postcode: 'SW1A 1AA',
  billing_phone: '020 7946 0000',
  billing_email: 'ada@example.com',
};

/** Fills a basket with `quantity` greeting cards and the checkout's billing details; ticks the terms. */
async function readyCheckout(s: Session, quantity: number): Promise<Page> {
  const added = await s.context.request.post(shopUrl('/?wc-ajax=add_to_cart'), {
    form: { product_id: '102', quantity: String(quantity) },
  });
  expect(added.ok()).toBe(true);
  await s.page.goto(shopUrl('/checkout/'));
  await islandMounted(s.page, FORM, 'checkout');
  for (const [name, value] of Object.entries(BILLING)) await s.page.fill(`#${name}`, value);
  await s.page.check('#terms');
  return s.page;
}

/** Records the checkout POSTs a page sends. */
function checkoutPosts(page: Page): Request[] {
  const seen: Request[] = [];
  page.on(
    'request',
    (r) => r.method() === 'POST' && new URL(r.url()).searchParams.get('wc-ajax') === 'checkout' && seen.push(r),
  );
  return seen;
}

/** Double-clicks place order, then at once clicks it 5 more times, submits the form twice and presses Enter on it. */
async function hammer(page: Page): Promise<void> {
  await page.dblclick('#place_order');
  await page
    .evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('#place_order')!;
      for (let i = 0; i < 5; i++) button.click();
      const form = button.form!;
      form.requestSubmit(button);
      form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: button }));
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    })
    .catch(() => undefined); // the page may already be leaving for the order received page
}

/** Places an order in a new browser context over HTTP (the shop's own endpoints) and returns its number. */
async function placeOtherOrder(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    await context.request.post(shopUrl('/?wc-ajax=add_to_cart'), { form: { product_id: '102', quantity: '1' } });
    const page = await (await context.request.get(shopUrl('/checkout/'))).text();
    const nonce = /name="woocommerce-process-checkout-nonce" value="([0-9a-f]{10})"/.exec(page)?.[1] ?? '';
    const form = {
      ...BILLING,
      billing_country: 'GB',
      'shipping_method[0]': 'flat_rate:1',
      payment_method: 'cod',
      terms: 'on',
      'woocommerce-process-checkout-nonce': nonce,
    };
    const answer = (await (await context.request.post(shopUrl('/?wc-ajax=checkout'), { form })).json()) as {
      redirect?: string;
    };
    return Number(RECEIVED.exec(answer.redirect ?? '')?.[1]);
  } finally {
    await context.close();
  }
}

describe('place order hammered (production bundles in Chromium)', () => {
  it('cash on delivery: a double click and a storm of clicks, submits and Enter make one POST and one order', async () => {
    const s = await session();
    const page = await readyCheckout(s, 3);
    await page.check('#payment_method_cod');
    const posts = checkoutPosts(page);
    const started = Date.now();
    await hammer(page);
    await page.waitForURL(RECEIVED, { timeout: 15_000 });
    const id = Number(RECEIVED.exec(page.url())![1]);
    console.info(
      `[load] place order hammered (cod): ${posts.length} checkout POST, order ${id} received after ${Date.now() - started} ms`,
    );
    expect(posts).toHaveLength(1);
    expect(await page.locator('.woocommerce-order-overview__total').textContent()).toContain('£14.45'); // 3 × £3.50 + £3.95
    expect(await placeOtherOrder(s.context.browser()!)).toBe(id + 1);
    expect(s.errors).toEqual([]);
  });

  it('card (local double, 4242): a double click while the payment method is being made, then a storm, makes one paid order', async () => {
    const s = await session();
    const page = await readyCheckout(s, 2);
    await page.locator('label[for="payment_method_stripe"]').click();
    await islandMounted(page, 'fieldset.wc-upe-form', 'payment-box');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    const posts = checkoutPosts(page);
    const started = Date.now();
    await hammer(page);
    await page.waitForURL(RECEIVED, { timeout: 15_000 });
    const id = Number(RECEIVED.exec(page.url())![1]);
    console.info(
      `[load] place order hammered (card): ${posts.length} checkout POST, order ${id} received after ${Date.now() - started} ms`,
    );
    expect(posts).toHaveLength(1);
    await expect
      .poll(() => page.locator('.woocommerce-order-overview__status strong').textContent())
      .toBe('Processing');
    expect(await placeOtherOrder(s.context.browser()!)).toBe(id + 1);
    expect(s.errors).toEqual([]);
  });
});
