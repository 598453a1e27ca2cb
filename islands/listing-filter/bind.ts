import { createListingFilter, filterErrorBox } from '@storefront/listing';
import type { MountContext } from '@storefront/runtime';
import { applyProductPage } from './apply-page';
import { REGIONS } from './contract';

/**
 * Filters a product listing by category without a reload (spec §2): the category's page is fetched and its
 * listing regions swapped in, the URL pushed; back/forward restore listings the same way. While loading the
 * list is `aria-busy`; a failure keeps the current listing and shows the message (`role="alert"`) with a Retry
 * button after the links, made only then. No framework. Returns the release.
 */
export function bindListingFilter(host: HTMLElement, ctx: MountContext): () => void {
  let box: HTMLElement | null = null;
  const filter = createListingFilter({
    nav: host,
    linkSelector: 'a[href]',
    apply: (page) => applyProductPage(page, host),
    accepts: (page) => !!page.querySelector(REGIONS.list),
    onState: (s) => {
      const list = document.querySelector(REGIONS.list);
      if (s.status === 'loading') list?.setAttribute('aria-busy', 'true');
      else list?.removeAttribute('aria-busy');
      box?.remove();
      box = null;
      if (s.status !== 'error') return;
      box = filterErrorBox(s.message, () => void filter.show(s.url));
      // The island's own element: an in-place update of the filter keeps it.
      box.setAttribute('data-island-root', ctx.name);
      host.append(box);
    },
  });
  return () => {
    filter.destroy();
    box?.remove();
  };
}
