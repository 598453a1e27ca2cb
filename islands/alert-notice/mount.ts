import type { IslandModule } from '@storefront/runtime';
import { focusAlertNotices, NOTICE_FOCUS_DELAY } from '@storefront/runtime/ui';

/**
 * Focuses the notice 500 ms after it appears (spec §2, §8: the runtime's `focusAlertNotices`), unless focus was put
 * somewhere on purpose meanwhile (the shopper typing, an island focusing a field): a notice takes focus from the page
 * body, never from a control.
 */
const alertNotice: IslandModule = {
  mount(host) {
    let cancel = () => {};
    const timer = setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && !host.contains(active)) return;
      cancel = focusAlertNotices(host, 0);
    }, NOTICE_FOCUS_DELAY);
    return () => {
      clearTimeout(timer);
      cancel();
    };
  },
};
export default alertNotice;
