import { reactIsland } from '@storefront/runtime/react';
import { ListingOrdering } from './ListingOrdering';
import type { ListingOrderingProps } from './contract';

/** The island module. */
export default reactIsland<ListingOrderingProps>({
  component: ListingOrdering,
  sources: { data: false, json: false },
  readProps: () => ({}),
});
