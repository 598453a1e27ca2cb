import type { IslandModule, PageState } from '@storefront/runtime';
import type { Ga4wGlobal } from './contract';
import type { Tracker } from './analytics-tracker';

type Consent = PageState['consent'];
const api = globalThis as { wp_has_consent?: (category: string) => boolean; ga4w?: unknown };
/** The Consent API's change event (the consent state dispatches one per change it makes or hears of). */
const CHANGE = 'wp_listen_for_consent_change';

/** The Consent API's answer (the page's inline stub, a real Consent API or the islands' state), else its cookie. */
const granted = (category: keyof Consent) =>
  api.wp_has_consent
    ? !!api.wp_has_consent(category)
    : document.cookie.split(/;\s*/).includes(`wp_consent_${category}=allow`);

/**
 * The analytics island module: tiny. A Consent API client: it reads the visitor's choice with `wp_has_consent` (the
 * inline stub answers from the first script on) and follows `wp_listen_for_consent_change`, importing the tracker
 * only while statistics or marketing is granted (at mount, or later) and handing it every change. It never loads
 * the page's shared consent state (@storefront/consent): the islands that change consent (the banner) start it, and
 * its changes reach this island as the Consent API's events.
 */
const analytics: IslandModule = {
  mount(host) {
    const global = api.ga4w;
    if (!global || typeof global !== 'object') return;
    let tracker: Promise<Tracker> | undefined;
    let seen = '';
    let stopped = false;
    const apply = () => {
      const consent: Consent = { statistics: granted('statistics'), marketing: granted('marketing') };
      const now = `${consent.statistics}${consent.marketing}`;
      if (stopped || now === seen || (!tracker && now === 'falsefalse')) return;
      seen = now;
      tracker ??= import('./analytics-tracker').then((m) => m.startTracker(global as Ga4wGlobal, host));
      void tracker.then((t) => !stopped && t.consent(consent));
    };
    // Read once every listener of the change ran (the consent state answering wp_has_consent may listen after us).
    const onChange = () => void Promise.resolve().then(apply);
    apply();
    document.addEventListener(CHANGE, onChange);
    return () => {
      stopped = true;
      document.removeEventListener(CHANGE, onChange);
      void tracker?.then((t) => t.stop());
    };
  },
};
export default analytics;
