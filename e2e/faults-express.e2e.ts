/**
 * Fault matrix — express checkout with the local payment double's test wallet (issue #10;
 * islands/express-checkout/api.ts). Endpoints, from the code (each wc-ajax call carries its own `security` nonce):
 * - `POST /?wc-ajax=wc_stripe_get_cart_details` — the wallet button on the basket page.
 * - `POST /?wc-ajax=wc_stripe_get_shipping_options` — the sheet opening (the wallet sends its preset address) and
 *   'Update address'. The page can only `reject()` the wallet's event: the wallet shows its own text (a real
 *   wallet's sheet has no room for the page's), and 'Update address' retries.
 * - `POST /?wc-ajax=wc_stripe_normalize_address` — 'Pay' in the sheet, before the Store API checkout.
 * - `POST /?wc-ajax=wc_stripe_update_shipping_method` — choosing another rate in the sheet (rejected the same way).
 * - `GET /wp-json/wc/store/v1/cart` then `POST /wp-json/wc/store/v1/cart/add-item` (`Nonce` header) — the wallet
 *   button on a product page (the lines before the add tell which line the add created); then get_cart_details.
 * - `POST /wp-json/wc/store/v1/checkout` (`Nonce` header) — 'Pay' in the sheet.
 * - `POST /wp-json/wc/store/v1/checkout/{order_id}?key&billing_email` (`Nonce` header) — 'Pay' on order-pay (each
 *   cell pays a new failed order of the logged-in customer).
 * Not in the matrix: `get_selected_product_data` (the amount shown before the click; a failure keeps the last
 * amount and the click's get_cart_details answer sets the real one) and Store API `remove-item` (after a cancel;
 * errors ignored by design: the line stays, as if the shopper had added it) — neither has a visible outcome to check.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { islandMounted, shopUrl, type Session } from './harness';
import { endpoint, pathCall, useMatrix, wcAjaxCall, type Fault, visit } from './faults-harness';
import { cartHtml, freshBasket, PRODUCTS, textOf } from './faults-shop';
import { failedExpressOrder, logIn, payWithWallet } from './shopper';
import { FLOW_MESSAGES } from '@storefront/payments/messages';
import { HTTP_ERROR_MESSAGES } from '@storefront/http';
import { REQUEST_MESSAGES } from '@storefront/shop-server/messages';

const browser = useMatrix('express checkout (test wallet)');
const CONTAINER = '#wc-stripe-express-checkout-element';
const ALERT = `${CONTAINER} .wc-stripe-express-checkout-error`;
const BUTTON = 'Pay with test wallet (local payment double)';
const SHEET = '[role="dialog"][aria-labelledby$="-title"]';
const SHOP_NONCE_TEXT = REQUEST_MESSAGES.badNonce;
const EXPRESS: Record<Fault, string> = {
  offline: FLOW_MESSAGES.connection,
  timeout: FLOW_MESSAGES.timeout,
  http500: HTTP_ERROR_MESSAGES.unknown_error,
  html: HTTP_ERROR_MESSAGES.invalid_json,
  badJson: HTTP_ERROR_MESSAGES.invalid_json,
  nonce: SHOP_NONCE_TEXT,
};
const ADDRESS_REJECTED = 'This address cannot be shipped to. Try another country or postcode.';
const RATE_REJECTED = 'This shipping method cannot be used.';
const sameForAll = (text: string) =>
  Object.fromEntries(Object.keys(EXPRESS).map((f) => [f, text])) as Record<Fault, string>;

const button = (page: Page) => page.getByRole('button', { name: BUTTON });
const sheet = (page: Page) => page.locator(SHEET);
const sheetError = (page: Page) => textOf(page, `${SHEET} [data-part="error"]`);
const rates = (page: Page) => sheet(page).getByRole('radio');
const lines = (page: Page) => page.locator('.woocommerce-cart-form .cart_item').count();

/** A new visitor with two cushions on the basket page, the wallet button ready. */
async function basketWithWallet(s: Session): Promise<void> {
  await freshBasket(s, { [PRODUCTS.cushion]: 2 });
  await visit(s.page, '/cart/');
  await islandMounted(s.page, CONTAINER, 'express-checkout');
  await button(s.page).waitFor();
}
/** The sheet is open with its rates priced by the shop (two for the basket's £70, one for a £35 cushion). */
async function sheetWithRates(page: Page, count = 2): Promise<void> {
  await sheet(page).waitFor();
  await expect.poll(() => rates(page).count(), { timeout: 10_000 }).toBe(count);
}
/** Whether the visitor's basket (the shop's, not the page's) is empty. */
const basketEmpty = async (s: Session) => (await cartHtml(s)).includes('wc-empty-cart-message');
const closeSheet = async (page: Page) => {
  if (await sheet(page).count()) await sheet(page).getByRole('button', { name: 'Cancel' }).click();
};

endpoint(browser, {
  name: 'wc_stripe_get_cart_details — wallet button, basket page',
  match: wcAjaxCall('wc_stripe_get_cart_details'),
  nonce: { field: 'security' },
  messages: EXPRESS,
  setup: basketWithWallet,
  prepare: ({ page }) => closeSheet(page),
  act: ({ page }) => button(page).click(),
  async failed({ page }, message) {
    await expect.poll(() => textOf(page, ALERT)).toBe(message);
    expect(await sheet(page).count()).toBe(0);
    expect(await lines(page)).toBe(1);
  },
  async succeeded({ page }) {
    await sheetWithRates(page);
    expect(await textOf(page, ALERT)).toBe('');
  },
});

/** A sheet round row: the wallet's address or rate event is rejected; the wallet's own retry works. */
function sheetRow(
  name: string,
  endpointName: string,
  o: { rejected: string; act(page: Page): Promise<void>; retry(page: Page): Promise<void> },
) {
  endpoint(browser, {
    name,
    match: wcAjaxCall(endpointName),
    nonce: { field: 'security' },
    messages: sameForAll(o.rejected),
    setup: basketWithWallet,
    prepare: ({ page }) => closeSheet(page),
    act: ({ page }) => o.act(page),
    async failed({ page }, message) {
      await expect.poll(() => sheetError(page)).toBe(message);
      expect(await sheet(page).getByRole('button', { name: 'Pay' }).isEnabled()).toBe(true);
      expect(await lines(page)).toBe(1);
    },
    retry: ({ page }) => o.retry(page),
    async succeeded({ page }) {
      await expect.poll(() => rates(page).count()).toBeGreaterThan(1);
      await expect.poll(() => sheetError(page)).toBe('');
    },
  });
}

const updateAddress = (page: Page) => sheet(page).getByRole('button', { name: 'Update address' }).click();
sheetRow('wc_stripe_get_shipping_options — wallet sheet opens (its address)', 'wc_stripe_get_shipping_options', {
  rejected: ADDRESS_REJECTED,
  act: (page) => button(page).click(),
  retry: updateAddress,
});

endpoint(browser, {
  name: 'wc_stripe_normalize_address — Pay in the wallet sheet',
  match: wcAjaxCall('wc_stripe_normalize_address'),
  nonce: { field: 'security' },
  messages: EXPRESS,
  prepare: basketWithWallet,
  async act({ page }) {
    await button(page).click();
    await sheetWithRates(page);
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
  },
  async failed({ page }, message) {
    await expect.poll(() => textOf(page, ALERT)).toBe(message);
    expect(await button(page).isEnabled()).toBe(true);
    expect(await lines(page)).toBe(1);
  },
  async succeeded({ page }) {
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 20_000, waitUntil: 'domcontentloaded' });
  },
});

sheetRow('wc_stripe_update_shipping_method — another rate in the sheet', 'wc_stripe_update_shipping_method', {
  rejected: RATE_REJECTED,
  async act(page) {
    await button(page).click();
    await sheetWithRates(page);
    await rates(page).last().check();
  },
  async retry(page) {
    await rates(page).first().check();
    await expect.poll(() => sheetError(page)).toBe('');
    await rates(page).last().check();
  },
});

endpoint(browser, {
  name: 'Store API POST checkout — Pay in the wallet sheet',
  match: pathCall('/wp-json/wc/store/v1/checkout', 'POST'),
  nonce: { header: 'Nonce' },
  messages: {
    ...EXPRESS,
    // The Store API's error body has no message for these: the flow's generic failure (spec §8).
    http500: FLOW_MESSAGES.generic,
    html: FLOW_MESSAGES.generic,
    badJson: FLOW_MESSAGES.generic,
    nonce: 'Nonce is invalid.',
  },
  prepare: basketWithWallet,
  async act({ page }) {
    await button(page).click();
    await sheetWithRates(page);
    await sheet(page).getByRole('button', { name: 'Pay' }).click();
  },
  async failed({ page }, message) {
    await expect.poll(() => textOf(page, ALERT)).toBe(message);
    expect(await button(page).isEnabled()).toBe(true);
    expect(await lines(page)).toBe(1);
  },
  async succeeded({ page }) {
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 20_000, waitUntil: 'domcontentloaded' });
  },
});

/** The Store API's error body has no message for these: the flow's generic failure (spec §8). */
const STORE_API = {
  ...EXPRESS,
  http500: FLOW_MESSAGES.generic,
  html: FLOW_MESSAGES.generic,
  badJson: FLOW_MESSAGES.generic,
  nonce: 'Nonce is invalid.',
};

/** A new visitor with an empty basket on the linen cushion's page, the wallet button ready. */
async function productWithWallet(s: Session): Promise<void> {
  await freshBasket(s, {});
  await visit(s.page, '/product/linen-cushion/');
  await islandMounted(s.page, CONTAINER, 'express-checkout');
  await button(s.page).waitFor();
}
const productRow = {
  setup: productWithWallet,
  async prepare(s: Session) {
    // Cancelling the sheet takes the added line out again (remove-item): the basket is empty as before the click.
    await closeSheet(s.page);
    await expect.poll(() => basketEmpty(s)).toBe(true);
  },
  act: ({ page }: Session) => button(page).click(),
  async failed(s: Session, message: string) {
    await expect.poll(() => textOf(s.page, ALERT)).toBe(message);
    expect(await sheet(s.page).count()).toBe(0);
    expect(await basketEmpty(s)).toBe(true);
  },
  async succeeded({ page }: Session) {
    await sheetWithRates(page, 1);
    expect(await textOf(page, ALERT)).toBe('');
  },
};

endpoint(browser, {
  name: 'Store API GET cart — wallet button, product page (lines before the add)',
  match: pathCall('/wp-json/wc/store/v1/cart', 'GET'),
  noNonce: 'the Store API checks no nonce on reads',
  messages: STORE_API,
  ...productRow,
});

endpoint(browser, {
  name: 'Store API add-item — wallet button, product page',
  match: pathCall('/wp-json/wc/store/v1/cart/add-item', 'POST'),
  nonce: { header: 'Nonce' },
  messages: STORE_API,
  ...productRow,
});

endpoint(browser, {
  name: 'Store API POST checkout/{order_id} — Pay on order-pay',
  match: pathCall(/^\/wp-json\/wc\/store\/v1\/checkout\/\d+$/, 'POST'),
  nonce: { header: 'Nonce' },
  messages: STORE_API,
  setup: ({ page }) => logIn(page),
  async prepare({ page }) {
    await page.goto(shopUrl(await failedExpressOrder(page)));
    await page.locator(CONTAINER).scrollIntoViewIfNeeded();
    await islandMounted(page, CONTAINER, 'express-checkout');
    await button(page).waitFor();
  },
  act: ({ page }) => payWithWallet(page, '4242 4242 4242 4242'),
  async failed({ page }, message) {
    await expect.poll(() => textOf(page, ALERT)).toBe(message);
    expect(await button(page).isEnabled()).toBe(true);
    expect(page.url()).toMatch(/\/checkout\/order-pay\/\d+\//);
  },
  async succeeded({ page }) {
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 20_000, waitUntil: 'domcontentloaded' });
  },
});
