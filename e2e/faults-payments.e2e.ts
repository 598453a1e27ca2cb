/**
 * Fault matrix — card payments through the local payment double (issue #10; islands/payment-box). Endpoints, from
 * the code (packages/payments/src/intents-api.ts, packages/payments/src/local-double/api.ts):
 * - `POST /payment-double/v1/payment_methods` — 'Place order' with the card method (the provider call; its
 *   credential is the publishable key in `Authorization`, refused like a wrong nonce).
 * - `GET /payment-double/v1/payment_intents/{id}` — the confirm hash the checkout answers for a card that needs
 *   authentication (packages/payments/src/confirm-flows.ts), right after 'Place order'.
 * - `POST /?wc-ajax=wc_stripe_update_order_status` (`_ajax_nonce`) — back from the authentication page.
 * - `POST /wp-admin/admin-ajax.php` `action=wc_stripe_create_and_confirm_setup_intent` (`_ajax_nonce`) — 'Add
 *   payment method' in My account.
 * Payment messages are spec §8's: connection failures have their own texts; other failures show the server's
 * or provider's message, else the REST client's.
 * Not reachable by a shopper here: create_payment_intent, init_setup_intent, update_payment_intent (no flow of
 * this shop calls them), confirm_change_payment (no change-payment-method page). Not in the matrix:
 * save_appearance (sent once per shop, while no appearance is stored; errors ignored by design) and
 * update_failed_order (errors ignored by design, spec §7).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { islandMounted, type Session } from './harness';
import { endpoint, pathCall, useMatrix, wcAjaxCall, type Fault, visit } from './faults-harness';
import { freshBasket, PRODUCTS, textOf } from './faults-shop';
import { BILLING, CARDS, fillBilling, scrollSettled, typeCard } from './shopper';
import { FLOW_MESSAGES } from '@storefront/payments/messages';
import { HTTP_ERROR_MESSAGES } from '@storefront/http';
import { REQUEST_MESSAGES } from '@storefront/shop-server/messages';

const browser = useMatrix('card payments (local payment double)');
const FORM = 'form.checkout.woocommerce-checkout';
const BOX = 'fieldset.wc-upe-form';
const NOTICE = '.woocommerce-NoticeGroup-checkout [role="alert"]';
/** The shop's answer to a request with a wrong nonce. */
const SHOP_NONCE_TEXT = REQUEST_MESSAGES.badNonce;
const PAYMENT: Record<Exclude<Fault, 'nonce'>, string> = {
  offline: FLOW_MESSAGES.connection,
  timeout: FLOW_MESSAGES.timeout,
  http500: HTTP_ERROR_MESSAGES.unknown_error,
  html: HTTP_ERROR_MESSAGES.invalid_json,
  badJson: HTTP_ERROR_MESSAGES.invalid_json,
};

/** A new visitor with a greeting card at the checkout, billing details, the card method and `card` typed in. */
async function cardCheckout(s: Session, card: string): Promise<void> {
  await freshBasket(s, { [PRODUCTS.card]: 1 });
  await visit(s.page, '/checkout/');
  await islandMounted(s.page, FORM, 'checkout');
  await fillBilling(s.page);
  await s.page.locator('label[for="payment_method_stripe"]').click();
  await islandMounted(s.page, BOX, 'payment-box');
  await s.page.getByLabel('Card number').waitFor();
  await s.page.check('#terms');
  await typeCard(s.page, card);
}

/**
 * The message at the top of the checkout and the billing details still there; on the same page (`card` given)
 * the typed card and the ticked terms too.
 */
async function shownAndKept(page: Page, message: string, card?: string): Promise<void> {
  await expect.poll(() => textOf(page, `${FORM} ${NOTICE}`)).toBe(message);
  for (const [id, value] of Object.entries(BILLING)) expect(await page.inputValue(`#${id}`)).toBe(value);
  if (!card) return;
  expect(await page.getByLabel('Card number').inputValue()).toBe(card);
  expect(await page.isChecked('#terms')).toBe(true);
}

const placeOrder = (page: Page) => page.locator('#place_order').click();
const orderReceived = (page: Page) =>
  page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 20_000, waitUntil: 'domcontentloaded' });

/** Completes the double's authentication page (it sends the shopper back to the checkout with the confirm hash). */
async function authenticate(page: Page): Promise<void> {
  await page.waitForURL(/\/payment-double\/authenticate\//, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await page.waitForURL(/\/checkout\//, { waitUntil: 'domcontentloaded' });
}

endpoint(browser, {
  name: 'double POST payment_methods — Place order (card)',
  match: pathCall('/payment-double/v1/payment_methods', 'POST'),
  nonce: { header: 'Authorization' },
  messages: {
    ...PAYMENT,
    nonce: 'Invalid API key provided: send Authorization: Bearer <the publishable key from the page settings>.',
  },
  prepare: (s) => cardCheckout(s, CARDS.success),
  act: ({ page }) => placeOrder(page),
  failed: ({ page }, message) => shownAndKept(page, message, CARDS.success),
  succeeded: ({ page }) => orderReceived(page),
});

endpoint(browser, {
  name: 'double GET payment_intents/{id} — confirm hash after Place order',
  match: pathCall(/^\/payment-double\/v1\/payment_intents\/[^/]+$/, 'GET'),
  nonce: { header: 'Authorization' },
  messages: {
    ...PAYMENT,
    nonce: 'Invalid API key provided: send Authorization: Bearer <the publishable key from the page settings>.',
  },
  prepare: (s) => cardCheckout(s, CARDS.authenticate),
  act: ({ page }) => placeOrder(page),
  failed: ({ page }, message) => shownAndKept(page, message, CARDS.authenticate),
  async retry({ page }) {
    await placeOrder(page);
    await authenticate(page);
  },
  succeeded: ({ page }) => orderReceived(page),
});

endpoint(browser, {
  name: 'wc_stripe_update_order_status — back from authentication',
  match: wcAjaxCall('wc_stripe_update_order_status'),
  nonce: { field: '_ajax_nonce' },
  messages: { ...PAYMENT, nonce: SHOP_NONCE_TEXT },
  prepare: (s) => cardCheckout(s, CARDS.authenticate),
  async act({ page }) {
    await placeOrder(page);
    await authenticate(page);
  },
  // Back on a newly loaded checkout: the billing details are the shop's copy, the card form and terms are new.
  failed: ({ page }, message) => shownAndKept(page, message),
  async retry({ page }) {
    await typeCard(page, CARDS.authenticate);
    await scrollSettled(page); // the page still scrolls to the error notice it came back with
    await page.check('#terms');
    await placeOrder(page);
    await authenticate(page);
  },
  succeeded: ({ page }) => orderReceived(page),
});

/** A logged-in customer on the add-payment-method page with a card typed in. */
async function addPaymentMethodPage(s: Session): Promise<void> {
  await visit(s.page, '/my-account/add-payment-method/');
  await islandMounted(s.page, BOX, 'payment-box');
  await s.page.getByLabel('Card number').waitFor();
  await typeCard(s.page, CARDS.success);
}

endpoint(browser, {
  name: 'admin-ajax wc_stripe_create_and_confirm_setup_intent — Add payment method',
  match: { url: (u) => u.pathname === '/wp-admin/admin-ajax.php', method: 'POST' },
  nonce: { field: '_ajax_nonce' },
  messages: { ...PAYMENT, nonce: SHOP_NONCE_TEXT },
  async setup({ page }) {
    await visit(page, '/my-account/');
    await page.fill('#username', 'customer');
    await page.fill('#password', 'customer-password');
    await Promise.all([page.waitForNavigation(), page.locator('button[name="login"]').click()]);
  },
  prepare: addPaymentMethodPage,
  act: ({ page }) => page.locator('#place_order').click(),
  async failed({ page }, message) {
    await expect.poll(() => textOf(page, `form#add_payment_method ${NOTICE}`)).toBe(message);
    expect(await page.getByLabel('Card number').inputValue()).toBe(CARDS.success);
  },
  async succeeded({ page }) {
    await page.waitForURL(/\/my-account\/payment-methods\//);
    await expect.poll(() => textOf(page, '.woocommerce-MyAccount-content')).toMatch(/4242/);
  },
});
