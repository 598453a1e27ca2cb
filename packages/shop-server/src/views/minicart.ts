/**
 * The basket fragments: the mini-basket (`div.widget_shopping_cart_content`) and the header
 * basket link (`a.cart-contents`). These are replaced on the page after every basket change.
 */
import { LABELS, URLS } from '../config';
import type { Media } from '../domain/catalog';
import type { Cart, CartLine } from '../domain/cart';
import { attr, html, imgTag, joinHtml, priceHtml, type Html } from './format';
import { SIZES } from '../domain/urls';

/** The remove-from-basket URL of a line (works without JavaScript; needs the `woocommerce-cart` nonce). */
export function removeUrl(key: string, cartNonce: string): string {
  return `${URLS.cart}?remove_item=${encodeURIComponent(key)}&_wpnonce=${encodeURIComponent(cartNonce)}`;
}

/** The `a.remove` link WooCommerce prints for a line; `extraClass` adds e.g. `remove_from_cart_button`. */
export function removeLink(line: CartLine, cartNonce: string, extraClass = ''): Html {
  return joinHtml(
    html`<a href="${removeUrl(line.key, cartNonce)}" class="remove${extraClass ? ` ${extraClass}` : ''}"`,
    attr('aria-label', `Remove ${line.name} from basket`),
    attr('data-product_id', line.product.id),
    attr('data-cart_item_key', line.key),
    attr('data-product_sku', line.sku),
    html`>&times;</a>`,
  );
}

/** One line of the mini-basket: remove link, thumbnail and name, quantity × price. */
function miniCartItem(l: CartLine, media: Map<number, Media>, cartNonce: string): Html {
  const image = imgTag(
    l.imageId ? media.get(l.imageId) : undefined,
    SIZES.galleryThumb,
    'attachment-woocommerce_thumbnail size-woocommerce_thumbnail',
    '',
  );
  return joinHtml(
    html`<li class="woocommerce-mini-cart-item mini_cart_item">`,
    removeLink(l, cartNonce, 'remove_from_cart_button'),
    html`<a href="${l.permalink}">${image}${l.name}</a>`,
    html`<span class="quantity">${l.quantity} &times; ${priceHtml(l.unitPrice)}</span>`,
    html`</li>`,
  );
}

/** The mini-basket list, total and buttons, or the empty message. */
export function miniCartInner(cart: Cart, media: Map<number, Media>, cartNonce: string): Html {
  if (cart.lines.length === 0) {
    return html`<p class="woocommerce-mini-cart__empty-message">${LABELS.emptyMiniBasket}</p>`;
  }
  const items = cart.lines.map((l) => miniCartItem(l, media, cartNonce));
  return joinHtml(
    html`<ul class="woocommerce-mini-cart cart_list product_list_widget">${items}</ul>`,
    html`<p class="woocommerce-mini-cart__total total">`,
    html`<strong>${LABELS.subtotal}</strong> ${priceHtml(cart.subtotal)}`,
    html`</p>`,
    html`<p class="woocommerce-mini-cart__buttons buttons">`,
    html`<a href="${URLS.cart}" class="button wc-forward">${LABELS.viewBasket}</a>`,
    html`<a href="${URLS.checkout}" class="button checkout wc-forward">Checkout</a>`,
    html`</p>`,
  );
}

/**
 * `div.widget_shopping_cart_content`: the fragment that holds the mini-basket. `data-cart-hash` says which basket
 * it shows, so the mini-basket island can tell a current page from a cached one without asking the server.
 */
export function miniCart(cart: Cart, media: Map<number, Media>, cartNonce: string): Html {
  return joinHtml(
    html`<div class="widget_shopping_cart_content" data-cart-hash="${cart.hash}">`,
    miniCartInner(cart, media, cartNonce),
    html`</div>`,
  );
}

/** 'N item(s)'. */
export const itemCountText = (n: number): string => `${n} ${n === 1 ? 'item' : 'items'}`;

/** `a.cart-contents`: the header basket link with total and item count. */
export function cartLink(cart: Cart): Html {
  return joinHtml(
    html`<a class="cart-contents" href="${URLS.cart}">`,
    html`<span class="screen-reader-text">Basket: </span>${priceHtml(cart.subtotal)}`,
    html` <span class="count">${itemCountText(cart.itemsCount)}</span>`,
    html`</a>`,
  );
}

/** The fragments map returned by the wc-ajax basket endpoints (selector → new outer HTML). */
export function cartFragments(cart: Cart, media: Map<number, Media>, cartNonce: string): Record<string, string> {
  return {
    'div.widget_shopping_cart_content': String(miniCart(cart, media, cartNonce)),
    'a.cart-contents': String(cartLink(cart)),
  };
}
