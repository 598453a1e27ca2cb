/**
 * Direct debits settling (issue 18): a SEPA order goes on hold when paid, and the payment double's settlement (its
 * test helper, called here instead of waiting for the bank) delivers the signed webhook event that moves the order
 * to processing — once — or, with the late-failing test account, to failed.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEBIT_TEST_ACCOUNTS } from '@storefront/payments/debit-accounts';
import { expectAccessible, useBrowser } from './harness';
import { addArtPrint, chooseMethod, fillCheckout, methodItem, usePaymentTypesShop } from './payment-types-shop';

const { session } = useBrowser();
const url = usePaymentTypesShop(['card', 'sepa_debit'], 'debit-settlement');
const GERMANY = { billing_postcode: '10115', billing_city: 'Berlin' };

const orderStatus = (page: Page) => page.locator('.woocommerce-order-overview__status strong').textContent();

/** Pays one Art print by SEPA Direct Debit with `iban`, ending on the order-received page. */
async function payBySepa(page: Page, iban: string): Promise<void> {
  await addArtPrint(page, url);
  await fillCheckout(page, url, { country: 'DE', fields: GERMANY });
  await chooseMethod(page, 'stripe_sepa_debit', '.payment-double--debit');
  await methodItem(page, 'stripe_sepa_debit').getByLabel('IBAN').fill(iban);
  await page.locator('#place_order').click();
  await page.waitForURL(/\/checkout\/order-received\/\d+\//);
}

/** The double settles every processing debit now: what it settled. */
async function settleDebits(page: Page): Promise<{ status: string; event_type: string; delivery_status: number }[]> {
  const res = await page.request.post(url('/payment-double/test-helpers/settle_debits'));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { settled: [] }).settled;
}

describe('direct debits settle through the double’s signed webhook (production bundles in Chromium)', () => {
  it('SEPA: on hold when paid, processing once the debit settles, and only once', async () => {
    const { page, errors } = await session();
    await payBySepa(page, DEBIT_TEST_ACCOUNTS.sepa_debit.good.iban);
    await expect.poll(() => orderStatus(page)).toBe('On hold');
    const settled = await settleDebits(page);
    expect(settled).toEqual([
      expect.objectContaining({ status: 'succeeded', event_type: 'payment_intent.succeeded', delivery_status: 200 }),
    ]);
    await page.reload();
    expect(await orderStatus(page)).toBe('Processing');
    await expectAccessible(page);
    // Nothing is left to settle: no second event, the order stays as it is.
    expect(await settleDebits(page)).toEqual([]);
    await page.reload();
    expect(await orderStatus(page)).toBe('Processing');
    expect(errors).toEqual([]);
  });

  it('SEPA with the late-failing IBAN: on hold, then failed when the bank returns the debit', async () => {
    const { page, errors } = await session();
    await payBySepa(page, DEBIT_TEST_ACCOUNTS.sepa_debit.failsLater.iban);
    await expect.poll(() => orderStatus(page)).toBe('On hold');
    expect(await settleDebits(page)).toEqual([
      expect.objectContaining({ status: 'requires_payment_method', event_type: 'payment_intent.payment_failed' }),
    ]);
    await page.reload();
    expect(await orderStatus(page)).toBe('Failed');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
