/**
 * What the page entry decides before the traffic-source rules (traffic.ts) are loaded: whether this arrival can
 * change the attribution at all. Most page views (inside the shop, no campaign parameters) cannot, so the rules,
 * about a fifth of the tracker, load only for a landing from another site or with utm parameters (or any query
 * parameter that might be one).
 */
import { NONE } from './constants';
import type { TrackerSettings } from './settings';
import type { SourceData, TrafficType } from './types';
import { stripWww, urlParts } from './url';

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

/** The rules' answer for an arrival: the new attribution, or null when the current one is kept. */
export type DetectSource = (arrival: Arrival, settings: TrackerSettings) => SourceData | null;

/** A source with only type, source, medium and content known. */
export function sourceData(type: TrafficType, source: string, medium: string, content: string): SourceData {
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

/** The rules' last step, all an arrival without campaign parameters or a foreign referrer can reach: typein. */
export const directSource: DetectSource = (arrival, settings) =>
  arrival.attributed ? null : sourceData('typein', settings.typein.source, settings.typein.medium, NONE);

// A query parameter that may be a campaign trigger (a utm_ name, gclid, yclid; the rules' list is UTM_TRIGGERS in
// traffic.ts). Wider than the rules' test (any utm_ name, one given without a value): such a page view only waits for
// the rules, which then answer as the shortcut would.
const MAY_BE_CAMPAIGN = /(?:^|&)(?:utm_|gclid|yclid)/;

/**
 * False when the full rules would answer as {@link directSource} does: no campaign parameter in the URL and no
 * referrer, or one on the cookie domain's own host. True (load the rules) in every other case, however unlikely.
 */
export function needsTrafficRules(page: { href: string; referrer: string }, settings: TrackerSettings): boolean {
  const { query } = urlParts(page.href);
  const { campaignParam, termParam, contentParam, domain } = settings;
  const named = [campaignParam, termParam, contentParam].some((name) => name && query.includes(name));
  if (named || MAY_BE_CAMPAIGN.test(query)) return true;
  // The rules' own host test, for the one case it is sure to call internal (with or without `isolate`).
  const internal = stripWww(urlParts(page.referrer).host) === domain && domain === stripWww(domain);
  return page.referrer !== '' && !internal;
}
