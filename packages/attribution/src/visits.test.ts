/** §4 cookies and §9 constants: 30-minute sessions, page and visit counts, lifetimes, promo code, migrations. */
import { describe, expect, it } from 'vitest';
import { COOKIE, MIGRATION_ID } from './constants';
import { memoryCookieJar } from './cookie-jar';
import { cookieLifetimeMinutes, resolveSettings, sessionMinutes } from './settings';
import { SHOP, T0, minutes, visitor } from './test-support';
import { runTracker } from './tracker';

const expiryOf = (v: ReturnType<typeof visitor>, name: string) => v.jar.list().find((c) => c.name === name)?.expires;

describe('session and counts', () => {
  it('pgs goes up on every page view in the session; vst stays', () => {
    const v = visitor();
    expect(v.view(SHOP).session.pgs).toBe('1');
    for (let page = 2; page <= 4; page++) {
      v.wait(minutes(29)); // the session slides: each view renews its 30 minutes
      const got = v.view(`${SHOP}p/${page}`, SHOP);
      expect(got.session.pgs).toBe(String(page));
      expect(got.session.cpg).toBe(`${SHOP}p/${page}`);
      expect(got.udata.vst).toBe('1');
    }
  });

  it('session expiry after 30 min: vst + 1 and pgs back to 1', () => {
    const v = visitor();
    v.view(SHOP);
    v.view(`${SHOP}a`, SHOP);
    v.wait(minutes(30) + 1);
    const got = v.view(`${SHOP}b`, SHOP);
    expect(got.udata.vst).toBe('2');
    expect(got.session.pgs).toBe('1');
    v.wait(minutes(31));
    expect(v.view(SHOP).udata.vst).toBe('3');
  });

  it('sbjs_session lives 30 minutes (or the configured length); udata carries ip and agent', () => {
    const v = visitor();
    const got = v.view(SHOP);
    expect(expiryOf(v, COOKIE.session)).toBe(T0 + minutes(30));
    expect({ ...got.udata }).toEqual({ vst: '1', uip: '(none)', uag: 'TestAgent/1.0' });
    const w = visitor({ sessionLength: 5, userIp: '203.0.113.9' });
    expect(w.view(SHOP).udata.uip).toBe('203.0.113.9');
    expect(expiryOf(w, COOKIE.session)).toBe(T0 + minutes(5));
  });

  it('sbjs_udata is rebuilt from a garbled visit count as 1', () => {
    const v = visitor();
    v.jar.set({ name: COOKIE.udata, value: 'vst%3Dabc', domain: '.shop.example' });
    expect(v.view(SHOP).udata.vst).toBe('2'); // parseInt('abc') || 1, + 1 for the new session
  });
});

describe('cookie lifetime (§9)', () => {
  it('the formula: months × 30 × 24 × 60; the store setting 1.0e-5 months is 0.432 minutes', () => {
    expect(cookieLifetimeMinutes(1.0e-5)).toBeCloseTo(0.432, 10);
    expect(cookieLifetimeMinutes('1.0e-5')).toBeCloseTo(0.432, 10);
    expect(cookieLifetimeMinutes()).toBe(6 * 30 * 24 * 60); // library default 6 months
    expect(cookieLifetimeMinutes(0)).toBe(259200);
    expect(cookieLifetimeMinutes('junk')).toBe(259200);
    expect(cookieLifetimeMinutes(-1)).toBe(259200);
    expect(cookieLifetimeMinutes(1.5)).toBe(64800);
  });

  it('default 6 months: attribution cookies expire 259200 minutes later', () => {
    const v = visitor();
    v.view(SHOP);
    for (const name of [
      COOKIE.current,
      COOKIE.currentAdd,
      COOKIE.first,
      COOKIE.firstAdd,
      COOKIE.udata,
      COOKIE.migrations,
    ]) {
      expect(expiryOf(v, name), name).toBe(T0 + minutes(259200));
    }
  });

  it('store setting, sourcebuster rounding: under a minute truncates to 0 → session cookies', () => {
    expect(resolveSettings({ lifetime: 1.0e-5 }, 'shop.example').lifetimeMinutes).toBe(0);
    const v = visitor({ lifetime: 1.0e-5 });
    v.view(`${SHOP}?utm_source=x`);
    expect(expiryOf(v, COOKIE.current)).toBeUndefined();
    expect(expiryOf(v, COOKIE.session)).toBe(T0 + minutes(30));
    v.jar.endBrowserSession();
    expect(v.jar.list().map((c) => c.name)).toEqual([COOKIE.session]); // only the 30-minute session cookie survives
  });

  it("store setting, 'exact' rounding: cookies expire after 0.432 minutes (25.92 s)", () => {
    const v = visitor({ lifetime: 1.0e-5, lifetimeRounding: 'exact' });
    v.view(`${SHOP}?utm_source=x`);
    expect(expiryOf(v, COOKIE.current)).toBe(T0 + 25_920);
    v.wait(26_000);
    // current and first are gone, the session is not: a plain internal view is typein again.
    expect(v.view(`${SHOP}next`, SHOP).current.typ).toBe('typein');
  });

  it('session length: integer minutes, default 30', () => {
    expect(sessionMinutes()).toBe(30);
    expect(sessionMinutes('45')).toBe(45);
    expect(sessionMinutes('x')).toBe(30);
    expect(sessionMinutes(0)).toBe(30);
  });
});

describe('base64 option', () => {
  it('off: cookies hold the percent-encoded ||| text', () => {
    const v = visitor();
    v.view(`${SHOP}?utm_source=a`);
    expect(v.jar.get(COOKIE.current)).toBe(
      'typ%3Dutm%7C%7C%7Csrc%3Da%7C%7C%7Cmdm%3D%28none%29%7C%7C%7Ccmp%3D%28none%29%7C%7C%7Ccnt%3D%28none%29%7C%7C%7Ctrm%3D%28none%29%7C%7C%7Cid%3D%28none%29%7C%7C%7Cplt%3D%28none%29%7C%7C%7Cfmt%3D%28none%29%7C%7C%7Ctct%3D%28none%29',
    );
  });

  it('on: cookies are base64 and read back the same; switching later still reads them', () => {
    const on = visitor({ base64: true });
    const got = on.view(`${SHOP}?utm_source=a`);
    expect(on.jar.get(COOKIE.current)).toMatch(/^[A-Za-z0-9+/]+$/);
    expect(got.current.src).toBe('a');
    on.wait(minutes(1));
    // Same jar, base64 now off: the old cookies still parse, and the source is kept.
    const jar = on.jar;
    const again = runTracker({}, { cookies: jar, now: on.now, page: { href: SHOP, referrer: '', userAgent: 'x' } });
    expect(again.current.src).toBe('a');
    expect(again.session.pgs).toBe('2');
  });
});

describe('promo code and migrations', () => {
  it('no promo code unless asked; the default range is 100000–999999', () => {
    expect(visitor().view(SHOP).promo).toEqual({});
    const v = visitor({ promocode: true });
    expect(v.view(SHOP).promo.code).toBe('550000'); // random 0.5 → 100000 + floor(0.5 × 900000)
    expect(visitor({ promocode: { min: 1, max: 999 } }).view(SHOP).promo.code).toBe('500');
    expect(visitor({ promocode: { min: 1, max: 10 } }).view(SHOP).promo.code).toBe('06');
  });

  it('a new visitor gets sbjs_migrations marked done', () => {
    const v = visitor();
    v.view(SHOP);
    expect(v.jar.get(COOKIE.migrations)).toBe(`${MIGRATION_ID}%3D1`);
  });

  it('old single-| cookies are migrated to |||, keeping the data', () => {
    const jar = memoryCookieJar(() => T0);
    jar.set({ name: COOKIE.first, value: encodeURIComponent('typ=referral|src=blog.example|mdm=referral') });
    jar.set({ name: COOKIE.current, value: encodeURIComponent('typ=referral|src=blog.example|mdm=referral') });
    const got = runTracker({}, { cookies: jar, now: () => T0, page: { href: SHOP, referrer: '', userAgent: 'x' } });
    expect({ ...got.first }).toEqual({ typ: 'referral', src: 'blog.example', mdm: 'referral' });
    expect(got.current.src).toBe('blog.example');
    expect(jar.get(COOKIE.migrations)).toBe(`${MIGRATION_ID}%3D1`);
  });
});
