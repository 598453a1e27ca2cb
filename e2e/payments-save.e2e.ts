/**
 * Saving a reusable payment type other than the card (issue 18; spec §4 'Payment method selection'), end to end with
 * the production bundles: a shop of this file's own with SEPA Direct Debit (the global setup's shops stay card-only).
 * A customer pays by SEPA debit with 'save' ticked, then pays a second order with the saved account; a guest is
 * offered no saving.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEBIT_TEST_ACCOUNTS } from '@storefront/payments/debit-accounts';
import { expectAccessible, islandMounted, useBrowser } from './harness';
import { logIn } from './shopper';
import {
  CHECKOUT_FORM,
  addArtPrint,
  chooseMethod,
  fillCheckout,
  methodItem,
  orderStatus,
  checkoutPosts,
  usePaymentTypesShop,
} from './payment-types-shop';

const { session } = useBrowser();
const url = usePaymentTypesShop(['card', 'sepa_debit'], 'save');

const SEPA = 'stripe_sepa_debit';
const GERMANY = { country: 'DE', fields: { billing_postcode: '10115', billing_city: 'Berlin' } };
const saveBox = (page: Page) => page.locator(`#wc-${SEPA}-new-payment-method`);

/** One Art print in the basket and the checkout filled in for Germany. */
async function checkout(page: Page): Promise<void> {
  await addArtPrint(page, url);
  await fillCheckout(page, url, GERMANY);
}

describe('saving a SEPA debit account (production bundles in Chromium)', () => {
  it('a customer saves the account with the first order and pays the second with it', async () => {
    const { page, errors } = await session();
    await logIn(page, undefined, undefined, url);
    await checkout(page);
    await chooseMethod(page, SEPA, '.payment-double--debit');
    // No saved account yet: the form and the save box, not ticked.
    expect(await methodItem(page, SEPA).locator('.woocommerce-SavedPaymentMethods').count()).toBe(0);
    await expect.poll(() => saveBox(page).isVisible()).toBe(true);
    expect(await saveBox(page).isChecked()).toBe(false);
    await expectAccessible(page);
    await methodItem(page, SEPA).getByLabel('IBAN').fill(DEBIT_TEST_ACCOUNTS.sepa_debit.good.iban);
    await saveBox(page).check();
    const posts = checkoutPosts(page);
    await page.locator('#place_order').click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    const first = new URLSearchParams(posts[0]!.postData() ?? '');
    expect(first.get(`wc-${SEPA}-new-payment-method`)).toBe('true');
    expect(first.get('wc-stripe-payment-method')).toMatch(/^pm_/);
    await expect.poll(() => orderStatus(page)).toBe('On hold');
    await expectAccessible(page);

    // The account page lists it.
    await page.goto(url('/my-account/payment-methods/'));
    expect((await page.locator('td.woocommerce-PaymentMethod--method').allTextContents()).join('|')).toContain(
      'SEPA IBAN ending in 3000',
    );
    await expectAccessible(page);

    // Second order: the saved account is chosen (the only, default one), the form hidden; one post, no new method.
    await checkout(page);
    await page.locator(`label[for="payment_method_${SEPA}"]`).click();
    await islandMounted(page, `li.payment_method_${SEPA} fieldset.wc-upe-form`, 'payment-box');
    const saved = methodItem(page, SEPA).locator(`input[name="wc-${SEPA}-payment-token"]:not([value="new"])`);
    expect(await saved.count()).toBe(1);
    expect(await saved.isChecked()).toBe(true);
    expect(await page.locator(`label[for="${await saved.getAttribute('id')}"]`).textContent()).toBe(
      'SEPA IBAN ending in 3000',
    );
    await expect.poll(() => page.locator(`#wc-${SEPA}-upe-form`).isHidden()).toBe(true);
    await expect.poll(() => saveBox(page).isHidden()).toBe(true);
    // The card's box lists no SEPA account.
    expect(await page.locator('input[name="wc-stripe-payment-token"]').count()).toBe(0);
    await expectAccessible(page);
    const tokenId = await saved.getAttribute('value');
    const again = checkoutPosts(page);
    await page.locator('#place_order').click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    expect(again).toHaveLength(1);
    const second = new URLSearchParams(again[0]!.postData() ?? '');
    expect(tokenId).toMatch(/^\d+$/);
    expect(second.get(`wc-${SEPA}-payment-token`)).toBe(tokenId);
    expect(second.get('wc-stripe-payment-method') ?? '').toBe('');
    await expect.poll(() => orderStatus(page)).toBe('On hold');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('a guest is offered no saving for SEPA unless creating an account', async () => {
    const { page, errors } = await session();
    await checkout(page);
    await chooseMethod(page, SEPA, '.payment-double--debit');
    await expect.poll(() => saveBox(page).isHidden()).toBe(true);
    expect(await page.locator(`${CHECKOUT_FORM} input[name="wc-${SEPA}-payment-token"]`).count()).toBe(0);
    await expectAccessible(page);
    // Creating an account at checkout: the box is offered; not creating one any more: hidden again.
    await page.locator('#createaccount').check();
    await expect.poll(() => saveBox(page).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.locator('#createaccount').uncheck();
    await expect.poll(() => saveBox(page).isHidden()).toBe(true);
    expect(errors).toEqual([]);
  });
});
