/**
 * Saving Cash App Pay (issue 18), end to end with the production bundles: a shop of this file's own with Cash App Pay
 * (the global setup's shops stay card-only). A logged-in US customer pays by Cash App with 'save' ticked (the wallet's
 * authorisation page), then pays a second order with the saved method: no wallet step, the order processing.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, islandMounted, useBrowser } from './harness';
import { logIn } from './shopper';
import {
  addArtPrint,
  authoriseTo,
  chooseMethod,
  fillCheckout,
  methodItem,
  orderStatus,
  checkoutPosts,
  usePaymentTypesShop,
} from './payment-types-shop';

const { session } = useBrowser();
const url = usePaymentTypesShop(['card', 'cashapp'], 'save-cashapp');

const CASHAPP = 'stripe_cashapp';
const LABEL = /^Cash App Pay \(\$buyer[0-9a-f]{6}\)$/;
const saveBox = (page: Page) => page.locator(`#wc-${CASHAPP}-new-payment-method`);

/** One Art print in the basket and the checkout filled in for New York. */
async function checkout(page: Page): Promise<void> {
  await addArtPrint(page, url);
  await fillCheckout(page, url, { country: 'US', state: 'NY', fields: { billing_postcode: '10001' } });
}

describe('saving Cash App Pay (production bundles in Chromium)', () => {
  it('a customer saves Cash App Pay with the first order and pays the second with it, off-session', async () => {
    const { page, errors } = await session();
    await logIn(page, undefined, undefined, url);
    await checkout(page);
    await chooseMethod(page, CASHAPP);
    // Nothing saved yet: the save box, not ticked.
    expect(await methodItem(page, CASHAPP).locator('.woocommerce-SavedPaymentMethods').count()).toBe(0);
    await expect.poll(() => saveBox(page).isVisible()).toBe(true);
    expect(await saveBox(page).isChecked()).toBe(false);
    await expectAccessible(page);
    await saveBox(page).check();
    const posts = checkoutPosts(page);
    await page.locator('#place_order').click();
    await page.waitForURL(/\/payment-double\/authenticate\//);
    const first = new URLSearchParams(posts[0]!.postData() ?? '');
    expect(first.get(`wc-${CASHAPP}-new-payment-method`)).toBe('true');
    expect(first.get('wc-stripe-payment-method')).toMatch(/^pm_/);
    await expectAccessible(page);
    await authoriseTo(page, 'Processing');
    await expectAccessible(page);

    // The account page lists it, labelled with its cashtag.
    await page.goto(url('/my-account/payment-methods/'));
    const methods = await page.locator('td.woocommerce-PaymentMethod--method').allTextContents();
    // The only saved method: the default one.
    expect(methods.map((m) => m.trim().replace(/ \(default\)$/, ''))).toEqual([expect.stringMatching(LABEL)]);
    await expectAccessible(page);

    // Second order: the saved method is chosen (the only, default one); one post, no new method, no wallet step.
    await checkout(page);
    await page.locator(`label[for="payment_method_${CASHAPP}"]`).click();
    await islandMounted(page, `li.payment_method_${CASHAPP} fieldset.wc-upe-form`, 'payment-box');
    const saved = methodItem(page, CASHAPP).locator(`input[name="wc-${CASHAPP}-payment-token"]:not([value="new"])`);
    expect(await saved.count()).toBe(1);
    expect(await saved.isChecked()).toBe(true);
    expect(await page.locator(`label[for="${await saved.getAttribute('id')}"]`).textContent()).toMatch(LABEL);
    await expect.poll(() => saveBox(page).isHidden()).toBe(true);
    // The card's box lists no Cash App method.
    expect(await page.locator('input[name="wc-stripe-payment-token"]').count()).toBe(0);
    await expectAccessible(page);
    const tokenId = await saved.getAttribute('value');
    const again = checkoutPosts(page);
    const visited: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && visited.push(f.url()));
    await page.locator('#place_order').click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    expect(again).toHaveLength(1);
    const second = new URLSearchParams(again[0]!.postData() ?? '');
    expect(tokenId).toMatch(/^\d+$/);
    expect(second.get(`wc-${CASHAPP}-payment-token`)).toBe(tokenId);
    expect(second.get('wc-stripe-payment-method') ?? '').toBe('');
    expect(visited.filter((u) => u.includes('/payment-double/authenticate/'))).toEqual([]);
    await expect.poll(() => orderStatus(page)).toBe('Processing');
    await expectAccessible(page);
    await page.reload();
    await expect.poll(() => orderStatus(page)).toBe('Processing');
    expect(errors).toEqual([]);
  });
});
