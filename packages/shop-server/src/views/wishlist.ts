/**
 * The wishlist as Wishlist for WooCommerce prints it (`alg-wc-wl-*`): heart toggles, the header counter, the
 * wishlist page's block (table, empty state, 'remove all', share list) and the plugin's script globals.
 */
import type { Media } from '../domain/catalog';
import type { WishlistEntry } from '../domain/wishlist';
import { productUrl } from '../domain/urls';
import { WISHLIST_MESSAGES } from '../messages';
import { attr, html, imgTag, joinHtml, priceHtml, productPriceHtml, stockHtml, type Html } from './format';

/** The wishlist page's path. */
export const WISHLIST_PATH = '/wishlist/';

const HEART_PATH =
  'M12 20.5s-7.4-4.5-9.7-9C.6 8.2 2.5 4.6 6 4.3c2.1-.2 4 .9 6 3.1 2-2.2 3.9-3.3 6-3.1 ' +
  '3.5.3 5.4 3.9 3.7 7.2-2.3 4.5-9.7 9-9.7 9z';
const HEART = joinHtml(
  html`<svg class="alg-wc-wl-heart" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">`,
  html`<path d="${HEART_PATH}"/>`,
  html`</svg>`,
);

/**
 * One heart: `thumb` on loop items and table rows (icon only), `single` on the product page and in the quick view
 * (with its text). A button in both, with `aria-pressed` and a name saying what a press does.
 */
export function heartButton(item: { id: number; name: string }, inList: boolean, kind: 'thumb' | 'single'): Html {
  const label = `${inList ? 'Remove from wishlist' : 'Add to wishlist'}: ${item.name}`;
  const kindClass = kind === 'thumb' ? 'alg-wc-wl-thumb-btn' : 'alg-wc-wl-toggle-btn';
  const state = (which: 'add' | 'remove', t: string): Html =>
    joinHtml(
      html`<span class="alg-wc-wl-view-state alg-wc-wl-view-state-${which}">`,
      HEART,
      kind === 'single' && html`<span class="alg-wc-wl-btn-text">${t}</span>`,
      html`</span>`,
    );
  return joinHtml(
    html`<div class="alg-wc-wl-btn-wrapper">`,
    html`<button type="button" data-item_id="${item.id}" data-product_id="${item.id}" data-action="alg-wc-wl-toggle"`,
    attr('class', `alg-wc-wl-btn ${inList ? 'remove' : 'add'} ${kindClass}`),
    attr('aria-pressed', inList ? 'true' : 'false'),
    attr('aria-label', label),
    html`>`,
    state('add', 'Add to wishlist'),
    state('remove', 'Remove from wishlist'),
    html`</button>`,
    html`</div>`,
  );
}

/** The header's link to the wishlist page with the item counter. */
export function wishlistHeaderLink(count: number): Html {
  return joinHtml(
    html`<a class="alg-wc-wl-header-link" href="${WISHLIST_PATH}">`,
    HEART,
    html`<span class="alg-wc-wl-header-text">Wishlist</span> <span class="alg-wc-wl-counter">${count}</span>`,
    html`<span class="screen-reader-text"> items</span>`,
    html`</a>`,
  );
}

/** The plugin's globals (`alg_wc_wl`, `alg_wc_wl_ajax`, `alg_wc_wl_notification`) with the spec's settings (§3, §9). */
export function wishlistGlobals(d: {
  ajaxUrl: string;
  nonce: string;
  toggleNonce: string;
  isWishlistPage: boolean;
  loginUrl: string;
}): Record<string, unknown> {
  return {
    alg_wc_wl: {
      ajaxurl: d.ajaxUrl,
      error_text: WISHLIST_MESSAGES.error,
      all_removed_text: WISHLIST_MESSAGES.allRemoved,
    },
    alg_wc_wl_ajax: {
      action_toggle_item: 'alg_wc_wl_toggle_item',
      action_remove_all: 'alg_wc_wl_remove_all_from_wish_list',
      ajax_action: 'alg_wc_wl_get_wish_list',
      nonce: d.nonce,
      toggle_nonce: d.toggleNonce,
      toggle_item_events: { default: ['mouseup', 'touchend'], touchscreen: ['mouseup', 'touchend'] },
      is_multiple_wishlist_enabled: 'no',
      allow_unlogged_user_add_remove: 'yes',
      is_current_page_wishlist: d.isWishlistPage ? 'yes' : 'no',
      is_account_page: 'no',
      login_url: d.loginUrl,
    },
    alg_wc_wl_notification: {
      desktop: 'yes',
      mobile: 'yes',
      ok_button: 'yes',
      copied_message: WISHLIST_MESSAGES.copied,
    },
  };
}

/** A variation's chosen options as text ('Size: A4, Finish: Framed'). */
function optionsText(e: WishlistEntry, labels: Map<string, string>): string {
  return Object.entries({ ...e.variation?.attributes, ...e.attributes })
    .filter(([, v]) => v)
    .map(([k, v]) => `${labels.get(k) ?? k.replace(/^attribute_(pa_)?/, '')}: ${labels.get(`${k}=${v}`) ?? v}`)
    .join(', ');
}

/** A share link opening a new window (Facebook, X/Twitter). */
const shareLink = (cls: string, href: string, name: string): Html =>
  joinHtml(
    html`<li class="alg-wc-wl-social-li">`,
    html`<a target="_blank" rel="noopener noreferrer" class="${cls}" href="${href}">`,
    html`${name}<span class="screen-reader-text"> (opens in a new window)</span>`,
    html`</a>`,
    html`</li>`,
  );

/** The email panel: the link to copy and a mailto link. */
function emailOptions(url: string): Html {
  const mailto = `mailto:?subject=${encodeURIComponent('My wishlist')}&body=${encodeURIComponent(url)}`;
  return joinHtml(
    html`<div class="alg-wc-wl-email-options" id="alg-wc-wl-email-options">`,
    html`<p>`,
    html`<label for="alg-wc-wl-share-url">Wishlist link</label> `,
    html`<input id="alg-wc-wl-share-url" class="alg-wc-wl-input" type="text" readonly value="${url}">`,
    html`</p>`,
    html`<p><a class="button" href="${mailto}">Send it from your email app</a></p>`,
    html`</div>`,
  );
}

/** The share links (`ul.alg-wc-wl-social-ul`), one per line. */
function shareLinks(url: string): Html {
  const u = encodeURIComponent(url);
  const email = html`<a class="email" href="#alg-wc-wl-email-options">Email</a>`;
  const copy = html`<a target="_blank" class="copy" href="${url}">Copy link</a>`;
  return html`<ul class="alg-wc-wl-social-ul" aria-labelledby="alg-wc-wl-share-title">
${shareLink('facebook', `https://www.facebook.com/sharer/sharer.php?u=${u}`, 'Facebook')}
${shareLink('twitter', `https://twitter.com/intent/tweet?url=${u}`, 'X/Twitter')}
<li class="alg-wc-wl-social-li">${email}</li>
<li class="alg-wc-wl-social-li">${copy}</li>
</ul>`;
}

/** The share list: Facebook, X/Twitter, email (its panel) and copy link, for the list's public URL. */
function shareList(url: string): Html {
  const title = html`<span class="alg-wc-wl-share-on" id="alg-wc-wl-share-title">Share your wishlist</span>`;
  return html`<div class="alg-wc-wl-social">${title}${shareLinks(url)}
${emailOptions(url)}</div>`;
}

/** What the wishlist block shows. */
export interface WishlistBlockData {
  entries: WishlistEntry[];
  media: Map<number, Media>;
  /** `attribute_pa_x` → its label and `attribute_pa_x=slug` → the option's name, for listed variations. */
  labels: Map<string, string>;
  /** Public URL of the list (absent: shown read-only, from a share link). */
  shareUrl?: string;
}

/**
 * The block (`alg_wc_wl_pro_get_wish_list_sc`): the table with a heart per row (its remove control), the empty
 * state (hidden while items are listed), 'remove all' (hiding itself once used) and the share list. A shared list
 * is read-only: no hearts, no 'remove all', no share list.
 */
export function wishlistBlock(d: WishlistBlockData): Html {
  const own = d.shareUrl !== undefined;
  const table = d.entries.length ? wishlistTable(d, own) : '';
  const empty = joinHtml(
    html`<p class="alg-wc-wl-empty-wishlist woocommerce-info"${attr('hidden', d.entries.length > 0)}>`,
    html`${WISHLIST_MESSAGES.empty} <a href="/shop/">Return to shop</a>`,
    html`</p>`,
  );
  const tools =
    own &&
    d.entries.length > 0 &&
    joinHtml(
      html`<p class="alg-wc-wl-tools">`,
      html`<button type="button" class="alg-wc-wl-remove-all button" data-auto_hide="true">Remove all</button>`,
      html`</p>`,
      shareList(d.shareUrl!),
    );
  return joinHtml(table, empty, tools);
}

/** One row of the table: the heart (own list only), image, name with the chosen options, price and stock. */
function wishlistRow(e: WishlistEntry, d: WishlistBlockData, own: boolean): Html {
  const name = e.product.name;
  const options = optionsText(e, d.labels);
  const fullName = options ? `${name} – ${options}` : name;
  const image = e.variation?.image_id ?? e.product.image_id;
  const price = e.variation?.price != null ? priceHtml(e.variation.price) : productPriceHtml(e.product);
  // stockHtml is empty (but a truthy String object) for in-stock items without a tracked quantity.
  const tracked = stockHtml(e.variation ?? e.product);
  const stock = String(tracked) ? tracked : html`<span class="stock in-stock">In stock</span>`;
  return joinHtml(
    html`<tr>`,
    own && html`<td class="product-remove">${heartButton({ id: e.itemId, name: fullName }, true, 'thumb')}</td>`,
    html`<td class="product-thumbnail">`,
    imgTag(image ? d.media.get(image) : undefined, 100, 'attachment-thumbnail', ''),
    html`</td>`,
    html`<td class="product-name">`,
    html`<a href="${productUrl(e.product)}">${name}</a>`,
    options && html`<span class="variation">${options}</span>`,
    html`</td>`,
    html`<td class="product-price">${price}</td>`,
    html`<td class="product-stock-status">${stock}</td>`,
    html`</tr>`,
  );
}

/** `table.alg-wc-wl-view-table` of the listed items. */
function wishlistTable(d: WishlistBlockData, own: boolean): Html {
  return joinHtml(
    html`<table class="alg-wc-wl-view-table shop_table shop_table_responsive">`,
    html`<caption class="screen-reader-text">Wishlist items</caption>`,
    html`<thead><tr>`,
    own && html`<th class="product-remove"><span class="screen-reader-text">Remove</span></th>`,
    html`<th class="product-thumbnail"><span class="screen-reader-text">Image</span></th>`,
    html`<th class="product-name">Product</th>`,
    html`<th class="product-price">Price</th>`,
    html`<th class="product-stock-status">Stock</th>`,
    html`</tr></thead>`,
    html`<tbody>${d.entries.map((e) => wishlistRow(e, d, own))}</tbody>`,
    html`</table>`,
  );
}

/** The wishlist page: its heading and the block in its container (mounted at idle: layout and other tabs). */
export function wishlistPage(block: Html, shared: boolean): Html {
  return html`<h1 class="entry-title">${shared ? 'Shared wishlist' : 'Wishlist'}</h1>
<div class="alg-wc-wl-view-table-container" data-hydrate="idle">${block}</div>`;
}
