/**
 * BLIK end to end (spec §3/§5, split mode): a shop of this file's own with BLIK enabled (the `paymentMethods`
 * option), an intent-first type: the page creates the intent before the order and the checkout pays that intent; the
 * code is checked before the post and confirmed by the local double, whose page stands in for the banking app.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, useBrowser } from './harness';
import { addArtPrint, chooseMethod, fillCheckout, usePaymentTypesShop, authoriseTo } from './payment-types-shop';
import { BILLING, logIn } from './shopper';

const { session } = useBrowser();
const ROW = '#wc-stripe-blik-code_field';
const CODE = '#wc-stripe-blik-code';
const url = usePaymentTypesShop(['card', 'blik'], 'blik');

const PL = { ...BILLING, billing_city: 'Warszawa', billing_postcode: '00-001' };

/** One Art print in the basket, then the checkout with a Polish billing address and BLIK chosen. */
async function blikCheckout(page: Page): Promise<void> {
  await addArtPrint(page, url);
  await fillCheckout(page, url, { country: 'PL', fields: PL });
  // Intent-first: the element is mounted once the intent exists.
  await chooseMethod(page, 'stripe_blik');
}

const notice = (page: Page) => page.locator('.woocommerce-NoticeGroup-checkout .woocommerce-error').first();
const rowInvalid = (page: Page) => page.locator(ROW).evaluate((row) => row.classList.contains('woocommerce-invalid'));

describe('BLIK through the local payment double (production bundles in Chromium)', () => {
  it('a bad code is refused in place; a good one pays the page’s intent once the bank app approves', async () => {
    const { page, errors } = await session();
    const intents = page.waitForRequest((r) => r.url().includes('wc-ajax=wc_stripe_create_payment_intent'));
    await blikCheckout(page);
    expect(new URLSearchParams((await intents).postData() ?? '').get('payment_method_type')).toBe('blik');
    await expect.poll(() => page.locator(CODE).getAttribute('inputmode')).toBe('numeric');
    await expectAccessible(page);

    await page.fill(CODE, '12345');
    await page.locator('#place_order').click();
    await expect.poll(() => notice(page).textContent()).toBe('BLIK Code is invalid');
    await expect.poll(() => rowInvalid(page)).toBe(true);
    expect(await page.inputValue(CODE)).toBe('12345');
    for (const [id, value] of Object.entries(PL)) expect(await page.inputValue(`#${id}`)).toBe(value);
    await expectAccessible(page);

    await page.fill(CODE, '123456');
    const posted = page.waitForRequest((r) => r.url().includes('wc-ajax=checkout'));
    await page.locator('#place_order').click();
    const fields = new URLSearchParams((await posted).postData() ?? '');
    expect(fields.get('payment_method')).toBe('stripe_blik');
    expect(fields.get('wc-stripe-blik-code')).toBe('123456');
    const intentId = fields.get('wc_payment_intent_id') ?? '';
    expect(intentId).toMatch(/^pi_/);
    // The bank app: the double's page for the page's own intent.
    await page.waitForURL(new RegExp(`/payment-double/authenticate/${intentId}\\?`));
    await expectAccessible(page);
    const approvePage = page.url();
    await authoriseTo(page, 'Processing');
    expect(await page.locator('.woocommerce-order-overview__payment-method strong').textContent()).toBe('BLIK');
    await expectAccessible(page);
    // Paid once: the approval page no longer waits, a reload changes nothing.
    await page.reload();
    expect(await page.locator('.woocommerce-order-overview__status strong').textContent()).toBe('Processing');
    expect(errors).toEqual([]);
    await page.goto(approvePage);
    await expect.poll(() => page.locator('main').textContent()).toContain('not waiting for an answer');
    // Its answer is 410 Gone (the one console line).
    expect(errors).toEqual([expect.stringContaining('410')]);
  });

  it('the refused test code gives the spec’s message; an empty field’s mark goes with a method change', async () => {
    const { page, errors } = await session();
    await blikCheckout(page);
    await page.fill(CODE, '000000');
    await page.locator('#place_order').click();
    await expect
      .poll(() => notice(page).textContent())
      .toBe(
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      );
    await expect.poll(() => page.locator('#place_order').isEnabled()).toBe(true);
    await page.fill(CODE, '');
    await page.locator('#place_order').click();
    await expect.poll(() => notice(page).textContent()).toBe('BLIK Code is invalid');
    await expect.poll(() => rowInvalid(page)).toBe(true);
    await page.locator('label[for="payment_method_stripe"]').click();
    await expect.poll(() => rowInvalid(page)).toBe(false);
    expect(await page.locator(CODE).getAttribute('aria-invalid')).toBeNull();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('on order-pay (intent-first): the intent is made for the order, updated before the post, and paid', async () => {
    const { page, errors } = await session();
    await logIn(page, undefined, undefined, url);
    // A refused code leaves the order failed, payable again from the account.
    await blikCheckout(page);
    await page.fill(CODE, '000000');
    await page.locator('#place_order').click();
    await expect.poll(() => notice(page).textContent()).toContain('We are unable to authenticate');
    await page.goto(url('/my-account/orders/'));
    const payUrl = (await page.locator('.woocommerce-orders-table a.pay').first().getAttribute('href'))!;
    const orderId = /\/order-pay\/(\d+)\//.exec(payUrl)![1]!;
    const created = page.waitForRequest((r) => r.url().includes('wc-ajax=wc_stripe_create_payment_intent'));
    await page.goto(url(payUrl));
    await page.locator('label[for="payment_method_stripe_blik"]').click();
    expect(new URLSearchParams((await created).postData() ?? '').get('stripe_order_id')).toBe(orderId);
    await page.locator('li.payment_method_stripe_blik .payment-double').waitFor();
    await expectAccessible(page);
    await page.fill(CODE, '654321');
    await page.locator('#terms').check();
    const updated = page.waitForRequest((r) => r.url().includes('wc-ajax=wc_stripe_update_payment_intent'));
    await page.locator('#place_order').click();
    const update = new URLSearchParams((await updated).postData() ?? '');
    expect(update.get('stripe_order_id')).toBe(orderId);
    expect(update.get('selected_upe_payment_type')).toBe('blik');
    await page.waitForURL(new RegExp(`/payment-double/authenticate/${update.get('wc_payment_intent_id')}\\?`));
    await authoriseTo(page, 'Processing', orderId);
    expect(errors).toEqual([]);
  });
});
