import { domIsland } from '@storefront/runtime';
import { TOGGLE_SELECTOR } from './contract';
import { bindHeart } from './heart';
import { bindPagePart } from './parts';

/**
 * The island module, without React: one mount per heart, 'remove all', share list or wishlist block; they share one
 * page-level wishlist (list, counter, notification, responsive layout). Each wires the server's markup.
 */
export default domIsland((host) => (host.matches(TOGGLE_SELECTOR) ? bindHeart(host) : bindPagePart(host)));
