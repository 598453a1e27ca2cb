import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser, islandScheduled } from './harness';

const { session } = useBrowser();
const TRACKER = 'script#wc-order-attribution-js-extra';
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

/** Opens `path` and waits until the order-attribution island has recorded the page view. */
async function view(page: Page, path: string): Promise<void> {
  await page.goto(shopUrl(path));
  await islandMounted(page, TRACKER, 'order-attribution');
  // A landing (utm parameters, a foreign referrer) is recorded once the tracker's traffic rules have loaded.
  await page.evaluate(async () => {
    // `recorded()` is the page entry's (every page); the values API (`settled()`) is there only where inputs are.
    const slot = (globalThis as Record<symbol, { recorded?: () => Promise<unknown> } | undefined>)[
      Symbol.for('storefront.order-attribution')
    ];
    await slot!.recorded!();
  });
}

/** The decoded `key=value|||…` content of an sbjs cookie. */
async function sbjs(page: Page, name: string): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  if (!cookie) return {};
  return Object.fromEntries(
    decodeURIComponent(cookie.value)
      .split('|||')
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
}

describe('order attribution across pages (production bundles in Chromium)', () => {
  it('a utm landing, then browsing and a cash-on-delivery order: the order carries utm news/email and the pages seen', async () => {
    const { page, errors } = await session();

    // Landing from a newsletter link: utm attribution, first page of the session.
    await view(page, '/?utm_source=news&utm_medium=email');
    await expectAccessible(page);
    expect(await sbjs(page, 'sbjs_current')).toMatchObject({ typ: 'utm', src: 'news', mdm: 'email' });
    expect((await sbjs(page, 'sbjs_session')).pgs).toBe('1');

    // Browsing without utm keeps the attribution and counts pages.
    await view(page, '/product/art-print/');
    await expectAccessible(page);
    expect((await sbjs(page, 'sbjs_session')).pgs).toBe('2');

    await view(page, '/shop/');
    await islandScheduled(page, LOOP_BUTTON, 'add-to-cart');
    await page.locator(LOOP_BUTTON).click();
    await expect.poll(() => page.locator(LOOP_BUTTON).getAttribute('class')).toMatch(/\badded\b/);
    await expectAccessible(page);
    expect(await sbjs(page, 'sbjs_current')).toMatchObject({ typ: 'utm', src: 'news', mdm: 'email' });

    // The checkout: both islands on the page, the view counted once. Reached through the mini-basket's link: the
    // footer's, scrolled to, makes infinite scroll append the next page, which moves the footer under the pointer.
    await page.locator('.widget_shopping_cart a.checkout').first().click();
    await page.waitForURL(/\/checkout\/$/);
    await islandMounted(page, TRACKER, 'order-attribution');
    await islandMounted(page, FORM, 'checkout');
    expect((await sbjs(page, 'sbjs_session')).pgs).toBe('4');
    await expect.poll(() => page.locator('input[name="wc_order_attribution_utm_source"]').inputValue()).toBe('news');
    await expectAccessible(page);

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
    const body = new URLSearchParams(posts[0]!.postData() ?? '');
    expect(body.get('wc_order_attribution_source_type')).toBe('utm');
    expect(body.get('wc_order_attribution_utm_source')).toBe('news');
    expect(body.get('wc_order_attribution_utm_medium')).toBe('email');
    expect(body.get('wc_order_attribution_session_entry')).toBe(shopUrl('/?utm_source=news&utm_medium=email'));
    expect(body.get('wc_order_attribution_session_count')).toBe('1');
    expect(Number(body.get('wc_order_attribution_session_pages'))).toBeGreaterThanOrEqual(3);
    expect(body.get('wc_order_attribution_session_pages')).toBe('4'); // checkout counted once, not per island

    // Order received, and the tracker keeps counting there.
    await islandMounted(page, TRACKER, 'order-attribution');
    const received = await page.textContent('main');
    expect(received).toContain('Cash on delivery');
    expect(received).toContain('Ada');
    expect((await sbjs(page, 'sbjs_session')).pgs).toBe('5');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('a direct visit records typein, which a later utm arrival replaces as the current attribution only', async () => {
    const { page } = await session();
    await view(page, '/blog/');
    expect(await sbjs(page, 'sbjs_current')).toMatchObject({ typ: 'typein', src: '(direct)', mdm: '(none)' });
    await view(page, '/?utm_source=partner&utm_medium=banner');
    expect(await sbjs(page, 'sbjs_current')).toMatchObject({ typ: 'utm', src: 'partner', mdm: 'banner' });
    expect(await sbjs(page, 'sbjs_first')).toMatchObject({ typ: 'typein' });
    expect((await sbjs(page, 'sbjs_session')).pgs).toBe('2');
  });
});
