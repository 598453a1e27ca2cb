import { domIsland } from '@storefront/runtime';
import { bindListingInfinite } from './bind';

/** The island module: no framework; its status line is put inside the pagination, after the page links. */
export default domIsland(bindListingInfinite);
