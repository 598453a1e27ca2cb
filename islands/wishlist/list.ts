/**
 * The page-level part of the wishlist, loaded when first needed (at the first press, for a chosen variation, on the
 * wishlist page, when another tab changed the list), never when the shopper merely reaches for a heart: the toggle's
 * call and what follows it (the event, the message), the server's list (`alg_wc_wl_get_wish_list`), the counter,
 * the page store's `wishlist.ids`, and other tabs (localStorage).
 */
import { emit, getPageStore } from '@storefront/runtime';
import { wishlistCall } from './api';
import { SYNC_KEY, TOGGLE_SELECTOR, type ToggleAnswer, type WishlistAnswer } from './contract';
import { notify } from './notice';
import { paintButton } from './paint';
import { ajaxGlobal, globalOf, pageNonce, text } from './params';
import { COUNTER_SELECTOR, ERROR_TEXT, EVENTS } from './page-contract';
import { idOf, idsNow, isId, page, paintSame, settle, type PageWishlist } from './page';

/** The failure message: the page's `alg_wc_wl.error_text`, else the spec's. */
export const errorText = (): string => text(globalOf('alg_wc_wl')?.error_text, ERROR_TEXT);

/** Something following the list: the listed ids and the items with a toggle under way. */
export type ListWatcher = (ids: ReadonlySet<number>, pending: ReadonlyMap<number, boolean>) => void;

const watchers = new Set<ListWatcher>();
/** The page whose list is being read (one read at a time is enough until the list changes). */
let reading: PageWishlist | null = null;

/** The listed item ids from a `get_wish_list` answer (ignores anything that is not a positive integer). */
export function idsOf(answer: WishlistAnswer | undefined): number[] {
  const list = Array.isArray(answer?.wishlist) ? answer.wishlist : [];
  const ids = list.map((v) => Number(typeof v === 'object' && v ? (v as { id?: unknown }).id : v));
  return [...new Set(ids.filter(isId))];
}

/** `alg_wc_wl_get_wish_list` with `ignore_excluded_items` (what the counter counts): the listed ids. */
export const fetchIds = (signal?: AbortSignal): Promise<number[]> =>
  wishlistCall<WishlistAnswer>(
    text(ajaxGlobal()?.ajax_action, 'alg_wc_wl_get_wish_list'),
    { nonce: pageNonce(), ignore_excluded_items: 'true' },
    signal,
  ).then(idsOf);

/** Paints every heart on the page (and the counters, and the wishlist table) from the page store's ids. */
function paintPage(p: PageWishlist): void {
  const ids = new Set(idsNow());
  document.querySelectorAll<HTMLElement>(TOGGLE_SELECTOR).forEach((btn) => {
    const id = idOf(btn);
    paintButton(btn, p.pending.get(id) ?? ids.has(id));
  });
  document.querySelectorAll(COUNTER_SELECTOR).forEach((el) => (el.textContent = String(ids.size)));
  watchers.forEach((watch) => watch(ids, p.pending));
}

/** Watches the list (the wishlist table's rows follow it); called at once when the list is known. */
export function watchList(watch: ListWatcher): () => void {
  watchers.add(watch);
  if (page?.synced) watch(new Set(idsNow()), page.pending);
  return () => watchers.delete(watch);
}

/** Sets the whole list (exported for 'remove all'): the page store follows (so every island agrees), then the page, then other tabs (unless from one). */
export function setIds(ids: number[], fromOtherTab = false): void {
  const p = page;
  if (!p) return;
  p.synced = true;
  p.version++;
  getPageStore().setState({ wishlist: { ids } });
  paintPage(p);
  if (fromOtherTab) return;
  try {
    localStorage.setItem(SYNC_KEY, JSON.stringify({ ids, at: Date.now() }));
  } catch {
    // storage full or off: other tabs catch up on their next call
  }
}

/** Reads the server's list (the counter's call); a failure leaves what is shown. */
export function refresh(): void {
  const p = page;
  if (!p) return;
  const version = p.version;
  reading = p;
  fetchIds(p.life.signal)
    .then(
      (ids) => page === p && p.version === version && setIds(ids),
      () => {},
    )
    .finally(() => {
      if (reading === p) reading = null;
    });
}

/** Reads the server's list unless it is known or being read (a variable product's heart, the wishlist page). */
export function sync(): void {
  if (page && !page.synced && reading !== page) refresh();
}

/** Another tab's list (what it wrote under `SYNC_KEY`): taken whole. */
export function takeIds(saved: string | null): void {
  try {
    const ids = (JSON.parse(saved ?? '') as { ids?: unknown }).ids;
    if (Array.isArray(ids)) setIds(ids.filter(isId), true);
  } catch {
    // not ours
  }
}

/**
 * Sends the toggle of heart `btn` (item `id`, listed before the press when `was`; `extra` the variation's fields):
 * `alg_wc_wl_toggle_item` with the toggle nonce. On 'added' / 'removed' every heart of the item settles, the list
 * follows when it is known, the event and the server's message go out, and the list is read again (the counter
 * counts the server's list). Any failure (network, non-JSON, `success: false`, a refused nonce, an unknown answer)
 * puts the hearts back as they were and shows the spec's message; so does a page left before the call went out,
 * without a message.
 */
export function send(
  p: PageWishlist,
  btn: HTMLElement,
  id: number,
  was: boolean,
  extra?: Record<string, string | Record<string, string>>,
): void {
  // A page left while this part loaded sends nothing (no call may start after its island's unmount).
  if (page !== p) return void (p.pending.delete(id), paintSame(id, was), settle(btn));
  const ajax = ajaxGlobal();
  const wtab = btn.getAttribute('data-wtab_id');
  const fields = {
    nonce: text(ajax?.toggle_nonce, pageNonce()), // its own nonce (the general one if the page has none)
    alg_wc_wl_item_id: String(id),
    ...(wtab ? { wtab_id: wtab } : {}),
    ...extra,
  };
  const failed = () => {
    p.pending.delete(id);
    paintSame(id, was);
    if (page === p) notify(errorText());
  };
  // No abort at unmount: the server has the change either way, and the page store must learn its outcome.
  wishlistCall<ToggleAnswer>(text(ajax?.action_toggle_item, 'alg_wc_wl_toggle_item'), fields)
    .then((data) => {
      if (data?.action !== 'added' && data?.action !== 'removed') return failed(); // an answer it does not know
      p.pending.delete(id);
      paintSame(id, data.action === 'added');
      if (page !== p) return;
      if (p.synced) {
        const rest = idsNow().filter((n) => n !== id);
        setIds(data.action === 'added' ? [...rest, id] : rest);
      }
      emit(EVENTS.toggled, { item_id: String(id), target: btn, response: { success: true, data } });
      notify(data.message ?? '');
      refresh();
    }, failed)
    .finally(() => settle(btn));
}
