/**
 * The traffic-source rules (spec §4 "Order attribution"): utm → organic → referral → typein, each with its
 * session condition, as sourcebuster decides them.
 */
import { NONE } from './constants';
import type { TrackerSettings } from './settings';
import { directSource, sourceData as data, type DetectSource } from './traffic-need';
import type { OrganicSource, ReferralSource, SourceData } from './types';
import { stripWww, urlParts, type UrlParts } from './url';
import { isHostOrSubdomain, queryMentions, queryParams } from './url-match';

export type { Arrival } from './traffic-need';

/** Query parameters whose presence makes a visit utm traffic (with the configured extra ones). */
export const UTM_TRIGGERS: readonly string[] = /* @__PURE__ */ (
  'utm_source utm_medium utm_campaign utm_content utm_term utm_id utm_source_platform utm_creative_format ' +
  'utm_marketing_tactic gclid yclid'
).split(' ');

// The built-in lists live with the rules, their one user (loaded only for a landing): the settings hold only the
// configured ones.
/** Search engines known besides Google and Yandex (which have their own rules), with their query parameter. */
export const BUILT_IN_ORGANICS: readonly OrganicSource[] =
  /* @__PURE__ */ // host param display: a string table.
  (
    'bing.com q bing,yahoo.com p yahoo,about.com q about,aol.com q aol,ask.com q ask,globososo.com q globo,' +
    'go.mail.ru q go.mail.ru,rambler.ru query rambler,tut.by query tut.by'
  )
    .split(',')
    .map((row) => {
      const [host = '', param = '', display] = row.split(' ');
      return { host, param, display };
    });

/** Referrers renamed by default. */
export const BUILT_IN_REFERRALS: readonly ReferralSource[] = [
  { host: 't.co', display: 'twitter.com' },
  { host: 'plus.url.google.com', display: 'plus.google.com' },
];

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
export const detectSource: DetectSource = (arrival, settings) => {
  const params = queryParams(urlParts(arrival.href).query);
  // An option left unset names no parameter, so it is never given (every name in `params` is a string).
  const param: QueryParam = (name) => params.get(name as string);
  const referrer = urlParts(arrival.referrer);
  const { campaignParam, termParam, contentParam } = settings;
  if ([...UTM_TRIGGERS, campaignParam, termParam, contentParam].some((name) => param(name) !== undefined))
    return utmSource(param, referrer, settings);
  const external = arrival.referrer !== '' && isExternal(referrer.host, settings);
  const organic = external ? organicSource(referrer, settings) : null;
  if (organic) return data('organic', organic, 'organic', NONE);
  if (!arrival.inSession && external) {
    const { source, medium } = referralSource(referrer.host, settings);
    return data('referral', source, medium, referrer.path);
  }
  return directSource(arrival, settings);
};

/** A query parameter's raw value (undefined when not given). */
type QueryParam = (name: string | undefined) => string | undefined;

function utmSource(param: QueryParam, referrer: UrlParts, settings: TrackerSettings): SourceData {
  const gclid = param('gclid') !== undefined;
  const yclid = param('yclid') !== undefined;
  const ad = (google: string, yandex: string) => (gclid ? google : yclid ? yandex : undefined);
  // The first value given wins (an empty one too); empty utm_id / platform / format / tactic count as missing.
  return {
    type: 'utm',
    source: param('utm_source') ?? ad('google', 'yandex') ?? NONE,
    medium: param('utm_medium') ?? ad('cpc', 'cpc') ?? NONE,
    campaign: param('utm_campaign') ?? param(settings.campaignParam) ?? ad('google_cpc', 'yandex_cpc') ?? NONE,
    content: param('utm_content') ?? param(settings.contentParam) ?? NONE,
    id: param('utm_id') || NONE,
    platform: param('utm_source_platform') || NONE,
    format: param('utm_creative_format') || NONE,
    tactic: param('utm_marketing_tactic') || NONE,
    term: param('utm_term') ?? param(settings.termParam) ?? yandexDirectTerm(referrer) ?? NONE,
  };
}

/** The search text of a Yandex referrer (Yandex Direct ads carry no utm_term). */
function yandexDirectTerm({ host, query }: UrlParts): string | undefined {
  return YANDEX_HOST_ANY_CASE.test(host) ? queryParams(query).get('text') || undefined : undefined;
}

/** A referrer from another site: its host is not the cookie domain or one of its subdomains (unless isolated). */
function isExternal(referrerHost: string, settings: TrackerSettings): boolean {
  const host = stripWww(referrerHost);
  return settings.isolate ? host !== stripWww(settings.domain) : !isHostOrSubdomain(host, settings.domain);
}

/** The search engine's name when the referrer is organic traffic, else null. */
function organicSource({ host, query }: UrlParts, settings: TrackerSettings): string | null {
  if (query && YANDEX_HOST.test(host) && queryMentions(query, 'text', false)) return 'yandex';
  if (GOOGLE_HOST.test(host)) return 'google';
  if (!query) return null;
  const engine = [...settings.organics, ...BUILT_IN_ORGANICS].find(
    (o) => isHostOrSubdomain(host, o.host) && queryMentions(query, o.param),
  );
  return engine ? engine.display || engine.host : null;
}

function referralSource(host: string, settings: TrackerSettings): { source: string; medium: string } {
  const known = [...settings.referrals, ...BUILT_IN_REFERRALS].find((r) => isHostOrSubdomain(host, r.host));
  if (known) return { source: known.display || known.host, medium: known.medium || 'referral' };
  return { source: stripWww(host), medium: 'referral' };
}
