/**
 * One consent state per page. The page store's `consent` ({ statistics, marketing }) is the source; this module
 * makes it the WordPress Consent API analytics plugins already use:
 * - `window.wp_has_consent(category)` answers from the store, `window.wp_set_consent(category, 'allow' | 'deny')`
 *   writes it (both only when no real Consent API script defined them first; a real one is followed instead). The
 *   inline stub the page prints first (stub/consent-stub.js: answers from the cookies and the events it saw) is
 *   read, replaced while this state runs and put back when it stops, so early callers get the same answers;
 * - every change dispatches `wp_listen_for_consent_change` on `document` with detail `{ [category]: value }`, and
 *   such an event dispatched by another script updates the store;
 * - the choice is kept in the API's cookies `wp_consent_{category}` ('allow' | 'deny', path /), so the next page
 *   (and the server) know it, and other tabs follow through a `localStorage` ping;
 * - order attribution follows marketing consent through WooCommerce's `wc_order_attribution.setOrderTracking`;
 * - markup waiting for consent (`[data-consent-island="name"]`) becomes island markup once anything is granted.
 */
import { getPageStore, type PageState } from '@storefront/runtime';
import { getCookie, setCookie } from '@storefront/runtime/ui';

/** The consent categories the shop's islands use (the Consent API's names). */
export type ConsentCategory = keyof PageState['consent'];

/** The Consent API's change event, dispatched on `document`. */
export const CONSENT_CHANGE_EVENT = 'wp_listen_for_consent_change';
/** `localStorage` key whose writes tell other tabs that consent changed (the inline stub writes and reads it too). */
export const CONSENT_STORAGE_KEY = 'storefront_consent';
/** Lifetime of the consent cookies when the caller gives none (the Consent API's default). */
export const CONSENT_COOKIE_DAYS = 30;
/** Markup that waits for consent: its value is the island to mount once statistics or marketing is granted. */
export const ANALYTICS_MARK = 'data-consent-island';

const CATEGORIES: readonly ConsentCategory[] = ['statistics', 'marketing'];

/** The Consent API's cookie for `category`. */
export const consentCookieName = (category: string): string => `wp_consent_${category}`;

type ConsentValue = 'allow' | 'deny';
/** `storefront`: this module's; `stub`: the inline stub's (its recorded choices). */
type Face = { storefront?: true; stub?: object };
type HasConsent = ((category: string) => boolean) & Face;
interface ConsentApiWindow {
  wp_has_consent?: HasConsent;
  wp_set_consent?: ((category: string, value: ConsentValue) => void) & Face;
  wp_consent_type?: string;
  wc_order_attribution?: { setOrderTracking?: (allow: boolean) => void; params?: { allowTracking?: boolean } };
}
const api = globalThis as typeof globalThis & ConsentApiWindow;

/** Where a change came from: decides what is written and told (never echo an event back to its source). */
type Source = 'page' | 'event' | 'tab';
let source: Source = 'page';
let cookieDays = CONSENT_COOKIE_DAYS;
let users = 0;
let stop: (() => void) | undefined;
/** The inline stub's functions while this state stands in for them. */
let stub: Pick<ConsentApiWindow, 'wp_has_consent' | 'wp_set_consent'> = {};

/** Whether `category` is granted now ('functional' always is; other categories read their API cookie). */
export function hasConsent(category: string): boolean {
  const consent = getPageStore().getState().consent;
  if (category === 'statistics' || category === 'marketing') return consent[category];
  if (category === 'statistics-anonymous') return consent.statistics;
  // Other categories: the stub's answer (it saw every change event) or the cookie.
  return stub.wp_has_consent
    ? stub.wp_has_consent(category)
    : category === 'functional' || getCookie(consentCookieName(category)) === 'allow';
}

/**
 * Grants or denies categories. Cookies are written for `days` (default 30), the change event fires per changed
 * category, other tabs follow. Unchanged values do nothing.
 */
export function setConsent(change: Partial<Record<ConsentCategory, boolean>>, days = CONSENT_COOKIE_DAYS): void {
  cookieDays = days;
  apply(change, 'page');
}

function apply(change: Partial<Record<ConsentCategory, boolean>>, from: Source): void {
  const store = getPageStore();
  const consent = { ...store.getState().consent };
  let changed = false;
  for (const category of CATEGORIES) {
    const value = change[category];
    if (typeof value === 'boolean' && value !== consent[category]) {
      consent[category] = value;
      changed = true;
    }
  }
  if (!changed) return;
  source = from;
  try {
    store.setState({ consent });
  } finally {
    source = 'page';
  }
}

/** Reads the recorded choice: a real Consent API first, else the cookies. Categories without a choice stay denied. */
function recorded(): Partial<Record<ConsentCategory, boolean>> {
  const choice: Partial<Record<ConsentCategory, boolean>> = {};
  for (const category of CATEGORIES) {
    const has = api.wp_has_consent;
    if (has && !has.storefront) choice[category] = Boolean(has(category));
    else {
      const value = getCookie(consentCookieName(category));
      if (value === 'allow' || value === 'deny') choice[category] = value === 'allow';
    }
  }
  return choice;
}

/** Re-inserts markup waiting for consent as island markup, so the runtime (watching added nodes) mounts it. */
function releaseWaitingIslands(): void {
  for (const el of document.querySelectorAll(`[${ANALYTICS_MARK}]:not([data-island])`)) {
    const copy = el.cloneNode(true) as Element;
    copy.setAttribute('data-island', el.getAttribute(ANALYTICS_MARK)!);
    el.replaceWith(copy);
  }
}

function changed(next: PageState, prev: PageState): void {
  const from = source;
  if (next.consent === prev.consent) return;
  for (const category of CATEGORIES) {
    const allowed = next.consent[category];
    if (allowed === prev.consent[category]) continue;
    const value: ConsentValue = allowed ? 'allow' : 'deny';
    if (from !== 'tab') setCookie(consentCookieName(category), value, { maxAge: cookieDays * 86400 });
    if (from === 'page' && api.wp_set_consent && !api.wp_set_consent.storefront) {
      // A real Consent API owns its cookies and event: it dispatches, and the echo finds nothing changed.
      api.wp_set_consent(category, value);
    } else if (from !== 'event') {
      document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { [category]: value } }));
    }
  }
  if (from !== 'tab') {
    try {
      localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ ...next.consent, at: Date.now() }));
    } catch {
      // Storage blocked: other tabs follow on their next page instead.
    }
  }
  if (next.consent.marketing !== prev.consent.marketing) {
    const attribution = api.wc_order_attribution;
    // Before the order-attribution island installed its hook, the params it will start from carry the choice.
    if (attribution?.setOrderTracking) attribution.setOrderTracking(next.consent.marketing);
    else if (attribution?.params) attribution.params.allowTracking = next.consent.marketing;
  }
  if (next.consent.statistics || next.consent.marketing) releaseWaitingIslands();
}

function install(): () => void {
  apply(recorded(), 'tab');
  if (api.wp_has_consent?.stub) stub = { wp_has_consent: api.wp_has_consent, wp_set_consent: api.wp_set_consent };
  if (!api.wp_has_consent || stub.wp_has_consent)
    api.wp_has_consent = Object.assign(hasConsent, { storefront: true as const });
  if (!api.wp_set_consent || stub.wp_has_consent)
    api.wp_set_consent = Object.assign(
      (category: string, value: ConsentValue) =>
        CATEGORIES.includes(category as ConsentCategory) && setConsent({ [category]: value === 'allow' }),
      { storefront: true as const },
    );
  api.wp_consent_type ??= 'optin';
  const now = getPageStore().getState().consent;
  if (now.statistics || now.marketing) releaseWaitingIslands();
  const unsubscribe = getPageStore().subscribe(changed);
  const onEvent = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (!detail || typeof detail !== 'object') return;
    const change: Partial<Record<ConsentCategory, boolean>> = {};
    for (const category of CATEGORIES) {
      const value = (detail as Record<string, unknown>)[category];
      if (value === 'allow' || value === 'deny') change[category] = value === 'allow';
    }
    apply(change, 'event');
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CONSENT_STORAGE_KEY || !event.newValue) return;
    try {
      const value = JSON.parse(event.newValue) as Record<string, unknown>;
      apply({ statistics: value.statistics === true, marketing: value.marketing === true }, 'tab');
    } catch {
      // Not ours: ignore.
    }
  };
  document.addEventListener(CONSENT_CHANGE_EVENT, onEvent);
  addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    document.removeEventListener(CONSENT_CHANGE_EVENT, onEvent);
    removeEventListener('storage', onStorage);
    // The stub, when there was one, answers again (it followed every change: this state dispatches one per change).
    if (api.wp_has_consent?.storefront) api.wp_has_consent = stub.wp_has_consent;
    if (api.wp_set_consent?.storefront) api.wp_set_consent = stub.wp_set_consent;
    stub = {};
  };
}

/**
 * Starts the page's consent state (once per page, however many islands call it): loads the recorded choice into
 * the store and installs the Consent API face and listeners. Returns the caller's release; the last one removes
 * them.
 */
export function startConsent(): () => void {
  if (!users++) stop = install();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (!--users) {
      stop?.();
      stop = undefined;
    }
  };
}
