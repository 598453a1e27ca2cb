import { reactIsland } from '@storefront/runtime/react';
import { ListingViewToggle } from './ListingViewToggle';
import type { ListingViewProps } from './contract';

/** The island module; the toggle's server markup stays, the component only enhances it. */
export default reactIsland<ListingViewProps>({
  component: ListingViewToggle,
  sources: { data: false, json: false },
  readProps: () => ({}),
});
