/**
 * Fault matrix — basket calls outside the basket page (issue #10). Endpoints, from the code:
 * - `POST /?wc-ajax=add_to_cart` — add-to-cart island (islands/add-to-cart/AddToCart.tsx), a loop button click.
 * - `POST /?wc-ajax=remove_from_cart` — mini-basket island (islands/mini-basket/MiniBasket.tsx), a line's remove
 *   link. Spec §7/§8: on any failure the browser follows the link's own URL, which removes the line the classic
 *   way; that is the cell's expected outcome (the shop's notice '“…” removed.' on the basket page).
 * - `POST /?wc-ajax=get_refreshed_fragments` — mini-basket's `syncCart` (shared/cart/src/cart-sync.ts), opening a
 *   cached page whose basket is not the visitor's. The spec gives no message for this background call: the page's
 *   own basket stays, nothing is busy, and the next page load fixes it.
 * None of the three carries a nonce (WooCommerce checks none): their nonce cells are n/a.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { islandMounted, shopUrl, islandScheduled } from './harness';
import { endpoint, JSON_CALL_MESSAGES, useMatrix, wcAjaxCall, FAULTS, visit } from './faults-harness';
import { freshBasket, PRODUCTS, textOf } from './faults-shop';

const browser = useMatrix('basket (loop button, mini-basket)');
const BUTTON = 'ul.products a.ajax_add_to_cart';
const MINI = '.widget_shopping_cart_content';
const NO_NONCE = 'WooCommerce checks no nonce here';

const basketCount = (page: Page) => textOf(page, 'a.cart-contents .count');
const miniLines = (page: Page) => page.locator(`${MINI} .woocommerce-mini-cart-item`).count();
const same = <T>(value: T) => Object.fromEntries(FAULTS.filter((f) => f !== 'nonce').map((f) => [f, value]));

let before = '';
endpoint(browser, {
  name: 'add_to_cart — loop button',
  match: wcAjaxCall('add_to_cart'),
  noNonce: NO_NONCE,
  messages: JSON_CALL_MESSAGES,
  async setup({ page }) {
    await visit(page, '/shop/');
    await islandScheduled(page, BUTTON, 'add-to-cart');
  },
  async prepare({ page }) {
    before = await basketCount(page);
  },
  act: ({ page }) => page.locator(BUTTON).first().click(),
  async failed({ page }, message) {
    const button = page.locator(BUTTON).first();
    await expect.poll(() => button.locator('xpath=..').locator('[role="alert"]').textContent()).toBe(message);
    expect(await button.getAttribute('class')).not.toMatch(/\b(loading|added)\b/);
    expect(await basketCount(page)).toBe(before);
  },
  async succeeded({ page }) {
    const button = page.locator(BUTTON).first();
    await expect.poll(() => button.getAttribute('class')).toMatch(/\badded\b/);
    expect(await button.locator('xpath=..').locator('[role="alert"]').count()).toBe(0);
    expect(await basketCount(page)).not.toBe(before);
  },
});

/** A visitor with one greeting card on /shop/, the mini-basket mounted. */
async function shopWithCard(s: Parameters<NonNullable<Parameters<typeof endpoint>[1]['setup']>>[0]) {
  await freshBasket(s, { [PRODUCTS.card]: 1 });
  await visit(s.page, '/shop/');
  await islandMounted(s.page, MINI, 'mini-basket');
  await s.page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
}
const removeLink = (page: Page) => page.locator(`${MINI} a.remove_from_cart_button`).first().click();

endpoint(browser, {
  name: 'remove_from_cart — mini-basket remove link',
  match: wcAjaxCall('remove_from_cart'),
  noNonce: NO_NONCE,
  messages: same('“Greeting card” removed.'),
  prepare: shopWithCard,
  act: ({ page }) => removeLink(page),
  async failed({ page }, message) {
    // The classic remove: the link's own URL, then the basket page with the shop's notice and no line.
    await page.waitForURL(shopUrl('/cart/'));
    await expect.poll(() => textOf(page, '.woocommerce-notices-wrapper')).toContain(message);
    expect(await page.locator('.wc-empty-cart-message').count()).toBe(1);
    expect(await miniLines(page)).toBe(0);
  },
  async retry(s) {
    await shopWithCard(s);
    await removeLink(s.page);
  },
  async succeeded({ page }) {
    await expect.poll(() => page.locator(`${MINI} .woocommerce-mini-cart__empty-message`).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  },
});

let cachedBlog = '';
endpoint(browser, {
  name: 'get_refreshed_fragments — cached page, mini-basket sync',
  match: wcAjaxCall('get_refreshed_fragments'),
  noNonce: NO_NONCE,
  messages: same('(none: the page keeps its own basket)'),
  async setup(s) {
    // What a page cache serves: /blog/ as rendered for a visitor without a basket.
    await freshBasket(s, {});
    cachedBlog = await (await s.context.request.get(shopUrl('/blog/'))).text();
    await s.page.route(shopUrl('/blog/'), (route) => route.fulfill({ contentType: 'text/html', body: cachedBlog }));
  },
  prepare: (s) => freshBasket(s, { [PRODUCTS.card]: 2 }),
  async act({ page }) {
    await visit(page, '/blog/');
    await islandMounted(page, MINI, 'mini-basket');
  },
  async failed({ page }) {
    expect(await page.locator(`${MINI} .woocommerce-mini-cart__empty-message`).count()).toBe(1);
    expect(await page.locator('[role="alert"]').count()).toBe(0);
  },
  async succeeded({ page }) {
    await expect.poll(() => miniLines(page)).toBe(1);
    expect(await basketCount(page)).toBe('2 items');
  },
});
