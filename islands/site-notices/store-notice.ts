/**
 * WooCommerce's store notice (spec §4 'Store notice…', §9 'Shop'): visible until dismissed; dismissing sets cookie
 * 'store_notice' + noticeId = 'hidden' (path /, for the browser session, as WooCommerce does) and hides it; a notice
 * whose cookie is set is hidden at once (the shop doesn't print it then; this covers cached pages). WooCommerce prints
 * it hidden for its script to show, so on its markup the island must mount at load (the WordPress plugin marks the
 * notice `data-hydrate="load"`); the reference shop prints it shown, and it mounts when the shopper reaches for it.
 */
import { getCookie, setCookie } from '@storefront/runtime/ui';
import { STORE_NOTICE_DISMISS_SELECTOR, storeNoticeCookie } from './contract';
import { hide, hideKeepingFocus, onActivate } from './dismiss-link';

/** Wires the notice `host`; returns the release of its listeners. */
export function mountStoreNotice(host: HTMLElement): (() => void) | void {
  const cookie = storeNoticeCookie(host.getAttribute('data-notice-id') ?? '');
  if (getCookie(cookie) === 'hidden') {
    hide(host);
    return;
  }
  // WooCommerce prints it hidden (inline, and its stylesheet hides it) for its script to show: show it the same way
  // (jQuery's show() writes the paragraph's own display inline, which also outweighs a `hidden` attribute).
  if (getComputedStyle(host).display === 'none') host.style.display = 'block';
  const link = host.querySelector<HTMLElement>(STORE_NOTICE_DISMISS_SELECTOR);
  if (!link) return;
  if (!link.hasAttribute('role')) link.setAttribute('role', 'button');
  return onActivate(link, () => {
    setCookie(cookie, 'hidden');
    hideKeepingFocus(host);
  });
}
