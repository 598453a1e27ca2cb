import { on } from '@storefront/runtime';
import { getCookie, setCookie } from '@storefront/runtime/ui';
import { LISTING_UPDATED, motionAllowed, VIEW_TOGGLE_TRANSITION_MS } from '@storefront/listing';
import { LIST_SELECTOR, TOGGLE_LINK_SELECTOR, VIEW_COOKIE, VIEW_COOKIE_DAYS, type ListingView } from './contract';

/** The view to show: the cookie's, else the link the server marked active, else grid. */
export function initialView(host: Element): ListingView {
  const saved = getCookie(VIEW_COOKIE);
  if (saved === 'grid' || saved === 'list') return saved;
  return host.querySelector('a#list.active, a#list[aria-pressed="true"]') ? 'list' : 'grid';
}

/** The lists of this listing: those in the same `main` as the toggle. */
const listsNear = (host: Element) => (host.closest('main') ?? document).querySelectorAll<HTMLElement>(LIST_SELECTOR);

/**
 * Switches product listings between a grid and a single-column list (spec §2 "Product listing"): the active toggle
 * of `host` (`nav.gridlist-toggle`) is pressed (`aria-pressed="true"`, class `active`) and clicking it again does
 * nothing; the other one swaps the `grid`/`list` class of `ul.products` with a 0.4 s cross-fade and stores the
 * choice in the `gridcookie` cookie, so every listing page (and the server's render) uses it. Lists swapped in later
 * by a filter get the class too. Returns the release.
 */
export function bindListingView(host: HTMLElement): () => void {
  let view = initialView(host);
  const apply = (animate: boolean) => {
    host.querySelectorAll<HTMLAnchorElement>(TOGGLE_LINK_SELECTOR).forEach((a) => {
      const on = a.id === view;
      a.setAttribute('role', 'button');
      a.setAttribute('aria-pressed', String(on));
      a.classList.toggle('active', on);
    });
    listsNear(host).forEach((list) => {
      if (list.classList.contains(view) && !list.classList.contains(view === 'grid' ? 'list' : 'grid')) return;
      list.classList.remove('grid', 'list');
      list.classList.add(view);
      if (animate && motionAllowed(list)) {
        list.animate([{ opacity: 0 }, { opacity: 1 }], { duration: VIEW_TOGGLE_TRANSITION_MS, easing: 'ease' });
      }
    });
  };
  apply(false);
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>(TOGGLE_LINK_SELECTOR);
    if (!link || !host.contains(link)) return;
    e.preventDefault(); // `href="#"` would jump to the top
    const next = link.id as ListingView;
    if (next === view) return; // the active view cannot be chosen again
    view = next;
    setCookie(VIEW_COOKIE, view, { maxAge: VIEW_COOKIE_DAYS * 86400 });
    apply(true);
  };
  // Space activates role="button" links too (Enter already clicks them).
  const onKey = (e: KeyboardEvent) => {
    const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>(TOGGLE_LINK_SELECTOR);
    if (link && e.key === ' ') {
      e.preventDefault();
      link.click();
    }
  };
  host.addEventListener('click', onClick);
  host.addEventListener('keydown', onKey);
  const off = on(LISTING_UPDATED, () => apply(false));
  return () => {
    host.removeEventListener('click', onClick);
    host.removeEventListener('keydown', onKey);
    off();
  };
}
