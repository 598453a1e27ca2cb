import type { IslandModule } from '@storefront/runtime';
import { focusAlertNotices } from '@storefront/runtime/ui';

/** Whether focus rests on the page itself (nothing focused on purpose), or already on the notice. */
const focusIsFree = (host: Element) => {
  const active = document.activeElement;
  return !active || active === document.body || host.contains(active);
};

/**
 * Focuses the notice 500 ms after it appears (spec §2, §8: the runtime's `focusAlertNotices` and its delay), unless
 * focus is put somewhere on purpose before then (the shopper typing, an island focusing a field): a notice takes
 * focus from the page body, never from a control.
 */
const noticeFocus: IslandModule = {
  mount(host) {
    if (!focusIsFree(host)) return;
    const cancel = focusAlertNotices(host);
    const onFocus = (e: FocusEvent) => {
      if (!host.contains(e.target as Node)) stop();
    };
    const stop = () => {
      cancel();
      document.removeEventListener('focusin', onFocus);
    };
    document.addEventListener('focusin', onFocus);
    return stop;
  },
};
export default noticeFocus;
