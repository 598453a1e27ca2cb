/**
 * Direct-debit payment types end to end (split mode, spec §3/§4): a shop of this file's own with SEPA Direct Debit,
 * Bacs Direct Debit and ACH Direct Debit enabled (the `paymentMethods` option; the global setup's shops stay
 * card-only), paying with the local double's test accounts.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEBIT_TEST_ACCOUNTS } from '@storefront/payments/debit-accounts';
import { expectAccessible, useBrowser } from './harness';
import {
  addArtPrint,
  checkoutPosts,
  chooseMethod,
  fillCheckout,
  methodItem,
  usePaymentTypesShop,
} from './payment-types-shop';
import { BILLING } from './shopper';

const { session } = useBrowser();
const DECLINED = 'Unable to process this payment, please try again or use alternative method.';
const url = usePaymentTypesShop(['card', 'sepa_debit', 'bacs_debit', 'us_bank_account'], 'debit');

const GERMANY = { billing_postcode: '10115', billing_city: 'Berlin' };

/** One Art print in the basket, then the checkout with the billing details of `country`. */
async function checkoutIn(page: Page, country: string, address: Record<string, string>): Promise<void> {
  await addArtPrint(page, url);
  await fillCheckout(page, url, { country, fields: address });
}

const method = methodItem;
const choose = (page: Page, gateway: string) => chooseMethod(page, gateway, '.payment-double--debit');

const iban = (page: Page) => method(page, 'stripe_sepa_debit').getByLabel('IBAN');
const firstError = (page: Page) => page.locator('.woocommerce-NoticeGroup .woocommerce-error').first().textContent();

describe('direct-debit payment types through the local payment double (production bundles in Chromium)', () => {
  it('SEPA with a good IBAN: the mandate shown, one post, order received and on hold', async () => {
    const { page, errors } = await session();
    await checkoutIn(page, 'DE', GERMANY);
    await expect
      .poll(() => method(page, 'stripe_sepa_debit').locator('label').first().textContent())
      .toContain('SEPA Direct Debit');
    await choose(page, 'stripe_sepa_debit');
    expect(await method(page, 'stripe_sepa_debit').locator('.payment-double__terms').textContent()).toMatch(
      /^By paying with this account, you authorise .+ and its payment provider to debit it/,
    );
    await expectAccessible(page);
    const posts = checkoutPosts(page);
    await iban(page).fill('DE89 3704 0044 0532 0130 00');
    await page.locator('#place_order').click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    expect(posts).toHaveLength(1);
    const fields = new URLSearchParams(posts[0]!.postData() ?? '');
    expect(fields.get('payment_method')).toBe('stripe_sepa_debit');
    expect(fields.get('wc-stripe-payment-type')).toBe('sepa_debit');
    expect(fields.get('wc-stripe-payment-method')).toMatch(/^pm_/);
    // The account goes to the provider only, never to the shop.
    expect(posts[0]!.postData()).not.toContain('DE89');
    await expect.poll(() => page.locator('.woocommerce-order-overview__status strong').textContent()).toBe('On hold');
    expect(await page.locator('.woocommerce-order-overview__payment-method strong').textContent()).toBe(
      'SEPA Direct Debit',
    );
    await expectAccessible(page);
    // A reload changes nothing.
    await page.reload();
    expect(await page.locator('.woocommerce-order-overview__status strong').textContent()).toBe('On hold');
    expect(errors).toEqual([]);
  });

  it('SEPA: an empty then a failing IBAN give their messages with everything kept; a good one pays', async () => {
    const { page, errors } = await session();
    await checkoutIn(page, 'DE', GERMANY);
    await choose(page, 'stripe_sepa_debit');
    const posts = checkoutPosts(page);
    // Nothing typed: the form says so and nothing is posted.
    await page.locator('#place_order').click();
    await expect.poll(() => firstError(page)).toBe('Enter the IBAN.');
    expect(await iban(page).getAttribute('aria-invalid')).toBe('true');
    expect(posts).toHaveLength(0);
    // The double's failing test account: declined with the spec's message.
    await iban(page).fill(DEBIT_TEST_ACCOUNTS.sepa_debit.failing.iban);
    expect(await iban(page).getAttribute('aria-invalid')).toBe('false');
    await page.locator('#place_order').click();
    await expect.poll(() => firstError(page)).toBe(DECLINED);
    expect(posts).toHaveLength(1);
    for (const [id, value] of Object.entries({ ...BILLING, ...GERMANY }))
      expect(await page.inputValue(`#${id}`)).toBe(value);
    expect(await page.inputValue('#billing_country')).toBe('DE');
    expect(await page.locator('#payment_method_stripe_sepa_debit').isChecked()).toBe(true);
    expect(await iban(page).inputValue()).toBe(DEBIT_TEST_ACCOUNTS.sepa_debit.failing.iban);
    await expectAccessible(page);
    await iban(page).fill(DEBIT_TEST_ACCOUNTS.sepa_debit.good.iban);
    await page.locator('#place_order').click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    await expect.poll(() => page.locator('.woocommerce-order-overview__status strong').textContent()).toBe('On hold');
    expect(errors).toEqual([]);
  });

  it('a debit is hidden outside its countries, following the billing country live', async () => {
    const { page, errors } = await session();
    await checkoutIn(page, 'DE', GERMANY);
    await expect.poll(() => method(page, 'stripe_sepa_debit').isVisible()).toBe(true);
    await expect.poll(() => method(page, 'stripe_bacs_debit').isHidden()).toBe(true);
    await expect.poll(() => method(page, 'stripe_us_bank_account').isHidden()).toBe(true);
    await page.selectOption('#billing_country', 'US');
    await expect.poll(() => method(page, 'stripe_us_bank_account').isVisible()).toBe(true);
    await expect.poll(() => method(page, 'stripe_sepa_debit').isHidden()).toBe(true);
    await page.selectOption('#billing_country', 'GB');
    await expect.poll(() => method(page, 'stripe_bacs_debit').isVisible()).toBe(true);
    await expect.poll(() => method(page, 'stripe_us_bank_account').isHidden()).toBe(true);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('Bacs: sort code and account number, with their messages, then paid (on hold)', async () => {
    const { page, errors } = await session();
    await checkoutIn(page, 'GB', {});
    await choose(page, 'stripe_bacs_debit');
    const box = method(page, 'stripe_bacs_debit');
    await box.getByLabel('Sort code').fill('10-88');
    await box.getByLabel('Account number').fill(DEBIT_TEST_ACCOUNTS.bacs_debit.good.account_number);
    await page.locator('#place_order').click();
    await expect.poll(() => firstError(page)).toBe('The sort code must have 6 digits.');
    await expectAccessible(page);
    await box.getByLabel('Sort code').fill('10-88-00');
    await page.locator('#place_order').click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    await expect.poll(() => page.locator('.woocommerce-order-overview__status strong').textContent()).toBe('On hold');
    expect(errors).toEqual([]);
  });
});
