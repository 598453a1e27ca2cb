import type { IslandModule } from '@storefront/runtime';
import { createScope } from '@storefront/runtime/ui';
import { TOP_LINKS } from './contract';
import { startHeader } from './header';
import { startTopLink } from './to-top';

/** The site chrome module: no React, only listeners on the server's markup. */
const siteChrome: IslandModule = {
  mount(host) {
    const scope = createScope();
    if (host.matches(TOP_LINKS)) startTopLink(host as HTMLAnchorElement, scope);
    else startHeader(host, scope);
    return () => scope.dispose();
  },
};
export default siteChrome;
