import { reactIsland } from '@storefront/runtime/react';
import { ProductTabs } from './ProductTabs';
import type { ProductTabsProps } from './contract';

/** The island module: reads `data-scroll-on-click` of the wrapper. */
export default reactIsland<ProductTabsProps>({
  component: ProductTabs,
  sources: { json: false },
  readProps: (raw) => ({ scrollOnClick: raw.data.scroll_on_click === 'yes' || raw.data.scrollOnClick === 'yes' }),
});
