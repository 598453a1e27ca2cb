import { reactIsland } from '@storefront/runtime/react';
import { ListingCount } from './ListingCount';
import type { ListingCountProps } from './contract';

/** The island module; its (empty) root is a `span`, valid inside the count's `p`. */
export default reactIsland<ListingCountProps>({
  component: ListingCount,
  sources: { data: false, json: false },
  readProps: () => ({}),
  container(host) {
    const el = document.createElement('span');
    el.setAttribute('data-island-root', 'listing-count');
    el.style.display = 'contents';
    host.append(el);
    return el;
  },
});
