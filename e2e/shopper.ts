/**
 * A shopper's steps shared by the end-to-end tests: the seeded basket item, the billing details, the test cards
 * typed into the local payment double, choosing the card method, logging in, paying with the test wallet.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { islandMounted, shopUrl } from './harness';

/** Billing details a UK guest types, by field id. */
export const BILLING: Readonly<Record<string, string>> = {
  billing_first_name: 'Ada',
  billing_last_name: 'Lovelace',
  billing_address_1: '1 High Street',
  billing_city: 'London',
  billing_postcode: 'SW1A 1AA',
  billing_phone: '020 7946 0000',
  billing_email: 'ada@example.com',
};

/** The payment double's test cards. */
export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticate: '4000 0025 0000 3155',
} as const;

/** Puts one A5 giclée Art print in the basket through the product page's form (the variation form island). */
export async function addArtPrint(page: Page): Promise<void> {
  await page.goto(shopUrl('/product/art-print/'));
  await page.selectOption('select[name="attribute_pa_size"]', 'a5');
  await page.selectOption('select[name="attribute_pa_type"]', 'giclee');
  await expect.poll(() => page.locator('.single_add_to_cart_button').getAttribute('class')).not.toMatch(/\bdisabled\b/);
  await Promise.all([page.waitForNavigation(), page.locator('.single_add_to_cart_button').click()]);
}

/** Fills the checkout's billing fields with {@link BILLING}. */
export async function fillBilling(page: Page): Promise<void> {
  for (const [id, value] of Object.entries(BILLING)) await page.fill(`#${id}`, value);
}

/** Fills the billing fields, chooses the card method (its payment box mounted, the card form shown), ticks the terms. */
export async function chooseCard(page: Page): Promise<void> {
  await fillBilling(page);
  await page.locator('label[for="payment_method_stripe"]').click();
  await islandMounted(page, 'fieldset.wc-upe-form', 'payment-box');
  await page.getByLabel('Card number').waitFor();
  await page.locator('#terms').check();
}

/**
 * Chooses 'Use a new payment method' when the customer has saved cards (other tests may have saved one for the
 * seeded customer, and a default saved card hides the card form), then waits for the card form.
 */
export async function useNewCard(page: Page): Promise<void> {
  const fresh = page.locator('#wc-stripe-payment-token-new');
  if (await fresh.count()) await fresh.check();
  await page.getByLabel('Card number').waitFor({ state: 'visible' });
}

/** Types `number` into the local payment double's card fields, with a valid expiry and security code. */
export async function typeCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
}

/**
 * Logs a seeded account in through the my-account form (by default the customer; README lists the accounts), on
 * the global shop or on the shop `at` gives the URLs of (a file's own shop).
 */
export async function logIn(
  page: Page,
  username = 'customer',
  password = 'customer-password',
  at: (path: string) => string = shopUrl,
): Promise<void> {
  await page.goto(at('/my-account/'));
  await page.fill('#username', username);
  await page.fill('#password', password);
  await Promise.all([page.waitForNavigation(), page.locator('button[name="login"]').click()]);
}

/**
 * Waits until the page has stopped scrolling: scrollY unchanged over five animation frames. A notice shown
 * on load is scrolled to over 1000 ms (spec §9); a click computed mid-scroll lands beside its target.
 */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        let last = scrollY;
        let still = 0;
        const frame = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 5) done();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** The express checkout container and the local payment double's wallet button in it. */
export const EXPRESS = {
  container: '#wc-stripe-express-checkout-element',
  button: 'Pay with test wallet (local payment double)',
} as const;

/** Opens the payment double's test wallet, types `card` when given, and presses Pay. */
export async function payWithWallet(page: Page, card?: string): Promise<void> {
  await page.getByRole('button', { name: EXPRESS.button }).click();
  const dialog = page.getByRole('dialog', { name: 'Test wallet (local payment double)' });
  await dialog.waitFor();
  if (card) await dialog.getByLabel('Card number').fill(card);
  await expect.poll(() => dialog.getByRole('button', { name: 'Pay' }).isEnabled()).toBe(true);
  await dialog.getByRole('button', { name: 'Pay' }).click();
}

/**
 * A new unpaid (failed) order of the logged-in customer, made by a declined express payment on the basket page;
 * answers its order-pay path from the account's orders list (newest first).
 */
export async function failedExpressOrder(page: Page): Promise<string> {
  await addArtPrint(page);
  await page.goto(shopUrl('/cart/'));
  // The island mounts when visible: a basket grown by earlier runs may push it below the fold.
  await page.locator(EXPRESS.container).scrollIntoViewIfNeeded();
  await islandMounted(page, EXPRESS.container, 'express-checkout');
  await payWithWallet(page, CARDS.declined);
  await expect
    .poll(() => page.locator(`${EXPRESS.container} [role="alert"]`).textContent(), { timeout: 15_000 })
    .toContain('The card was declined.');
  await page.goto(shopUrl('/my-account/orders/'));
  return (await page.locator('.woocommerce-orders-table a.pay').first().getAttribute('href'))!;
}
