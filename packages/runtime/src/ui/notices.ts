/** Delay before an alert notice takes focus, in ms (spec §8/§9: 500 ms). */
export const NOTICE_FOCUS_DELAY = 500;

/** Alert notices, as WooCommerce's own `focus_populate_live_region` finds them. */
export const ALERT_NOTICES =
  '.woocommerce-message[role=alert],.woocommerce-error[role=alert],.wc-block-components-notice-banner[role=alert],.woocommerce-notices-wrapper [role=alert]';

/**
 * After `delay` ms, moves focus to the first alert notice in `root` (or `root` itself if it is
 * one), giving it `tabindex="-1"` when it has no tabindex, so keyboard and screen-reader users
 * land on the message. The wait lets the page finish updating first. Returns a cancel function.
 */
export function focusAlertNotices(root: Element | Document = document, delay = NOTICE_FOCUS_DELAY): () => void {
  const timer = setTimeout(() => {
    const notice =
      root instanceof Element && root.matches(ALERT_NOTICES) ? root : root.querySelector<Element>(ALERT_NOTICES);
    if (!(notice instanceof HTMLElement) || !notice.isConnected) return;
    if (!notice.hasAttribute('tabindex')) notice.tabIndex = -1;
    notice.focus();
  }, delay);
  return () => clearTimeout(timer);
}
