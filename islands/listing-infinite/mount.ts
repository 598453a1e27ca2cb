import { reactIsland } from '@storefront/runtime/react';
import { ListingInfinite } from './ListingInfinite';
import type { ListingInfiniteProps } from './contract';

/** The island module; its status line is rendered inside the pagination, after the page links. */
export default reactIsland<ListingInfiniteProps>({
  component: ListingInfinite,
  sources: { data: false, json: false },
  readProps: () => ({}),
});
