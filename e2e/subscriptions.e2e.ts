import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser } from './harness';
import { CARDS, logIn, typeCard, useNewCard } from './shopper';

const { session } = useBrowser();
const VIEW = /\/my-account\/view-subscription\/902\/$/;

/** From the account's subscriptions to the change page of the seeded subscription, with the card form shown. */
async function openChangePage(page: Page): Promise<void> {
  await logIn(page);
  await page.goto(shopUrl('/my-account/subscriptions/'));
  await expectAccessible(page);
  await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: 'View subscription #902' }).click()]);
  await expectAccessible(page);
  await Promise.all([page.waitForNavigation(), page.getByRole('link', { name: 'Change payment' }).click()]);
  await islandMounted(page, 'fieldset.wc-upe-form', 'payment-box');
  await useNewCard(page);
}

const paymentText = (page: Page) => page.locator('.subscription-payment-method').textContent();
/** The page's notices (the theme's wrapper comes first). */
const notices = (page: Page) => page.locator('.woocommerce-notices-wrapper').first().textContent();
const change = (page: Page) => page.getByRole('button', { name: 'Change payment method' }).click();

describe('changing the card of a subscription (production bundles in Chromium)', () => {
  it('a new card replaces the old one, with the success notice', async () => {
    const { page, errors } = await session();
    await openChangePage(page);
    await expectAccessible(page);
    await typeCard(page, '5555555555554444');
    await change(page);
    await page.waitForURL(VIEW);
    expect(await paymentText(page)).toBe('Mastercard ending in 4444');
    expect(await notices(page)).toContain('Payment method updated.');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('a declined card says so on the change page and the subscription keeps its card', async () => {
    const { page } = await session();
    await openChangePage(page);
    await typeCard(page, CARDS.declined);
    await change(page);
    await expect.poll(() => notices(page), { timeout: 15_000 }).toContain('The card was declined.');
    expect(page.url()).toContain('change_payment_method=902');
    await expectAccessible(page);
    await page.goto(shopUrl('/my-account/view-subscription/902/'));
    expect(await paymentText(page)).not.toMatch(/0002/);
  });

  it('a card asking for authentication passes the authentication page and the confirm-si hash', async () => {
    const { page, errors } = await session();
    await openChangePage(page);
    await typeCard(page, CARDS.authenticate);
    await change(page);
    await page.waitForURL(/\/payment-double\/authenticate\//);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    // Back on the change page, the payment box confirms the setup and confirm_change_payment answers the way on.
    await page.waitForURL(VIEW, { timeout: 15_000 });
    expect(await paymentText(page)).toMatch(/ending in \d{4}/);
    expect(await notices(page)).toContain('Payment method updated.');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
