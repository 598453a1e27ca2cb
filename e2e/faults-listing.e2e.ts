/**
 * Fault matrix — listings (issue #10). Endpoints, from the code (shared/listing/src/fetch-page.ts is the one fetch):
 * - `GET /product-category/{slug}/` — listing-filter island, a category link in `nav.widget_product_categories`.
 * - `GET /shop/page/{n}/` — listing-infinite island, scrolling near the end of the products.
 * - `GET /portfolio/?category={slug}` — post-grid island, a portfolio filter link.
 * - `GET /blog/page/{n}/` — post-grid island, scrolling near the end of the posts.
 * The answers are HTML: 'HTML, not JSON' is a page that is not a listing (a login wall), 'malformed JSON' a JSON
 * fragment where a page was expected; both must fail like a server error. Each failure keeps the listing, shows
 * '… could not be loaded.' with the client's message and a Retry button, which is the retry. GETs carry no nonce.
 * Not calls: the listing-ordering select submits its form natively (a page load); grid/list view calls nothing.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { islandMounted, shopUrl } from './harness';
import { endpoint, JSON_CALL_MESSAGES, pathCall, useMatrix, visit } from './faults-harness';
import { textOf } from './faults-shop';
import { HTTP_ERROR_MESSAGES } from '@storefront/http';
import { LISTING_TEXT } from '@storefront/listing';

const browser = useMatrix('listings');
const UNKNOWN = HTTP_ERROR_MESSAGES.unknown_error;
const PAGE_CALL = { ...JSON_CALL_MESSAGES, html: UNKNOWN, badJson: UNKNOWN };
const NO_NONCE = 'a GET without a nonce';
const PRODUCTS = 'ul.products > li.product';
const POSTS = '.post-grid > .post-grid-item';

const count = (page: Page, sel: string) => page.locator(sel).count();
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;
let shown = 0;
let at = '';

interface FilterRow {
  start: string;
  island: string;
  host: string;
  nav: string;
  link: string;
  target: string;
  match: Parameters<typeof pathCall>;
  items: string;
  /** Waits until the start page is done loading by itself (e.g. a short grid scrolls in its next page). */
  ready?(page: Page): Promise<void>;
  /** The filtered listing is shown. */
  filtered(page: Page): Promise<void>;
}

/** A filter row: `link` (by name) in `nav`, on `start`, leads to `target`. */
function filterRow(name: string, o: FilterRow) {
  endpoint(browser, {
    name,
    match: pathCall(...o.match),
    noNonce: NO_NONCE,
    messages: PAGE_CALL,
    async prepare({ page }) {
      await visit(page, o.start);
      await islandMounted(page, o.host, o.island);
      await o.ready?.(page);
      shown = await count(page, o.items);
      at = path(page);
    },
    act: ({ page }) => page.locator(o.nav).getByRole('link', { name: o.link, exact: true }).click(),
    async failed({ page }, message) {
      await expect
        .poll(() => textOf(page, '.listing-error[role="alert"] p'))
        .toBe(`${LISTING_TEXT.filterFailed} ${message}`);
      expect(await count(page, o.items)).toBe(shown);
      expect(path(page)).toBe(at);
    },
    retry: ({ page }) => page.locator('.listing-error').getByRole('button', { name: LISTING_TEXT.retry }).click(),
    async succeeded({ page }) {
      await page.waitForURL(shopUrl(o.target));
      await o.filtered(page);
      expect(await count(page, '.listing-error')).toBe(0);
    },
  });
}

filterRow('GET /product-category/{slug}/ — category filter link', {
  start: '/shop/',
  island: 'listing-filter',
  host: 'nav.widget_product_categories',
  nav: 'nav.widget_product_categories',
  link: 'Textiles',
  target: '/product-category/textiles/',
  match: [/^\/product-category\//, 'GET'],
  items: PRODUCTS,
  filtered: async (page) => {
    await expect.poll(() => textOf(page, 'h1')).toBe('Textiles');
  },
});
filterRow('GET /portfolio/?category= — portfolio filter link', {
  start: '/portfolio/',
  island: 'post-grid',
  host: 'div.post-listing',
  nav: 'nav.post-filters',
  link: 'Textiles',
  target: '/portfolio/?category=textiles',
  match: [/^\/portfolio\/$/, 'GET'],
  items: POSTS,
  // The listing settles first: its pagination brought into view (the site header pushes it below the first
  // screen), the next page appended, the end announced.
  ready: async (page) => {
    await page.locator('nav.pagination').scrollIntoViewIfNeeded();
    await page.getByRole('status').filter({ hasText: 'No more projects' }).waitFor();
  },
  filtered: async (page) => {
    await expect.poll(() => count(page, POSTS)).toBe(3);
    expect(await count(page, `${POSTS}.portfolio-category-textiles`)).toBe(3);
  },
});

/** An infinite scroll row: on `start`, scrolling fetches `next`. */
function scrollRow(name: string, o: { start: string; island: string; host: string; next: RegExp; items: string }) {
  endpoint(browser, {
    name,
    match: pathCall(o.next, 'GET'),
    noNonce: NO_NONCE,
    messages: PAGE_CALL,
    async prepare({ page }) {
      await visit(page, o.start);
      await islandMounted(page, o.host, o.island);
      shown = await count(page, o.items);
    },
    act: ({ page }) => page.mouse.wheel(0, 20000),
    async failed({ page }, message) {
      await expect.poll(() => textOf(page, '.listing-status__text')).toBe(`${LISTING_TEXT.pageFailed} ${message}`);
      expect(await count(page, o.items)).toBe(shown);
      expect(await page.locator('.listing-retry').isVisible()).toBe(true);
    },
    retry: ({ page }) => page.getByRole('button', { name: LISTING_TEXT.retry }).click(),
    async succeeded({ page }) {
      await expect.poll(() => count(page, o.items)).toBeGreaterThan(shown);
      expect(await count(page, '.listing-retry')).toBe(0);
    },
  });
}

scrollRow('GET /shop/page/{n}/ — infinite scroll', {
  start: '/shop/',
  island: 'listing-infinite',
  host: 'nav.woocommerce-pagination',
  next: /^\/shop\/page\/\d+\/$/,
  items: PRODUCTS,
});
scrollRow('GET /blog/page/{n}/ — post grid infinite scroll', {
  start: '/blog/',
  island: 'post-grid',
  host: 'div.post-listing',
  next: /^\/blog\/page\/\d+\/$/,
  items: POSTS,
});
