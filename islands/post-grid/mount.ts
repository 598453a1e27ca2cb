import { domIsland } from '@storefront/runtime';
import { bindPostGrid } from './bind';

export { readPostGridProps } from './bind';

/** The island module: no framework; its error box and status line go at the end of the listing. */
export default domIsland(bindPostGrid);
