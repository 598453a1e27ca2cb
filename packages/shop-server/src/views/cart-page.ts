/**
 * The basket page (cart/cart.php with the coupon form, and the totals from ./cart-totals), or its
 * empty state. Wrapped in `div.woocommerce` like WooCommerce's shortcode output, so a script can swap
 * the whole basket for the empty message.
 */
import { URLS } from '../config';
import type { Media } from '../domain/catalog';
import type { Cart } from '../domain/cart';
import { cartTotalsHtml, type TotalsNonces } from './cart-totals';
import { expressCheckoutHtml } from './express-checkout';
import { html, imgTag, joinHtml, priceHtml, type Html } from './format';
import { SIZES } from '../domain/urls';
import { removeLink } from './minicart';
import { quantityInput } from './quantity';

/** The empty basket message with 'Return to shop'. */
export function emptyCartHtml(): Html {
  return joinHtml(
    html`<div class="wc-empty-cart-message">`,
    html`<div class="cart-empty woocommerce-info" role="status">Your basket is currently empty.</div>`,
    html`</div>`,
    html`<p class="return-to-shop"><a class="button wc-backward" href="${URLS.shop}">Return to shop</a></p>`,
  );
}

/** The table's header row. */
const TABLE_HEAD = joinHtml(
  html`<tr>`,
  html`<th class="product-remove"><span class="screen-reader-text">Remove item</span></th>`,
  html`<th class="product-thumbnail"><span class="screen-reader-text">Thumbnail image</span></th>`,
  html`<th scope="col" class="product-name">Product</th>`,
  html`<th scope="col" class="product-price">Price</th>`,
  html`<th scope="col" class="product-quantity">Quantity</th>`,
  html`<th scope="col" class="product-subtotal">Subtotal</th>`,
  html`</tr>`,
);

/** One basket line: remove link, thumbnail, name with the chosen options, price, quantity input and subtotal. */
function cartRow(l: Cart['lines'][number], media: Map<number, Media>, cartNonce: string): Html {
  const min = l.soldIndividually ? 1 : 0;
  const max = l.soldIndividually ? 1 : l.maxQty;
  const variation = l.attributeNames.length
    ? html`<dl class="variation">${l.attributeNames.map((a) => html`<dt>${a.label}:</dt><dd>${a.value}</dd>`)}</dl>`
    : '';
  const image = imgTag(
    l.imageId ? media.get(l.imageId) : undefined,
    SIZES.galleryThumb,
    'attachment-woocommerce_thumbnail size-woocommerce_thumbnail',
    '',
  );
  const quantity = quantityInput({
    id: `quantity_${l.key}`,
    name: `cart[${l.key}][qty]`,
    value: l.quantity,
    min,
    max,
    productName: l.name,
  });
  return html`<tr class="woocommerce-cart-form__cart-item cart_item">
<td class="product-remove">${removeLink(l, cartNonce)}</td>
<td class="product-thumbnail"><a href="${l.permalink}" tabindex="-1" aria-hidden="true">${image}</a></td>
<td class="product-name" data-title="Product"><a href="${l.permalink}">${l.product.name}</a>${variation}</td>
<td class="product-price" data-title="Price">${priceHtml(l.unitPrice)}</td>
<td class="product-quantity" data-title="Quantity">${quantity}</td>
<td class="product-subtotal" data-title="Subtotal">${priceHtml(l.lineTotal)}</td>
</tr>`;
}

/** The actions cell: the coupon form, 'Update basket' and the cart nonce. */
function cartActions(cartNonce: string): Html {
  return joinHtml(
    html`<div class="coupon">`,
    html`<label for="coupon_code" class="screen-reader-text">Coupon:</label>`,
    html`<input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Coupon code"`,
    html` autocomplete="off">`,
    html`<button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button>`,
    html`</div>`,
    html`<button type="submit" class="button" name="update_cart" value="Update basket">Update basket</button>`,
    html`<input type="hidden" id="woocommerce-cart-nonce" name="woocommerce-cart-nonce" value="${cartNonce}">`,
  );
}

/** `form.woocommerce-cart-form` with its table, the coupon form and the totals. */
export function cartPage(
  cart: Cart,
  media: Map<number, Media>,
  nonces: TotalsNonces,
  opts: { expressCheckout?: boolean } = {},
): Html {
  if (cart.lines.length === 0)
    return html`<h1 class="entry-title">Basket</h1><div class="woocommerce">${emptyCartHtml()}</div>`;
  const rows = cart.lines.map((l) => cartRow(l, media, nonces.cart));
  return html`<h1 class="entry-title">Basket</h1>
<div class="woocommerce">
<form class="woocommerce-cart-form" action="${URLS.cart}" method="post">
<table class="shop_table shop_table_responsive cart woocommerce-cart-form__contents">
<thead>${TABLE_HEAD}</thead>
<tbody>${rows}
<tr><td colspan="6" class="actions">${cartActions(nonces.cart)}</td></tr>
</tbody></table>
</form>
<div class="cart-collaterals">${cartTotalsHtml(cart, nonces)}</div>
${opts.expressCheckout ? expressCheckoutHtml('cart') : ''}
</div>`;
}
