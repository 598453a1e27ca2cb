/**
 * Fault matrix — the checkout island (issue #10; islands/checkout). Endpoints, from the code:
 * - `POST /?wc-ajax=update_order_review` (`security`) — order-review.ts, typing in an address field (1 s pause).
 * - `POST /?wc-ajax=checkout` (`woocommerce-process-checkout-nonce`) — submit.ts, 'Place order' (time limit 60 s).
 *   Spec §8: every transport failure shows the generic checkout error (the page's `i18n_checkout_error`).
 * - `POST /?wc-ajax=apply_coupon` (`security`) — coupon.ts, the coupon form's 'Apply coupon'.
 * - `POST /?wc-ajax=remove_coupon` (`security`) — coupon.ts, a coupon's '[Remove]' link in the order review.
 * Coupon answers are notice HTML: 'HTML, not JSON' is a page that is not a notice (a login wall), 'malformed JSON'
 * a JSON fragment; both must fail like a server error. A refused nonce is answered by the shop: its checkout
 * message for update_order_review and checkout, WordPress's bare `-1` (no text: the client's unknown error) for
 * the coupons. Not calls: the returning-customer login and the order-pay form post natively (page loads).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { islandMounted, type Session } from './harness';
import { endpoint, JSON_CALL_MESSAGES, useMatrix, wcAjaxCall, FAULTS, visit } from './faults-harness';
import { applyCoupon, freshBasket, PRODUCTS, textOf } from './faults-shop';
import { HTTP_ERROR_MESSAGES } from '@storefront/http';
import { CHECKOUT_ERROR_TEXT } from '@storefront/island-checkout/contract';
import { REQUEST_MESSAGES } from '@storefront/shop-server/messages';

const browser = useMatrix('checkout');
const FORM = 'form.checkout.woocommerce-checkout';
const UNKNOWN = HTTP_ERROR_MESSAGES.unknown_error;
/** The shop's answer to a request with a wrong nonce. */
const SHOP_NONCE_TEXT = REQUEST_MESSAGES.badNonce;

const GUEST: Record<string, string> = {
  '#billing_first_name': 'Ada',
  '#billing_last_name': 'Lovelace',
  '#billing_address_1': '12 Analytical Row',
  '#billing_city': 'London',
  '#billing_postcode': 'SW1A 1AA',
  '#billing_phone': '020 7946 0000',
  '#billing_email': 'ada@example.com',
};
const typedValues = (page: Page) =>
  page.evaluate((sels) => sels.map((s) => document.querySelector<HTMLInputElement>(s)!.value), Object.keys(GUEST));

/** A new visitor with a greeting card (and a coupon) on the checkout, the guest's details typed in. */
async function openCheckout(s: Session, coupon = false): Promise<void> {
  await freshBasket(s, { [PRODUCTS.card]: 1 });
  if (coupon) await applyCoupon(s);
  await visit(s.page, '/checkout/');
  await islandMounted(s.page, FORM, 'checkout');
  for (const [selector, value] of Object.entries(GUEST)) await s.page.fill(selector, value);
  await s.page.check('#payment_method_cod');
  await s.page.check('#terms');
  // The refresh the typing queued has run: the fault meets only the cell's own call.
  await s.page.clock.fastForward(1000);
  await s.page.waitForFunction(() => !document.querySelector('.woocommerce-checkout-review-order-table .blockOverlay'));
}

/** Everything the shopper typed and ticked is still there. */
async function keptAll(page: Page): Promise<void> {
  expect(await typedValues(page)).toEqual(Object.values(GUEST));
  expect(await page.isChecked('#terms')).toBe(true);
  expect(await page.isChecked('#payment_method_cod')).toBe(true);
}

let city = 0;
const CITIES = ['Londinium', 'London'];
endpoint(browser, {
  name: 'update_order_review — typing an address',
  match: wcAjaxCall('update_order_review'),
  nonce: { field: 'security' },
  messages: { ...JSON_CALL_MESSAGES, nonce: SHOP_NONCE_TEXT },
  setup: (s) => openCheckout(s),
  async prepare() {},
  async act({ page }) {
    GUEST['#billing_city'] = CITIES[city++ % 2]!;
    // Typed (key events): the checkout refreshes the review 1 s after the last key.
    await page.locator('#billing_city').fill('');
    await page.locator('#billing_city').pressSequentially(GUEST['#billing_city']);
    await page.clock.fastForward(1000);
  },
  async failed({ page }, message) {
    await expect.poll(() => textOf(page, `${FORM} .woocommerce-NoticeGroup-updateOrderReview`)).toBe(message);
    await keptAll(page);
  },
  async succeeded({ page }) {
    await expect.poll(() => page.locator('.woocommerce-NoticeGroup-updateOrderReview').count()).toBe(0);
    await keptAll(page);
  },
});

endpoint(browser, {
  name: 'checkout — Place order',
  match: wcAjaxCall('checkout'),
  nonce: { field: 'woocommerce-process-checkout-nonce' },
  limit: 60_000,
  messages: { ...Object.fromEntries(FAULTS.map((f) => [f, CHECKOUT_ERROR_TEXT])), nonce: SHOP_NONCE_TEXT },
  prepare: (s) => openCheckout(s),
  act: ({ page }) => page.locator('#place_order').click(),
  async failed({ page }, message) {
    await expect.poll(() => textOf(page, `${FORM} .woocommerce-NoticeGroup-checkout`)).toBe(message);
    await keptAll(page);
  },
  async succeeded({ page }) {
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    expect(await textOf(page, 'main')).toContain('Cash on delivery');
  },
});

const TEXT_CALL = { ...JSON_CALL_MESSAGES, html: UNKNOWN, badJson: UNKNOWN, nonce: UNKNOWN };
const discount = (page: Page) => page.locator('.woocommerce-checkout-review-order-table .cart-discount').count();

endpoint(browser, {
  name: 'apply_coupon — checkout coupon form',
  match: wcAjaxCall('apply_coupon'),
  nonce: { field: 'security' },
  messages: TEXT_CALL,
  async prepare(s) {
    await openCheckout(s);
    await s.page.locator('a.showcoupon').click();
    await s.page.fill('form.checkout_coupon input[name="coupon_code"]', 'welcome10');
  },
  act: ({ page }) => page.locator('form.checkout_coupon button[name="apply_coupon"]').click(),
  async failed({ page }, message) {
    await expect.poll(() => textOf(page, 'form.checkout_coupon [role="alert"]')).toBe(message);
    expect(await page.inputValue('form.checkout_coupon input[name="coupon_code"]')).toBe('welcome10');
    expect(await discount(page)).toBe(0);
    await keptAll(page);
  },
  async succeeded({ page }) {
    await expect.poll(() => discount(page)).toBe(1);
    expect(await textOf(page, '.woocommerce-message')).toContain('Coupon applied');
    await keptAll(page);
  },
});

endpoint(browser, {
  name: 'remove_coupon — [Remove] in the order review',
  match: wcAjaxCall('remove_coupon'),
  nonce: { field: 'security' },
  messages: TEXT_CALL,
  prepare: (s) => openCheckout(s, true),
  act: ({ page }) => page.locator('.woocommerce-checkout-review-order-table a.woocommerce-remove-coupon').click(),
  async failed({ page }, message) {
    await expect.poll(() => textOf(page, '.woocommerce-error')).toBe(message);
    expect(await discount(page)).toBe(1);
    await keptAll(page);
  },
  async succeeded({ page }) {
    await expect.poll(() => discount(page)).toBe(0);
    expect(await textOf(page, '.woocommerce-message')).toContain('Coupon removed');
    await keptAll(page);
  },
});
