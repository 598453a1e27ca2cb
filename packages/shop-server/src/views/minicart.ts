/**
 * The basket fragments: the mini-basket (`div.widget_shopping_cart_content`) and the header
 * basket link (`a.cart-contents`). These are replaced on the page after every basket change.
 */
import { LABELS, URLS } from '../config';
import type { Media } from '../domain/catalog';
import type { Cart, CartLine } from '../domain/cart';
import { html, imgTag, priceHtml, type Html } from './format';
import { SIZES } from '../domain/urls';

/** The remove-from-basket URL of a line (works without JavaScript; needs the `woocommerce-cart` nonce). */
export function removeUrl(key: string, cartNonce: string): string {
  return `${URLS.cart}?remove_item=${encodeURIComponent(key)}&_wpnonce=${encodeURIComponent(cartNonce)}`;
}

/** The `a.remove` link WooCommerce prints for a line; `extraClass` adds e.g. `remove_from_cart_button`. */
export function removeLink(line: CartLine, cartNonce: string, extraClass = ''): Html {
  return html`<a href="${removeUrl(line.key, cartNonce)}" class="remove${extraClass ? ` ${extraClass}` : ''}" aria-label="${`Remove ${line.name} from basket`}" data-product_id="${line.product.id}" data-cart_item_key="${line.key}" data-product_sku="${line.sku}">&times;</a>`;
}

/** The mini-basket list, total and buttons, or the empty message. */
export function miniCartInner(cart: Cart, media: Map<number, Media>, cartNonce: string): Html {
  if (cart.lines.length === 0) {
    return html`<p class="woocommerce-mini-cart__empty-message">${LABELS.emptyMiniBasket}</p>`;
  }
  const items = cart.lines.map(
    (l) =>
      html`<li class="woocommerce-mini-cart-item mini_cart_item">${removeLink(l, cartNonce, 'remove_from_cart_button')}<a href="${l.permalink}">${imgTag(l.imageId ? media.get(l.imageId) : undefined, SIZES.galleryThumb, 'attachment-woocommerce_thumbnail size-woocommerce_thumbnail', '')}${l.name}</a><span class="quantity">${l.quantity} &times; ${priceHtml(l.unitPrice)}</span></li>`,
  );
  return html`<ul class="woocommerce-mini-cart cart_list product_list_widget">${items}</ul><p class="woocommerce-mini-cart__total total"><strong>${LABELS.subtotal}</strong> ${priceHtml(cart.subtotal)}</p><p class="woocommerce-mini-cart__buttons buttons"><a href="${URLS.cart}" class="button wc-forward">${LABELS.viewBasket}</a><a href="${URLS.checkout}" class="button checkout wc-forward">Checkout</a></p>`;
}

/**
 * `div.widget_shopping_cart_content`: the fragment that holds the mini-basket. `data-cart-hash` says which basket
 * it shows, so the mini-basket island can tell a current page from a cached one without asking the server.
 */
export function miniCart(cart: Cart, media: Map<number, Media>, cartNonce: string): Html {
  return html`<div class="widget_shopping_cart_content" data-cart-hash="${cart.hash}">${miniCartInner(cart, media, cartNonce)}</div>`;
}

/** 'N item(s)'. */
export const itemCountText = (n: number): string => `${n} ${n === 1 ? 'item' : 'items'}`;

/** `a.cart-contents`: the header basket link with total and item count. */
export function cartLink(cart: Cart): Html {
  return html`<a class="cart-contents" href="${URLS.cart}"><span class="screen-reader-text">Basket: </span>${priceHtml(cart.subtotal)} <span class="count">${itemCountText(cart.itemsCount)}</span></a>`;
}

/** The fragments map returned by the wc-ajax basket endpoints (selector → new outer HTML). */
export function cartFragments(cart: Cart, media: Map<number, Media>, cartNonce: string): Record<string, string> {
  return {
    'div.widget_shopping_cart_content': String(miniCart(cart, media, cartNonce)),
    'a.cart-contents': String(cartLink(cart)),
  };
}
