import { reactIsland } from '@storefront/runtime/react';
import { ListingFilter } from './ListingFilter';
import type { ListingFilterProps } from './contract';

/** The island module; its error line is rendered inside the filter, after the links. */
export default reactIsland<ListingFilterProps>({
  component: ListingFilter,
  sources: { data: false, json: false },
  readProps: () => ({}),
});
