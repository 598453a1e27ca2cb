/**
 * The contents of each sbjs cookie: which short keys, in which order (sourcebuster's aliases).
 */
import { packFields } from './codec';
import type { SourceData } from './types';

/** Short keys of `sbjs_current` / `sbjs_first`, in stored order. */
export const SOURCE_KEYS = {
  type: 'typ',
  source: 'src',
  medium: 'mdm',
  campaign: 'cmp',
  content: 'cnt',
  term: 'trm',
  id: 'id',
  platform: 'plt',
  format: 'fmt',
  tactic: 'tct',
} as const satisfies Record<keyof SourceData, string>;

// Written as templates (the pairs joined by `|||`, DELIMITER): shorter in the page's bundle than packFields' pairs.

/** `sbjs_current` / `sbjs_first`: `typ=utm|||src=google|||mdm=cpc|||cmp=…|||cnt=…|||trm=…|||id=…|||plt=…|||fmt=…|||tct=…`. */
export function packSource(s: SourceData): string {
  return (
    `typ=${s.type}|||src=${s.source}|||mdm=${s.medium}|||cmp=${s.campaign}|||cnt=${s.content}|||trm=${s.term}` +
    `|||id=${s.id}|||plt=${s.platform}|||fmt=${s.format}|||tct=${s.tactic}`
  );
}

/** `sbjs_current_add` / `sbjs_first_add`: `fd=<date>|||ep=<entry URL>|||rf=<referrer or (none)>`. */
export function packArrival(date: string, entry: string, referrer: string): string {
  return `fd=${date}|||ep=${entry}|||rf=${referrer}`;
}

/** `sbjs_udata`: `vst=<visits>|||uip=<ip>|||uag=<user agent>`. */
export function packUser(visits: number, ip: string, agent: string): string {
  return `vst=${visits}|||uip=${ip}|||uag=${agent}`;
}

/** `sbjs_session`: `pgs=<pages seen>|||cpg=<current page>`. */
export function packSession(pages: number, page: string): string {
  return `pgs=${pages}|||cpg=${page}`;
}

/** `sbjs_promo`: `code=<number>`, zero-padded to the length of `max`. */
export function packPromo(min: number, max: number, random: () => number): string {
  const code = Math.floor(random() * (max - min + 1)) + min;
  return packFields([['code', String(code).padStart(String(max).length, '0')]]);
}
