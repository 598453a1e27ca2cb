import { reactIsland } from '@storefront/runtime/react';
import { partOf, Wishlist, type WishlistPart } from './Wishlist';

/**
 * The island module: one mount per heart, 'remove all', share list or wishlist block; they share one page-level
 * wishlist (list, counter, notification, responsive layout). Its root sits after the host, outside buttons.
 */
export default reactIsland<{ part: WishlistPart }>({
  component: Wishlist,
  sources: { data: false, json: false },
  readProps: (_raw, host) => ({ part: partOf(host) }),
  container: (host) => [host, 'afterend'],
});
