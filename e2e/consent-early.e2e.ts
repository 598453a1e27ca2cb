/**
 * The WordPress Consent API from the page's first script (issue 13): an analytics plugin's script in <head>, before
 * the loader, asks `wp_has_consent` and gets the visitor's recorded choice from the inline stub; the islands'
 * consent state takes over with the same answers, and `wp_listen_for_consent_change` works both ways.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { islandMounted, reachFor, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();
const DATA = 'script#woocommerce-google-analytics-integration-data-js-after';

type ApiWindow = Window & {
  wp_has_consent: ((c: string) => boolean) & { storefront?: true };
  wp_set_consent: (c: string, v: string) => void;
  early: { statistics: boolean; marketing: boolean; inHead: boolean; beforeLoader: boolean };
  seen: unknown[];
  dataLayer?: unknown[][];
};

/**
 * An analytics plugin's head script, printed right after the stub (as a plugin's script would be): it asks for
 * consent before anything else loads, listens for changes, and a consent tool in it grants marketing early.
 */
function earlyScript() {
  const w = window as unknown as ApiWindow;
  w.early = {
    statistics: w.wp_has_consent('statistics'),
    marketing: w.wp_has_consent('marketing'),
    inHead: document.body === null,
    beforeLoader: !document.querySelector('script[src$="/assets/loader.js"]'),
  };
  w.seen = [];
  document.addEventListener('wp_listen_for_consent_change', (e) => w.seen.push((e as CustomEvent).detail));
  w.wp_set_consent('marketing', 'allow');
}

/** Serves `path` with the early script inserted after the stub, carrying the page's CSP nonce. */
async function withEarlyScript(page: Page, path: string) {
  await page.route(shopUrl(path), async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const nonce = /<script id="wp-consent-api-stub" nonce="([^"]+)"/.exec(html)?.[1] ?? '';
    const tag = `<script id="early-analytics" nonce="${nonce}">(${earlyScript})()</script>`;
    await route.fulfill({
      response,
      body: html.replace(/(<script id="wp-consent-api-stub"[^>]*>.*?<\/script>)/s, `$1${tag}`),
    });
  });
}

describe('wp_has_consent before any island', () => {
  it('answers the recorded choice in <head>; the islands take over with the same answers; changes go both ways', async () => {
    const { page, context, errors } = await session();
    const origin = new URL(shopUrl('/')).origin;
    await context.addCookies([
      { name: 'wp_consent_statistics', value: 'allow', url: origin },
      { name: 'wp_consent_marketing', value: 'deny', url: origin },
    ]);
    await withEarlyScript(page, '/shop/');
    await page.goto(shopUrl('/shop/'));
    const early = await page.evaluate(() => (window as unknown as ApiWindow).early);
    expect(early).toEqual({ statistics: true, marketing: false, inHead: true, beforeLoader: true });

    // The analytics island (statistics was granted) mounts as a Consent API client, on the stub's answers (the
    // early marketing grant included). The banner (no eucookielaw cookie yet) starts the consent state when the
    // shopper reaches for it: it replaces the stub with the same answers.
    await islandMounted(page, DATA, 'analytics');
    await reachFor(page, '#eu-cookie-law', 'consent-banner', 'focus', page.locator('#eu-cookie-law input.accept'));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as ApiWindow).wp_has_consent.storefront === true))
      .toBe(true);
    const answers = () =>
      page.evaluate(() =>
        ['statistics', 'marketing', 'functional'].map((c) => (window as unknown as ApiWindow).wp_has_consent(c)),
      );
    expect(await answers()).toEqual([true, true, true]);
    expect((await context.cookies()).find((c) => c.name === 'wp_consent_marketing')?.value).toBe('allow');
    // The tracker applied the early marketing grant (Consent Mode's ad signals granted).
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as ApiWindow).dataLayer ?? []).some(
            (a) =>
              a[0] === 'consent' && a[1] === 'update' && (a[2] as { ad_storage?: string }).ad_storage === 'granted',
          ),
        ),
      )
      .toBe(true);

    // Another script's event reaches the islands' state; the state's own change reaches the early listener.
    await page.evaluate(() =>
      document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'deny' } })),
    );
    expect(await answers()).toEqual([false, true, true]);
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as ApiWindow).dataLayer ?? []).some(
            (a) =>
              a[0] === 'consent' &&
              (a[2] as { analytics_storage?: string }).analytics_storage === 'denied' &&
              a[1] === 'update',
          ),
        ),
      )
      .toBe(true);
    await page.evaluate(() => (window as unknown as ApiWindow).wp_set_consent('statistics', 'allow'));
    expect(await answers()).toEqual([true, true, true]);
    expect(await page.evaluate(() => (window as unknown as ApiWindow).seen)).toEqual([
      { marketing: 'allow' },
      { statistics: 'deny' },
      { statistics: 'allow' },
    ]);
    expect((await context.cookies()).find((c) => c.name === 'wp_consent_statistics')?.value).toBe('allow');
    expect(errors).toEqual([]);
  });

  it('with no choice recorded, the head script hears no consent; the banner’s accept is heard by it', async () => {
    const { page, errors } = await session();
    await withEarlyScript(page, '/shop/');
    await page.goto(shopUrl('/shop/'));
    expect(await page.evaluate(() => (window as unknown as ApiWindow).early)).toMatchObject({
      statistics: false,
      marketing: false,
    });
    // Only the early script's own grant so far; analytics waits for statistics.
    expect(await page.locator(DATA).getAttribute('data-island')).toBeNull();
    await reachFor(page, '#eu-cookie-law', 'consent-banner', 'focus', page.locator('#eu-cookie-law input.accept'));
    await page.getByRole('button', { name: 'Close and accept' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as ApiWindow).seen))
      .toEqual([{ marketing: 'allow' }, { statistics: 'allow' }]);
    await islandMounted(page, DATA, 'analytics');
    expect(errors).toEqual([]);
  });
});
