/**
 * Tracker options and their defaults, validated as sourcebuster validates its init parameters.
 */
import {
  DEFAULT_LIFETIME_MONTHS,
  DEFAULT_SESSION_MINUTES,
  MINUTES_PER_MONTH,
  NONE,
  PROMO_RANGE,
  TYPEIN_DEFAULTS,
} from './constants';
import type { OrganicSource, ReferralSource } from './types';
import { stripWww } from './url';

/** Options of the tracker (sourcebuster's init parameters). */
export interface TrackerOptions {
  /** Cookie lifetime in months (default 6). Not a positive number → the default. */
  lifetime?: number | string;
  /**
   * How the lifetime in minutes becomes an expiry. 'truncate' (default) cuts it to whole minutes as
   * sourcebuster's `parseInt` does, so a lifetime under a minute (the store's 1.0e-5 months ≈ 0.43 min)
   * gives session cookies, which is what WooCommerce intends with that setting. 'exact' keeps the fraction.
   */
  lifetimeRounding?: 'truncate' | 'exact';
  /** Session length in minutes (default 30). */
  sessionLength?: number | string;
  /** Hours from UTC for the `fd` date; undefined → the browser's local time. WooCommerce passes 0. */
  timezoneOffset?: number | string;
  /** Base64-encode cookie content (default false). */
  base64?: boolean;
  /** Cookie domain, shared with subdomains; `{ host, isolate: true }` for host-only cookies. Default: the page host without `www.`. */
  domain?: string | { host: string; isolate?: boolean };
  /** Extra query parameter read as the campaign when there is no utm_campaign. */
  campaignParam?: string;
  /** Extra query parameter read as the term when there is no utm_term. */
  termParam?: string;
  /** Extra query parameter read as the content when there is no utm_content. */
  contentParam?: string;
  /** Visitor IP stored in `sbjs_udata` (default '(none)'). */
  userIp?: string;
  /** Give each visitor a random promo code (`sbjs_promo`); `true` uses 100000–999999. */
  promocode?: boolean | { min?: number | string; max?: number | string };
  /** Source and medium of typein visits (default '(direct)' / '(none)'); both must be given. */
  typeinAttributes?: { source: string; medium: string };
  /** Extra search engines, checked before the built-in ones. */
  organics?: OrganicSource[];
  /** Referrers with their own source/medium, checked before the built-in ones. */
  referrals?: ReferralSource[];
}

/** Options resolved to the values the tracker uses. */
export interface TrackerSettings {
  /** Lifetime of every cookie but the session one, in minutes (0 → session cookie). */
  lifetimeMinutes: number;
  sessionMinutes: number;
  timezoneOffset: number | undefined;
  base64: boolean;
  domain: string;
  isolate: boolean;
  campaignParam?: string;
  termParam?: string;
  contentParam?: string;
  userIp: string;
  promocode: { min: number; max: number } | null;
  typein: { source: string; medium: string };
  /** The configured search engines, which the rules check before their built-in ones (traffic.ts). */
  organics: OrganicSource[];
  /** The configured referrers, which the rules check before their built-in ones (traffic.ts). */
  referrals: ReferralSource[];
}

const positive = (value: unknown, parse: (text: string) => number): number | undefined => {
  const n = typeof value === 'number' ? value : parse(String(value ?? ''));
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/**
 * The cookie lifetime in minutes for `months`: months × 30 days × 24 h × 60 min, with the library default
 * of 6 months when not configured. The store's 1.0e-5 months gives 0.432 minutes.
 */
export function cookieLifetimeMinutes(months?: number | string): number {
  return (positive(months, Number.parseFloat) ?? DEFAULT_LIFETIME_MONTHS) * MINUTES_PER_MONTH;
}

/** The session length in minutes (integer, default 30). */
export function sessionMinutes(minutes?: number | string): number {
  // A positive length under a minute truncates to 0, which takes the default too.
  return (
    Math.trunc(positive(minutes, (t) => Number.parseInt(t, 10)) ?? DEFAULT_SESSION_MINUTES) || DEFAULT_SESSION_MINUTES
  );
}

/** Resolves options; `hostname` is the page's host, used for the default cookie domain. */
export function resolveSettings(options: TrackerOptions, hostname: string): TrackerSettings {
  const minutes = cookieLifetimeMinutes(options.lifetime);
  const offset = options.timezoneOffset === undefined ? NaN : Number.parseInt(String(options.timezoneOffset), 10);
  const domain =
    typeof options.domain === 'string' ? (options.domain ? { host: options.domain } : undefined) : options.domain;
  const promo = options.promocode;
  const promoBound = (value: unknown, fallback: number) => Number.parseInt(String(value ?? ''), 10) || fallback;
  return {
    lifetimeMinutes: options.lifetimeRounding === 'exact' ? minutes : Math.trunc(minutes),
    sessionMinutes: sessionMinutes(options.sessionLength),
    timezoneOffset: Number.isFinite(offset) ? offset : undefined,
    base64: Boolean(options.base64),
    domain: domain && domain.host ? domain.host : stripWww(hostname),
    isolate: Boolean(domain && domain.host && 'isolate' in domain && domain.isolate),
    campaignParam: options.campaignParam || undefined,
    termParam: options.termParam || undefined,
    contentParam: options.contentParam || undefined,
    userIp: options.userIp || NONE,
    promocode: promo
      ? {
          min: promoBound(typeof promo === 'object' ? promo.min : undefined, PROMO_RANGE.min),
          max: promoBound(typeof promo === 'object' ? promo.max : undefined, PROMO_RANGE.max),
        }
      : null,
    typein:
      options.typeinAttributes?.source && options.typeinAttributes.medium
        ? { source: options.typeinAttributes.source, medium: options.typeinAttributes.medium }
        : { ...TYPEIN_DEFAULTS },
    organics: (options.organics ?? []).filter((o) => o && o.host && o.param),
    referrals: (options.referrals ?? []).filter((r) => r && r.host),
  };
}
