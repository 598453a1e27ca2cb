import { reactIsland } from '@storefront/runtime/react';
import { ListingCount } from './ListingCount';
import type { ListingCountProps } from './contract';

/** The island module; its (empty) root is a `span` inside the count's `p` (phrasing content only). */
export default reactIsland<ListingCountProps>({
  component: ListingCount,
  sources: { data: false, json: false },
  readProps: () => ({}),
});
