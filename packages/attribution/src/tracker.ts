/**
 * The tracker driven by sourcebuster's full option set: options are resolved for the page's host, then
 * page-view.ts records the view, and the optional promo code (which WooCommerce never asks for) is given.
 * Returns the parsed cookies (`sbjs.get`).
 */
import { packPromo } from './format';
import { recordPageView, removeSbjsCookies, type AfterVisit, type TrackerEnvironment } from './page-view';
import { resolveSettings, type TrackerOptions } from './settings';
import { detectSource } from './traffic';
import type { SbjsData } from './types';

export type { TrackerEnvironment } from './page-view';

/** sourcebuster's visitor promo code (`promocode` option): given once, kept for the cookie lifetime. */
export const recordPromo: AfterVisit = (store, settings, env) => {
  if (settings.promocode && !store.get('promo')) {
    const { min, max } = settings.promocode;
    store.set('promo', packPromo(min, max, env.random ?? Math.random), settings.lifetimeMinutes);
  }
};

/** Records this page view in the sbjs cookies and returns them parsed. */
export function runTracker(options: TrackerOptions, env: TrackerEnvironment): SbjsData {
  return recordPageView((hostname) => resolveSettings(options, hostname), env, detectSource, recordPromo);
}

/** Deletes every sbjs cookie (tracking not allowed). */
export function removeTrackerCookies(
  options: TrackerOptions,
  env: Pick<TrackerEnvironment, 'cookies' | 'now' | 'page'>,
): void {
  removeSbjsCookies((hostname) => resolveSettings(options, hostname), env);
}
