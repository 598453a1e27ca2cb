import type { IslandModule } from '@storefront/runtime';
import { createScope } from '@storefront/runtime/ui';
import { startAffix } from './affix';
import { startScrollspy } from './scrollspy';

/** Affix (`data-spy="affix"`) or scrollspy (`data-spy="scroll"`) on the element that asks for it; no React. */
const scrollSpy: IslandModule = {
  mount(host) {
    const scope = createScope();
    const spy = host.dataset.spy;
    if (typeof IntersectionObserver === 'function') {
      if (spy === 'affix') startAffix(host, scope);
      else if (spy === 'scroll') startScrollspy(host, scope);
    }
    return () => scope.dispose();
  },
};
export default scrollSpy;
