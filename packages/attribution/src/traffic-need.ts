/**
 * What the page entry decides before the traffic-source rules (traffic.ts) are loaded: whether this arrival can
 * change the attribution at all. Most page views (inside the shop, no campaign parameters) cannot, so the rules,
 * about a fifth of the tracker, load only for a landing from another site or with utm parameters.
 */
import { NONE } from './constants';
import type { TrackerSettings } from './settings';
import type { SourceData, TrafficType } from './types';
import { queryParams, stripWww, urlParts } from './url';

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

/** Whether `params` (see `queryParams`) give any utm trigger or configured campaign parameter. */
export function utmGiven(params: Map<string, string | undefined>, settings: TrackerSettings): boolean {
  const names = [...UTM_TRIGGERS, settings.campaignParam, settings.termParam, settings.contentParam];
  return names.some((name) => name !== undefined && params.get(name) !== undefined);
}

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

/**
 * False when the full rules would answer as {@link directSource} does: no campaign parameter in the URL and no
 * referrer, or one on the cookie domain's own host. True (load the rules) in every other case, however unlikely.
 */
export function needsTrafficRules(page: { href: string; referrer: string }, settings: TrackerSettings): boolean {
  if (utmGiven(queryParams(urlParts(page.href).query), settings)) return true;
  const { domain } = settings;
  // The rules' own host test, for the one case it is sure to call internal (with or without `isolate`).
  const internal = stripWww(urlParts(page.referrer).host) === domain && domain === stripWww(domain);
  return page.referrer !== '' && !internal;
}
