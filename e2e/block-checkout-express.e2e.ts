/**
 * Express checkout in the block checkout (issue 17): the Checkout block's express payment area holds the card
 * gateway's express container above the form, and paying with the local payment double's test wallet there makes
 * an order of the basket's lines, with the visit's attribution, and lands on order received.
 */
import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();
const BLOCK = '.wp-block-woocommerce-checkout';
const CONTAINER = '#wc-stripe-express-checkout-element';
const TRACKER = 'script#wc-order-attribution-js-extra';

describe('express checkout in the block checkout (production bundles in Chromium)', () => {
  it('pays the basket with the test wallet from above the form: the order has its lines and attribution', async () => {
    const s = await session();
    const { page, errors } = s;
    await page.goto(shopUrl('/?utm_source=news&utm_medium=email'));
    await islandMounted(page, TRACKER, 'order-attribution');
    await s.context.request.get(shopUrl('/?add-to-cart=102&quantity=2'));
    const cart = (await (await s.context.request.get(shopUrl('/wp-json/wc/store/v1/cart'))).json()) as {
      items: Array<{ name: string; quantity: number }>;
    };
    expect(cart.items).toHaveLength(1);
    const orders: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/wp-json/wc/store/v1/checkout')) orders.push(r);
    });

    await page.goto(shopUrl('/checkout-block/'));
    await islandMounted(page, BLOCK, 'block-checkout');
    await page.getByRole('button', { name: 'Place order' }).waitFor();
    // The express area loads with the page: no pointer needed, so a keyboard user gets the wallet button too.
    expect(await page.locator(CONTAINER).getAttribute('data-hydrate')).toBeNull();
    await islandMounted(page, CONTAINER, 'express-checkout');
    const button = page.getByRole('button', { name: 'Pay with test wallet (local payment double)' });
    await button.waitFor();
    await expect.poll(() => page.locator('#wc-stripe-express-checkout-button-separator').isVisible()).toBe(true);
    // In the block's express payment area, above the form.
    expect(await page.locator(`.wp-block-woocommerce-checkout-express-payment-block ${CONTAINER}`).count()).toBe(1);
    const buttonBox = (await button.boundingBox())!;
    const formBox = (await page.locator('form.wc-block-checkout__form').boundingBox())!;
    expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(formBox.y);
    await expectAccessible(page);

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Test wallet (local payment double)' });
    await expect.poll(() => dialog.getByRole('radio').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expectAccessible(page);
    await expect.poll(() => dialog.getByRole('button', { name: 'Pay' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 20_000 });

    expect(orders).toHaveLength(1);
    const body = orders[0]!.postDataJSON();
    expect(body.payment_method).toBe('stripe');
    expect(body.extensions['woocommerce/order-attribution']).toMatchObject({
      source_type: 'utm',
      utm_source: 'news',
      utm_medium: 'email',
      session_entry: shopUrl('/?utm_source=news&utm_medium=email'),
    });
    await expect
      .poll(() => page.locator('.woocommerce-order-overview__status strong').textContent())
      .toBe('Processing');
    const details = page.locator('section.woocommerce-order-details');
    expect(await details.textContent()).toContain(cart.items[0]!.name);
    expect(await details.locator('.product-quantity').first().textContent()).toContain(String(cart.items[0]!.quantity));
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
