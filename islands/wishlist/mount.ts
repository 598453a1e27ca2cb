import { createElement } from 'react';
import { reactIsland } from '@storefront/runtime/react';
import { CONTAINER_SELECTOR, REMOVE_ALL_SELECTOR, SOCIAL_SELECTOR } from './contract';
import { WishlistBlock } from './WishlistBlock';
import { WishlistToggle } from './WishlistToggle';
import { WishlistRemoveAll, WishlistShare } from './WishlistTools';

/** Which part of the wishlist markup an element is. */
export type WishlistPart = 'toggle' | 'remove-all' | 'social' | 'block';

/** The part `host` is (a heart unless it is one of the others). */
export function partOf(host: Element): WishlistPart {
  if (host.matches(REMOVE_ALL_SELECTOR)) return 'remove-all';
  if (host.matches(SOCIAL_SELECTOR)) return 'social';
  if (host.matches(CONTAINER_SELECTOR)) return 'block';
  return 'toggle';
}

const PARTS = { toggle: WishlistToggle, 'remove-all': WishlistRemoveAll, social: WishlistShare, block: WishlistBlock };

/** Renders the component of the host's part (each only wires the server markup; nothing is rendered). */
function Wishlist({ host, part }: { host: HTMLElement; part: WishlistPart }) {
  return createElement(PARTS[part], { host });
}

/**
 * The island module: one mount per heart, 'remove all', share list or wishlist block; they share one page-level
 * wishlist (list, counter, notification, responsive layout). Its root sits after the host, outside buttons.
 */
export default reactIsland<{ part: WishlistPart }>({
  component: Wishlist,
  sources: { data: false, json: false },
  readProps: (_raw, host) => ({ part: partOf(host) }),
  container(host) {
    const el = document.createElement('span');
    el.setAttribute('data-island-root', 'wishlist');
    el.style.display = 'contents';
    host.after(el);
    return el;
  },
});
