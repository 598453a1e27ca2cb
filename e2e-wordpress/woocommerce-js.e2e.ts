/**
 * WooCommerce's woocommerce.js swapped on a real store: no jQuery, store notice, result count, and the bridge when jQuery stays.
 * `npm run test:wordpress` (see store.ts); skipped without a store.
 */
import { describe, expect, it } from 'vitest';
import { expectCommon, mounted, newPage, report, setOption, SLOW, up, url, openStoreForFile, visit } from './store';

openStoreForFile();

describe.skipIf(!up)('The plugin on a real store: woocommerce.js swapped', () => {
  it('woocommerce.js swapped: no jQuery, store notice shown then dismissed for good, result count spoken', async () => {
    setOption('woocommerce_demo_store', 'yes');
    setOption('woocommerce_demo_store_notice', 'Free delivery this week');
    try {
      const page = await newPage();
      // Records what happens to the result count (WooCommerce 10 prints it as role=alert).
      await page.addInitScript(() => {
        const seen: string[] = ((window as unknown as { countSeen: string[] }).countSeen = []);
        new MutationObserver((records) => {
          for (const r of records) {
            const el = r.target instanceof Element ? r.target : r.target.parentElement;
            if (!el?.closest('.woocommerce-result-count')) continue;
            if (r.type === 'attributes') seen.push(`aria-hidden=${(r.target as Element).getAttribute('aria-hidden')}`);
            else if (r.addedNodes.length) seen.push('content put back');
          }
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
      });
      const v = await visit('/shop/', page);
      await expectCommon(v, ['woocommerce_params']);
      // Storefront's own scripts need no jQuery: with WooCommerce's swapped, it is gone.
      expect(await v.page.evaluate(() => typeof (window as { jQuery?: unknown }).jQuery)).toBe('undefined');
      const notice = v.page.locator('p.woocommerce-store-notice');
      expect(await notice.getAttribute('data-hydrate')).toBe('load');
      await mounted(v.page, 'p.woocommerce-store-notice', 'site-notices');
      await expect.poll(() => notice.evaluate((e) => getComputedStyle(e).display)).toBe('block');
      // The result count (its own live region) is spoken again 2 s after the listing loads: hidden, then put back.
      await expect
        .poll(() => v.page.evaluate(() => (window as unknown as { countSeen: string[] }).countSeen.join(', ')), SLOW)
        .toMatch(/aria-hidden=true, .*aria-hidden=null, content put back/);
      expect(await v.page.locator('p.woocommerce-result-count').first().getAttribute('role')).toBe('alert');
      await notice.locator('a.woocommerce-store-notice__dismiss-link').focus();
      await v.page.keyboard.press('Space');
      await expect.poll(() => notice.evaluate((e) => getComputedStyle(e).display)).toBe('none');
      const again = await visit('/shop/');
      await mounted(again.page, 'p.woocommerce-store-notice', 'site-notices');
      expect(await again.page.locator('p.woocommerce-store-notice').evaluate((e) => getComputedStyle(e).display)).toBe(
        'none',
      );
      report('shop with the store notice', again);
      expect([...v.errors, ...again.errors]).toEqual([]);
      await v.page.close();
      await again.page.close();
    } finally {
      setOption('woocommerce_demo_store', 'no');
    }
  });

  it('with jQuery kept by another plugin: the bridge provides $.scroll_to_notices (100 px above, over 1 s)', async () => {
    // Storefront needs no jQuery once the islands are on; a store whose other plugins do is simulated by adding
    // WordPress's jQuery to the page's head.
    const page = await newPage();
    await page.route(url('/shop/'), async (route) => {
      const res = await route.fetch();
      const jquery = `<script src="${url('/wp-includes/js/jquery/jquery.min.js')}"></script>`;
      await route.fulfill({ response: res, body: (await res.text()).replace('</head>', `${jquery}</head>`) });
    });
    const v = await visit('/shop/', page);
    await mounted(v.page, '.widget_shopping_cart_content', 'mini-basket');
    const landed = await v.page.evaluate(async () => {
      type $ = ((el: Element) => ArrayLike<Element>) & { scroll_to_notices?: (el: ArrayLike<Element>) => void };
      const $ = (window as unknown as { jQuery: $ }).jQuery;
      const footer = document.querySelector('footer')!;
      const want = Math.min(
        footer.getBoundingClientRect().top + scrollY - 100,
        document.documentElement.scrollHeight - innerHeight,
      );
      $.scroll_to_notices!($(footer));
      await new Promise((r) => setTimeout(r, 300));
      const midway = scrollY;
      await new Promise((r) => setTimeout(r, 1100));
      return { midway, end: scrollY, want };
    });
    expect(landed.midway).toBeGreaterThan(0);
    expect(landed.midway).toBeLessThan(landed.want);
    expect(Math.abs(landed.end - landed.want)).toBeLessThanOrEqual(2);
    expect(v.errors).toEqual([]);
    await page.close();
  });
});
