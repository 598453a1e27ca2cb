import { domIsland } from '@storefront/runtime';
import { bindListingCount } from './count';

/** The island module: no React and no root; the count stays the server's `p`, spoken after listing changes. */
export default domIsland(bindListingCount);
