/**
 * Redirect payment types end to end (split mode, spec §3/§4): a shop of this file's own with iDEAL and Bancontact
 * enabled (the `paymentMethods` option; the global setup's shops stay card-only), paying through the local double's
 * authorisation page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, useBrowser } from './harness';
import {
  addArtPrint,
  chooseMethod,
  fillCheckout,
  methodItem,
  usePaymentTypesShop,
  authoriseTo,
} from './payment-types-shop';
import { BILLING } from './shopper';

const { session } = useBrowser();
const url = usePaymentTypesShop(['card', 'ideal', 'bancontact'], 'ideal');

/** One Art print in the basket, then the checkout with the billing details of `country`. */
async function checkoutIn(page: Page, country: string, postcode: string): Promise<void> {
  await addArtPrint(page, url);
  await fillCheckout(page, url, { country, fields: { billing_postcode: postcode } });
}

const method = methodItem;
const choose = (page: Page, gateway: string) => chooseMethod(page, gateway);

describe('redirect payment types through the local payment double (production bundles in Chromium)', () => {
  it('iDEAL authorised: the bank is chosen, the authorisation page passed, the order paid', async () => {
    const { page, errors } = await session();
    await checkoutIn(page, 'NL', '1011 AB');
    // Split mode: one radio per enabled type, titled from its config entry.
    await expect.poll(() => method(page, 'stripe_ideal').locator('label').first().textContent()).toContain('iDEAL');
    await choose(page, 'stripe_ideal');
    await expectAccessible(page);
    const posted = page.waitForRequest((r) => r.url().includes('wc-ajax=checkout'));
    await page.getByLabel(/^Bank/).selectOption('ing');
    await page.locator('#place_order').click();
    const fields = new URLSearchParams((await posted).postData() ?? '');
    expect(fields.get('payment_method')).toBe('stripe_ideal');
    expect(fields.get('wc-stripe-payment-type')).toBe('ideal');
    expect(fields.get('wc-stripe-payment-method')).toMatch(/^pm_/);
    await page.waitForURL(/\/payment-double\/authenticate\//);
    expect(new URL(page.url()).searchParams.get('return_url') ?? (await page.content())).toContain('utm_nooverride=1');
    await expectAccessible(page);
    await authoriseTo(page, 'Processing');
    expect(await page.locator('.woocommerce-order-overview__payment-method strong').textContent()).toBe('iDEAL');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it("iDEAL failed at the bank: back at the checkout with the spec's message and the details kept", async () => {
    const { page, errors } = await session();
    await checkoutIn(page, 'NL', '1011 AB');
    await choose(page, 'stripe_ideal');
    await page.getByLabel(/^Bank/).selectOption('rabobank');
    await page.locator('#place_order').click();
    await page.waitForURL(/\/payment-double\/authenticate\//);
    await page.getByRole('button', { name: 'Fail test payment' }).click();
    await page.waitForURL(/\/checkout\/$/);
    await expect
      .poll(() => page.locator('.woocommerce-error').first().textContent())
      .toContain('We are unable to authenticate your payment method.');
    for (const [id, value] of Object.entries({ ...BILLING, billing_postcode: '1011 AB' }))
      expect(await page.inputValue(`#${id}`)).toBe(value);
    expect(await page.inputValue('#billing_country')).toBe('NL');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('a method is hidden outside its countries, following the billing country live', async () => {
    const { page, errors } = await session();
    await checkoutIn(page, 'GB', 'SW1A 1AA');
    await expect.poll(() => method(page, 'stripe_ideal').isHidden()).toBe(true);
    await expect.poll(() => method(page, 'stripe_bancontact').isHidden()).toBe(true);
    await expect.poll(() => method(page, 'stripe').isVisible()).toBe(true);
    await page.selectOption('#billing_country', 'BE');
    await expect.poll(() => method(page, 'stripe_bancontact').isVisible()).toBe(true);
    await expect.poll(() => method(page, 'stripe_ideal').isHidden()).toBe(true);
    await page.selectOption('#billing_country', 'NL');
    await expect.poll(() => method(page, 'stripe_ideal').isVisible()).toBe(true);
    await expect.poll(() => method(page, 'stripe_bancontact').isHidden()).toBe(true);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('Bancontact authorised through the same redirect path', async () => {
    const { page, errors } = await session();
    await checkoutIn(page, 'BE', '1000');
    await choose(page, 'stripe_bancontact');
    await page.locator('#place_order').click();
    await page.waitForURL(/\/payment-double\/authenticate\//);
    await authoriseTo(page, 'Processing');
    expect(errors).toEqual([]);
  });
});
