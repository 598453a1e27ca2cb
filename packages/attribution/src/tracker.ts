/**
 * The tracker driven by sourcebuster's full option set: options are resolved for the page's host, then
 * page-view.ts records the view. Returns the parsed cookies (`sbjs.get`).
 */
import { recordPageView, removeSbjsCookies, type TrackerEnvironment } from './page-view';
import { resolveSettings, type TrackerOptions } from './settings';
import type { SbjsData } from './types';

export type { TrackerEnvironment } from './page-view';

/** Records this page view in the sbjs cookies and returns them parsed. */
export function runTracker(options: TrackerOptions, env: TrackerEnvironment): SbjsData {
  return recordPageView((hostname) => resolveSettings(options, hostname), env);
}

/** Deletes every sbjs cookie (tracking not allowed). */
export function removeTrackerCookies(
  options: TrackerOptions,
  env: Pick<TrackerEnvironment, 'cookies' | 'now' | 'page'>,
): void {
  removeSbjsCookies((hostname) => resolveSettings(options, hostname), env);
}
