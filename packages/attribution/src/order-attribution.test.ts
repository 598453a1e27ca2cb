/** §3 fields, §4 tracking switch, §9 defaults: the controller over an in-memory jar and a fixed clock. */
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@storefront/test-kit';
import { ALL_COOKIES, COOKIE } from './constants';
import { memoryCookieJar } from './cookie-jar';
import { ATTRIBUTION_FIELD_NAMES } from './fields';
import {
  STORE_ATTRIBUTION_OPTIONS,
  optionsFromWooParams,
  startOrderAttribution,
  type OrderAttributionOptions,
} from './order-attribution';
import { SHOP, T0, minutes } from './test-support';

function setup(
  options: OrderAttributionOptions = {},
  href = `${SHOP}?utm_source=news&utm_medium=email`,
  referrer = '',
) {
  let time = T0;
  const jar = memoryCookieJar(() => time);
  const page = { href, referrer, userAgent: 'Mozilla/5.0 Test' };
  const start = (extra: OrderAttributionOptions = {}) =>
    startOrderAttribution({ timezoneOffset: 0, ...options, ...extra, cookies: jar, now: () => time, page: () => page });
  return { jar, page, start, wait: (ms: number) => (time += ms) };
}

describe('field values (§3)', () => {
  it('every wc_order_attribution field from the cookies, session_start_time as YYYY-MM-DD HH:MM:SS', () => {
    const values = setup().start().values();
    expect(values).toEqual({
      source_type: 'utm',
      referrer: '(none)',
      utm_campaign: '(none)',
      utm_source: 'news',
      utm_medium: 'email',
      utm_content: '(none)',
      utm_id: '(none)',
      utm_term: '(none)',
      utm_source_platform: '(none)',
      utm_creative_format: '(none)',
      utm_marketing_tactic: '(none)',
      session_entry: `${SHOP}?utm_source=news&utm_medium=email`,
      session_start_time: '2026-03-14 12:00:00',
      session_pages: '1',
      session_count: '1',
      user_agent: 'Mozilla/5.0 Test',
    });
  });

  it("a missing value is '' (e.g. a cookie written by an older tracker without plt/fmt/tct)", () => {
    const s = setup({}, SHOP);
    s.jar.set({
      name: COOKIE.first,
      value: encodeURIComponent('typ=typein|||src=(direct)|||mdm=(none)'),
      domain: '.shop.example',
    });
    s.jar.set({
      name: COOKIE.current,
      value: encodeURIComponent('typ=typein|||src=(direct)|||mdm=(none)'),
      domain: '.shop.example',
    });
    s.jar.set({ name: COOKIE.migrations, value: '1418474375998%3D1', domain: '.shop.example' });
    const values = s.start().values();
    expect(values.source_type).toBe('typein');
    expect(values.utm_source_platform).toBe('');
    expect(values.session_entry).toBe(''); // no sbjs_current_add: the attribution was kept, not re-detected
  });

  it('the store configuration: UTC dates, base64 off, 30-minute sessions, tracking allowed', () => {
    expect(STORE_ATTRIBUTION_OPTIONS).toMatchObject({
      lifetime: 1.0e-5,
      sessionLength: 30,
      base64: false,
      allowTracking: true,
      timezoneOffset: 0,
    });
    const s = setup(STORE_ATTRIBUTION_OPTIONS);
    const a = s.start();
    expect(a.trackingAllowed).toBe(true);
    expect(s.jar.get(COOKIE.current)).toMatch(/^typ%3Dutm/);
    expect(s.jar.list().find((c) => c.name === COOKIE.current)?.expires).toBeUndefined(); // 0.432 min → session cookie
  });

  it("WooCommerce's page params map to the same options", () => {
    expect(
      optionsFromWooParams({ lifetime: 1e-5, session: 30, allowTracking: true, prefix: 'wc_order_attribution_' }),
    ).toEqual({
      lifetime: 1e-5,
      sessionLength: 30,
      base64: false,
      allowTracking: true,
      timezoneOffset: 0,
    });
    expect(optionsFromWooParams({ allowTracking: false }).allowTracking).toBe(false);
    expect(optionsFromWooParams({}).allowTracking).toBe(true);
  });

  it('cookies go on the shop domain without www., shared with subdomains', () => {
    const s = setup();
    s.start();
    expect(new Set(s.jar.list().map((c) => c.domain))).toEqual(new Set(['.shop.example']));
  });
});

describe('tracking switch (§4)', () => {
  it('allowed by default', () => {
    expect(setup().start().trackingAllowed).toBe(true);
  });

  it('not allowed at start: every field null and no cookie written (old ones deleted)', () => {
    const s = setup();
    s.start(); // an earlier page view, tracked
    expect(s.jar.list().length).toBeGreaterThan(0);
    const a = s.start({ allowTracking: false });
    expect(a.trackingAllowed).toBe(false);
    expect(Object.values(a.values())).toEqual(ATTRIBUTION_FIELD_NAMES.map(() => null));
    expect(a.data()).toBeNull();
    expect(s.jar.list()).toEqual([]);
  });

  it('consent withdrawn at run time: cookies deleted at once (every name, every domain form), fields null', () => {
    const s = setup({ promocode: true });
    s.jar.set({ name: COOKIE.udata, value: 'vst%3D3', domain: '.www.shop.example' }); // as WooCommerce's hostname-based deletion targets
    s.jar.set({ name: COOKIE.session, value: 'pgs%3D1' }); // host-only
    const a = s.start();
    const listener = vi.fn();
    a.subscribe(listener);
    expect(a.values().utm_source).toBe('news');
    const values = a.setTrackingAllowed(false);
    expect(s.jar.list()).toEqual([]);
    for (const name of ALL_COOKIES) expect(s.jar.get(name)).toBeNull();
    expect(Object.values(values).every((v) => v === null)).toBe(true);
    expect(listener).toHaveBeenCalledWith(values);
  });

  it('consent granted at run time: tracking starts at once, counting this page once', () => {
    const s = setup();
    const a = s.start({ allowTracking: false });
    const listener = vi.fn();
    a.subscribe(listener);
    const values = a.setTrackingAllowed(true);
    expect(values.utm_source).toBe('news');
    expect(values.session_pages).toBe('1');
    expect(listener).toHaveBeenLastCalledWith(values);
    expect(a.setTrackingAllowed(true).session_pages).toBe('1'); // a repeat grant is not another page view
    expect(a.data()?.current.src).toBe('news');
  });

  it('withdrawn then granted again: starts afresh (cookies were deleted)', () => {
    const s = setup();
    const a = s.start();
    s.wait(minutes(1));
    a.setTrackingAllowed(false);
    const values = a.setTrackingAllowed(true);
    expect(values.session_count).toBe('1');
    expect(values.session_start_time).toBe('2026-03-14 12:01:00');
  });

  it('cookies that cannot be used (a throwing jar) leave every field null, never an exception', () => {
    const a = startOrderAttribution({
      cookies: {
        get: () => {
          throw new Error('blocked');
        },
        set: () => {},
        remove: () => {},
      },
      page: () => ({ href: SHOP, referrer: '', userAgent: '' }),
    });
    expect(a.trackingAllowed).toBe(true);
    expect(Object.values(a.values()).every((v) => v === null)).toBe(true);
  });

  it('a throwing listener does not stop the others', () => {
    const a = setup().start();
    const logged = expectConsoleError('[attribution] listener failed');
    const good = vi.fn();
    a.subscribe(() => {
      throw new Error('bad');
    });
    a.subscribe(good);
    a.setTrackingAllowed(false);
    expect(good).toHaveBeenCalled();
    expect(logged).toEqual(['[attribution] listener failed Error: bad']);
  });

  it('unsubscribe stops notifications', () => {
    const a = setup().start();
    const listener = vi.fn();
    a.subscribe(listener)();
    a.setTrackingAllowed(false);
    expect(listener).not.toHaveBeenCalled();
  });
});
