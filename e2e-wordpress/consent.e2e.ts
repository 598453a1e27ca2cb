/**
 * Consent and analytics plugins on the real store (issues 13, 21): the Consent API stub first in <head>, and the
 * replacement rows for Google Analytics for WooCommerce (its event tracker aliased, its ga4w data script marked for
 * the analytics island) and Jetpack's Cookies & Consent widget (its script dequeued). Neither plugin is installed on
 * the store: their handles are registered here as they register them, and the plugin's table is applied to them.
 */
import { describe, expect, it } from 'vitest';
import { openStoreForFile, php, up, visit } from './store';

openStoreForFile();

/**
 * Registers the two plugins' handles as they do (GA4 for WooCommerce: tracker, gtag set-up, data script with its
 * `window.ga4w` inline after; Jetpack: the widget's footer script), applies the plugin's swap, and reports the result.
 */
const SWAP = `
  wp_enqueue_script('woocommerce-google-analytics-integration-gtag', 'https://www.googletagmanager.com/gtag/js?id=G-X', [], null, false);
  wp_enqueue_script('woocommerce-google-analytics-integration', plugins_url('assets/js/build/main.js', 'x'), ['woocommerce-google-analytics-integration-gtag'], '1', true);
  wp_register_script('woocommerce-google-analytics-integration-data', '', ['woocommerce-google-analytics-integration'], null, true);
  wp_add_inline_script('woocommerce-google-analytics-integration-data', 'window.ga4w = {data: {}, settings: {}};');
  wp_enqueue_script('woocommerce-google-analytics-integration-data');
  wp_enqueue_script('eu-cookie-law-script', plugins_url('x/eu-cookie-law.min.js', 'x'), [], '20180522', true);
  storefront_islands_swap_scripts();
  $s = wp_scripts();
  ob_start(); $s->do_items(false, 1); $s->do_items(false, 0); $printed = ob_get_clean();
  echo wp_json_encode([
    'tracker_src' => $s->registered['woocommerce-google-analytics-integration']->src,
    'gtag_src' => $s->registered['woocommerce-google-analytics-integration-gtag']->src,
    'queue' => array_values($s->queue),
    'printed' => $printed,
  ]);`;

describe.skipIf(!up)('consent and analytics plugins on the real store', () => {
  it('prints the Consent API stub first in <head>: wp_has_consent answers the consent cookie from the first script', async () => {
    const v = await visit('/shop/');
    const first = await v.page.evaluate(() => document.head.querySelector('script')?.id);
    expect(first).toBe('wp-consent-api-stub');
    await v.page.context().addCookies([{ name: 'wp_consent_statistics', value: 'allow', url: v.page.url() }]);
    await v.page.reload();
    expect(
      await v.page.evaluate(() =>
        (window as { wp_has_consent?: (c: string) => boolean }).wp_has_consent?.('statistics'),
      ),
    ).toBe(true);
    await v.page.context().clearCookies({ name: 'wp_consent_statistics' });
    expect(v.errors).toEqual([]);
    await v.page.close();
  });

  it('GA4 for WooCommerce: its tracker aliased (no file), gtag kept, ga4w data printed and marked for the island; Jetpack’s banner script dequeued', () => {
    const out = JSON.parse(php(SWAP)) as { tracker_src: unknown; gtag_src: string; queue: string[]; printed: string };
    expect(out.tracker_src).toBe(false);
    expect(out.gtag_src).toContain('googletagmanager');
    expect(out.queue).not.toContain('eu-cookie-law-script');
    expect(out.printed).not.toMatch(/main\.js|eu-cookie-law\.min\.js/);
    expect(out.printed).toMatch(
      /<script[^>]*id="woocommerce-google-analytics-integration-data-js-after"[^>]*data-consent-island="analytics"[^>]*>\s*window\.ga4w = /,
    );
    // No consent cookie: markup that waits for consent, not island markup yet.
    expect(out.printed).not.toMatch(/data-island="analytics"/);
  });

  it('with the Consent API cookie granting statistics, the ga4w data script is island markup at once', () => {
    const out = JSON.parse(php(`$_COOKIE['wp_consent_statistics'] = 'allow'; ${SWAP}`)) as { printed: string };
    expect(out.printed).toMatch(
      /id="woocommerce-google-analytics-integration-data-js-after"[^>]*data-island="analytics"/,
    );
  });

  it('with the analytics and consent-banner islands off, both plugins’ scripts stay as they were', () => {
    const off = `add_filter('storefront_islands_enabled_islands', fn($on) => array_values(array_diff($on, ['analytics', 'consent-banner'])));`;
    const out = JSON.parse(php(`${off} ${SWAP}`)) as { tracker_src: string; queue: string[]; printed: string };
    expect(out.tracker_src).toContain('main.js');
    expect(out.queue).toContain('eu-cookie-law-script');
    expect(out.printed).not.toMatch(/data-consent-island/);
  });
});
