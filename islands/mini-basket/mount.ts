import { domIsland } from '@storefront/runtime';
import { bindMiniBasket } from './bind';

/**
 * The island module: no React; the widget's server markup stays, its remove links work without a reload. Thin: the
 * basket code (`remove-lines.ts`, the common chunk) loads only when the page has a basket (see `bindMiniBasket`).
 */
export default domIsland(bindMiniBasket);
