import { useLayoutEffect, useRef, useState } from 'react';
import {
  createListingFilter,
  LISTING_TEXT,
  type FilterState,
  type ListingFilter as Controller,
} from '@storefront/listing';
import { applyProductPage } from './apply-page';
import { REGIONS } from './contract';

/**
 * Filters a product listing by category without a reload (spec §2): the category's page is fetched and its
 * listing regions swapped in, the URL pushed; back/forward restore listings the same way. While loading
 * the list is `aria-busy`; a failure keeps the current listing and shows the message with a Retry button.
 */
export function ListingFilter({ host }: { host: HTMLElement }) {
  const [state, setState] = useState<FilterState>({ status: 'idle' });
  const filter = useRef<Controller | null>(null);
  useLayoutEffect(() => {
    const c = createListingFilter({
      nav: host,
      linkSelector: 'a[href]',
      apply: (page) => applyProductPage(page, host),
      accepts: (page) => !!page.querySelector(REGIONS.list),
      onState: (s) => {
        const list = document.querySelector(REGIONS.list);
        if (s.status === 'loading') list?.setAttribute('aria-busy', 'true');
        else list?.removeAttribute('aria-busy');
        setState(s);
      },
    });
    filter.current = c;
    return () => {
      c.destroy();
      filter.current = null;
    };
  }, [host]);
  if (state.status !== 'error') return null;
  return (
    <div className="listing-error" role="alert">
      <p>
        {LISTING_TEXT.filterFailed} {state.message}
      </p>
      <button type="button" className="button" onClick={() => void filter.current?.show(state.url)}>
        {LISTING_TEXT.retry}
      </button>
    </div>
  );
}
