/**
 * Tracker settings from WooCommerce's page params alone. WooCommerce's script initialises sourcebuster with only
 * the lifetime, session length, base64 and a UTC timezone offset, so everything else takes sourcebuster's defaults:
 * the same result as `resolveSettings(optionsFromWooParams(params), hostname)`, without the code for options the
 * page can never set (that stays in the package's full entry). settings.test.ts checks the two agree.
 */
import { NONE, TYPEIN_DEFAULTS } from './constants';
import type { WooAttributionParams } from './order-attribution';
import { cookieLifetimeMinutes, sessionMinutes, type TrackerSettings } from './settings';
import { stripWww } from './url';

/** WooCommerce's boolean params as the shop may print them (`wp_localize_script` turns true into '1'). */
export const wooFlag = (value: unknown): boolean => [true, 'yes', '1', 'true'].includes(value as string);

/** The settings WooCommerce's params give on a page of `hostname`. */
export function wooSettings(params: WooAttributionParams, hostname: string): TrackerSettings {
  return {
    lifetimeMinutes: Math.trunc(cookieLifetimeMinutes(params.lifetime)),
    sessionMinutes: sessionMinutes(params.session),
    timezoneOffset: 0,
    base64: wooFlag(params.base64),
    domain: stripWww(hostname),
    isolate: false,
    userIp: NONE,
    promocode: null,
    typein: { ...TYPEIN_DEFAULTS },
    organics: [],
    referrals: [],
  };
}
