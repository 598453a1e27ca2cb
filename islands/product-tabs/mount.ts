import { domIsland } from '@storefront/runtime';
import { bindProductTabs } from './tabs';

/** The island module: no React; reads `data-scroll-on-click` of the wrapper and makes its markup a tab widget. */
export default domIsland((host) =>
  bindProductTabs(host, {
    scrollOnClick: host.dataset.scroll_on_click === 'yes' || host.dataset.scrollOnClick === 'yes',
  }),
);
