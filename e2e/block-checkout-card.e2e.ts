import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser, type Session } from './harness';
import { CARDS, logIn, typeCard } from './shopper';

const { session } = useBrowser();
const BLOCK = '.wp-block-woocommerce-checkout';
const CHECKOUT = '/wp-json/wc/store/v1/checkout';

/** Two greeting cards in the basket, the block checkout open with a GB guest's details and the card chosen. */
async function payByCard(s: Session): Promise<Page> {
  await openWithCard(s);
  await s.page.locator(BLOCK).getByLabel('Card number').waitFor();
  return s.page;
}

/** The basket filled, the block checkout open with a GB shopper's details, the card chosen (its box mounted). */
async function openWithCard(s: Session): Promise<void> {
  const { page } = s;
  await s.context.request.get(shopUrl('/?add-to-cart=102&quantity=2'));
  await page.goto(shopUrl('/checkout-block/'));
  await islandMounted(page, BLOCK, 'block-checkout');
  const block = page.locator(BLOCK);
  await block.getByLabel('Email address').fill('ada@example.com');
  await block.getByLabel('First name').fill('Ada');
  await block.getByLabel('Last name').fill('Lovelace');
  await block.getByLabel('Street address').fill('1 High Street');
  await block.getByLabel('Town / City').fill('London');
  await block.getByLabel('Postcode', { exact: true }).fill('SW1A 1AA');
  await block.getByLabel('Phone').fill('020 7946 0000');
  await block.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await block.getByRole('radio', { name: 'Card' }).check();
  await block.locator('.wc-block-components-payment-element__form').waitFor({ state: 'attached' });
}

/** The saved cards' radios of the card box ('Use a new payment method' not counted). */
const savedCards = (page: Page) =>
  page
    .locator(BLOCK)
    .getByRole('radiogroup', { name: 'Saved cards' })
    .getByRole('radio', { name: /ending in/ });
const SAVE = 'Save payment information to my account for future purchases.';

/** Counts the checkout posts the page makes. */
function countCheckouts(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === CHECKOUT) n++;
  });
  return () => n;
}

const placeOrder = (page: Page) => page.locator(BLOCK).getByRole('button', { name: 'Place order' });

describe('the card in the block checkout (production bundles in Chromium against the shop and its payment double)', () => {
  it('pays with the success card: one order for a double click, then order received', async () => {
    const s = await session();
    const page = await payByCard(s);
    await expectAccessible(page);
    await typeCard(page, CARDS.success);
    const checkouts = countCheckouts(page);
    await placeOrder(page).dblclick();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    await expect
      .poll(() => page.locator('.woocommerce-order-overview__status strong').textContent())
      .toBe('Processing');
    expect(checkouts()).toBe(1);
    expect(s.errors).toEqual([]);
  });

  it('the decline card: the message in the dismissible notice, the form kept; a good card then pays', async () => {
    const s = await session();
    const page = await payByCard(s);
    await typeCard(page, CARDS.declined);
    await placeOrder(page).click();
    const notice = page.locator(`${BLOCK} .wc-block-components-notice-banner[role=alert]`);
    await expect.poll(() => notice.textContent(), { timeout: 15_000 }).toContain('The card was declined.');
    expect(await page.locator(BLOCK).getByLabel('Email address').inputValue()).toBe('ada@example.com');
    expect(await page.getByLabel('Card number').inputValue()).toBe(CARDS.declined);
    expect(await placeOrder(page).isEnabled()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Dismiss this notice' }).click();
    await expect.poll(() => notice.count()).toBe(0);

    await typeCard(page, CARDS.success);
    await placeOrder(page).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
  });

  it('the authentication card passes the local authentication page and the order is paid', async () => {
    const s = await session();
    const page = await payByCard(s);
    await typeCard(page, CARDS.authenticate);
    await placeOrder(page).click();
    await page.waitForURL(/\/payment-double\/authenticate\//);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    // Back on the block checkout through the confirm hash: the island confirms, update_order_status marks it paid.
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 15_000 });
    await expect
      .poll(() => page.locator('.woocommerce-order-overview__status strong').textContent())
      .toBe('Processing');
    await expectAccessible(page);
    expect(s.errors).toEqual([]);
  });

  it('a logged-in customer saves a new card; next time it is listed (default chosen) and pays with it', async () => {
    const s = await session();
    const { page } = s;
    await logIn(page);
    await openWithCard(s);
    const before = await savedCards(page).count();
    const block = page.locator(BLOCK);
    if (before > 0) await block.getByRole('radio', { name: 'Use a new payment method' }).check();
    await block.getByLabel('Card number').waitFor();
    await typeCard(page, CARDS.success);
    await block.getByRole('checkbox', { name: SAVE }).check();
    await expectAccessible(page);
    await placeOrder(page).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);

    await openWithCard(s);
    await expect.poll(() => savedCards(page).count()).toBe(before + 1);
    // One radio is chosen (the default), the card form hidden, no save box: a saved card needs no typing.
    const chosen = await savedCards(page).evaluateAll((rs) => rs.filter((r) => (r as HTMLInputElement).checked).length);
    expect(chosen).toBe(1);
    expect(await block.getByLabel('Card number').isVisible()).toBe(false);
    expect(await block.getByRole('checkbox', { name: SAVE }).count()).toBe(0);
    await expectAccessible(page);
    // Pay with the card just saved (the last listed: default first, then oldest first).
    await savedCards(page).last().check();
    const checkouts = countCheckouts(page);
    await placeOrder(page).dblclick();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    await expect
      .poll(() => page.locator('.woocommerce-order-overview__status strong').textContent())
      .toBe('Processing');
    expect(checkouts()).toBe(1);
    expect(s.errors).toEqual([]);
  });
});
