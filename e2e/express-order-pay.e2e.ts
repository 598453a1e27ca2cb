import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser } from './harness';
import { CARDS, EXPRESS, failedExpressOrder, logIn, payWithWallet } from './shopper';

const { session } = useBrowser();
const CONTAINER = EXPRESS.container;
const BUTTON = EXPRESS.button;

describe('express checkout on the order-pay page (production bundles in Chromium)', () => {
  it('a declined wallet payment keeps the order payable; the next one pays it, once, and lands on order received', async () => {
    const { page, errors } = await session();
    await logIn(page);
    const payUrl = await failedExpressOrder(page);
    const id = /\/order-pay\/(\d+)\//.exec(payUrl)![1]!;
    await page.goto(shopUrl(payUrl));
    await islandMounted(page, CONTAINER, 'express-checkout');
    // The button sits in the pay form, after the order table and before the payment methods.
    expect(
      await page
        .locator(`form#order_review ${CONTAINER} + #wc-stripe-express-checkout-button-separator + #payment`)
        .count(),
    ).toBe(1);
    await page.getByRole('button', { name: BUTTON }).waitFor();
    await expect.poll(() => page.locator('#wc-stripe-express-checkout-button-separator').isVisible()).toBe(true);
    await expectAccessible(page);
    const orders: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/wc/store/v1/checkout')) orders.push(r);
    });

    // The sheet asks for no address (the order has one) and shows the order's total.
    await page.getByRole('button', { name: BUTTON }).click();
    const dialog = page.getByRole('dialog', { name: 'Test wallet (local payment double)' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Country code').count()).toBe(0);
    const total = (await page.locator('#order_review tfoot tr:last-child td').textContent())!.trim();
    expect(await dialog.locator('[data-part="total"]').textContent()).toBe(`Total: ${total}`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await payWithWallet(page, CARDS.declined);
    await expect
      .poll(() => page.locator(`${CONTAINER} [role="alert"]`).textContent(), { timeout: 15_000 })
      .toContain('The card was declined.');
    expect(page.url()).toBe(shopUrl(payUrl));
    await expectAccessible(page);

    await payWithWallet(page, CARDS.success);
    await page.waitForURL(new RegExp(`/checkout/order-received/${id}/`), { timeout: 20_000 });
    await expect
      .poll(() => page.locator('.woocommerce-order-overview__status strong').textContent())
      .toBe('Processing');
    await expectAccessible(page);
    expect(orders).toHaveLength(2);
    const sent = new URL(orders[1]!.url());
    expect(sent.pathname).toBe(`/wp-json/wc/store/v1/checkout/${id}`);
    expect(sent.searchParams.get('key')).toBe(new URL(shopUrl(payUrl)).searchParams.get('key'));
    expect(sent.searchParams.get('billing_email')).toBeTruthy();
    expect(orders[1]!.postDataJSON()).toMatchObject({ payment_method: 'stripe' });

    // Paid: the order-pay page now refuses, with no button.
    await page.goto(shopUrl(payUrl));
    expect(await page.locator(CONTAINER).count()).toBe(0);
    // Only the two declines' 400 answers, which the browser logs.
    expect(errors).toEqual(Array(2).fill(expect.stringMatching(/status of 400 \(Bad Request\)/)));
  });
});
