/**
 * The page entry's traffic rules load only for an arrival that can change the attribution (traffic-need.ts):
 * the shortcut answers as the full rules do, a landing waits for them (`settled`), and consent changes or a
 * failed load while they load leave no cookie behind.
 */
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@storefront/test-kit';
import { pageAttribution } from './attribution-core';
import { memoryCookieJar } from './cookie-jar';
import type { TrafficRules } from './page-view';
import { resolveSettings } from './settings';
import { detectSource, UTM_TRIGGERS } from './traffic';
import { directSource, needsTrafficRules, type DetectSource } from './traffic-need';
import { SHOP, T0 } from './test-support';
import { wooSettings } from './woo-settings';

const settingsFor = (hostname: string) => wooSettings({ lifetime: 6, session: 30 }, hostname);

/** An attribution over an in-memory jar whose rules load when `release()` is called (or fail with `fail()`). */
function landing(href: string, referrer = '') {
  const jar = memoryCookieJar(() => T0);
  let release!: (detect: DetectSource) => void;
  let fail!: (error: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<DetectSource>((resolve, reject) => {
        release = resolve;
        fail = reject;
      }),
  );
  const rules: TrafficRules = { load };
  const page = { href, referrer, userAgent: 'TestAgent/1.0' };
  const start = (allowTracking = true) =>
    pageAttribution(settingsFor, { allowTracking, cookies: jar, now: () => T0, page: () => page }, rules);
  return { jar, load, start, release: () => release(detectSource), fail: (e: Error) => fail(e) };
}

describe('which arrivals need the traffic rules', () => {
  const settings = settingsFor('www.shop.example');
  const need = (href: string, referrer = '') => needsTrafficRules({ href, referrer }, settings);

  it('none for a direct visit or a page reached from the shop itself (www. or not)', () => {
    expect(need(SHOP)).toBe(false);
    expect(need(`${SHOP}shop/?orderby=price&add-to-cart=12`, `${SHOP}product/art-print/`)).toBe(false);
    expect(need(`${SHOP}cart/`, 'https://shop.example/checkout/')).toBe(false);
  });

  it('every utm trigger, gclid, yclid and a configured campaign parameter need them', () => {
    // Every name of the rules' list: the page entry's pattern must keep up with it.
    for (const name of UTM_TRIGGERS) expect(need(`${SHOP}?orderby=price&${name}=x`), name).toBe(true);
    const custom = resolveSettings({ campaignParam: 'cid' }, 'www.shop.example');
    expect(needsTrafficRules({ href: `${SHOP}?cid=7`, referrer: '' }, custom)).toBe(true);
    expect(need(`${SHOP}?cid=7`)).toBe(false);
  });

  it('any other referrer needs them: another site, a subdomain, another port or case, junk', () => {
    for (const referrer of [
      'https://www.google.com/',
      'https://blog.shop.example/post',
      'https://SHOP.example/',
      'android-app://com.example',
      'not a url',
    ])
      expect(need(SHOP, referrer), referrer).toBe(true);
  });

  it('wherever the shortcut applies it answers exactly as the full rules', () => {
    const hrefs = [SHOP, `${SHOP}?utm_source`, `${SHOP}?orderby=date`, `${SHOP}?utm_source=a`, `${SHOP}?gclid=1`];
    const referrers = ['', SHOP, 'https://shop.example/x', 'https://www.google.co.uk/', 'https://t.co/a'];
    for (const domain of [undefined, 'shop.example', 'www.shop.example', { host: 'shop.example', isolate: true }]) {
      const s = resolveSettings({ domain }, 'www.shop.example');
      for (const href of hrefs)
        for (const referrer of referrers)
          for (const inSession of [false, true])
            for (const attributed of [false, true]) {
              if (needsTrafficRules({ href, referrer }, s)) continue;
              const arrival = { href, referrer, inSession, attributed };
              expect(directSource(arrival, s), JSON.stringify({ arrival, domain })).toEqual(detectSource(arrival, s));
            }
    }
  });
});

describe('recording with rules that load on need', () => {
  it('a visit from inside the shop is recorded at once, without loading the rules', () => {
    const shop = landing(`${SHOP}cart/`, `${SHOP}shop/`);
    const attribution = shop.start();
    expect(shop.load).not.toHaveBeenCalled();
    expect(attribution.values()).toMatchObject({ source_type: 'typein', session_pages: '1' });
  });

  it('a utm landing waits for the rules: nothing is written meanwhile, then the values come to subscribers', async () => {
    const shop = landing(`${SHOP}?utm_source=news&utm_medium=email`);
    const attribution = shop.start();
    const heard = vi.fn();
    attribution.subscribe(heard);
    expect(shop.load).toHaveBeenCalledTimes(1);
    expect(attribution.values().source_type).toBeNull();
    expect(shop.jar.list()).toEqual([]);
    const settled = attribution.settled();
    // A repeated "allowed" joins the recording under way: one load, one page counted.
    attribution.setTrackingAllowed(true);
    expect(shop.load).toHaveBeenCalledTimes(1);
    shop.release();
    expect(await settled).toMatchObject({ source_type: 'utm', utm_source: 'news', session_pages: '1' });
    expect(heard).toHaveBeenLastCalledWith(expect.objectContaining({ source_type: 'utm', utm_medium: 'email' }));
  });

  it('consent withdrawn while the rules load: no cookie is written when they arrive', async () => {
    const shop = landing(SHOP, 'https://www.google.com/');
    const attribution = shop.start();
    attribution.setTrackingAllowed(false);
    shop.release();
    expect(await attribution.settled()).toMatchObject({ source_type: null });
    await Promise.resolve();
    expect(shop.jar.list()).toEqual([]);
  });

  it('rules that fail to load are logged; the fields stay empty and settled resolves', async () => {
    const logged = expectConsoleError('[attribution] the traffic rules failed to load');
    const shop = landing(SHOP, 'https://www.google.com/');
    const attribution = shop.start();
    const settled = attribution.settled();
    shop.fail(new Error('offline'));
    expect(await settled).toMatchObject({ source_type: null, utm_source: null });
    expect(logged).toHaveLength(1);
    expect(shop.jar.list()).toEqual([]);
  });
});
