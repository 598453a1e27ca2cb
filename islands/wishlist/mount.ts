import { domIsland } from '@storefront/runtime';
import { bindHeart } from './heart';
import { bindPagePart, partOf } from './parts';

/**
 * The island module, without React: one mount per heart, 'remove all', share list or wishlist block; they share one
 * page-level wishlist (list, counter, notification, responsive layout). Each wires the server's markup.
 */
export default domIsland((host) => {
  const part = partOf(host);
  return part === 'toggle' ? bindHeart(host) : bindPagePart(host, part);
});
