import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser, islandScheduled } from './harness';
import { FIXTURES } from '@storefront/shop-server';

const { session } = useBrowser();
const TITLES = 'ul.products li.product .woocommerce-loop-product__title';
const MINI = '.widget_shopping_cart_content';

const titles = (page: Page) => page.locator(TITLES).allTextContents();
/** Titles of a server page, fetched outside the browser. */
async function serverTitles(path: string): Promise<string[]> {
  const html = await (await fetch(shopUrl(path))).text();
  return [...html.matchAll(/<h2 class="woocommerce-loop-product__title">([^<]*)<\/h2>/g)].map((m) =>
    m[1]!
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}
/** Waits for running animations (fade-ins, relayout) to finish, so axe sees the settled page. */
const animationsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
/** Marks the window: the mark survives everything but a reload or navigation. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

describe('product listings (production bundles in Chromium)', () => {
  it('switches to list view and back; the choice persists; the active view cannot be chosen again', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/shop/'));
    await islandMounted(page, 'nav.gridlist-toggle', 'listing-view');
    await expectAccessible(page);
    const list = page.locator('ul.products');
    expect(await list.getAttribute('class')).toMatch(/\bgrid\b/);
    await page.getByRole('button', { name: 'List view' }).click();
    await expect.poll(() => list.getAttribute('class')).toMatch(/\blist\b/);
    expect(await list.getAttribute('class')).not.toMatch(/\bgrid\b/);
    expect(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
    // One column now.
    const cols = await list.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(cols).toBe(1);
    // The pressed one again: nothing changes, no jump to '#'.
    await page.getByRole('button', { name: 'List view' }).click();
    expect(page.url()).toBe(shopUrl('/shop/'));
    expect(await list.getAttribute('class')).toMatch(/\blist\b/);
    await animationsDone(page);
    await expectAccessible(page);
    // Persists across pages (the server reads the cookie).
    await page.goto(shopUrl('/product-category/textiles/'));
    expect(await page.locator('ul.products').getAttribute('class')).toMatch(/\blist\b/);
    await islandMounted(page, 'nav.gridlist-toggle', 'listing-view');
    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect.poll(() => page.locator('ul.products').getAttribute('class')).toMatch(/\bgrid\b/);
    expect((await page.context().cookies()).find((c) => c.name === 'gridcookie')?.value).toBe('grid');
    expect(errors).toEqual([]);
  });

  it('filters by category without a reload, handles back/forward, and sorting submits at once', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/shop/'));
    await islandMounted(page, 'nav.widget_product_categories', 'listing-filter');
    const shop = await titles(page);
    await mark(page);

    await page.locator('nav.widget_product_categories').getByRole('link', { name: 'Textiles', exact: true }).click();
    await page.waitForURL(shopUrl('/product-category/textiles/'));
    const textiles = await serverTitles('/product-category/textiles/');
    await expect.poll(() => titles(page)).toEqual(textiles);
    expect(textiles.length).toBeGreaterThan(0);
    expect(textiles).not.toEqual(shop.slice(0, textiles.length));
    expect(await stillMarked(page)).toBe(true);
    expect(await page.locator('nav.widget_product_categories a[aria-current="page"]').textContent()).toBe('Textiles');
    expect(await page.locator('form.woocommerce-ordering').getAttribute('action')).toBe('/product-category/textiles/');
    expect(await page.locator('h1').textContent()).toBe('Textiles');
    // The result count is spoken again in a polite live region (2 s after the change).
    const count = (await page.locator('p.woocommerce-result-count').textContent())!.replace(/\s+/g, ' ').trim();
    await expect
      .poll(() => page.locator('[aria-live="polite"]').allTextContents(), { timeout: 5000 })
      .toContainEqual(expect.stringContaining(count));
    await animationsDone(page);
    await expectAccessible(page);

    await page.goBack();
    await page.waitForURL(shopUrl('/shop/'));
    await expect.poll(() => titles(page)).toEqual(shop);
    expect(await stillMarked(page)).toBe(true);
    await page.goForward();
    await page.waitForURL(shopUrl('/product-category/textiles/'));
    await expect.poll(() => titles(page)).toEqual(textiles);
    expect(await stillMarked(page)).toBe(true);
    // Reload keeps the filtered listing (it is a real URL).
    await page.reload();
    expect(await titles(page)).toEqual(textiles);

    // Sort order: changing the select submits the form (a normal navigation). Its island loads on the first pointer,
    // focus or key in the form; selectOption sends none, so the change is held by the runtime and played again.
    expect(await page.locator('form.woocommerce-ordering[data-island-mounted]').count()).toBe(0);
    await Promise.all([page.waitForURL(/orderby=price/), page.locator('select.orderby').selectOption('price')]);
    expect(new URL(page.url()).pathname).toBe('/product-category/textiles/');
    expect(await page.locator('select.orderby').inputValue()).toBe('price');
    expect(await titles(page)).toEqual(await serverTitles('/product-category/textiles/?orderby=price'));
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('infinite scroll shows all 31 products once, in order, and appended add-to-basket buttons work', async () => {
    const { page, errors } = await session();
    const expected = [
      ...(await serverTitles('/shop/')),
      ...(await serverTitles('/shop/page/2/')),
      ...(await serverTitles('/shop/page/3/')),
    ];
    expect(expected).toHaveLength(FIXTURES.productCount);
    await page.goto(shopUrl('/shop/'));
    await islandMounted(page, 'nav.woocommerce-pagination', 'listing-infinite');
    await mark(page);
    for (const count of [24, 31]) {
      await page.mouse.wheel(0, 20000);
      await expect.poll(() => page.locator(TITLES).count(), { timeout: 10_000 }).toBe(count);
    }
    await page.mouse.wheel(0, 20000);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'No more products' }).count()).toBe(1);
    expect(await titles(page)).toEqual(expected);
    expect(await page.locator('ul.products').getAttribute('aria-busy')).toBeNull();
    expect(await stillMarked(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/shop/page/3/');
    expect(await page.locator('p.woocommerce-result-count').textContent()).toContain('Showing 1–31 of 31 results');

    // Add to basket on an appended item: the mini-basket updates, no navigation.
    const button = page.locator('ul.products li.product').nth(26).locator('a.ajax_add_to_cart');
    const fallback = page.locator('ul.products li.product:nth-child(n+13) a.ajax_add_to_cart').first();
    const target = (await button.count()) ? button : fallback;
    await target.scrollIntoViewIfNeeded();
    await islandScheduled(
      page,
      `ul.products li.product:nth-child(${await target.evaluate((b) => [...b.closest('ul')!.children].indexOf(b.closest('li')!) + 1)}) a.ajax_add_to_cart`,
      'add-to-cart',
    );
    const url = page.url();
    await target.click();
    await expect.poll(() => page.locator(`${MINI} .woocommerce-mini-cart-item`).count()).toBe(1);
    expect(page.url()).toBe(url);
    expect(await stillMarked(page)).toBe(true);
    await animationsDone(page);
    await expectAccessible(page);

    // Reload keeps the shopper's page: /shop/page/3/ is the server's page 3 (with links to pages 1 and 2).
    await page.reload();
    await islandMounted(page, 'nav.woocommerce-pagination', 'listing-infinite');
    expect(await titles(page)).toEqual(expected.slice(24));
    expect(await page.locator('nav.woocommerce-pagination a.prev').getAttribute('href')).toBe('/shop/page/2/');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'No more products' }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('blog and portfolio listings', () => {
  it('portfolio: fit rows, filter without a reload, infinite scroll to the end', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/portfolio/'));
    await islandMounted(page, 'div.post-listing', 'post-grid');
    await mark(page);
    const items = page.locator('.post-grid > .post-grid-item');
    await page.mouse.wheel(0, 20000);
    await expect.poll(() => items.count()).toBe(6);
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'No more projects' }).count()).toBe(1);
    await page.locator('nav.post-filters').getByRole('link', { name: 'Textiles' }).click();
    await page.waitForURL(shopUrl('/portfolio/?category=textiles'));
    await expect.poll(() => items.count()).toBe(3);
    expect(await page.locator('.post-grid > .portfolio-category-textiles').count()).toBe(3);
    expect(await stillMarked(page)).toBe(true);
    await animationsDone(page);
    await expectAccessible(page);
    await page.goBack();
    // The URL had followed the scroll to page 2 before the filter; back shows that page again (2 items).
    await page.waitForURL(shopUrl('/portfolio/page/2/'));
    await expect.poll(() => items.count(), { timeout: 5000 }).toBe(2);
    expect(await page.locator('nav.post-filters a[aria-current="page"]').textContent()).toBe('All');
    expect(await stillMarked(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('blog: masonry rows spanned by item height', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/blog/'));
    await islandMounted(page, 'div.post-listing', 'post-grid');
    const spans = await page
      .locator('.post-grid.is-masonry > .post-grid-item')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).style.gridRowEnd));
    expect(spans).toHaveLength(4);
    for (const s of spans) expect(s).toMatch(/^span \d+$/);
    await expectAccessible(page);
    // Infinite scroll: the second page of posts is appended and laid out too.
    const items = page.locator('.post-grid.is-masonry > .post-grid-item');
    await page.mouse.wheel(0, 20000);
    await expect.poll(() => items.count()).toBe(8);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^No more/ })
          .count(),
      )
      .toBe(1);
    await expect
      .poll(() => items.evaluateAll((els) => els.every((e) => /^span \d+$/.test((e as HTMLElement).style.gridRowEnd))))
      .toBe(true);
    await animationsDone(page);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
