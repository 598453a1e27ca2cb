import { domIsland } from '@storefront/runtime';
import { bindListingView } from './toggle';

/** The island module: no React; the toggle's server markup stays and drives the lists' classes. */
export default domIsland(bindListingView);
