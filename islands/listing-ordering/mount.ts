import { domIsland } from '@storefront/runtime';
import { bindListingOrdering } from './ordering';

/** The island module: no React; the ordering form stays the server's and submits on change. */
export default domIsland(bindListingOrdering);
