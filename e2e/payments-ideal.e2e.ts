/**
 * Redirect payment types end to end (split mode, spec §3/§4): a shop of this file's own with iDEAL and Bancontact
 * enabled (the `paymentMethods` option; the global setup's shops stay card-only), paying through the local double's
 * authorisation page.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createShopServer } from '@storefront/shop-server';
import { expectAccessible, islandMounted, useBrowser } from './harness';
import { BILLING } from './shopper';

const { session } = useBrowser();
const FORM = 'form.checkout.woocommerce-checkout';
let shop: Awaited<ReturnType<typeof createShopServer>>;
let dataDir: string;
const url = (p: string) => new URL(p, shop.url).href;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shop-e2e-ideal-'));
  shop = await createShopServer({
    port: 0,
    dataDir,
    distDir: path.resolve('dist'),
    paymentMethods: ['card', 'ideal', 'bancontact'],
  });
}, 60_000);
afterAll(async () => {
  await shop?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** One Art print in the basket (its product page's form), then the checkout with the billing details of `country`. */
async function checkoutIn(page: Page, country: string, postcode: string): Promise<void> {
  await page.goto(url('/product/art-print/'));
  await page.selectOption('select[name="attribute_pa_size"]', 'a5');
  await page.selectOption('select[name="attribute_pa_type"]', 'giclee');
  await expect.poll(() => page.locator('.single_add_to_cart_button').getAttribute('class')).not.toMatch(/\bdisabled\b/);
  await Promise.all([page.waitForNavigation(), page.locator('.single_add_to_cart_button').click()]);
  await page.goto(url('/checkout/'));
  await islandMounted(page, FORM, 'checkout');
  await page.selectOption('#billing_country', country);
  for (const [id, value] of Object.entries({ ...BILLING, billing_postcode: postcode }))
    await page.fill(`#${id}`, value);
  await page.locator('#terms').check();
}

const method = (page: Page, gateway: string) => page.locator(`li.payment_method_${gateway}`);

/** Chooses the `gateway` method and waits for the double's form of its type in its box. */
async function choose(page: Page, gateway: string): Promise<void> {
  await page.locator(`label[for="payment_method_${gateway}"]`).click();
  await islandMounted(page, `li.payment_method_${gateway} fieldset.wc-upe-form`, 'payment-box');
  await method(page, gateway).locator('.payment-double').waitFor();
}

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
    await page.getByRole('button', { name: 'Authorise test payment' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    await expect
      .poll(() => page.locator('.woocommerce-order-overview__status strong').textContent())
      .toBe('Processing');
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
    await page.getByRole('button', { name: 'Authorise test payment' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    await expect
      .poll(() => page.locator('.woocommerce-order-overview__status strong').textContent())
      .toBe('Processing');
    expect(errors).toEqual([]);
  });
});
