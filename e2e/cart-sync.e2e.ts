import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { islandMounted, shopUrl, useBrowser, islandScheduled } from './harness';

const { session } = useBrowser();
const BUTTON = 'ul.products a.ajax_add_to_cart';
const MINI = '.widget_shopping_cart_content';

/** Records every basket call a page makes (wc-ajax basket endpoints and the Store API cart). */
function basketRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (/wc-ajax=(get_refreshed_fragments|add_to_cart|remove_from_cart)|\/wc\/store\/v1\/cart/.test(url))
      seen.push(url);
  });
  return seen;
}

describe('basket without wasted requests, across tabs', () => {
  it('a listing page with an empty basket makes no basket request', async () => {
    const { page, errors } = await session();
    const requests = basketRequests(page);
    await page.goto(shopUrl('/shop/'));
    await islandMounted(page, MINI, 'mini-basket');
    await islandScheduled(page, BUTTON, 'add-to-cart');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    // A second page of the same visit: still none.
    await page.goto(shopUrl('/shop/page/2/'));
    await islandMounted(page, MINI, 'mini-basket');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('with a basket, a freshly rendered page needs no request either', async () => {
    const { page } = await session();
    await page.goto(shopUrl('/shop/'));
    await islandScheduled(page, BUTTON, 'add-to-cart');
    await page.locator(BUTTON).first().click();
    await expect.poll(() => page.locator(`${MINI} .woocommerce-mini-cart-item`).count()).toBe(1);
    const requests = basketRequests(page);
    await page.goto(shopUrl('/blog/'));
    await islandMounted(page, MINI, 'mini-basket');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect(await page.locator(`${MINI} .woocommerce-mini-cart-item`).count()).toBe(1);
  });

  it("a page served from a cache with someone else's basket is corrected with one request", async () => {
    const { page, context } = await session();
    // Serve /blog/ as a page cache would: the HTML of a visitor whose basket holds an item.
    const other = await context.browser()!.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(shopUrl('/shop/'));
    await islandScheduled(otherPage, BUTTON, 'add-to-cart');
    await otherPage.locator(BUTTON).first().click();
    await expect.poll(() => otherPage.locator(`${MINI} .woocommerce-mini-cart-item`).count()).toBe(1);
    const cachedHtml = await (await other.request.get(shopUrl('/blog/'))).text();
    await other.close();
    await page.route('**/blog/', (route) => route.fulfill({ contentType: 'text/html', body: cachedHtml }));
    const requests = basketRequests(page);
    await page.goto(shopUrl('/blog/'));
    await expect.poll(() => page.locator(`${MINI} .woocommerce-mini-cart__empty-message`).count()).toBe(1);
    expect(requests.filter((u) => u.includes('get_refreshed_fragments'))).toHaveLength(1);
  });

  it("one tab's change shows in the other tab's mini-basket", async () => {
    const { page: tabA, context } = await session();
    const tabB = await context.newPage();
    await tabA.goto(shopUrl('/shop/'));
    await tabB.goto(shopUrl('/blog/'));
    await islandMounted(tabB, MINI, 'mini-basket');
    await islandScheduled(tabA, BUTTON, 'add-to-cart');
    await tabA.locator(BUTTON).first().click();
    await expect.poll(() => tabB.locator(`${MINI} .woocommerce-mini-cart-item`).count()).toBe(1);
    expect(await tabB.locator('a.cart-contents .count').textContent()).toBe('1 item');
    // And back: removing in tab B empties tab A's mini-basket.
    await islandMounted(tabB, MINI, 'mini-basket');
    await tabB.locator(`${MINI} a.remove_from_cart_button`).first().click();
    await expect.poll(() => tabA.locator(`${MINI} .woocommerce-mini-cart__empty-message`).count()).toBe(1);
  });
});
