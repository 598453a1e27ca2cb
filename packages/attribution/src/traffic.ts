/**
 * The traffic-source rules (spec §4 "Order attribution"): utm → organic → referral → typein, each with its
 * session condition, as sourcebuster decides them.
 */
import { NONE } from './constants';
import type { TrackerSettings } from './settings';
import type { SourceData, TrafficType } from './types';
import { hostOf, isHostOrSubdomain, queryMentions, queryParams, urlParts } from './url';

/** What the rules look at for one page view. */
export interface Arrival {
  /** The page URL. */
  href: string;
  /** `document.referrer` ('' when none). */
  referrer: string;
  /** An `sbjs_session` cookie exists (the visitor is inside a session). */
  inSession: boolean;
  /** An `sbjs_first` or `sbjs_current` cookie exists (earlier attribution). */
  attributed: boolean;
}

/** Query parameters whose presence makes a visit utm traffic (with the configured extra ones). */
export const UTM_TRIGGERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'utm_id',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'gclid',
  'yclid',
] as const;

// Yandex: any host label `yandex` with a 2–9 character zone, and a `text=` query (both case-sensitive).
const YANDEX_HOST = /^(?:.*\.)?yandex\..{2,9}$/;
const YANDEX_HOST_ANY_CASE = new RegExp(YANDEX_HOST.source, 'i');
// Google: google.<zone> or www.google.<zone>; no query needed (Google strips it).
const GOOGLE_HOST = /^(?:www\.)?google\..{2,9}$/;

/**
 * The new attribution for this page view, or null when the current one is kept:
 * - utm: any utm_* parameter, gclid (google / cpc / google_cpc) or yclid (yandex / cpc / yandex_cpc);
 * - organic: an external referrer that is a known search engine with its query parameter (Google needs none);
 * - referral: any other external referrer, only when no session is active;
 * - typein: no earlier attribution at all ('(direct)' / '(none)').
 */
export function detectSource(arrival: Arrival, settings: TrackerSettings): SourceData | null {
  const params = queryParams(urlParts(arrival.href).query);
  const given = (name: string | undefined) => name !== undefined && params.get(name) !== undefined;
  if (
    UTM_TRIGGERS.some(given) ||
    given(settings.campaignParam) ||
    given(settings.termParam) ||
    given(settings.contentParam)
  ) {
    return utmSource(params, arrival.referrer, settings);
  }
  const external = arrival.referrer !== '' && isExternal(arrival.referrer, settings);
  const organic = external ? organicSource(arrival.referrer, settings) : null;
  if (organic) return data('organic', organic, 'organic', NONE);
  if (!arrival.inSession && external) {
    const { source, medium } = referralSource(arrival.referrer, settings);
    return data('referral', source, medium, urlParts(arrival.referrer).path);
  }
  if (!arrival.attributed) return data('typein', settings.typein.source, settings.typein.medium, NONE);
  return null;
}

function data(type: TrafficType, source: string, medium: string, content: string): SourceData {
  return {
    type,
    source,
    medium,
    campaign: NONE,
    content,
    term: NONE,
    id: NONE,
    platform: NONE,
    format: NONE,
    tactic: NONE,
  };
}

function utmSource(params: Map<string, string | undefined>, referrer: string, settings: TrackerSettings): SourceData {
  const first = (...values: Array<string | undefined | false>): string => {
    for (const value of values) if (value !== undefined && value !== false) return value;
    return NONE;
  };
  const param = (name: string | undefined) => (name === undefined ? undefined : params.get(name));
  const gclid = params.get('gclid') !== undefined;
  const yclid = params.get('yclid') !== undefined;
  const ad = (google: string, yandex: string) => (gclid ? google : yclid ? yandex : undefined);
  return {
    type: 'utm',
    source: first(param('utm_source'), ad('google', 'yandex')),
    medium: first(param('utm_medium'), ad('cpc', 'cpc')),
    campaign: first(param('utm_campaign'), param(settings.campaignParam), ad('google_cpc', 'yandex_cpc')),
    content: first(param('utm_content'), param(settings.contentParam)),
    // Empty utm_id / platform / format / tactic count as missing.
    id: param('utm_id') || NONE,
    platform: param('utm_source_platform') || NONE,
    format: param('utm_creative_format') || NONE,
    tactic: param('utm_marketing_tactic') || NONE,
    term: first(param('utm_term'), param(settings.termParam), yandexDirectTerm(referrer)),
  };
}

/** The search text of a Yandex referrer (Yandex Direct ads carry no utm_term). */
function yandexDirectTerm(referrer: string): string | undefined {
  const { host, query } = urlParts(referrer);
  if (!referrer || !host || !YANDEX_HOST_ANY_CASE.test(host)) return undefined;
  return queryParams(query).get('text') || undefined;
}

/** A referrer from another site: its host is not the cookie domain or one of its subdomains (unless isolated). */
function isExternal(referrer: string, settings: TrackerSettings): boolean {
  const host = hostOf(referrer);
  return settings.isolate ? host !== settings.domain.replace('www.', '') : !isHostOrSubdomain(host, settings.domain);
}

/** The search engine's name when `referrer` is organic traffic, else null. */
function organicSource(referrer: string, settings: TrackerSettings): string | null {
  const { host, query } = urlParts(referrer);
  if (query && YANDEX_HOST.test(host) && queryMentions(query, 'text', false)) return 'yandex';
  if (GOOGLE_HOST.test(host)) return 'google';
  if (!query) return null;
  const engine = settings.organics.find((o) => isHostOrSubdomain(host, o.host) && queryMentions(query, o.param));
  return engine ? engine.display || engine.host : null;
}

function referralSource(referrer: string, settings: TrackerSettings): { source: string; medium: string } {
  const { host } = urlParts(referrer);
  const known = settings.referrals.find((r) => isHostOrSubdomain(host, r.host));
  if (known) return { source: known.display || known.host, medium: known.medium || 'referral' };
  return { source: hostOf(referrer), medium: 'referral' };
}
