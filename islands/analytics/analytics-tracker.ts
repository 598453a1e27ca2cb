/**
 * The analytics tracker, loaded only once the visitor granted statistics or marketing consent (spec §4 'Analytics
 * consent'). It reports the eight shop events to gtag/dataLayer under Consent Mode, loads the store-analytics
 * tracker and the social pin tag when their consent allows, and never loads a script twice.
 *
 * This module is what the tracker loads first: Consent Mode, the config, the analytics scripts and the listeners.
 * The events' payloads (analytics-events.ts: the item mapping, the page's own events, the shopper's actions) and
 * their senders (analytics-send.ts: gtag, the pin tag, which starts then)
 * load when the browser is first idle after it started, or at the shopper's first action if that comes sooner; the
 * page events are reported then, the actions as they come.
 */
import { on } from '@storefront/runtime';
import type { PageState } from '@storefront/runtime';
import type { AnalyticsSettings, Ga4wGlobal } from './contract';
import type { ShopHit } from './analytics-events';
import type { Receivers } from './analytics-send';

/** The script elements' ids: each is added once per page (here rather than in contract.ts, whose values load later). */
const STORE_ANALYTICS_ID = 'storefront-store-analytics';
const GTAG_SCRIPT_ID = 'storefront-gtag';
const PIN_SCRIPT_ID = 'storefront-pin-tag';

/** An object of the page data, or an empty one. */
const obj = <T extends object>(value: T | null | undefined): T =>
  value && typeof value === 'object' ? value : ({} as T);

type Consent = PageState['consent'];
const g = globalThis as unknown as Record<string, unknown> & { dataLayer?: unknown[] };

/** Consent Mode's four signals: analytics from statistics, the three ad signals from marketing. */
const consentMode = ({ statistics, marketing }: Consent) => {
  const ads = marketing ? 'granted' : 'denied';
  return {
    analytics_storage: statistics ? 'granted' : 'denied',
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
  };
};

/** Adds `<script async src>` with the page's CSP nonce once per page (by element id). */
function addScript(id: string, src: string | undefined, nonce: string): void {
  if (!src || document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

/** The page's gtag function (the plugin's name for it), created as Google's snippet does when missing. */
function gtagOf(settings: AnalyticsSettings): (...args: unknown[]) => void {
  const name = settings.tracker_function_name || 'gtag';
  const dataLayer = (g.dataLayer ??= []);
  if (typeof g[name] !== 'function')
    g[name] = function gtag() {
      // gtag.js reads `arguments` objects from the data layer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  return g[name] as (...args: unknown[]) => void;
}

/**
 * Runs `run` once the browser is idle, at most 1 s later (200 ms where requestIdleCallback is missing): the page
 * events wait for it, so it stays short. Returns the cancel.
 */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
}

/** A running tracker: follow consent, stop (listeners off; loaded scripts stay, as scripts do). */
export interface Tracker {
  consent(consent: Consent): void;
  stop(): void;
}

/**
 * Starts the tracker for the page's `ga4w`. Nothing is sent until `consent()` grants statistics. The scripts it adds
 * carry the CSP nonce of `host` (the data script).
 */
export function startTracker(global: Ga4wGlobal, host?: Element): Tracker {
  const nonce = (host as HTMLScriptElement | undefined)?.nonce || host?.getAttribute('nonce') || '';
  // The page's data as plain JSON (objects without prototypes, getters, cycles… become plain values or nothing);
  // lists are read through `objects`, text through `text`.
  let plain: Ga4wGlobal = {};
  try {
    plain = JSON.parse(JSON.stringify(global)) as Ga4wGlobal;
  } catch {
    // Unreadable page data: track nothing from it.
  }
  const data = obj(plain.data);
  const settings = obj(plain.settings);
  const gtag = gtagOf(settings);
  let state: Consent = { statistics: false, marketing: false };
  // Page events go to each receiver once, when its consent is first granted.
  const pageSent: Receivers = { ga: false, pin: false };
  let pinLoaded = false;
  let stopped = false;
  let variation: string | undefined;
  type Events = typeof import('./analytics-events') & typeof import('./analytics-send');
  let events: Events | undefined;
  let loading: Promise<void> | undefined;
  let unfollowCart: (() => void) | undefined;
  const waiting: Array<(m: Events) => void> = [];
  /** Runs `job` with the payloads module: now when it is here, else once it arrives. */
  const withEvents = (job: (m: Events) => void) => (events ? job(events) : waiting.push(job));
  const load = () => {
    cancelIdle();
    return (loading ??= Promise.all([import('./analytics-events'), import('./analytics-send')]).then(
      ([payloads, senders]) => {
        const m = { ...payloads, ...senders };
        events = m;
        if (stopped) return;
        unfollowCart = m.followCart(data);
        waiting.splice(0).forEach((job) => job(m));
      },
      // The chunk did not load (offline, a deploy replaced it): what waits stays queued for the next action's try.
      () => void (loading = undefined),
    ));
  };
  const cancelIdle = whenIdle(() => void load());

  // Consent Mode: everything denied until the visitor's choice is applied.
  gtag('consent', 'default', consentMode(state));

  const send = (m: Events, hit: ShopHit, to: Receivers = { ga: state.statistics, pin: state.marketing }) =>
    m.sendHit(hit, to, gtag, settings);
  /** A shopper's action: reported with the consent of the moment its payload is built. */
  const act = (hit: (m: Events) => ShopHit | undefined) => {
    withEvents((m) => {
      const found = hit(m);
      if (found) send(m, found);
    });
    void load();
  };

  const offAdded = on('added_to_cart', ({ button }) => act((m) => m.addedHit(button, data, settings, variation)));
  const offVariation = on('found_variation', ({ variation: found }) => {
    const attributes = (found as { attributes?: Record<string, string> } | undefined)?.attributes ?? {};
    variation = Object.values(attributes).filter(Boolean).join(', ') || undefined;
  });
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (target instanceof Element) act((m) => m.clickHit(target, data, settings));
  };
  // Capture: the remove link's own island may stop the click; delegation survives basket swaps (updated_wc_div).
  document.addEventListener('click', onClick, true);

  return {
    consent(next) {
      state = { ...next };
      gtag('consent', 'update', consentMode(next));
      if (next.statistics) {
        if (!document.getElementById(GTAG_SCRIPT_ID)) {
          gtag('js', new Date());
          gtag('config', settings.measurement_id ?? '', {
            language: settings.locale ?? 'en_GB',
            currency: settings.currency ?? 'GBP',
            user_properties: { visitor: settings.visitor ?? 'guest' },
          });
          const id = settings.measurement_id ? `?id=${encodeURIComponent(settings.measurement_id)}` : '';
          addScript(GTAG_SCRIPT_ID, settings.scripts?.gtag && settings.scripts.gtag + id, nonce);
        }
        addScript(STORE_ANALYTICS_ID, settings.scripts?.store_analytics, nonce);
      }
      if (next.marketing && !pinLoaded && settings.scripts?.pin) {
        // The pin tag starts with the senders (at the first idle or action), before the hits it is fed.
        pinLoaded = true;
        withEvents((m) => m.startPin(settings, (src) => addScript(PIN_SCRIPT_ID, src, nonce)));
      }
      const receivers = { ga: next.statistics && !pageSent.ga, pin: next.marketing && !pageSent.pin };
      pageSent.ga ||= receivers.ga;
      pageSent.pin ||= receivers.pin;
      if (receivers.ga || receivers.pin)
        withEvents((m) => {
          const report = (hits: ShopHit[]) => !stopped && hits.forEach((hit) => send(m, hit, receivers));
          const hits = m.pageHits(data, settings, variation);
          if (Array.isArray(hits)) report(hits);
          else void hits.then(report);
        });
    },
    stop() {
      stopped = true;
      cancelIdle();
      unfollowCart?.();
      offAdded();
      offVariation();
      document.removeEventListener('click', onClick, true);
    },
  };
}
