import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();
const FORM = 'form.woocommerce-cart-form';
const CARD = 102; // Greeting card, £3.50
const CUSHION = 103; // Linen cushion, £35

/** A new shopper with a greeting card and a cushion, on the basket page with the island mounted. */
async function basketPage(page: Page): Promise<void> {
  await page.goto(shopUrl(`/shop/?add-to-cart=${CARD}`));
  await page.goto(shopUrl(`/shop/?add-to-cart=${CUSHION}`));
  await page.goto(shopUrl('/cart/'));
  await islandMounted(page, FORM, 'basket-page');
  // Gone after a reload: proves every change below happened in place.
  await page.evaluate(() => ((window as { noReload?: boolean }).noReload = true));
}
const total = (page: Page) => page.locator('.cart_totals .order-total td').textContent();
const notReloaded = (page: Page) => page.evaluate(() => (window as { noReload?: boolean }).noReload === true);
const qty = (page: Page, id: number) =>
  page.locator(`${FORM} tr.cart_item:has(a.remove[data-product_id="${id}"]) input.qty`);

describe('basket page (production bundles in Chromium)', () => {
  it('updates quantities, removes a line, applies coupons and calculates shipping without a reload', async () => {
    const { page, errors } = await session();
    await basketPage(page);
    await expectAccessible(page);

    // Quantity: 'Update basket' waits for a change, then the totals follow.
    const update = page.locator(`${FORM} button[name=update_cart]`);
    expect(await update.isDisabled()).toBe(true);
    await qty(page, CARD).fill('3');
    expect(await update.isDisabled()).toBe(false);
    await update.click();
    await expect.poll(() => total(page)).toContain('£45.50');
    expect(await page.locator('.woocommerce-notices-wrapper').textContent()).toContain('Basket updated.');
    expect(await page.locator('a.cart-contents .count').textContent()).toBe('4 items');
    expect(await notReloaded(page)).toBe(true);
    await expectAccessible(page);

    // Remove a line: gone, and the header basket follows.
    await page.locator(`${FORM} a.remove[data-product_id="${CARD}"]`).click();
    await expect.poll(() => page.locator(`${FORM} tr.cart_item`).count()).toBe(1);
    await expect.poll(() => page.locator('a.cart-contents .count').textContent()).toBe('1 item');
    expect(await page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item').count()).toBe(1);
    expect(await total(page)).toContain('£35.00');
    await expectAccessible(page);

    // A valid coupon: the discount is shown.
    await page.locator('#coupon_code').fill('welcome10');
    await page.locator(`${FORM} button[name=apply_coupon]`).click();
    await expect.poll(() => page.locator('.cart_totals .cart-discount').textContent()).toContain('-£3.50');
    expect(await page.locator('.woocommerce-notices-wrapper .woocommerce-message').textContent()).toContain(
      'Coupon applied',
    );
    expect(await total(page)).toContain('£31.50');
    await expectAccessible(page);

    // An unknown one: the error under the field, the typed code kept.
    await page.locator('#coupon_code').fill('NOPE');
    await page.locator(`${FORM} button[name=apply_coupon]`).click();
    await expect.poll(() => page.locator('.coupon-error-message').textContent()).toContain('NOPE');
    expect(await page.locator('#coupon_code').inputValue()).toBe('NOPE');
    expect(await page.locator('#coupon_code').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);

    // Shipping calculator: opens from its button, posts in place, and a method choice updates the totals.
    const toggle = page.locator('.shipping-calculator-button');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator('#calc_shipping_postcode').fill('bs1 4dj');
    await page.locator('button[name=calc_shipping]').click();
    await expect.poll(() => page.locator('.woocommerce-shipping-destination').textContent()).toContain('BS1 4DJ');
    expect(await total(page)).toContain('£35.45'); // £31.50 + £3.95 flat rate
    await qty(page, CUSHION).fill('2');
    await update.click();
    await expect.poll(() => total(page)).toContain('£63.00'); // free shipping over £40
    await page.locator('label[for="shipping_method_0_flatrate1"]').click();
    await expect.poll(() => total(page)).toContain('£66.95');
    expect(await notReloaded(page)).toBe(true);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('a quantity typed before the island mounted is kept, enables Update basket and is sent (issue 22)', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl(`/shop/?add-to-cart=${CARD}`));
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/islands\/basket-page\.js/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(shopUrl('/cart/'));
    await qty(page, CARD).fill('3');
    release();
    await islandMounted(page, FORM, 'basket-page');
    expect(await qty(page, CARD).inputValue()).toBe('3');
    const update = page.locator(`${FORM} button[name=update_cart]`);
    expect(await update.isDisabled()).toBe(false);
    await update.click();
    await expect.poll(() => total(page)).toContain('£10.50');
    expect(errors).toEqual([]);
  });

  it('a failed update keeps what was typed, unblocks and says so', async () => {
    const { page, errors } = await session();
    await basketPage(page);
    // The basket form's POST answers something that is not a basket page (a login page, a proxy error).
    await page.route('**/cart/', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<!doctype html><title>Sign in</title><p>Please sign in</p>',
          })
        : route.continue(),
    );
    await qty(page, CUSHION).fill('4');
    await page.locator('#coupon_code').fill('SUMMER');
    await page.locator(`${FORM} button[name=update_cart]`).click();
    await expect
      .poll(() => page.locator('.woocommerce-notices-wrapper .woocommerce-error').textContent())
      .toBe('An unknown error occurred.');
    expect(await qty(page, CUSHION).inputValue()).toBe('4');
    expect(await page.locator('#coupon_code').inputValue()).toBe('SUMMER');
    expect(await page.locator(FORM).getAttribute('class')).not.toContain('processing');
    expect(await page.locator(`${FORM} button[name=update_cart]`).isDisabled()).toBe(false);
    // The alert notice takes focus after 500 ms.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains('woocommerce-error')))
      .toBe(true);
    expect(await notReloaded(page)).toBe(true);
    await expectAccessible(page);
    await page.unroute('**/cart/');
    expect(errors).toEqual([]);
  });

  it('with jQuery on the page, WooCommerce-style handlers hear each basket event once', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl(`/shop/?add-to-cart=${CARD}`));
    await page.goto(shopUrl(`/shop/?add-to-cart=${CUSHION}`));
    await page.goto(shopUrl('/cart/?with-jquery=1'));
    await islandMounted(page, FORM, 'basket-page');
    await page.evaluate(() => {
      const w = window as unknown as {
        heard: string[];
        jQuery: (el: HTMLElement) => { on(names: string, fn: (e: { type: string }) => void): void };
      };
      w.heard = [];
      w.jQuery(document.body).on(
        'updated_wc_div updated_cart_totals removed_from_cart',
        (e) => void w.heard.push(e.type),
      );
    });
    await page.locator(`${FORM} a.remove[data-product_id="${CARD}"]`).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { heard: string[] }).heard.sort()))
      .toEqual(['removed_from_cart', 'updated_cart_totals', 'updated_wc_div']);
    expect(errors).toEqual([]);
  });
});
