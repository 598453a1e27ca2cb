import { emit, getPageStore } from '@storefront/runtime';
import { navigate } from '@storefront/page';
import { INIT_EVENT, SYNC_KEY, TOGGLE_SELECTOR } from './contract';
import { lazy } from './lazy';
import { paintButton } from './paint';
import { ajaxGlobal, flag, text } from './params';

/** Extra toggle fields of a button that follows a variation (`item_id`, `variation_id`, `attributes[…]`). */
export const toggleFields = new WeakMap<HTMLElement, () => Record<string, string | Record<string, string>>>();

/** The page's wishlist, shared by every mounted part (one per page). */
export interface PageWishlist {
  /** Aborted when the last part leaves: its requests, listeners and the notification go with it. */
  life: AbortController;
  users: number;
  /** The list is known (the server's, or a whole list from another tab); until then the server-rendered states stand. */
  synced: boolean;
  /** Items whose toggle call is under way, with the state shown meanwhile. */
  pending: Map<number, boolean>;
  /** Counts changes of the list: a read started before the latest change answers too late to be used. */
  version: number;
}

/** The page's wishlist while any part is mounted. */
export let page: PageWishlist | null = null;

/**
 * The page-level part (`list.ts`: the toggle's call and what follows it, the server's list, the counter, writing for
 * other tabs), loaded when first needed: at the first press, for a chosen variation, on the wishlist page, or when
 * another tab changed the list.
 */
export const withList = lazy(() => import('./list'));

/** The listed ids as the page store has them (the list, once known). */
export const idsNow = (): number[] => getPageStore().getState().wishlist.ids;
/** Whether `n` can be an item id (a positive integer). */
export const isId = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 0;
/** Reads the server's list unless it is known or being read (a chosen variation's state comes from it). */
export const syncList = (): void => void withList((list) => list.sync());

/** The item a heart stands for (`data-item_id`). */
export const idOf = (btn: HTMLElement): number => Number(btn.getAttribute('data-item_id'));

/** Paints one heart from the known list (after it changed item), or from its server state until the list is known. */
export function paintOne(btn: HTMLElement): void {
  const id = idOf(btn);
  paintButton(btn, page?.pending.get(id) ?? (page?.synced ? idsNow().includes(id) : btn.classList.contains('remove')));
}

/** Every heart of item `id` (all hearts for null) shows `inList` (the loop thumbnail, the single button and the quick view's together). */
export function paintSame(id: number | null, inList: boolean): void {
  document
    .querySelectorAll<HTMLElement>(TOGGLE_SELECTOR)
    .forEach((b) => (id === null || idOf(b) === id) && paintButton(b, inList));
}

/**
 * Toggles the item of heart `btn`: every heart of that item flips at once and the heart shows it is busy; the call
 * (`list.ts`'s `send`, with the toggle nonce) goes out once the page-level part is in (at once after the first
 * press), and the answer settles it. Any failure, or the part failing to load, puts the hearts back as they were.
 * Guests go to the login page when the shop does not let them keep a wishlist.
 */
export function toggle(btn: HTMLElement): void {
  const p = page;
  const id = idOf(btn);
  if (!p || !isId(id) || p.pending.has(id)) return;
  const ajax = ajaxGlobal();
  // `allow_unlogged_user_add_remove` (yes by default): else a guest (no `logged-in` body class) goes to the login page.
  if (!flag(ajax?.allow_unlogged_user_add_remove, true) && !document.body.classList.contains('logged-in'))
    return void navigate(text(ajax?.login_url, '/my-account/'));
  const was = btn.classList.contains('remove');
  const extra = toggleFields.get(btn)?.(); // the variation as chosen now
  p.pending.set(id, !was);
  paintSame(id, !was);
  btn.classList.add('loading');
  btn.setAttribute('aria-busy', 'true');
  void withList((list) => list.send(p, btn, id, was, extra)).then(() => {
    if (withList.now) return;
    // The part did not load (reported): nothing was sent.
    p.pending.delete(id);
    paintSame(id, was);
    settle(btn);
  });
}

/** A heart's call is over: it is no longer busy. */
export function settle(btn: HTMLElement): void {
  btn.classList.remove('loading');
  btn.removeAttribute('aria-busy');
}

/** Another tab changed the list: its ids, once the page-level part is in. */
function onStorage(e: StorageEvent): void {
  if (e.key === SYNC_KEY) void withList((list) => list.takeIds(e.newValue));
}

/**
 * A change another tab made after this page was served (it wrote the list with the time): the page-level part is
 * loaded to show it. Nothing is loaded when there is none.
 */
function catchUp(): void {
  try {
    const saved = localStorage.getItem(SYNC_KEY);
    if (saved && (JSON.parse(saved) as { at?: number }).at! > performance.timeOrigin)
      void withList((list) => list.takeIds(saved));
  } catch {
    // storage off, or not ours
  }
}

/**
 * Joins the page's wishlist (one per page, whichever element mounted first): listens to other
 * tabs and takes a change they made since the page was served. Returns the leave function; the last one out releases
 * everything and closes the toast.
 */
export function joinPage(): () => void {
  if (!page) {
    // A bare controller, not a scope: this chunk then imports nothing of ui-base.
    const life = new AbortController();
    page = { life, users: 0, synced: false, pending: new Map(), version: 0 };
    window.addEventListener('storage', onStorage, { signal: life.signal });
    catchUp();
    emit(INIT_EVENT, {});
  }
  const p = page;
  p.users++;
  let left = false;
  return () => {
    if (left) return;
    left = true;
    if (--p.users > 0 || page !== p) return;
    page = null;
    p.life.abort();
  };
}
