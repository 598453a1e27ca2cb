import { emit, getPageStore } from '@storefront/runtime';
import { createScope, type Scope } from '@storefront/runtime/ui';
import { navigate } from '@storefront/page';
import { fetchIds, wishlistCall } from './api';
import {
  COUNTER_SELECTOR,
  EVENTS,
  RESIZE_DEBOUNCE_MS,
  RESPONSIVE_CLASS,
  RESPONSIVE_MAX_HEIGHT,
  RESPONSIVE_MAX_WIDTH,
  SYNC_KEY,
  TOGGLE_SELECTOR,
  type ToggleAnswer,
  type WishlistParams,
} from './contract';
import { closeNotification, notify } from './notification';
import { paintButton } from './paint';
import { readWishlistParams } from './params';
import { emptyWishlistPage, pruneTable } from './table';

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
  pruneTable(ids, page.pending);
}

/** Paints one heart from the known list (after it changed item); the server's state stands until the list is read. */
export function paintOne(btn: HTMLElement): void {
  if (!page?.synced) return;
  const id = idOf(btn);
  paintButton(btn, page.pending.get(id) ?? idsNow().includes(id));
}

/** Sets the list: the page store follows (so every island agrees), then the page, then other tabs (unless from one). */
function setIds(ids: number[], fromOtherTab = false): void {
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
      notify(p.params, data.message ?? '');
      refresh();
    })
    .catch(() => {
      p.pending.delete(id);
      paintSame(id, was);
      if (page === p) notify(p.params, p.params.errorText);
    })
    .finally(() => {
      btn.classList.remove('loading');
      btn.removeAttribute('aria-busy');
    });
}

/** Every heart of item `id` shows `inList` (the loop thumbnail, the single button and the quick view's together). */
function paintSame(id: number, inList: boolean): void {
  document.querySelectorAll<HTMLElement>(TOGGLE_SELECTOR).forEach((b) => idOf(b) === id && paintButton(b, inList));
}

/** 'Remove all': empties the list, says so, and puts the wishlist page in its empty state. */
export function removeAll(btn: HTMLElement): void {
  const p = page;
  if (!p || btn.classList.contains('loading')) return;
  btn.classList.add('loading');
  btn.setAttribute('aria-busy', 'true');
  wishlistCall<unknown>(p.params, p.params.actionRemoveAll, { nonce: p.params.nonce })
    .then((data) => {
      setIds([]);
      document.querySelectorAll<HTMLElement>(TOGGLE_SELECTOR).forEach((b) => paintButton(b, false));
      if (page !== p) return;
      emptyWishlistPage();
      emit(EVENTS.removedAll, { target: btn, response: { success: true, data } });
      notify(p.params, p.params.allRemovedText);
    })
    .catch(() => page === p && notify(p.params, p.params.errorText))
    .finally(() => {
      btn.classList.remove('loading');
      btn.removeAttribute('aria-busy');
    });
}

/** Responsive layout while the window is narrower than 768 px or lower than 400 px (spec §9). */
function watchViewport(scope: Scope): void {
  const evaluate = () =>
    document.body.classList.toggle(
      RESPONSIVE_CLASS,
      window.innerWidth < RESPONSIVE_MAX_WIDTH || window.innerHeight < RESPONSIVE_MAX_HEIGHT,
    );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(evaluate, RESIZE_DEBOUNCE_MS);
  };
  evaluate();
  window.addEventListener('resize', onResize);
  scope.add(() => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
    document.body.classList.remove(RESPONSIVE_CLASS);
  });
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
    page = { params: readWishlistParams(), scope, users: 0, synced: false, pending: new Map(), version: 0 };
    watchViewport(scope);
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
