/**
 * Fault matrix — the basket page island (issue #10; islands/basket-page/basket-actions.ts). Endpoints, from the code:
 * - `POST /cart/` (the basket form, `update_cart`, nonce `woocommerce-cart-nonce`) — 'Update basket'.
 * - `GET /cart/?remove_item=…&_wpnonce=…` (a line's remove link) — the remove cross.
 * - `POST /?wc-ajax=apply_coupon` (`security`) — 'Apply coupon'.
 * - `POST /?wc-ajax=remove_coupon` (`security`) — a coupon's '[Remove]' link in the totals.
 * - `POST /?wc-ajax=update_shipping_method` (`security`) — choosing a shipping method.
 * - `POST /?wc-ajax=get_refreshed_fragments` — right after a shipping method choice (the header basket follows).
 * - `POST /cart/` (the calculator form, `calc_shipping`, nonce `woocommerce-shipping-calculator-nonce`) — 'Update'.
 * The form posts answer HTML: for them 'HTML, not JSON' is a page that is not a basket page (a login wall) and
 * 'malformed JSON' a JSON fragment where a page was expected. A refused nonce is answered by the shop (403 with
 * its 'Link expired' page, or WordPress's `-1`); the spec has no text for it, so the client's 'An unknown error
 * occurred.' is shown.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { islandMounted, type Session } from './harness';
import {
  endpoint,
  JSON_CALL_MESSAGES,
  useMatrix,
  wcAjaxCall,
  type EndpointSpec,
  type Match,
  visit,
} from './faults-harness';
import { applyCoupon, freshBasket, PRODUCTS, setDestination, textOf } from './faults-shop';
import { HTTP_ERROR_MESSAGES } from '@storefront/http';

const browser = useMatrix('basket page');
const FORM = 'form.woocommerce-cart-form';
const UNKNOWN = HTTP_ERROR_MESSAGES.unknown_error;
/** What a text call shows: a wrong page or a refused nonce is the client's unknown error. */
const TEXT_CALL = { ...JSON_CALL_MESSAGES, html: UNKNOWN, badJson: UNKNOWN, nonce: UNKNOWN };
const JSON_CALL = { ...JSON_CALL_MESSAGES, nonce: UNKNOWN };

interface Basket {
  lines: Record<number, number>;
  destination?: boolean;
  coupon?: boolean;
}

/** A new visitor with `b`'s basket on the basket page (island mounted, a no-reload mark on the window). */
async function openBasket(s: Session, b: Basket): Promise<void> {
  await freshBasket(s, b.lines);
  if (b.destination) await setDestination(s);
  if (b.coupon) await applyCoupon(s);
  await visit(s.page, '/cart/');
  await islandMounted(s.page, FORM, 'basket-page');
  await s.page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
}

const notice = (page: Page) => textOf(page, '.woocommerce-notices-wrapper .woocommerce-error');
const total = (page: Page) => textOf(page, '.cart_totals .order-total td');
const qty = (page: Page, id: number) =>
  page.locator(`${FORM} tr.cart_item:has(a.remove[data-product_id="${id}"]) input.qty`);
const lineCount = (page: Page) => page.locator(`${FORM} tr.cart_item`).count();
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload === true);

/** The message at the top, no reload, and `kept` still true (what the shopper had). */
async function shown(page: Page, message: string, kept: () => Promise<void>): Promise<void> {
  await expect.poll(() => notice(page)).toBe(message);
  expect(await notReloaded(page)).toBe(true);
  await kept();
}

/** A basket page row: the page opened fresh for each cell. */
function basketRow(
  spec: Omit<EndpointSpec, 'prepare' | 'failed'> & {
    basket: Basket;
    typed?(page: Page): Promise<void>;
    kept(page: Page): Promise<void>;
  },
): void {
  endpoint(browser, {
    ...spec,
    async prepare(s) {
      await openBasket(s, spec.basket);
      await spec.typed?.(s.page);
    },
    failed: ({ page }, message) => shown(page, message, () => spec.kept(page)),
  });
}

const TWO = { [PRODUCTS.card]: 1, [PRODUCTS.cushion]: 1 };
const formPost: Match = { url: (u) => u.pathname === '/cart/' && !u.search, method: 'POST' };

basketRow({
  name: 'POST /cart/ update_cart — Update basket',
  match: formPost,
  nonce: { field: 'woocommerce-cart-nonce' },
  messages: TEXT_CALL,
  basket: { lines: TWO },
  async typed(page) {
    await qty(page, PRODUCTS.cushion).fill('4');
    await page.locator('#coupon_code').fill('SUMMER');
  },
  act: ({ page }) => page.locator(`${FORM} button[name=update_cart]`).click(),
  async kept(page) {
    expect(await qty(page, PRODUCTS.cushion).inputValue()).toBe('4');
    expect(await page.locator('#coupon_code').inputValue()).toBe('SUMMER');
    expect(await total(page)).toContain('£38.50');
  },
  async succeeded({ page }) {
    await expect.poll(() => total(page)).toContain('£143.50');
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toContain('Basket updated.');
  },
});

basketRow({
  name: 'GET /cart/?remove_item — remove a line',
  match: { url: (u) => u.pathname === '/cart/' && u.searchParams.has('remove_item'), method: 'GET' },
  nonce: { query: '_wpnonce' },
  messages: TEXT_CALL,
  basket: { lines: TWO },
  act: ({ page }) => page.locator(`${FORM} a.remove[data-product_id="${PRODUCTS.card}"]`).click(),
  async kept(page) {
    expect(await lineCount(page)).toBe(2);
  },
  async succeeded({ page }) {
    await expect.poll(() => lineCount(page)).toBe(1);
    await expect.poll(() => textOf(page, 'a.cart-contents .count')).toBe('1 item');
  },
});

basketRow({
  name: 'apply_coupon — Apply coupon',
  match: wcAjaxCall('apply_coupon'),
  nonce: { field: 'security' },
  messages: TEXT_CALL,
  basket: { lines: TWO },
  typed: (page) => page.locator('#coupon_code').fill('welcome10'),
  act: ({ page }) => page.locator(`${FORM} button[name=apply_coupon]`).click(),
  async kept(page) {
    expect(await page.locator('#coupon_code').inputValue()).toBe('welcome10');
    expect(await page.locator('.cart_totals .cart-discount').count()).toBe(0);
  },
  async succeeded({ page }) {
    await expect.poll(() => textOf(page, '.cart_totals .cart-discount')).toContain('-£3.85');
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toContain('Coupon applied');
  },
});

basketRow({
  name: 'remove_coupon — a coupon’s [Remove] link',
  match: wcAjaxCall('remove_coupon'),
  nonce: { field: 'security' },
  messages: TEXT_CALL,
  basket: { lines: TWO, coupon: true },
  act: ({ page }) => page.locator('.cart_totals a.woocommerce-remove-coupon').click(),
  async kept(page) {
    expect(await page.locator('.cart_totals .cart-discount').count()).toBe(1);
  },
  async succeeded({ page }) {
    await expect.poll(() => page.locator('.cart_totals .cart-discount').count()).toBe(0);
    expect(await textOf(page, '.woocommerce-notices-wrapper')).toContain('Coupon removed');
  },
});

/** Chooses the shipping method that is not chosen now (by its label, as a shopper would). */
async function otherMethod(page: Page): Promise<void> {
  const id = await page.locator('.cart_totals input[name^="shipping_method"]:not(:checked)').first().getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}
const chosen = (page: Page) =>
  page.locator('.cart_totals input[name^="shipping_method"]:checked').getAttribute('value');
let method: string | null = null;
let before = '';

/**
 * The shipping method rows: two cushions (£70) to a GB postcode offer free shipping and the flat rate. When
 * update_shipping_method fails the shop keeps its method, and so must the page; when only the header refresh
 * after it fails, the shop has the new method and the page shows it. Either way choosing the other method
 * again works.
 */
function shippingRow(
  name: string,
  match: Match,
  nonce: EndpointSpec['nonce'],
  messages: EndpointSpec['messages'],
  serverChanged: boolean,
): void {
  endpoint(browser, {
    name,
    match,
    nonce,
    messages,
    async prepare(s) {
      await openBasket(s, { lines: { [PRODUCTS.cushion]: 2 }, destination: true });
      method = await chosen(s.page);
      before = await total(s.page);
    },
    act: ({ page }) => otherMethod(page),
    async failed({ page }, message) {
      await shown(page, message, async () => {
        const [now, sum] = [await chosen(page), await total(page)];
        expect(now === method, `method shown: ${now}, before: ${method}`).toBe(!serverChanged);
        expect(sum === before, `total shown: ${sum}, before: ${before}`).toBe(!serverChanged);
      });
    },
    async succeeded({ page }) {
      // Back to the first method when the shop had taken the new one, else the new one.
      await expect.poll(async () => (await chosen(page)) === method).toBe(serverChanged);
      await expect.poll(async () => (await total(page)) === before).toBe(serverChanged);
      await expect.poll(() => notice(page)).toBe('');
    },
  });
}

shippingRow(
  'update_shipping_method — choose a shipping method',
  wcAjaxCall('update_shipping_method'),
  { field: 'security' },
  TEXT_CALL,
  false,
);
shippingRow(
  'get_refreshed_fragments — after a shipping method choice',
  wcAjaxCall('get_refreshed_fragments'),
  undefined,
  JSON_CALL,
  true,
);

basketRow({
  name: 'POST /cart/ calc_shipping — shipping calculator Update',
  match: formPost,
  nonce: { field: 'woocommerce-shipping-calculator-nonce' },
  messages: TEXT_CALL,
  basket: { lines: TWO },
  async typed(page) {
    await page.locator('.shipping-calculator-button').click();
    await page.locator('#calc_shipping_postcode').fill('bs1 4dj');
  },
  act: ({ page }) => page.locator('button[name=calc_shipping]').click(),
  async kept(page) {
    expect(await page.locator('#calc_shipping_postcode').inputValue()).toBe('bs1 4dj');
    expect(await page.locator('#calc_shipping_postcode').isVisible()).toBe(true);
  },
  async succeeded({ page }) {
    await expect.poll(() => textOf(page, '.woocommerce-shipping-destination')).toContain('BS1 4DJ');
  },
});
