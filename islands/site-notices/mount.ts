import type { IslandModule } from '@storefront/runtime';
import { COMING_SOON_SELECTOR } from './contract';
import { mountComingSoon } from './coming-soon';
import { mountStoreNotice } from './store-notice';

/** The island module: the store notice or the coming-soon banner, by element (no React: server markup wired up). */
const siteNotices: IslandModule = {
  mount: (host) => (host.matches(COMING_SOON_SELECTOR) ? mountComingSoon(host) : mountStoreNotice(host)),
};
export default siteNotices;
