import type { IslandModule } from '@storefront/runtime';
import { createScope } from '@storefront/runtime/ui';
import { HEADER, TOP_LINKS } from './contract';
import { shrinkOnScroll, startHeader } from './header';
import { startTopLink } from './to-top';

/** The site chrome module: no React, only listeners on the server's markup. */
const siteChrome: IslandModule = {
  mount(host) {
    const scope = createScope();
    if (host.matches(TOP_LINKS)) {
      startTopLink(host as HTMLAnchorElement, scope);
      // The first scroll mounts the To Top link before anyone reaches for the header: it starts the shrink too.
      const header = document.querySelector<HTMLElement>(HEADER);
      if (header) scope.add(shrinkOnScroll(header));
    } else startHeader(host, scope);
    return () => scope.dispose();
  },
};
export default siteChrome;
