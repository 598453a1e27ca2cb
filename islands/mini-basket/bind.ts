import { on } from '@storefront/runtime';
import type { CartChange } from '@storefront/cart';
import { REMOVE_LINK_SELECTOR } from './contract';

type Full = typeof import('./remove-lines');
let full: Full | undefined;
let loading: Promise<Full> | undefined;

/** Loads the mini-basket's basket code (`remove-lines.ts`, with the basket and common chunks) once per page. */
export function loadFullMiniBasket(): Promise<Full> {
  return (loading ??= import('./remove-lines').then(
    (m) => (full = m),
    (error: unknown) => {
      loading = undefined; // a flaky network: the next sign of a basket tries again
      throw error;
    },
  ));
}

/** WooCommerce's `wc_cart_fragments_params` (its storage keys), read where the common chunk is not loaded. */
const fragmentsParams = () =>
  (globalThis as { wc_cart_fragments_params?: { cart_hash_key?: unknown } }).wc_cart_fragments_params;

/**
 * Whether the widget (`host`) needs the basket check (`syncCart`) now: it was rendered for another basket than
 * WooCommerce's `woocommerce_cart_hash` cookie names (its `data-cart-hash`), or, unstamped, a basket is in sight
 * (lines, or the cookie); or this tab stored another basket's fragments (the check drops them). Read here rather
 * than through `@storefront/cart`, which would load the common chunk.
 */
export function basketCheckNeeded(host: Element): boolean {
  const hash = /(?:^|; )woocommerce_cart_hash=([^;]*)/.exec(document.cookie)?.[1] ?? '';
  const rendered = host.getAttribute('data-cart-hash');
  const key = fragmentsParams()?.cart_hash_key;
  let stored: string | null = null;
  try {
    stored = typeof key === 'string' ? sessionStorage.getItem(key) : null;
  } catch {
    // storage disabled: nothing stored
  }
  if ((stored ?? hash) !== hash) return true;
  return rendered === null ? !!hash || !!host.querySelector('.woocommerce-mini-cart-item') : rendered !== hash;
}

/** `link`, or once its widget was swapped, the remove link of the same line in the widget now on the page. */
const liveLink = (link: HTMLAnchorElement): HTMLAnchorElement | null =>
  link.isConnected
    ? link
    : document.querySelector(
        `${REMOVE_LINK_SELECTOR}[data-cart_item_key="${CSS.escape(link.dataset.cart_item_key!)}"]`,
      );

/**
 * The mini-basket on one widget (`host`), loaded thin: its basket code (`remove-lines.ts`: remove links, basket
 * events, the other tabs, the basket check) binds at once when loaded or when the check can't wait
 * ({@link basketCheckNeeded}); otherwise at the first sign of a basket change: a basket event (its fragments applied if nothing else did), a
 * `wc_fragments_refreshed`, another tab's basket signal (the check then catches up with it), or a press on a
 * remove link (played again once bound). Returns the release.
 */
export function bindMiniBasket(host: HTMLElement): () => void {
  let release: (() => void) | undefined;
  let gone = false;
  const offs: (() => void)[] = [];
  // Basket events heard before the code loaded. Something applied them if the widget was swapped meanwhile (then the
  // island on its successor binds); otherwise the basket code applies them (a theme's or plugin's trigger).
  const heard: CartChange[] = [];
  const bind = (m: Full) => {
    offs.splice(0).forEach((off) => off());
    if (!gone && !release && host.isConnected) release = m.bindMiniBasket(host, heard);
  };
  const load = () => loadFullMiniBasket().then(bind);
  const sign = () => void load().catch(() => {});
  const onChange = (d: CartChange) => {
    heard.push(d);
    sign();
  };
  if (full) bind(full);
  else {
    const onStorage = (e: StorageEvent) => void (e.key === fragmentsParams()?.cart_hash_key && sign());
    // A remove press before the code is in (loading at once, or at the first sign): played again once bound.
    const onPress = (e: Event) => {
      const link = (e.target as Element).closest?.<HTMLAnchorElement>(REMOVE_LINK_SELECTOR);
      if (!link || e.defaultPrevented || ((e as KeyboardEvent).key ?? ' ') !== ' ') return;
      e.preventDefault();
      load().then(
        // A widget swapped meanwhile (fragments) holds the line's live link, if the line is still there: a detached
        // link's click would follow it to a page load.
        () => liveLink(link)?.click(),
        () => void (link.origin === location.origin && location.assign(link.href)), // same-origin only
      );
    };
    addEventListener('storage', onStorage);
    host.addEventListener('click', onPress);
    host.addEventListener('keydown', onPress);
    offs.push(
      on('added_to_cart', onChange),
      on('removed_from_cart', onChange),
      on('wc_fragments_refreshed', sign),
      () => {
        removeEventListener('storage', onStorage);
        host.removeEventListener('click', onPress);
        host.removeEventListener('keydown', onPress);
      },
    );
    if (basketCheckNeeded(host)) sign();
  }
  return () => {
    gone = true;
    offs.splice(0).forEach((off) => off());
    release?.();
  };
}
