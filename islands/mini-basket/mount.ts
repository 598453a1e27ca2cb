import { domIsland } from '@storefront/runtime';
import { bindMiniBasket } from './bind';

/**
 * The island module: no React; the widget's server markup stays, its remove links work without a reload. Thin: the
 * basket code (`remove-lines.ts`, with the basket and common chunks) loads only when the basket needs checking or at the first
 * sign of a change (see `bindMiniBasket`).
 */
export default domIsland(bindMiniBasket);
