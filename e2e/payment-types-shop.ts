/**
 * What the provider payment type e2e files share: a shop of the calling file's own with some provider payment types
 * enabled (the `paymentMethods` option; the global setup's shops stay card-only), a basket, the checkout filled in for
 * a billing country, and choosing a method until the local double's form of its type is in its box.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { createShopServer } from '@storefront/shop-server';
import { islandMounted } from './harness';
import { BILLING } from './shopper';

/** The classic checkout form. */
export const CHECKOUT_FORM = 'form.checkout.woocommerce-checkout';

/**
 * Starts, for the calling file, a shop with the provider payment `types` enabled (its data in a temporary folder
 * named after `tag`), closed after the file. Returns the shop's absolute URL of a path.
 */
export function usePaymentTypesShop(types: string[], tag: string): (p: string) => string {
  let shop: Awaited<ReturnType<typeof createShopServer>>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `shop-e2e-${tag}-`));
    shop = await createShopServer({ port: 0, dataDir, distDir: path.resolve('dist'), paymentMethods: types });
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return (p) => new URL(p, shop.url).href;
}

/** One Art print (A5, giclée) in the basket through its product page's form. */
export async function addArtPrint(page: Page, url: (p: string) => string): Promise<void> {
  await page.goto(url('/product/art-print/'));
  await page.selectOption('select[name="attribute_pa_size"]', 'a5');
  await page.selectOption('select[name="attribute_pa_type"]', 'giclee');
  await expect.poll(() => page.locator('.single_add_to_cart_button').getAttribute('class')).not.toMatch(/\bdisabled\b/);
  await Promise.all([page.waitForNavigation(), page.locator('.single_add_to_cart_button').click()]);
}

/** Where the checkout's billing address is: its country, its state when the country has a state select, and fields. */
export interface BillingIn {
  country: string;
  state?: string;
  /** Field ids and values over the shopper's {@link BILLING} details (postcode, city…). */
  fields?: Record<string, string>;
}

/** Opens the checkout and fills in the billing details `where`, the terms ticked. */
export async function fillCheckout(page: Page, url: (p: string) => string, where: BillingIn): Promise<void> {
  await page.goto(url('/checkout/'));
  await islandMounted(page, CHECKOUT_FORM, 'checkout');
  await page.selectOption('#billing_country', where.country);
  if (where.state) {
    await page.locator('select#billing_state').waitFor();
    await page.selectOption('select#billing_state', where.state);
  }
  for (const [id, value] of Object.entries({ ...BILLING, ...where.fields })) await page.fill(`#${id}`, value);
  await page.locator('#terms').check();
}

/** The payment method item of `gateway`. */
export const methodItem = (page: Page, gateway: string) => page.locator(`li.payment_method_${gateway}`);

/** Chooses the `gateway` method and waits for the double's form (`form`, a selector in its box) to be there. */
export async function chooseMethod(page: Page, gateway: string, form = '.payment-double'): Promise<void> {
  await page.locator(`label[for="payment_method_${gateway}"]`).click();
  await islandMounted(page, `li.payment_method_${gateway} fieldset.wc-upe-form`, 'payment-box');
  await methodItem(page, gateway).locator(form).waitFor();
}

/** The order status the order-received page shows. */
export const orderStatus = (page: Page) => page.locator('.woocommerce-order-overview__status strong').textContent();

/**
 * Passes the double's authorisation page (the bank or wallet app's stand-in) and waits for the order-received page
 * (of order `orderId` when given) showing `status`.
 */
export async function authoriseTo(page: Page, status: string, orderId?: string | number): Promise<void> {
  await page.getByRole('button', { name: 'Authorise test payment' }).click();
  await page.waitForURL(new RegExp(`/checkout/order-received/${orderId ?? '\\d+'}/`));
  await expect.poll(() => orderStatus(page)).toBe(status);
}

/** The checkout posts (`?wc-ajax=checkout`) `page` makes from now on, in order. */
export function checkoutPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (r) => r.url().includes('wc-ajax=checkout') && posts.push(r));
  return posts;
}
