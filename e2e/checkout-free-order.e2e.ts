/**
 * A free order end to end (issue 18, isPaymentNeeded): the E-gift card with the shop's 100% coupon that allows free
 * shipping (`freeorder`, migration 180). At a total of 0 the classic checkout shows no payment methods (WooCommerce's
 * payment.php prints none) and places the order without one: processing, once, on the order-received page. Removing
 * the coupon brings the methods back as the shopper left them. A shop of this file's own, so its orders are its own.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, islandMounted, useBrowser } from './harness';
import { CHECKOUT_FORM, chooseMethod, fillCheckout, usePaymentTypesShop } from './payment-types-shop';
import { CARDS, logIn, typeCard } from './shopper';

const { session } = useBrowser();
const url = usePaymentTypesShop(['card'], 'free-order');

const COUPON = 'freeorder';
const GIFT_CARD = '131';
const REVIEW = '.woocommerce-checkout-review-order-table';
const FREE_RATE = '#shipping_method_0_free_shipping2';

/** Logs in as the seeded customer (so the account lists the orders) and puts one E-gift card in the basket. */
async function customerWithGiftCard(page: Page): Promise<void> {
  await logIn(page, undefined, undefined, url);
  const added = await page.context().request.post(url('/?wc-ajax=add_to_cart'), {
    form: { product_id: GIFT_CARD, quantity: '1' },
  });
  expect(added.ok()).toBe(true);
}

/** Waits until no order review refresh is running (its overlay gone). */
const reviewSettled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.blockOverlay') && !document.querySelector('.processing'));

/** Applies the free coupon through the checkout's coupon form and chooses free shipping. */
async function applyFreeCoupon(page: Page): Promise<void> {
  await page.locator('a.showcoupon').click();
  await page.locator('#coupon_code').fill(COUPON);
  await page.locator('form.checkout_coupon button[name="apply_coupon"]').click();
  await page.locator(`${REVIEW} tr.coupon-${COUPON}`).waitFor();
  await page.locator(FREE_RATE).check();
  await expect.poll(() => page.locator(`${REVIEW} .order-total`).textContent()).toContain('£0.00');
  await reviewSettled(page);
}

const methodList = (page: Page) => page.locator('#payment ul.wc_payment_methods');

describe('a free order at the classic checkout (production bundles in Chromium)', () => {
  it('no methods at 0, back when the coupon goes, then placed once without a payment method', async () => {
    const { page, errors } = await session();
    await customerWithGiftCard(page);
    await fillCheckout(page, url, { country: 'GB' });
    await islandMounted(page, CHECKOUT_FORM, 'checkout');
    await page.locator('label[for="payment_method_bacs"]').click();
    await expectAccessible(page);

    await applyFreeCoupon(page);
    await expect.poll(() => methodList(page).isVisible()).toBe(false);
    expect(await page.locator('#place_order').textContent()).toBe('Place order');
    await expectAccessible(page);

    // The coupon removed: £25 + shipping to pay, the methods back with the shopper's choice, the details kept.
    await page.locator(`${REVIEW} a.woocommerce-remove-coupon[data-coupon="${COUPON}"]`).click();
    await expect.poll(() => methodList(page).isVisible()).toBe(true);
    await reviewSettled(page);
    expect(await page.locator('#payment_method_bacs').isChecked()).toBe(true);
    expect(await page.locator('.payment_box.payment_method_bacs').isVisible()).toBe(true);
    expect(await page.inputValue('#billing_address_1')).toBe('1 High Street');
    expect(await page.locator('#terms').isChecked()).toBe(true);
    await expectAccessible(page);

    // Free again, and placed (double-clicked): one post, no payment method chosen.
    await applyFreeCoupon(page);
    await expect.poll(() => methodList(page).isVisible()).toBe(false);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('wc-ajax=checkout')) posts.push(r.postData() ?? '');
    });
    await page.dblclick('#place_order');
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 15_000 });
    expect(posts).toHaveLength(1);
    const orderId = /order-received\/(\d+)\//.exec(page.url())![1]!;
    const overview = (kind: string) => page.locator(`.woocommerce-order-overview__${kind} strong`).textContent();
    expect(await overview('status')).toBe('Processing');
    expect(await overview('total')).toContain('£0.00');
    expect(await page.locator('.woocommerce-order-overview__payment-method').count()).toBe(0);
    await expectAccessible(page);

    // Stored once: the account lists this one order at £0.00, processing.
    await page.goto(url('/my-account/orders/'));
    const free = page.locator('tr.woocommerce-orders-table__row--status-processing', { hasText: '£0.00' });
    expect(await free.count()).toBe(1);
    expect(await free.locator('.woocommerce-orders-table__cell-order-number').textContent()).toBe(`#${orderId}`);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('a guest with a card typed in: kept while the order is free, and no card confirmation for the free order', async () => {
    const { page, errors } = await session();
    const added = await page.context().request.post(url('/?wc-ajax=add_to_cart'), {
      form: { product_id: GIFT_CARD, quantity: '1' },
    });
    expect(added.ok()).toBe(true);
    await fillCheckout(page, url, { country: 'GB' });
    await chooseMethod(page, 'stripe');
    await typeCard(page, CARDS.success);
    await applyFreeCoupon(page);
    await expect.poll(() => methodList(page).isVisible()).toBe(false);
    await page.locator(`${REVIEW} a.woocommerce-remove-coupon[data-coupon="${COUPON}"]`).click();
    await expect.poll(() => methodList(page).isVisible()).toBe(true);
    await reviewSettled(page);
    expect(await page.locator('#payment_method_stripe').isChecked()).toBe(true);
    expect(await page.getByLabel('Card number').inputValue()).toBe(CARDS.success);
    await expectAccessible(page);
    await applyFreeCoupon(page);
    await expect.poll(() => methodList(page).isVisible()).toBe(false);
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('wc-ajax=checkout'));
    await page.locator('#place_order').click();
    // The card's confirmation did not run: no payment method was created for the post.
    const body = (await posted).postData() ?? '';
    expect(new URLSearchParams(body).get('wc-stripe-payment-method') ?? '').toBe('');
    expect(body).not.toMatch(/\bpm_/);
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 15_000 });
    expect(await page.locator('.woocommerce-order-overview__status strong').textContent()).toBe('Processing');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});

describe('a free order at the block checkout (production bundles in Chromium)', () => {
  it('no payment method offered at 0, the order placed without one', async () => {
    const { page, errors } = await session();
    const added = await page.context().request.post(url('/?wc-ajax=add_to_cart'), {
      form: { product_id: GIFT_CARD, quantity: '1' },
    });
    expect(added.ok()).toBe(true);
    await page.goto(url('/checkout-block/'));
    const block = page.locator('.wp-block-woocommerce-checkout');
    await islandMounted(page, '.wp-block-woocommerce-checkout', 'block-checkout');
    await page.getByRole('button', { name: 'Place order' }).waitFor();
    const answered = (route: string) =>
      page.waitForResponse((r) => r.url().includes(`/wc/store/v1/${route}`) && r.request().method() === 'POST');
    await block.getByLabel('Email address').fill('ada@example.com');
    await block.getByLabel('First name').fill('Ada');
    await block.getByLabel('Last name').fill('Lovelace');
    await block.getByLabel('Street address').fill('1 High Street');
    await block.getByLabel('Town / City').fill('London');
    await block.getByLabel('Postcode', { exact: true }).fill('SW1A 1AA');
    const updated = answered('cart/update-customer');
    await block.getByLabel('Phone').fill('020 7946 0000');
    expect((await updated).status()).toBe(200);
    const payment = page.getByRole('group', { name: 'Payment options' });
    expect(await payment.getByRole('radio').count()).toBeGreaterThan(0);
    await expectAccessible(page);

    const applied = answered('cart/apply-coupon');
    await block.getByLabel('Coupon code').fill(COUPON);
    await page.getByRole('button', { name: 'Apply' }).click();
    expect((await applied).status()).toBe(200);
    // Free shipping is offered now (chosen already when no rate was chosen before: the cheapest is).
    const free = page.getByRole('radio', { name: /Free shipping/ });
    await free.waitFor();
    if (!(await free.isChecked())) {
      const rate = answered('cart/select-shipping-rate');
      await free.check();
      expect((await rate).status()).toBe(200);
    }
    await expect.poll(() => page.locator('.wc-block-components-totals-footer-item dd').textContent()).toBe('£0.00');
    await expect.poll(() => payment.getByRole('radio').count()).toBe(0);
    await expectAccessible(page);

    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/wc/store/v1/checkout'));
    await page.getByRole('button', { name: 'Place order' }).click();
    expect((await posted).postDataJSON()).toMatchObject({ payment_method: '', payment_data: [] });
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 15_000 });
    expect(await page.locator('.woocommerce-order-overview__status strong').textContent()).toBe('Processing');
    expect(await page.locator('.woocommerce-order-overview__total strong').textContent()).toContain('£0.00');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
