import type { IslandModule } from '@storefront/runtime';
import { focusAlertNotices } from '@storefront/runtime/ui';

/** Notices that had focus once: one moved or printed again as the same element (a region swap) is not refocused. */
const focused = new WeakSet<Element>();

/**
 * Whether the notice may take focus: anywhere but in a field (a submit input is a button). So it takes focus from
 * the page (a notice printed at load) and from the button or link whose action brought it (an island's answer),
 * never from the shopper's typing or choosing.
 */
const focusIsFree = () => !document.activeElement?.matches('input:not([type=submit]),select,textarea');

/**
 * Focuses the notice 500 ms after it appears (spec §2, §8: the runtime's `focusAlertNotices` and its delay), once,
 * wherever it comes from: printed by the server at load, or inserted later by an island (the runtime mounts this
 * island on it then). Focus put somewhere else meanwhile (the shopper tabbing on, an island focusing a field) wins.
 */
const noticeFocus: IslandModule = {
  mount(host) {
    if (focused.has(host) || !focusIsFree()) return;
    const cancel = focusAlertNotices(host);
    const onFocus = (e: FocusEvent) => {
      if (host.contains(e.target as Node)) focused.add(host);
      stop();
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
