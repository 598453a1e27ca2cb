/**
 * One page view of the tracker (sourcebuster's `init`) from resolved settings: migrate, decide the traffic source,
 * then update the first/current attribution, visit count and session cookies. Kept apart from option resolution
 * so the page entry can resolve only what WooCommerce's params set (see woo-settings.ts).
 */
import { unpackFields } from './codec';
import { NONE } from './constants';
import type { CookieJar } from './cookie-jar';
import { formatSbjsDate } from './date';
import { packArrival, packSession, packSource, packUser } from './format';
import { runMigrations } from './migrations';
import { SBJS_CONTAINERS, createSbjsStore, type SbjsStore } from './sbjs-store';
import type { TrackerSettings } from './settings';
import { directSource, needsTrafficRules, type DetectSource } from './traffic-need';
import type { PageContext, SbjsData } from './types';
import { urlParts } from './url';

/** What a tracker run reads and writes besides its options. */
export interface TrackerEnvironment {
  cookies: CookieJar;
  /** Clock in epoch ms. */
  now: () => number;
  page: PageContext;
  /** Random number in [0, 1) for the promo code (default Math.random). */
  random?: () => number;
}

/** Settings for the page's host (the default cookie domain depends on it). */
export type SettingsFor = (hostname: string) => TrackerSettings;

/** A step run after the visit is recorded (the full entry's promo code), before the cookies are read back. */
export type AfterVisit = (store: SbjsStore, settings: TrackerSettings, env: TrackerEnvironment) => void;

/**
 * The traffic-source rules of a run: at hand (`detectSource` of traffic.ts), or a loader the page entry uses so
 * that only an arrival that needs them (see `needsTrafficRules`) waits for them.
 */
export type TrafficRules = DetectSource | { load(): Promise<DetectSource> };

/**
 * The rules this page view needs: `rules` itself when at hand, the direct rule when the arrival cannot change the
 * attribution, else the loading rules (a promise: recording then waits for them).
 */
export function rulesFor(
  rules: TrafficRules,
  settingsFor: SettingsFor,
  page: PageContext,
): DetectSource | Promise<DetectSource> {
  if (typeof rules === 'function') return rules;
  return needsTrafficRules(page, settingsFor(urlParts(page.href).host)) ? rules.load() : directSource;
}

/** Records this page view in the sbjs cookies with `detect` deciding the source, and returns them parsed. */
export function recordPageView(
  settingsFor: SettingsFor,
  env: TrackerEnvironment,
  detect: DetectSource,
  afterVisit?: AfterVisit,
): SbjsData {
  const { href, referrer, userAgent } = env.page;
  const hostname = urlParts(href).host;
  const settings = settingsFor(hostname);
  const { lifetimeMinutes: lifetime } = settings;
  const store = createSbjsStore({ jar: env.cookies, now: env.now, ...settings });
  runMigrations(store, lifetime, href, hostname);

  // The source.
  const current = store.get('current');
  const first = store.get('first');
  const session = store.get('session');
  const source = detect({ href, referrer, inSession: !!session, attributed: !!(current || first) }, settings);
  if (source) {
    // Arrival details: where and when this attribution started.
    const arrival = packArrival(formatSbjsDate(env.now(), settings.timezoneOffset), href, referrer || NONE);
    store.set('current_add', arrival, lifetime);
    if (!store.get('first_add')) store.set('first_add', arrival, lifetime);
  }
  // Kept attribution is rewritten to renew its lifetime. (sourcebuster writes "null" when only
  // sbjs_first survives; the first attribution is the better stand-in.)
  const value = source ? packSource(source) : (current ?? first);
  if (value) store.set('current', value, lifetime);
  if (!store.get('first')) {
    const stored = store.get('current');
    if (stored) store.set('first', stored, lifetime);
  }

  // The visit count and the session (the session cookie as it was before this view: recording the source
  // never writes it).
  const count = (text: string | undefined) => Number.parseInt(text ?? '', 10) || 1;
  const udata = store.get('udata');
  const knownVisits = count(unpackFields(udata).vst);
  const visits = !udata ? 1 : session ? knownVisits : knownVisits + 1;
  store.set('udata', packUser(visits, settings.userIp, userAgent), lifetime);
  const pages = session ? count(unpackFields(session).pgs) + 1 : 1;
  store.set('session', packSession(pages, href), settings.sessionMinutes);

  afterVisit?.(store, settings, env);
  return store.parse();
}

/** Deletes every sbjs cookie (tracking not allowed). */
export function removeSbjsCookies(
  settingsFor: SettingsFor,
  env: Pick<TrackerEnvironment, 'cookies' | 'now' | 'page'>,
): void {
  const hostname = urlParts(env.page.href).host;
  const store = createSbjsStore({ jar: env.cookies, now: env.now, ...settingsFor(hostname) });
  for (const name of [...SBJS_CONTAINERS, 'migrations'] as const) store.destroy(name, hostname);
}
