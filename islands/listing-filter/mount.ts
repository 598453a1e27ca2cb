import { domIsland } from '@storefront/runtime';
import { bindListingFilter } from './bind';

/** The island module: no framework; its error line is put inside the filter, after the links, only on failure. */
export default domIsland(bindListingFilter);
