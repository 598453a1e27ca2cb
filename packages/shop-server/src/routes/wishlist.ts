/**
 * The wishlist's server side: the admin-ajax actions of spec §7 (nonce-checked; the toggle has its own nonce),
 * the `/wishlist/` page (and shared lists), the guest cookie, and the per-request helpers pages use for hearts,
 * the header counter and the plugin's globals.
 */
import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { URLS } from '../config';
import { attributesOf, mediaByIds, variationById } from '../domain/catalog';
import {
  clearWishlist,
  mergeWishlists,
  newGuestId,
  ownerOf,
  ownerOfShare,
  shareToken,
  toggleWishlistItem,
  wishlistEntries,
  wishlistIds,
  type WishlistOwner,
} from '../domain/wishlist';
import { WISHLIST_MESSAGES } from '../messages';
import { html, type Html } from '../views/format';
import { wishlistBlock, wishlistGlobals, wishlistPage, WISHLIST_PATH } from '../views/wishlist';
import { overHttps, shopOf, type ShopEnv } from './context';
import { renderPage } from './render';

/** The guest cookie (the plugin's name; scripts read it for `unlogged_user_id`). */
export const WISHLIST_GUEST_COOKIE = 'alg-wc-wl-user-id';
/** A guest's list is kept this long after its last change (seconds). */
const GUEST_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
/** Nonce actions: the list's calls, and the toggle's own. */
export const WISHLIST_NONCES = { list: 'alg_wc_wl', toggle: 'alg_wc_wl_toggle' } as const;

type Fields = Record<string, string>;

/**
 * The visitor's list owner: the customer's when signed in (a guest list left in the cookie joins it then, and the
 * cookie goes), else the guest cookie's; with `create`, a guest without one gets a new id and cookie.
 */
export async function wishlistOwner(c: Context<ShopEnv>, create = false): Promise<WishlistOwner | null> {
  const shop = shopOf(c);
  const customerId = await shop.customerId();
  const guest = getCookie(c, WISHLIST_GUEST_COOKIE);
  const guestOwner = ownerOf(null, guest);
  if (customerId !== null) {
    const owner = ownerOf(customerId, undefined)!;
    if (guest !== undefined) {
      if (guestOwner) await mergeWishlists(shop.db, guestOwner, owner);
      deleteCookie(c, WISHLIST_GUEST_COOKIE, { path: '/', secure: overHttps(c) });
    }
    return owner;
  }
  if (guestOwner || !create) return guestOwner;
  const id = newGuestId();
  setCookie(c, WISHLIST_GUEST_COOKIE, id, {
    path: '/',
    sameSite: 'Lax',
    secure: overHttps(c),
    maxAge: GUEST_COOKIE_MAX_AGE,
  });
  return ownerOf(null, id);
}

/** What pages need for hearts and the header: the listed ids and the plugin's globals (with this session's nonces). */
export function wishlistPageState(c: Context<ShopEnv>, isWishlistPage = false): Promise<WishlistPageState> {
  let state = pageStates.get(c.req.raw);
  if (!state) pageStates.set(c.req.raw, (state = readPageState(c, isWishlistPage)));
  return state;
}

/** The wishlist state of a page being rendered. */
export interface WishlistPageState {
  ids: ReadonlySet<number>;
  globals: Record<string, unknown>;
}

/** Read once per request (the route for its hearts, the layout for the counter and globals). */
const pageStates = new WeakMap<Request, Promise<WishlistPageState>>();

async function readPageState(c: Context<ShopEnv>, isWishlistPage: boolean): Promise<WishlistPageState> {
  const shop = shopOf(c);
  await shop.ensureSession(); // first, so the two nonces below are of one session
  const [ids, nonce, toggleNonce] = await Promise.all([
    wishlistOwner(c).then((owner) => wishlistIds(shop.db, owner)),
    shop.nonce(WISHLIST_NONCES.list),
    shop.nonce(WISHLIST_NONCES.toggle),
  ]);
  const globals = wishlistGlobals({ ajaxUrl: URLS.ajax, nonce, toggleNonce, isWishlistPage, loginUrl: URLS.myAccount });
  return { ids: new Set(ids), globals };
}

/** WordPress's answer to a refused nonce (`check_ajax_referer`): `-1` with status 403. */
const refused = (c: Context<ShopEnv>) => c.text('-1', 403);
const failure = (c: Context<ShopEnv>, message: string, status: 200 | 400 = 200) =>
  c.json({ success: false, data: { message } }, status);

/** The nonce of a call (`nonce`, or the plugin's `security`). */
const nonceOf = (f: Fields): string => f.nonce ?? f.security ?? '';

/** `attributes[attribute_pa_size]=a4` fields as a map. */
function attributesOfFields(f: Fields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(f)) {
    const m = /^attributes\[(attribute_[^\]]{1,200})\]$/.exec(k);
    if (m) out[m[1]!] = v;
  }
  return out;
}

/** The block's data for an owner (`shared`: read-only, no share URL). */
async function blockHtml(c: Context<ShopEnv>, owner: WishlistOwner | null, shared = false): Promise<Html> {
  const db = shopOf(c).db;
  const entries = await wishlistEntries(db, owner);
  const media = await mediaByIds(
    db,
    entries.map((e) => e.variation?.image_id ?? e.product.image_id),
  );
  const labels = new Map<string, string>();
  for (const id of new Set(entries.filter((e) => e.variation).map((e) => e.product.id)))
    for (const a of await attributesOf(db, id)) {
      labels.set(`attribute_${a.taxonomy}`, a.label);
      for (const o of a.options) labels.set(`attribute_${a.taxonomy}=${o.slug}`, o.name);
    }
  const shareUrl =
    !shared && owner ? `${new URL(c.req.url).origin}${WISHLIST_PATH}?share=${await shareToken(db, owner)}` : undefined;
  return wishlistBlock({ entries, media, labels, shareUrl });
}

async function toggleItem(c: Context<ShopEnv>, f: Fields): Promise<Response> {
  if (!(await shopOf(c).checkNonce(WISHLIST_NONCES.toggle, nonceOf(f)))) return refused(c);
  const itemId = Number(f.alg_wc_wl_item_id);
  const variationId = Number(f.variation_id ?? 0);
  // A variable toggle names its product and variation: they must agree with the item.
  if (variationId > 0 && variationId !== itemId) return failure(c, WISHLIST_MESSAGES.unknownItem);
  if (variationId > 0 && f.item_id !== undefined) {
    const variation = await variationById(shopOf(c).db, variationId);
    if (!variation || variation.product_id !== Number(f.item_id)) return failure(c, WISHLIST_MESSAGES.unknownItem);
  }
  const owner = await wishlistOwner(c, true);
  const result = await toggleWishlistItem(shopOf(c).db, owner!, { itemId, attributes: attributesOfFields(f) });
  if (result === 'unknown-item') return failure(c, WISHLIST_MESSAGES.unknownItem);
  if (result === 'full') return failure(c, WISHLIST_MESSAGES.full);
  const name = result.product.name;
  const message = result.action === 'added' ? WISHLIST_MESSAGES.added(name) : WISHLIST_MESSAGES.removed(name);
  return c.json({ success: true, data: { action: result.action, message } });
}

async function removeAll(c: Context<ShopEnv>, f: Fields): Promise<Response> {
  if (!(await shopOf(c).checkNonce(WISHLIST_NONCES.list, nonceOf(f)))) return refused(c);
  const owner = await wishlistOwner(c);
  if (owner) await clearWishlist(shopOf(c).db, owner);
  return c.json({ success: true, data: { message: WISHLIST_MESSAGES.allRemoved } });
}

async function getList(c: Context<ShopEnv>, f: Fields): Promise<Response> {
  if (!(await shopOf(c).checkNonce(WISHLIST_NONCES.list, nonceOf(f)))) return refused(c);
  const ids = await wishlistIds(shopOf(c).db, await wishlistOwner(c));
  return c.json({ success: true, data: { wishlist: ids } });
}

async function getBlock(c: Context<ShopEnv>, f: Fields): Promise<Response> {
  if (!(await shopOf(c).checkNonce(WISHLIST_NONCES.list, nonceOf(f)))) return refused(c);
  return c.json({ success: true, data: String(await blockHtml(c, await wishlistOwner(c))) });
}

/** Multiple wishlists are off (spec §9): their actions answer so, after the same nonce check. */
async function multipleDisabled(c: Context<ShopEnv>, f: Fields): Promise<Response> {
  if (!(await shopOf(c).checkNonce(WISHLIST_NONCES.list, nonceOf(f)))) return refused(c);
  return failure(c, WISHLIST_MESSAGES.multipleDisabled, 400);
}

/** The wishlist's admin-ajax actions (spec §7 'Wishlist'). */
export const WISHLIST_ADMIN_AJAX: Record<string, (c: Context<ShopEnv>, fields: Fields) => Promise<Response>> = {
  alg_wc_wl_toggle_item: toggleItem,
  alg_wc_wl_remove_all_from_wish_list: removeAll,
  alg_wc_wl_get_wish_list: getList,
  alg_wc_wl_pro_get_wish_list_sc: getBlock,
  alg_wc_wl_get_multiple_wish_list: multipleDisabled,
  alg_wc_wl_save_multiple_wish_list: multipleDisabled,
  alg_wc_wl_delete_multiple_wish_list: multipleDisabled,
  alg_wc_wl_save_to_multiple_wish_list: multipleDisabled,
  alg_wc_wl_save_duplicate_wish_list: multipleDisabled,
};

/** `/wishlist/`: the visitor's list, or with `?share=<token>` someone's list read-only. */
async function wishlistRoute(c: Context<ShopEnv>): Promise<Response> {
  const token = c.req.query('share');
  if (token !== undefined) {
    const owner = await ownerOfShare(shopOf(c).db, token);
    const block = owner
      ? await blockHtml(c, owner, true)
      : html`<p class="woocommerce-info" role="status">${WISHLIST_MESSAGES.sharedMissing}</p>`;
    return renderPage(c, {
      title: 'Shared wishlist',
      content: wishlistPage(block, true),
      bodyClass: 'alg-wc-wl-shared',
      status: owner ? 200 : 404,
    });
  }
  const state = await wishlistPageState(c, true);
  const block = await blockHtml(c, await wishlistOwner(c));
  return renderPage(c, {
    title: 'Wishlist',
    content: wishlistPage(block, false),
    bodyClass: 'page alg-wc-wl-page',
    globals: state.globals,
  });
}

/** Builds the wishlist routes (register with `app.route('/', wishlistRoutes())`). */
export function wishlistRoutes(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.get('/wishlist', wishlistRoute);
  return r;
}
