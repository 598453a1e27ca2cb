import { domIsland } from '@storefront/runtime';
import { bindMiniBasket } from './remove-lines';

/** The island module: no React; the widget's server markup stays, its remove links work without a reload. */
export default domIsland(bindMiniBasket);
