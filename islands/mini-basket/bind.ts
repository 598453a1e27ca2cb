import { on } from '@storefront/runtime';
import { cartEventsApplied, skipEmptyCartSync, storageKeys } from '@storefront/cart/presence';
import { ITEM_SELECTOR, REMOVE_LINK_SELECTOR, WIDGET_SELECTOR } from './contract';

type Full = typeof import('./remove-lines');
let full: Full | undefined;
let loading: Promise<Full> | undefined;

/** Loads the mini-basket's basket code (`remove-lines.ts`, the common chunk) once per page. */
export function loadFullMiniBasket(): Promise<Full> {
  return (loading ??= import('./remove-lines').then(
    (m) => (full = m),
    (error: unknown) => {
      loading = undefined; // a flaky network: the next sign of a basket tries again
      throw error;
    },
  ));
}

function onClick(e: MouseEvent): void {
  const link = (e.target as Element | null)?.closest?.<HTMLAnchorElement>(REMOVE_LINK_SELECTOR);
  if (!link || !link.closest(WIDGET_SELECTOR) || e.defaultPrevented) return;
  const key = link.dataset.cart_item_key;
  if (!key) return; // nothing to send: let the link work
  e.preventDefault();
  const row = link.closest<HTMLElement>(ITEM_SELECTOR) ?? link;
  if (full) return full.removeLine(link, row, key);
  // Not loaded (it was loading when the shopper clicked): the removal follows; failing that, the link's own URL.
  loadFullMiniBasket().then(
    (m) => m.removeLine(link, row, key),
    () => location.assign(link.href),
  );
}

/** The remove links are `role="button"`: Space clicks them (then {@link onClick} removes the line). */
function onKeyDown(e: KeyboardEvent): void {
  const link = (e.target as Element | null)?.closest?.<HTMLElement>(REMOVE_LINK_SELECTOR);
  if (e.key !== ' ' || e.defaultPrevented || !link) return;
  e.preventDefault();
  link.click();
}

const KEY = Symbol.for('storefront.miniBasketClicks');

/**
 * One delegated click (and Space) listener for every mini-basket of the page (as WooCommerce binds it on the body),
 * held by the mounted widgets (and, through {@link handover}, by a swapped widget until its successor mounts): a
 * widget that fragments swap in works at once, before the runtime mounts the island on it (which waits for idle
 * time), so a quick click on its remove link never falls through to a page load. Returns the release.
 */
function listenForRemoveClicks(): () => void {
  const g = globalThis as { [KEY]?: number };
  if (!g[KEY]) {
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
  }
  g[KEY] = (g[KEY] ?? 0) + 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    g[KEY] = (g[KEY] ?? 1) - 1;
    if (!g[KEY]) {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    }
  };
}

/**
 * The page-wide listeners a mini-basket whose widget was swapped for fresh markup (fragments) hands to the island
 * of the new widget, which mounts a moment later (when idle): until then, remove clicks, a change in another tab
 * and a plugin's basket event are still handled. Released by the next mini-basket to mount.
 */
let handover: (() => void) | null = null;

/**
 * The mini-basket on one widget (`host`): its remove links work without a reload, and while mounted it applies
 * every basket event's fragments and follows the visitor's other tabs; the first mount of a page checks the basket
 * is current (`syncCart`). Its basket code (and the common chunk) loads only once the page has a basket: with none
 * in sight (no lines, no basket cookie, nothing stored), the first sign of one loads it — a basket event (its
 * fragments applied if nothing else did), a `wc_fragments_refreshed`, another tab's basket signal (then followed
 * as if heard). Returns the release.
 */
export function bindMiniBasket(host: HTMLElement): () => void {
  const held = [listenForRemoveClicks()];
  const release = () => held.splice(0).forEach((r) => r());
  handover?.(); // the swapped widget's listeners: this island holds its own now
  handover = null;
  const controller = new AbortController();
  let missed: StorageEvent | undefined;
  const changes: Parameters<Full['applyCartChange']>[0][] = [];
  const watching: (() => void)[] = [];
  const upgrade = (m: Full) => {
    watching.splice(0).forEach((off) => off());
    changes.splice(0).forEach(m.applyCartChange); // heard before, applied by nothing else
    if (controller.signal.aborted && handover !== release) return; // released (or handed over and released)
    held.push(m.holdBasketListeners(missed));
    if (!controller.signal.aborted) void m.syncCart(host, controller.signal);
  };
  if (full) upgrade(full);
  else {
    const load = () => void loadFullMiniBasket().then(upgrade, () => {});
    const heard = (d: (typeof changes)[number]) => {
      if (!cartEventsApplied()) changes.push(d);
      load();
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key !== storageKeys()?.hash) return;
      missed = e;
      load();
    };
    addEventListener('storage', onStorage);
    watching.push(on('added_to_cart', heard), on('removed_from_cart', heard), on('wc_fragments_refreshed', load), () =>
      removeEventListener('storage', onStorage),
    );
    if (!skipEmptyCartSync(host)) load();
  }
  return () => {
    controller.abort();
    watching.splice(0).forEach((off) => off());
    if (host.isConnected || !document.querySelector(WIDGET_SELECTOR)) return release();
    handover?.();
    handover = release;
  };
}
