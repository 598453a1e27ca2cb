/**
 * Issue 19 #3: alert notices get focus 500 ms after they appear, wherever they come from, once each. The case the
 * issue names: a listing's add-to-basket answered with `error` + `product_url` sends the shopper to the product page,
 * where the reason waits as a notice printed by the server.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, islandMounted, islandScheduled, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();
const ALERT = '.woocommerce-notices-wrapper [role=alert]';

const alertFocused = (page: Page) => page.evaluate((sel) => !!document.activeElement?.matches(sel), ALERT);

describe('alert notices take focus (production bundles in Chromium)', () => {
  it('the error waiting on the product page after an add-to-basket error + product_url redirect: focused once', async () => {
    const s = await session();
    const { page } = s;
    await page.goto(shopUrl('/product-category/prints/'));
    // Sold individually, one in stock: in the basket already, a second add is refused with the product's URL.
    const button = page.locator('li.product a.add_to_cart_button[data-product_sku="ORIG-WC-01"]');
    const id = await button.getAttribute('data-product_id');
    const first = await s.context.request.post(shopUrl('/?wc-ajax=add_to_cart'), { form: { product_id: id! } });
    expect(await first.json()).toHaveProperty('fragments');
    await islandScheduled(page, 'li.product a.add_to_cart_button[data-product_sku="ORIG-WC-01"]', 'add-to-cart');
    await button.click();
    await page.waitForURL(/\/product\/original-watercolour\/$/);
    const notice = page.locator(ALERT);
    expect(await notice.count()).toBe(1);
    expect(await notice.getAttribute('class')).toContain('woocommerce-error');
    await islandMounted(page, ALERT, 'notice-focus');
    await expect.poll(() => alertFocused(page), { timeout: 3000 }).toBe(true);
    // Once: the shopper tabs on, and nothing pulls focus back to it.
    await page.keyboard.press('Tab');
    await page.waitForTimeout(700);
    expect(await alertFocused(page)).toBe(false);
    await expectAccessible(page);
    expect(s.errors).toEqual([]);
  });

  it('an alert an island inserts after a click (a listing add-to-basket failing) takes focus from the button', async () => {
    const s = await session();
    const { page } = s;
    await page.route('**/?wc-ajax=add_to_cart', (route) => route.fulfill({ status: 500, body: 'Fatal error' }));
    await page.goto(shopUrl('/shop/'));
    const button = page.locator('li.product a.add_to_cart_button.ajax_add_to_cart').first();
    await islandScheduled(page, 'li.product a.add_to_cart_button.ajax_add_to_cart', 'add-to-cart');
    await button.click();
    const error = page.locator('li.product [role=alert].woocommerce-error').first();
    await error.waitFor();
    await expect.poll(() => error.evaluate((el) => el === document.activeElement), { timeout: 3000 }).toBe(true);
    expect(s.errors.filter((e) => !e.includes('500'))).toEqual([]);
  });
});
