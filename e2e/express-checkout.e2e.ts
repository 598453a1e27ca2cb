import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser } from './harness';
import { addArtPrint } from './shopper';
import { FIXTURES } from '@storefront/shop-server';

const { session } = useBrowser();
const CONTAINER = '#wc-stripe-express-checkout-element';

describe('express checkout with the local payment double (production bundles in Chromium)', () => {
  it('pays for the basket with the test wallet and lands on order received', async () => {
    const { page, errors } = await session();
    await addArtPrint(page);
    await page.goto(shopUrl('/cart/'));
    await islandMounted(page, CONTAINER, 'express-checkout');
    const button = page.getByRole('button', { name: 'Pay with test wallet (local payment double)' });
    await button.waitFor();
    await expect.poll(() => page.locator('#wc-stripe-express-checkout-button-separator').isVisible()).toBe(true);
    await expectAccessible(page);

    // Escape closes the sheet and gives focus back to the button.
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Test wallet (local payment double)' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);

    await button.click();
    await dialog.waitFor();
    // The preset GB address is priced by the shop: its rates are listed.
    const rates = dialog.getByRole('radio');
    await expect.poll(() => rates.count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expectAccessible(page);
    await rates.last().check();
    await expect.poll(() => dialog.getByRole('button', { name: 'Pay' }).isEnabled()).toBe(true);
    expect(await dialog.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 20_000 });
    await expect
      .poll(() => page.locator('.woocommerce-order-overview__status strong').textContent())
      .toBe('Processing');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('a declined card shows "The card was declined." and the button works again; the basket is kept', async () => {
    const { page } = await session();
    await addArtPrint(page);
    await page.goto(shopUrl('/cart/'));
    await islandMounted(page, CONTAINER, 'express-checkout');
    const button = page.getByRole('button', { name: 'Pay with test wallet (local payment double)' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Test wallet (local payment double)' });
    await expect.poll(() => dialog.getByRole('radio').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
    await expect.poll(() => dialog.getByRole('button', { name: 'Pay' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect
      .poll(() => page.locator(`${CONTAINER} [role="alert"]`).textContent(), { timeout: 15_000 })
      .toContain('The card was declined.');
    expect(await page.locator('.woocommerce-cart-form .cart_item').count()).toBe(1);
    await expectAccessible(page);
    expect(await button.isEnabled()).toBe(true);
  });

  it('checkout page: Pay sends both addresses to normalize_address and the order notes as customer_note', async () => {
    const { page, errors } = await session();
    await addArtPrint(page);
    await page.goto(shopUrl('/checkout/'));
    await islandMounted(page, CONTAINER, 'express-checkout');
    await page.locator('#order_comments').fill('Leave it with the neighbour');
    const posts: { url: string; body: string }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push({ url: r.url(), body: r.postData() ?? '' });
    });
    await page.getByRole('button', { name: 'Pay with test wallet (local payment double)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test wallet (local payment double)' });
    await expect.poll(() => dialog.getByRole('radio').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => dialog.getByRole('button', { name: 'Pay' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 20_000 });
    const normalize = posts.find((p) => p.url.includes('wc-ajax=wc_stripe_normalize_address'))!;
    const data = JSON.parse(new URLSearchParams(normalize.body).get('data')!);
    expect(data.billing_address).toMatchObject({ country: 'GB', email: 'wallet.shopper@example.com' });
    expect(data.shipping_address).toMatchObject({ country: 'GB', city: 'London' });
    const order = JSON.parse(posts.find((p) => p.url.includes('/wc/store/v1/checkout'))!.body);
    expect(order.customer_note).toBe('Leave it with the neighbour');
    expect(errors).toEqual([]);
  });

  it('product page: buys the chosen variation straight from the test wallet, with its utm attribution', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/product/art-print/?utm_source=news&utm_medium=email'));
    const orders: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/wc/store/v1/checkout')) orders.push(r);
    });
    await page.selectOption('select[name="attribute_pa_size"]', 'a5');
    await page.selectOption('select[name="attribute_pa_type"]', 'giclee');
    await expect
      .poll(() => page.locator('.single_add_to_cart_button').getAttribute('class'))
      .not.toMatch(/\bdisabled\b/);
    await islandMounted(page, CONTAINER, 'express-checkout');
    const button = page.getByRole('button', { name: 'Pay with test wallet (local payment double)' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Test wallet (local payment double)' });
    await expect.poll(() => dialog.getByRole('radio').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expectAccessible(page);
    await expect.poll(() => dialog.getByRole('button', { name: 'Pay' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 20_000 });
    expect(await page.locator('section.woocommerce-order-details').textContent()).toMatch(/Art print/);
    // Attribution as Store API extension data (the classic checkout's wc_order_attribution_* values).
    expect(orders).toHaveLength(1);
    expect(orders[0]!.postDataJSON().extensions['woocommerce/order-attribution']).toMatchObject({
      source_type: 'utm',
      utm_source: 'news',
      utm_medium: 'email',
      session_entry: shopUrl('/product/art-print/?utm_source=news&utm_medium=email'),
    });
    expect(errors).toEqual([]);
  });

  it('product page: with a virtual-only basket, a cancelled wallet keeps the basket as it was (only the added line goes)', async () => {
    const s = await session();
    const { page, context, errors } = s;
    const gift = FIXTURES.eGiftCard.id;
    expect(
      (await context.request.post(shopUrl('/?wc-ajax=add_to_cart'), { form: { product_id: String(gift) } })).ok(),
    ).toBe(true);
    const basket = async () =>
      (
        (await (await context.request.get(shopUrl('/wp-json/wc/store/v1/cart'))).json()) as {
          items: Array<{ id: number; quantity: number }>;
        }
      ).items.map((i) => [i.id, i.quantity]);
    expect(await basket()).toEqual([[gift, 1]]);
    await page.goto(shopUrl('/product/linen-cushion/'));
    await islandMounted(page, CONTAINER, 'express-checkout');
    const removes: Request[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wc/store/v1/cart/remove-item')) removes.push(r);
    });
    await page.getByRole('button', { name: 'Pay with test wallet (local payment double)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Test wallet (local payment double)' });
    await expect.poll(() => dialog.getByRole('radio').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await basket()).toEqual([
      [gift, 1],
      [FIXTURES.linenCushion.id, 1],
    ]);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => removes.length).toBe(1);
    await expect.poll(basket).toEqual([[gift, 1]]);
    expect(errors).toEqual([]);
  });

  it('the sheet’s code loads on the first press, and a press made before it arrived still pays (basket, product page)', async () => {
    const { page, errors } = await session();
    const held = await holdSheetChunk(page);
    await addArtPrint(page);
    await page.goto(shopUrl('/cart/'));
    await islandMounted(page, CONTAINER, 'express-checkout');
    const button = page.getByRole('button', { name: 'Pay with test wallet (local payment double)' });
    await button.waitFor();
    // Not part of the page's load: nothing asked for it until the shopper reaches for the button.
    expect(held.asked()).toBe(false);
    await button.click();
    await held.requested;
    held.release();
    const dialog = page.getByRole('dialog', { name: 'Test wallet (local payment double)' });
    await expect.poll(() => dialog.getByRole('radio').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => dialog.getByRole('button', { name: 'Pay' }).isEnabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 20_000 });

    // The product page's press adds the line through the sheet's basket calls, held the same way.
    const again = await holdSheetChunk(page);
    await page.goto(shopUrl('/product/linen-cushion/'));
    await islandMounted(page, CONTAINER, 'express-checkout');
    await button.waitFor();
    expect(again.asked()).toBe(false);
    await button.click();
    await again.requested;
    again.release();
    await expect.poll(() => dialog.getByRole('radio').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

/** Holds the express sheet's chunk (chunks/sheet-) back until `release()`; `requested` settles once it is asked for. */
async function holdSheetChunk(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let asked = false;
  let onAsked!: () => void;
  const requested = new Promise<void>((r) => (onAsked = r));
  await page.unroute(/\/assets\/chunks\/sheet-[\w-]+\.js$/);
  await page.route(/\/assets\/chunks\/sheet-[\w-]+\.js$/, async (route) => {
    asked = true;
    onAsked();
    await released;
    await route.continue();
  });
  return { release, requested, asked: () => asked };
}
