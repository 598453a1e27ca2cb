/** Shared types of the attribution tracker. */

/** The traffic type of a visit (spec §4). */
export type TrafficType = 'utm' | 'organic' | 'referral' | 'typein';

/** The attribution of one arrival, stored in `sbjs_current` / `sbjs_first`. */
export interface SourceData {
  type: TrafficType;
  source: string;
  medium: string;
  campaign: string;
  content: string;
  term: string;
  id: string;
  platform: string;
  format: string;
  tactic: string;
}

/** One parsed cookie: short key (`typ`, `src`, …) → decoded value. */
export type CookieFields = Readonly<Record<string, string>>;

/** Every sbjs container parsed, keyed as sourcebuster's `sbjs.get` (cookie name without `sbjs_`). */
export interface SbjsData {
  /** typ, src, mdm, cmp, cnt, trm, id, plt, fmt, tct of the current attribution. */
  current: CookieFields;
  /** fd (first-seen date), ep (entry URL), rf (referrer) of the current attribution. */
  current_add: CookieFields;
  /** As `current`, for the first attribution. */
  first: CookieFields;
  /** As `current_add`, for the first attribution. */
  first_add: CookieFields;
  /** pgs (pages seen), cpg (current page). */
  session: CookieFields;
  /** vst (visits), uip (user IP), uag (user agent). */
  udata: CookieFields;
  /** code, when a promo code is configured. */
  promo: CookieFields;
}

/** An extra search engine: a referrer whose host ends in `host` and whose query has `param=`. */
export interface OrganicSource {
  host: string;
  param: string;
  /** Source name stored (default: `host`). */
  display?: string;
}

/** A referrer host given its own source name and medium. */
export interface ReferralSource {
  host: string;
  /** Source name stored (default: `host`). */
  display?: string;
  /** Medium stored (default 'referral'). */
  medium?: string;
}

/** What the tracker reads from the page. */
export interface PageContext {
  /** The page URL (`location.href`). */
  href: string;
  /** `document.referrer` ('' when none). */
  referrer: string;
  /** `navigator.userAgent`. */
  userAgent: string;
}
