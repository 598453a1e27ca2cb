/**
 * WooCommerce's store notice (spec §4 'Store notice…', §9 'Shop'): visible until dismissed; dismissing sets cookie
 * 'store_notice' + noticeId = 'hidden' (path /, for the browser session, as WooCommerce does) and hides it; a notice
 * whose cookie is set is hidden at once (the shop doesn't print it then; this covers cached pages).
 */
import { getCookie, setCookie } from '@storefront/runtime/ui';
import { STORE_NOTICE_DISMISS_SELECTOR, storeNoticeCookie } from './contract';
import { hideKeepingFocus, onActivate } from './dismiss-link';

/** Wires the notice `host`; returns the release of its listeners. */
export function mountStoreNotice(host: HTMLElement): (() => void) | void {
  const cookie = storeNoticeCookie(host.getAttribute('data-notice-id') ?? '');
  if (getCookie(cookie) === 'hidden') {
    host.hidden = true;
    return;
  }
  const link = host.querySelector<HTMLElement>(STORE_NOTICE_DISMISS_SELECTOR);
  if (!link) return;
  if (!link.hasAttribute('role')) link.setAttribute('role', 'button');
  return onActivate(link, () => {
    setCookie(cookie, 'hidden');
    hideKeepingFocus(host);
  });
}
