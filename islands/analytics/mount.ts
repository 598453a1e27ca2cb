import { getPageStore, type IslandModule } from '@storefront/runtime';
import { startConsent } from '@storefront/consent';
import type { Ga4wGlobal } from './contract';
import type { Tracker } from './analytics-tracker';

/**
 * The analytics island module: tiny. It joins the page's consent state and imports the tracker only while
 * statistics or marketing is granted (at mount, or later), then hands it every consent change.
 */
const analytics: IslandModule = {
  mount(host) {
    const global = (globalThis as { ga4w?: unknown }).ga4w;
    if (!global || typeof global !== 'object') return;
    const release = startConsent();
    const store = getPageStore();
    let tracker: Promise<Tracker | undefined> | undefined;
    let stopped = false;
    const apply = () => {
      const consent = store.getState().consent;
      if (!tracker && !consent.statistics && !consent.marketing) return;
      tracker ??= import('./analytics-tracker').then((m) =>
        stopped
          ? undefined
          : m.startTracker(global as Ga4wGlobal, (host as HTMLScriptElement).nonce || host.getAttribute('nonce') || ''),
      );
      void tracker.then((t) => !stopped && t?.consent(store.getState().consent));
    };
    apply();
    const unsubscribe = store.subscribe((next, prev) => next.consent !== prev.consent && apply());
    return () => {
      stopped = true;
      unsubscribe();
      void tracker?.then((t) => t?.stop());
      release();
    };
  },
};
export default analytics;
