/**
 * Consent across tabs where no island runs the consent state (issue 13): a visitor who chose already sees no
 * banner, so only the inline Consent API stub is there; a choice made in another tab still reaches that page at
 * once — the change events, its analytics (mounted and loaded once, without a reload) and order attribution.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, islandMounted, reachFor, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();
const DATA = 'script#woocommerce-google-analytics-integration-data-js-after';
const ATTRIBUTION = 'script#wc-order-attribution-js-extra';
const SCRIPTS = [
  '/local-doubles/analytics/gtag.js',
  '/local-doubles/store-analytics/s.js',
  '/local-doubles/pin/core.js',
];
const LISTING = '/product-category/textiles/';

type TabWindow = Window & {
  wp_has_consent: ((c: string) => boolean) & { storefront?: true };
  wp_set_consent: (c: string, v: string) => void;
  wc_order_attribution: { setOrderTracking: (allow: boolean) => void };
  seen: unknown[];
  tracking: boolean[];
  pings: string[];
};

interface DoubleRecord {
  source: string;
  name: string;
  page: string;
}
/** What the local doubles received from the listing tab. */
async function fromListing(page: Page, source: string, name: string): Promise<DoubleRecord[]> {
  const all = (await (await page.request.get(shopUrl('/local-doubles/records'))).json()) as DoubleRecord[];
  return all.filter((r) => r.source === source && r.name === name && r.page.startsWith(LISTING));
}

/** Page errors and console errors of a page the session did not open. */
function watchErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`console: ${m.text()}`));
}

describe('consent in a tab without the consent state', () => {
  it('follows another tab: the change events, analytics mounts and loads once, attribution follows', async () => {
    const { page: a, context, errors } = await session();
    const origin = new URL(shopUrl('/')).origin;
    // The visitor denied on an earlier visit and answered the banner: tab A prints no banner.
    await context.addCookies([
      { name: 'eucookielaw', value: '1', url: origin },
      ...['statistics', 'marketing'].map((c) => ({ name: `wp_consent_${c}`, value: 'deny', url: origin })),
    ]);
    await a.request.delete(shopUrl('/local-doubles/records'));
    const loaded: string[] = [];
    a.on('request', (r) => r.resourceType() === 'script' && loaded.push(new URL(r.url()).pathname));
    await a.goto(shopUrl(LISTING));
    expect(await a.locator('#eu-cookie-law').count()).toBe(0);
    expect(await a.locator(DATA).getAttribute('data-island')).toBeNull();
    await islandMounted(a, ATTRIBUTION, 'order-attribution');
    // Only the stub answers here (no island started the consent state); record what reaches the page.
    await a.evaluate(() => {
      const w = window as unknown as TabWindow;
      if (w.wp_has_consent.storefront) throw new Error('the consent state runs in tab A');
      w.seen = [];
      w.tracking = [];
      document.addEventListener('wp_listen_for_consent_change', (e) => w.seen.push((e as CustomEvent).detail));
      const attribution = w.wc_order_attribution;
      const setOrderTracking = attribution.setOrderTracking.bind(attribution);
      attribution.setOrderTracking = (allow) => {
        w.tracking.push(allow);
        setOrderTracking(allow);
      };
    });
    await expectAccessible(a);

    // Tab B: the banner's cookie has gone (say it expired), so B shows it; the visitor accepts there.
    await context.clearCookies({ name: 'eucookielaw' });
    const b = await context.newPage();
    watchErrors(b, errors);
    await b.goto(shopUrl('/product/art-print/'));
    await reachFor(b, '#eu-cookie-law', 'consent-banner', 'focus', b.locator('#eu-cookie-law input.accept'));
    await b.evaluate(() => {
      const w = window as unknown as TabWindow;
      w.pings = [];
      addEventListener('storage', (e) => w.pings.push(`${e.key}`));
    });
    await b.getByRole('button', { name: 'Close and accept' }).click();
    await b.locator('#eu-cookie-law').waitFor({ state: 'detached' });
    await expectAccessible(b);

    // Tab A follows without a reload: one event per change, attribution on, analytics mounted.
    const state = () =>
      a.evaluate(() => ({
        seen: (window as unknown as TabWindow).seen,
        tracking: (window as unknown as TabWindow).tracking,
      }));
    await expect.poll(state).toEqual({ seen: [{ statistics: 'allow' }, { marketing: 'allow' }], tracking: [true] });
    await islandMounted(a, DATA, 'analytics');
    await expect.poll(async () => (await fromListing(a, 'analytics', 'view_item_list')).length).toBe(1);
    await expect.poll(async () => (await fromListing(a, 'store-analytics', 'loaded')).length).toBe(1);
    await expect.poll(async () => (await fromListing(a, 'pin', 'page')).length).toBe(1);

    // Revoking marketing in B reaches A's order attribution and its Consent API clients.
    await b.evaluate(() => (window as unknown as TabWindow).wp_set_consent('marketing', 'deny'));
    await expect.poll(state).toEqual({
      seen: [{ statistics: 'allow' }, { marketing: 'allow' }, { marketing: 'deny' }],
      tracking: [true, false],
    });
    expect(await a.evaluate(() => (window as unknown as TabWindow).wp_has_consent('marketing'))).toBe(false);

    // A never pinged back: a marker A writes now reaches B after anything A wrote before it (same storage area).
    await a.evaluate(() => localStorage.setItem('consent-tabs-marker', '1'));
    await b.waitForFunction(() => (window as unknown as TabWindow).pings.includes('consent-tabs-marker'));
    expect(await b.evaluate(() => (window as unknown as TabWindow).pings)).toEqual(['consent-tabs-marker']);

    // Each analytics script loaded once in A, and only after the grant.
    expect(loaded.filter((path) => SCRIPTS.includes(path)).sort()).toEqual([...SCRIPTS].sort());
    expect((await fromListing(a, 'analytics', 'view_item_list')).length).toBe(1);
    await expectAccessible(a);
    expect(errors).toEqual([]);
  });
});
