/**
 * Vouchers and wallets end to end (split mode, spec §2 'URL hash fragments', §8 'Notice'): a shop of this file's own
 * with Boleto and Cash App Pay enabled (the global setup's shops stay card-only). The checkout answers the spec's
 * hash; the payment box confirms it with the local double, which shows the voucher or the wallet's authorisation page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BOLETO_TEST_TAX_IDS } from '@storefront/payments/boleto-tax-id';
import { expectAccessible, useBrowser } from './harness';
import {
  authoriseTo,
  chooseMethod,
  fillCheckout,
  methodItem,
  orderStatus,
  usePaymentTypesShop,
} from './payment-types-shop';

const { session } = useBrowser();
const url = usePaymentTypesShop(['card', 'boleto', 'cashapp'], 'voucher-wallet');

const NOTICE =
  'Please note that, depending on your account and transaction history, Cash App Pay may reject your transaction due to its amount.';

/** `quantity` of the wool throw (£85) in the basket, then the checkout with billing details in `country`/`state`. */
async function checkoutIn(page: Page, country: string, state: string, postcode: string, quantity = 1): Promise<void> {
  await page.goto(url('/product/wool-throw/'));
  await page.fill('form.cart input.qty', String(quantity));
  await Promise.all([page.waitForNavigation(), page.locator('.single_add_to_cart_button').click()]);
  await fillCheckout(page, url, { country, state, fields: { billing_postcode: postcode } });
}

const method = methodItem;
const choose = (page: Page, gateway: string) => chooseMethod(page, gateway);

/** The status the order-received page shows. */

describe('vouchers and wallets through the local payment double (production bundles in Chromium)', () => {
  it('Boleto: the voucher is shown, then the order is on hold on its received page, once', async () => {
    const { page, errors } = await session();
    await checkoutIn(page, 'BR', 'SP', '01310-100');
    await choose(page, 'stripe_boleto');
    await expectAccessible(page);
    // Boleto needs the customer's tax id: a wrong one is refused by the provider with the spec's message.
    const taxId = method(page, 'stripe_boleto').getByLabel('CPF or CNPJ (tax id)');
    await taxId.fill('000.000.001-92');
    await page.locator('#place_order').click();
    await expect
      .poll(() => page.locator('.woocommerce-error').first().textContent())
      .toContain('Invalid Tax Id, please try again with a valid tax id');
    expect(await taxId.inputValue()).toBe('000.000.001-92');
    await expectAccessible(page);
    await taxId.fill(BOLETO_TEST_TAX_IDS.cpf);
    const answered = page.waitForResponse((r) => r.url().includes('wc-ajax=checkout'));
    await page.locator('#place_order').click();
    const body = (await (await answered).json()) as { result: string; redirect: string };
    expect(body.result).toBe('success');
    expect(body.redirect).toMatch(/^#wc-stripe-voucher-\d+:boleto:pi_\w+_secret_\w+:%2Fcheckout%2Forder-received%2F/);
    const dialog = page.getByRole('dialog', { name: 'Your Boleto voucher (local payment double)' });
    await dialog.waitFor();
    expect(await dialog.locator('dd').first().textContent()).toMatch(/^\d{47}$/);
    // The hash was read and cleared from the address bar.
    expect(new URL(page.url()).hash).toBe('');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\/\?key=wc_order_\w+&utm_nooverride=1$/);
    await expect.poll(() => orderStatus(page)).toBe('On hold');
    expect(await page.locator('.woocommerce-order-overview__payment-method strong').textContent()).toBe('Boleto');
    await expectAccessible(page);
    await page.reload();
    await expect.poll(() => orderStatus(page)).toBe('On hold');
    // The basket that made the order is emptied.
    await page.goto(url('/cart/'));
    await expect.poll(() => page.locator('.woocommerce-cart-form__cart-item').count()).toBe(0);
    // Only the browser's own log of the provider refusing the wrong tax id.
    expect(errors).toEqual([expect.stringContaining('status of 400')]);
  });

  it('Cash App Pay authorised: the authorisation page, back through the return URL, the order processing', async () => {
    const { page, errors } = await session();
    await checkoutIn(page, 'US', 'NY', '10001');
    await choose(page, 'stripe_cashapp');
    await page.locator('#place_order').click();
    await page.waitForURL(/\/payment-double\/authenticate\//);
    const back = new URL(new URL(page.url()).searchParams.get('return_url')!, url('/'));
    expect(back.origin).toBe(new URL(url('/')).origin);
    expect(back.searchParams.get('utm_nooverride')).toBe('1');
    expect(await page.locator('dd').nth(1).textContent()).toBe('Cash App Pay');
    await expectAccessible(page);
    await authoriseTo(page, 'Processing');
    await page.reload();
    await expect.poll(() => orderStatus(page)).toBe('Processing');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it("Cash App Pay declined: back at the checkout with the spec's message, the basket and details kept", async () => {
    const { page, errors } = await session();
    await checkoutIn(page, 'US', 'NY', '10001');
    await choose(page, 'stripe_cashapp');
    await page.locator('#place_order').click();
    await page.waitForURL(/\/payment-double\/authenticate\//);
    await page.getByRole('button', { name: 'Fail test payment' }).click();
    await page.waitForURL(/\/checkout\/$/);
    await expect
      .poll(() => page.locator('.woocommerce-error').first().textContent())
      .toContain('We are unable to authenticate your payment method.');
    expect(await page.locator('.woocommerce-checkout-review-order-table .cart_item').count()).toBe(1);
    expect(await page.inputValue('#billing_country')).toBe('US');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('the cash app notice shows above 200000 minor units and goes when the total drops (order review refresh)', async () => {
    const { page, errors } = await session();
    // 24 throws at £85 and £15 shipping: £2055.00, above the threshold.
    await checkoutIn(page, 'US', 'NY', '10001', 24);
    const notice = method(page, 'stripe_cashapp').locator('.wc-stripe-cashapp-limit-notice');
    await choose(page, 'stripe_cashapp');
    await expect.poll(() => notice.textContent()).toBe(NOTICE);
    expect(await notice.getAttribute('role')).toBe('status');
    await expectAccessible(page);
    // Another method: no notice; back: the notice again.
    await page.locator('label[for="payment_method_stripe"]').click();
    await expect.poll(() => notice.count()).toBe(0);
    await page.locator('label[for="payment_method_stripe_cashapp"]').click();
    await expect.poll(() => notice.count()).toBe(1);
    // 10% off: £1851.00, under the threshold once the order review is refreshed.
    await page.locator('.showcoupon').click();
    await page.fill('#coupon_code', 'welcome10');
    await page.locator('button[name="apply_coupon"]').click();
    await expect.poll(() => page.locator('.cart-discount').count()).toBe(1);
    await expect.poll(() => notice.count()).toBe(0);
    expect(await page.isChecked('#payment_method_stripe_cashapp')).toBe(true);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
