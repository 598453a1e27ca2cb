/**
 * Consent and analytics end to end (production bundles in Chromium against the shop and its local analytics
 * doubles): a visitor who denied consent browses, adds and orders with zero analytics hits and null attribution;
 * on the next visit they accept the banner and the shop's events flow, the store-analytics script loading once.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectAccessible, islandMounted, reachFor, shopUrl, useBrowser, islandScheduled } from './harness';
import { addArtPrint } from './shopper';

const { session } = useBrowser();
const DATA = 'script#woocommerce-google-analytics-integration-data-js-after';
const LOOP_BUTTON = 'ul.products a.ajax_add_to_cart[data-product_id="102"]';
const FORM = 'form.checkout.woocommerce-checkout';
const GB_GUEST: Record<string, string> = {
  '#billing_first_name': 'Ada',
  '#billing_last_name': 'Lovelace',
  '#billing_address_1': '12 Analytical Row',
  '#billing_city': 'London',
  '#billing_postcode': 'SW1A 1AA',
  '#billing_phone': '020 7946 0000',
  '#billing_email': 'ada@example.com',
};

interface DoubleRecord {
  source: 'analytics' | 'store-analytics' | 'pin';
  name: string;
  params: Record<string, unknown>;
  page: string;
}
/** What the local doubles received (shared by the whole shop: tests filter by what they did). */
async function records(page: Page): Promise<DoubleRecord[]> {
  return (await page.request.get(shopUrl('/local-doubles/records'))).json() as Promise<DoubleRecord[]>;
}
const hits = async (page: Page, source: DoubleRecord['source'], name?: string) =>
  (await records(page)).filter((r) => r.source === source && (!name || r.name === name));

/** Adds the loop product, places a cash-on-delivery order; returns the checkout POST's body. */
async function addAndOrder(page: Page): Promise<URLSearchParams> {
  await page.goto(shopUrl('/shop/'));
  await islandScheduled(page, LOOP_BUTTON, 'add-to-cart');
  await page.locator(LOOP_BUTTON).click();
  await expect.poll(() => page.locator(LOOP_BUTTON).getAttribute('class')).toMatch(/\badded\b/);
  await page.goto(shopUrl('/checkout/'));
  await islandMounted(page, FORM, 'checkout');
  const posts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).searchParams.get('wc-ajax') === 'checkout') posts.push(r);
  });
  for (const [selector, value] of Object.entries(GB_GUEST)) await page.fill(selector, value);
  await page.check('#payment_method_cod');
  await page.check('#terms');
  await page.click('#place_order');
  await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 15_000 });
  expect(posts).toHaveLength(1);
  return new URLSearchParams(posts[0]!.postData() ?? '');
}

describe('consent-gated analytics', () => {
  it('denied: browsing, adding and ordering send no hit and load no analytics script; attribution is null', async () => {
    const { page, context, errors } = await session();
    // A consent tool stored the visitor's denial in the Consent API's cookies.
    const url = new URL(shopUrl('/'));
    await context.addCookies(
      ['statistics', 'marketing'].map((c) => ({ name: `wp_consent_${c}`, value: 'deny', url: url.origin })),
    );
    await page.request.delete(shopUrl('/local-doubles/records'));
    const loaded: string[] = [];
    page.on('request', (r) => r.url().includes('/local-doubles/') && loaded.push(r.url()));
    const body = await addAndOrder(page);
    expect(body.get('wc_order_attribution_source_type') ?? '').toBe('');
    expect(body.get('wc_order_attribution_utm_source') ?? '').toBe('');
    expect(await page.locator(DATA).getAttribute('data-island')).toBeNull();
    expect(loaded).toEqual([]);
    expect(await records(page)).toEqual([]);
    expect(await page.evaluate(() => 'dataLayer' in window || 'pintrk' in window)).toBe(false);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('accepting the banner on the next visit: events flow with their payloads, store analytics loads once', async () => {
    const { page, errors } = await session();
    await page.request.delete(shopUrl('/local-doubles/records'));
    await page.goto(shopUrl('/product-category/prints-and-cards/'));
    await expectAccessible(page);
    expect(await page.locator(DATA).getAttribute('data-island')).toBeNull();

    // Reaching for the banner hydrates it; accepting grants consent in this page, without a reload.
    await reachFor(page, '#eu-cookie-law', 'consent-banner', 'focus', page.locator('#eu-cookie-law input.accept'));
    const changes = page.evaluate(
      () =>
        new Promise<unknown[]>((resolve) => {
          const seen: unknown[] = [];
          document.addEventListener('wp_listen_for_consent_change', (e) => {
            seen.push((e as CustomEvent).detail);
            if (seen.length === 2) resolve(seen);
          });
        }),
    );
    await page.getByRole('button', { name: 'Close and accept' }).click();
    expect(await changes).toEqual([{ statistics: 'allow' }, { marketing: 'allow' }]);
    await page.locator('#eu-cookie-law').waitFor({ state: 'detached' });
    expect(page.url()).toBe(shopUrl('/product-category/prints-and-cards/'));
    await islandMounted(page, DATA, 'analytics');
    expect(
      await page.evaluate(() => (window as { wp_has_consent?: (c: string) => boolean }).wp_has_consent?.('statistics')),
    ).toBe(true);

    await expect.poll(async () => (await hits(page, 'analytics', 'view_item_list')).length).toBe(1);
    const list = (await hits(page, 'analytics', 'view_item_list'))[0]!.params;
    const print = (list.items as Array<Record<string, unknown>>).find((i) => i.item_name === 'Art print');
    expect(print).toMatchObject({
      item_category: 'Prints and cards',
      item_category2: 'Prints',
      price: 10,
      quantity: 1,
    });
    await expect.poll(async () => (await hits(page, 'store-analytics', 'loaded')).length).toBe(1);
    await expect.poll(async () => (await hits(page, 'pin', 'page')).length).toBe(1);

    // A product search: the search event with its term.
    await page.goto(shopUrl('/?s=print&post_type=product'));
    await islandMounted(page, DATA, 'analytics');
    await expect.poll(async () => (await hits(page, 'analytics', 'search')).length).toBe(1);
    expect((await hits(page, 'analytics', 'search'))[0]!.params).toEqual({ search_term: 'print' });
    await expectAccessible(page);

    // The product page's form add (a post, then the next page): add_to_cart with the chosen variation.
    await addArtPrint(page);
    await expect.poll(async () => (await hits(page, 'analytics', 'add_to_cart')).length).toBe(1);
    expect((await hits(page, 'analytics', 'add_to_cart'))[0]!.params).toMatchObject({
      currency: 'GBP',
      items: [{ item_name: 'Art print', quantity: 1, item_category: 'Prints and cards', item_category2: 'Prints' }],
    });
    const formAdd = (await hits(page, 'analytics', 'add_to_cart'))[0]!.params.items as Array<Record<string, unknown>>;
    expect(formAdd[0]!.item_variant).toMatch(/A5/i);

    // The next pages: consent known to the shop, the island mounts at once; store analytics once per page load.
    const body = await addAndOrder(page);
    expect(body.get('wc_order_attribution_source_type')).toBe('typein');
    await islandMounted(page, DATA, 'analytics');
    await expect.poll(async () => (await hits(page, 'analytics', 'purchase')).length).toBe(1);
    const added = (await hits(page, 'analytics', 'add_to_cart'))[1]!.params;
    expect(added).toMatchObject({ currency: 'GBP', items: [{ item_id: '102', quantity: 1 }] });
    expect((await hits(page, 'analytics', 'begin_checkout'))[0]!.params).toMatchObject({ currency: 'GBP' });
    const purchase = (await hits(page, 'analytics', 'purchase'))[0]!.params;
    expect(purchase).toMatchObject({ currency: 'GBP', affiliation: 'Loom & Press' });
    expect(Number(purchase.value)).toBeGreaterThan(0);
    expect((await hits(page, 'pin', 'addtocart')).length).toBe(2);
    expect((await hits(page, 'pin', 'checkout')).length).toBe(1);
    // Once per page load: the order-received page (loaded once) recorded it once.
    const received = (await hits(page, 'store-analytics', 'loaded')).filter((r) => r.page.includes('order-received'));
    expect(received).toHaveLength(1);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it("the basket page's updates keep the reported basket current: a removal reports the line as it is now", async () => {
    const { page, context, errors } = await session();
    const url = new URL(shopUrl('/'));
    await context.addCookies(
      ['statistics', 'marketing'].map((c) => ({ name: `wp_consent_${c}`, value: 'allow', url: url.origin })),
    );
    await page.request.delete(shopUrl('/local-doubles/records'));
    await page.goto(shopUrl('/shop/?add-to-cart=102'));
    await page.goto(shopUrl('/cart/'));
    await islandMounted(page, 'form.woocommerce-cart-form', 'basket-page');
    await islandMounted(page, DATA, 'analytics');
    // The payloads module (which follows the basket) has arrived.
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByType('resource').some((r) => /analytics-events-/.test(r.name))),
      )
      .toBe(true);
    // Printed with the page: one card. The basket page updates it to three in place.
    const reread = page.waitForResponse((r) => r.url().includes('/wc/store/v1/cart'));
    await page.locator('form.woocommerce-cart-form input.qty').fill('3');
    await page.locator('form.woocommerce-cart-form button[name=update_cart]').click();
    await reread;
    await page.locator('form.woocommerce-cart-form a.remove[data-product_id="102"]').click();
    await expect.poll(async () => (await hits(page, 'analytics', 'remove_from_cart')).length).toBe(1);
    expect((await hits(page, 'analytics', 'remove_from_cart'))[0]!.params).toMatchObject({
      currency: 'GBP',
      value: 10.5,
      items: [{ item_id: '102', quantity: 3, price: 3.5 }],
    });
    expect(errors).toEqual([]);
  });

  it('another tab follows: accepting in one tab grants consent in the other without a reload', async () => {
    const { page, context, errors } = await session();
    await page.request.delete(shopUrl('/local-doubles/records'));
    const other = await context.newPage();
    await other.goto(shopUrl('/product-category/textiles/'));
    // The other tab's banner hydrated (the shopper tabbed to it; focus is dispatched to that tab whatever tab is in
    // front, where a hover raced with the other page): its consent state is live.
    await reachFor(other, '#eu-cookie-law', 'consent-banner', 'focus', other.locator('#eu-cookie-law input.accept'));
    expect(
      await other.evaluate(() => (window as { wp_has_consent?: (c: string) => boolean }).wp_has_consent?.('marketing')),
    ).toBe(false);

    await page.goto(shopUrl('/product/art-print/'));
    await reachFor(page, '#eu-cookie-law', 'consent-banner', 'focus', page.locator('#eu-cookie-law input.accept'));
    await page.getByRole('button', { name: 'Close and accept' }).click();
    await islandMounted(page, DATA, 'analytics');

    await expect
      .poll(() =>
        other.evaluate(() => (window as { wp_has_consent?: (c: string) => boolean }).wp_has_consent?.('marketing')),
      )
      .toBe(true);
    await islandMounted(other, DATA, 'analytics');
    await other.locator('#eu-cookie-law').waitFor({ state: 'detached' });
    // The other tab's listing reported once (its infinite scroll may have moved its URL on by then).
    await expect.poll(async () => (await hits(page, 'analytics', 'view_item_list')).length).toBe(1);
    expect((await hits(page, 'analytics', 'view_item_list'))[0]!.page).toMatch(/^\/product-category\/textiles\//);
    // The product page's own view_item: sent once its payloads arrived (at the first idle after the tracker started).
    await expect
      .poll(async () => (await hits(page, 'analytics', 'view_item')).map((r) => r.page))
      .toEqual(['/product/art-print/']);
    expect(errors).toEqual([]);
  });
});
