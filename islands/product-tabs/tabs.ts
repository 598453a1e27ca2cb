import { isPlainClick, scrollToY } from '@storefront/runtime/ui';
import {
  HEADER_SELECTOR,
  initialTabKey,
  keyMove,
  REVIEW_LINK_SELECTOR,
  TAB_SCROLL_OFFSET,
  TABLIST_SELECTOR,
  type ProductTabsProps,
} from './contract';

interface Tab {
  key: string;
  link: HTMLAnchorElement;
  item: HTMLElement;
  panel: HTMLElement;
}

/** The tabs of the wrapper (`host`) and its tab list (`list`) whose panels exist, keyed by the part after '#tab-'. */
function readTabs(host: HTMLElement, list: HTMLElement): Tab[] {
  return [...list.querySelectorAll<HTMLAnchorElement>('li > a[href^="#"]')].flatMap((link) => {
    const id = link.getAttribute('href')!.slice(1);
    const panel = id ? host.querySelector<HTMLElement>(`#${CSS.escape(id)}`) : null;
    const item = link.closest('li');
    return panel && item ? [{ key: id.replace(/^tab-/, ''), link, item, panel }] : [];
  });
}

/** Spec §9: header height + 100 when the header is sticky, otherwise 100. */
export function tabScrollOffset(): number {
  const header = document.querySelector<HTMLElement>(HEADER_SELECTOR);
  const position = header ? getComputedStyle(header).position : '';
  return position === 'sticky' || position === 'fixed' ? header!.offsetHeight + TAB_SCROLL_OFFSET : TAB_SCROLL_OFFSET;
}

const isRtl = (el: Element) =>
  (el.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir) === 'rtl' ||
  getComputedStyle(el).direction === 'rtl';

/**
 * Whether the tabs are stacked: the second below the first and overlapping it across (Storefront, for one, lays
 * them out beside the panels on wide screens). Without layout (every rect empty) a list is a row.
 */
const stacked = (tabs: Tab[]): boolean => {
  const [a, b] = tabs.map((t) => t.item.getBoundingClientRect());
  return !!b && b.top >= a!.bottom - 1 && b.left < a!.right;
};

/**
 * WooCommerce's product tabs as an ARIA tab widget (spec §2 "Tabs"): roving tabindex, one panel shown, arrow keys
 * / Home / End with right-to-left and vertical lists (by aria-orientation, or by layout), the Reviews tab opened by
 * the URL or a link to the reviews, and (when the site enables it) a clicked tab scrolled into view. `host` is the `div.woocommerce-tabs` wrapper.
 * Returns the release, which puts the server's markup back (every panel visible); nothing without tabs.
 */
export function bindProductTabs(host: HTMLElement, { scrollOnClick }: ProductTabsProps): (() => void) | undefined {
  const list = host.querySelector<HTMLElement>(TABLIST_SELECTOR);
  const tabs = list ? readTabs(host, list) : [];
  if (!list || !tabs.length) return;

  list.setAttribute('role', 'tablist');
  // A printed aria-orientation is the theme's word; without one the layout decides, and the list says so.
  const printed = list.getAttribute('aria-orientation');
  const isVertical = () => {
    const vertical = printed ? printed === 'vertical' : stacked(tabs);
    if (printed) return vertical;
    if (vertical) list.setAttribute('aria-orientation', 'vertical');
    else list.removeAttribute('aria-orientation');
    return vertical;
  };
  isVertical();
  tabs.forEach(({ link, item, panel }) => {
    item.setAttribute('role', 'presentation');
    link.setAttribute('role', 'tab');
    link.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
  });

  const select = (tab: Tab, focus = false) => {
    for (const t of tabs) {
      const on = t === tab;
      t.item.classList.toggle('active', on);
      t.link.setAttribute('aria-selected', String(on));
      t.link.tabIndex = on ? 0 : -1;
      t.panel.hidden = !on;
      t.panel.style.display = on ? '' : 'none';
    }
    if (focus) tab.link.focus();
  };
  const byKey = (key: string | null) => (key ? tabs.find((t) => t.key === key) : undefined);
  // A scroll still running at unmount stops there.
  const scrolling = new AbortController();
  select(byKey(initialTabKey(location.href, location.hash)) ?? tabs[0]!);

  const onClick = (e: MouseEvent) => {
    const tab = tabs.find((t) => t.link.contains(e.target as Node));
    if (!tab || !isPlainClick(e)) return;
    e.preventDefault();
    select(tab);
    if (scrollOnClick)
      void scrollToY(
        tab.link.getBoundingClientRect().top + window.scrollY - tabScrollOffset(),
        undefined,
        scrolling.signal,
      );
  };
  const onKeydown = (e: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.link === document.activeElement);
    if (at < 0) return;
    const move = keyMove(e.key, isVertical(), isRtl(list));
    if (move === null) return;
    e.preventDefault();
    const next = move === 'first' ? 0 : move === 'last' ? tabs.length - 1 : (at + move + tabs.length) % tabs.length;
    select(tabs[next]!, true);
  };
  // A link to the reviews (the rating's '(n customer reviews)') opens the Reviews tab; the link still scrolls.
  const onDocumentClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.(REVIEW_LINK_SELECTOR);
    const reviews = byKey('reviews');
    if (link && reviews && !list.contains(link)) select(reviews);
  };
  const onHashChange = () => {
    const tab = byKey(initialTabKey(location.href, location.hash));
    if (tab) select(tab);
  };
  list.addEventListener('click', onClick);
  list.addEventListener('keydown', onKeydown);
  document.addEventListener('click', onDocumentClick);
  window.addEventListener('hashchange', onHashChange);
  return () => {
    scrolling.abort();
    list.removeEventListener('click', onClick);
    list.removeEventListener('keydown', onKeydown);
    document.removeEventListener('click', onDocumentClick);
    window.removeEventListener('hashchange', onHashChange);
    // Back to the server's markup: every panel visible.
    if (!printed) list.removeAttribute('aria-orientation');
    tabs.forEach((t) => {
      t.panel.hidden = false;
      t.panel.style.display = '';
      t.link.removeAttribute('tabindex');
      t.link.removeAttribute('aria-selected');
      t.item.classList.remove('active');
    });
  };
}
