import { describe, expect, it } from 'vitest';
import { expectAccessible, islandMounted, shopUrl, useBrowser, islandScheduled } from './harness';

const { session } = useBrowser();
const BUTTON = 'ul.products a.ajax_add_to_cart';
const MINI = '.widget_shopping_cart_content';

describe('listing → basket (production bundles in Chromium)', () => {
  it('three quick clicks add three, one View basket link follows, and removing empties the mini-basket', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/shop/'));
    await expectAccessible(page);
    await islandScheduled(page, BUTTON, 'add-to-cart');
    await islandMounted(page, MINI, 'mini-basket');
    // A marker on window survives only if no page was loaded (infinite scroll may still change the URL).
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const samePage = () => page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

    const button = page.locator(BUTTON).first();
    await button.click();
    await button.click();
    await button.click();
    // All three requests went through the queue: the mini-basket shows one line with quantity 3.
    await expect
      .poll(() => page.locator(`${MINI} .woocommerce-mini-cart-item .quantity`).first().textContent())
      .toMatch(/^\s*3\s*×/);
    await expect.poll(() => button.evaluate((b) => b.className)).toMatch(/\badded\b/);
    expect(await button.evaluate((b) => b.classList.contains('loading'))).toBe(false);
    expect(await samePage()).toBe(true); // no reload, no navigation
    expect(await button.locator('xpath=..').locator('.added_to_cart').count()).toBe(1);
    expect(await button.locator('xpath=..').locator('.added_to_cart').textContent()).toBe('View basket');
    // WooCommerce's place: the button's next sibling (theme CSS `.add_to_cart_button + .added_to_cart`).
    expect(await button.evaluate((b) => b.nextElementSibling?.matches('a.added_to_cart.wc-forward'))).toBe(true);
    await expectAccessible(page);

    // The new mini-basket (a fragment swap) gets its island again; remove the line from it.
    await islandMounted(page, MINI, 'mini-basket');
    await page.locator(`${MINI} a.remove_from_cart_button`).first().click();
    await expect.poll(() => page.locator(`${MINI} .woocommerce-mini-cart__empty-message`).count()).toBe(1);
    expect(await samePage()).toBe(true);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('announces the success message after 1 s in a live region', async () => {
    const { page } = await session();
    await page.goto(shopUrl('/shop/'));
    await islandScheduled(page, BUTTON, 'add-to-cart');
    const button = page.locator(BUTTON).first();
    const message = await button.getAttribute('data-success_message');
    expect(message).toBeTruthy();
    await button.click();
    await expect.poll(() => page.locator('[aria-live] ').allTextContents(), { timeout: 5000 }).toContain(message);
  });

  it('buttons in markup appended after load get their island (infinite-scroll style)', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/shop/'));
    await islandScheduled(page, BUTTON, 'add-to-cart');
    await page.evaluate(() => {
      const li = document
        .querySelector('ul.products li.product:has(a.ajax_add_to_cart)')!
        .cloneNode(true) as HTMLElement;
      li.querySelectorAll('[data-island-root], .added_to_cart').forEach((n) => n.remove());
      li.querySelector('a.ajax_add_to_cart')!.removeAttribute('data-island-mounted');
      li.id = 'appended';
      document.querySelector('ul.products')!.append(li);
    });
    // Buttons hydrate when visible, as an appended page would be once the shopper scrolls to it.
    await page.locator('#appended').scrollIntoViewIfNeeded();
    await islandScheduled(page, '#appended a.ajax_add_to_cart', 'add-to-cart');
    // A marker on window survives only if the click did not load a page (infinite scroll may change the URL).
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.locator('#appended a.ajax_add_to_cart').click();
    await expect.poll(() => page.locator(`${MINI} .woocommerce-mini-cart-item`).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(errors).toEqual([]);
  });
});
