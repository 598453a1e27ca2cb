import { emit, getPageStore } from '@storefront/runtime';
import { createScope, type Scope } from '@storefront/runtime/ui';
import { navigate } from '@storefront/page';
import { fetchIds, wishlistCall } from './api';
import {
  COUNTER_SELECTOR,
  EVENTS,
  SYNC_KEY,
  TOGGLE_SELECTOR,
  type ToggleAnswer,
  type WishlistParams,
} from './contract';
import { closeNotification, notify } from './notice';
import { paintButton } from './paint';
import { readWishlistParams } from './params';

/** Extra toggle fields of a button that follows a variation (`item_id`, `variation_id`, `attributes[…]`). */
export const toggleFields = new WeakMap<HTMLElement, () => Record<string, string | Record<string, string>>>();

interface PageWishlist {
  params: WishlistParams;
  scope: Scope;
  users: number;
  /** The server's list has been read (until then the server-rendered states stand). */
  synced: boolean;
  /** Items whose toggle call is under way, with the state shown meanwhile. */
  pending: Map<number, boolean>;
  /** Counts changes of the list: a read started before the latest change answers too late to be used. */
  version: number;
  watchers: Set<ListWatcher>;
}

let page: PageWishlist | null = null;

const idsNow = (): number[] => getPageStore().getState().wishlist.ids;
const idOf = (btn: HTMLElement): number => Number(btn.getAttribute('data-item_id'));

/** Paints every heart on the page (and the counters, and the wishlist table) from the page store's ids. */
function paintPage(): void {
  if (!page?.synced) return;
  const ids = new Set(idsNow());
  document.querySelectorAll<HTMLElement>(TOGGLE_SELECTOR).forEach((btn) => {
    const id = idOf(btn);
    paintButton(btn, page!.pending.get(id) ?? ids.has(id));
  });
  document.querySelectorAll(COUNTER_SELECTOR).forEach((el) => (el.textContent = String(ids.size)));
  page.watchers.forEach((watch) => watch(ids, page!.pending));
}

/** Watches the list (the wishlist table's rows follow it); called at once when the list is known. */
export function watchList(watch: ListWatcher): () => void {
  const p = page;
  if (!p) return () => {};
  p.watchers.add(watch);
  if (p.synced) watch(new Set(idsNow()), p.pending);
  return () => p.watchers.delete(watch);
}

/** Something following the list: the listed ids and the items with a toggle under way. */
export type ListWatcher = (ids: ReadonlySet<number>, pending: ReadonlyMap<number, boolean>) => void;

/** Paints one heart from the known list (after it changed item), or from its server state until the list is read. */
export function paintOne(btn: HTMLElement): void {
  const id = idOf(btn);
  paintButton(btn, page?.pending.get(id) ?? (page?.synced ? idsNow().includes(id) : btn.classList.contains('remove')));
}

/** Sets the list (exported for 'remove all'): the page store follows (so every island agrees), then the page, then other tabs (unless from one). */
export function setIds(ids: number[], fromOtherTab = false): void {
  if (!page) return;
  page.synced = true;
  page.version++;
  getPageStore().setState({ wishlist: { ids } });
  paintPage();
  if (fromOtherTab) return;
  try {
    localStorage.setItem(SYNC_KEY, JSON.stringify({ ids, at: Date.now() }));
  } catch {
    // storage full or off: other tabs catch up on their next call
  }
}

/** Reads the server's list (the counter's call); a failure leaves what is shown. */
function refresh(): void {
  const p = page;
  if (!p) return;
  const version = p.version;
  fetchIds(p.params, p.scope.signal).then(
    (ids) => page === p && p.version === version && setIds(ids),
    () => {},
  );
}

const isGuest = (): boolean => !document.body.classList.contains('logged-in');

/**
 * Toggles the item of heart `btn`: every heart of that item flips at once, the call goes out with the toggle nonce,
 * and the answer's action settles it ('added' / 'removed'). Any failure puts the hearts back as they were and shows
 * the spec's message. Guests go to the login page when the shop does not let them keep a wishlist.
 */
export function toggle(btn: HTMLElement): void {
  const p = page;
  const id = idOf(btn);
  if (!p || !Number.isInteger(id) || id <= 0 || p.pending.has(id)) return;
  if (!p.params.guestsAllowed && isGuest()) return void navigate(p.params.loginUrl);
  const was = btn.classList.contains('remove');
  p.pending.set(id, !was);
  paintSame(id, !was);
  btn.classList.add('loading');
  btn.setAttribute('aria-busy', 'true');
  const wtab = btn.getAttribute('data-wtab_id');
  const fields = {
    nonce: p.params.toggleNonce,
    alg_wc_wl_item_id: String(id),
    ...(wtab ? { wtab_id: wtab } : {}),
    ...toggleFields.get(btn)?.(),
  };
  // No abort at unmount: the server has the change either way, and the page store must learn its outcome.
  wishlistCall<ToggleAnswer>(p.params, p.params.actionToggle, fields)
    .then((data) => {
      if (data?.action !== 'added' && data?.action !== 'removed') throw new Error('unknown toggle answer');
      p.pending.delete(id);
      const rest = idsNow().filter((n) => n !== id);
      setIds(data.action === 'added' ? [...rest, id] : rest);
      paintSame(id, data.action === 'added');
      if (page !== p) return;
      emit(EVENTS.toggled, { item_id: String(id), target: btn, response: { success: true, data } });
      notify(data.message ?? '');
      refresh();
    })
    .catch(() => {
      p.pending.delete(id);
      paintSame(id, was);
      if (page === p) notify(p.params.errorText);
    })
    .finally(() => {
      btn.classList.remove('loading');
      btn.removeAttribute('aria-busy');
    });
}

/** Every heart of item `id` (all hearts for null) shows `inList` (the loop thumbnail, the single button and the quick view's together). */
export function paintSame(id: number | null, inList: boolean): void {
  document
    .querySelectorAll<HTMLElement>(TOGGLE_SELECTOR)
    .forEach((b) => (id === null || idOf(b) === id) && paintButton(b, inList));
}

/** Another tab changed the list: take its ids. */
function onStorage(e: StorageEvent): void {
  if (e.key !== SYNC_KEY || !e.newValue) return;
  try {
    const ids = (JSON.parse(e.newValue) as { ids?: unknown }).ids;
    if (Array.isArray(ids))
      setIds(
        ids.filter((n): n is number => Number.isInteger(n) && n > 0),
        true,
      );
  } catch {
    // not ours
  }
}

/**
 * Joins the page's wishlist (one per page, whichever element mounted first): reads the params, the server's list,
 * the viewport, other tabs. Returns the leave function; the last one out releases everything and closes the toast.
 */
export function joinPage(): { params: WishlistParams; leave: () => void } {
  if (!page) {
    const scope = createScope();
    page = {
      params: readWishlistParams(),
      scope,
      users: 0,
      synced: false,
      pending: new Map(),
      version: 0,
      watchers: new Set(),
    };
    window.addEventListener('storage', onStorage);
    scope.add(() => window.removeEventListener('storage', onStorage));
    scope.add(closeNotification);
    refresh();
    emit(EVENTS.init, {});
  }
  const p = page;
  p.users++;
  let left = false;
  return {
    params: p.params,
    leave() {
      if (left) return;
      left = true;
      if (--p.users > 0 || page !== p) return;
      page = null;
      p.scope.dispose();
    },
  };
}
