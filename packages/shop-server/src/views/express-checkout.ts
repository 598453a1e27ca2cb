/**
 * The express checkout container the provider's plugin prints on the product, basket, checkout and order-pay pages
 * (`#wc-stripe-express-checkout-element`, where the express checkout island mounts the wallet button) and its
 * "— OR —" separator, hidden until the island has a button to show. On order-pay it is inside `form#order_review`,
 * after the order table and before `#payment` (the plugin's place there).
 */
import { attr, html, joinHtml, type Html } from './format';

/** Where the container is printed: on product pages the separator comes first (below the add-to-basket button). */
export type ExpressPlace = 'product' | 'cart' | 'checkout' | 'order-pay';

/**
 * The container and separator. `hydrate`: when the island loads (`data-hydrate`; default: when visible).
 */
export function expressCheckoutHtml(place: ExpressPlace, hydrate?: 'interaction'): Html {
  const element = joinHtml(
    html`<div id="wc-stripe-express-checkout-element" class="wc-stripe-express-checkout-element"`,
    attr('data-express-place', place),
    hydrate && attr('data-hydrate', hydrate),
    html`></div>`,
  );
  const separator = joinHtml(
    html`<p id="wc-stripe-express-checkout-button-separator" class="wc-stripe-express-checkout-button-separator"`,
    html` hidden>&mdash; OR &mdash;</p>`,
  );
  return place === 'product' ? html`${separator}${element}` : html`${element}${separator}`;
}
