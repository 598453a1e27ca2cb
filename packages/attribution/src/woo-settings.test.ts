/** The page entry's settings (WooCommerce's params only) agree with the full option resolution. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { optionsFromWooParams, type WooAttributionParams } from './order-attribution';
import { resolveSettings } from './settings';
import { BUILT_IN_ORGANICS } from './traffic';
import { wooSettings } from './woo-settings';

const param = fc.oneof(fc.constant(undefined), fc.double(), fc.integer(), fc.string(), fc.constantFrom('1e-5', '30'));
const flag = fc.oneof(fc.constant(undefined), fc.boolean(), fc.constantFrom('yes', 'no', '1', '0', 'true', ''));

describe('wooSettings', () => {
  it('equals resolveSettings(optionsFromWooParams(params)) for any params and host', () => {
    fc.assert(
      fc.property(param, param, flag, fc.domain(), fc.boolean(), (lifetime, session, base64, host, www) => {
        const params = { lifetime, session, base64 } as WooAttributionParams;
        const hostname = www ? `www.${host}` : host;
        expect(wooSettings(params, hostname)).toEqual(resolveSettings(optionsFromWooParams(params), hostname));
      }),
    );
  });

  it('the store’s params: 0-minute (session) cookies, 30-minute sessions, UTC, only the rules’ built-in engines', () => {
    const settings = wooSettings({ lifetime: 1e-5, session: 30, base64: false }, 'www.shop.test');
    expect(settings).toMatchObject({ lifetimeMinutes: 0, sessionMinutes: 30, timezoneOffset: 0, domain: 'shop.test' });
    expect(settings).toMatchObject({ organics: [], referrals: [] }); // the rules add theirs (traffic.ts)
    expect(BUILT_IN_ORGANICS.map((o) => o.display)).toContain('bing');
  });
});
