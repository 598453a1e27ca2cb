import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser } from './harness';
import { addArtPrint, logIn } from './shopper';

const { session } = useBrowser();
const CONTAINER = '#wc-stripe-express-checkout-element';
const BUTTON = 'Pay with test wallet (local payment double)';
const DECLINED = '4000 0000 0000 0002';
const SUCCESS = '4242 4242 4242 4242';

/** Opens the test wallet, types `card` when given, and presses Pay. */
async function payWithWallet(page: Page, card?: string): Promise<void> {
  await page.getByRole('button', { name: BUTTON }).click();
  const dialog = page.getByRole('dialog', { name: 'Test wallet (local payment double)' });
  await dialog.waitFor();
  if (card) await dialog.getByLabel('Card number').fill(card);
  await expect.poll(() => dialog.getByRole('button', { name: 'Pay' }).isEnabled()).toBe(true);
  await dialog.getByRole('button', { name: 'Pay' }).click();
}

/**
 * A new unpaid (failed) order of the logged-in customer, made by a declined express payment on the basket page;
 * answers its order-pay URL from the account's orders list (newest first).
 */
async function failedOrder(page: Page): Promise<string> {
  await addArtPrint(page);
  await page.goto(shopUrl('/cart/'));
  await islandMounted(page, CONTAINER, 'express-checkout');
  await payWithWallet(page, DECLINED);
  await expect
    .poll(() => page.locator(`${CONTAINER} [role="alert"]`).textContent(), { timeout: 15_000 })
    .toContain('The card was declined.');
  await page.goto(shopUrl('/my-account/orders/'));
  const pay = page.locator('.woocommerce-orders-table a.pay').first();
  return (await pay.getAttribute('href'))!;
}

describe('express checkout on the order-pay page (production bundles in Chromium)', () => {
  it('a declined wallet payment keeps the order payable; the next one pays it, once, and lands on order received', async () => {
    const { page, errors } = await session();
    await logIn(page);
    const payUrl = await failedOrder(page);
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

    await payWithWallet(page, DECLINED);
    await expect
      .poll(() => page.locator(`${CONTAINER} [role="alert"]`).textContent(), { timeout: 15_000 })
      .toContain('The card was declined.');
    expect(page.url()).toBe(shopUrl(payUrl));
    await expectAccessible(page);

    await payWithWallet(page, SUCCESS);
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
