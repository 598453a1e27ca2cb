/**
 * The block checkout page: the Checkout block's wrapper as WooCommerce saves it in the page content
 * (`div.wp-block-woocommerce-checkout` with its inner blocks' empty wrappers and the block's attributes as
 * `data-*`; the express payment area holds the express checkout's container when the card is offered), shown as
 * loading until the block-checkout island renders the form into it (after them). Without JavaScript a
 * Checkout block shows nothing useful, so a `<noscript>` points to the classic checkout.
 */
import { emptyCartHtml } from './cart-page';
import { expressCheckoutHtml } from './express-checkout';
import { html, joinHtml, type Html } from './format';

/** The Checkout block's attributes the page prints (`data-show-order-notes` …). */
export interface CheckoutBlockAttributes {
  showOrderNotes: boolean;
  showPhoneField: boolean;
  requirePhoneField: boolean;
  showCompanyField: boolean;
  showApartmentField: boolean;
}

const FIELD_BLOCKS = [
  'express-payment',
  'contact-information',
  'shipping-address',
  'billing-address',
  'shipping-methods',
  'payment',
  'order-note',
  'terms',
  'actions',
];

/** The page's content: heading and the block (or the empty-basket message). */
export function checkoutBlockHtml(o: {
  empty: boolean;
  attributes: CheckoutBlockAttributes;
  /** The classic checkout, offered without JavaScript (none when /checkout/ is the block one). */
  classicUrl?: string;
  /**
   * The card gateway's express checkout: its container (where the express checkout island mounts the wallet
   * button) in the Checkout block's express payment area, above the form, as the gateway's blocks code renders it.
   */
  express?: boolean;
}): Html {
  const heading = html`<h1 class="entry-title">Checkout</h1>`;
  if (o.empty) return joinHtml(heading, html`<div class="woocommerce">${emptyCartHtml()}</div>`);
  const a = o.attributes;
  const inner = (name: string): Html =>
    joinHtml(
      html`<div class="wp-block-woocommerce-checkout-${name}-block">`,
      name === 'express-payment' && o.express && expressCheckoutHtml('checkout'),
      html`</div>`,
    );
  return joinHtml(
    heading,
    html`<div class="wp-block-woocommerce-checkout alignwide wc-block-checkout is-loading"`,
    html` data-show-order-notes="${String(a.showOrderNotes)}" data-show-phone-field="${String(a.showPhoneField)}"`,
    html` data-require-phone-field="${String(a.requirePhoneField)}"`,
    html` data-show-company-field="${String(a.showCompanyField)}"`,
    html` data-show-apartment-field="${String(a.showApartmentField)}">`,
    html`<div class="wp-block-woocommerce-checkout-fields-block">`,
    ...FIELD_BLOCKS.map(inner),
    html`</div><div class="wp-block-woocommerce-checkout-totals-block">`,
    inner('order-summary'),
    html`</div></div>`,
    html`<noscript><p>The checkout needs JavaScript.`,
    o.classicUrl && html` <a href="${o.classicUrl}">Use the classic checkout</a>.`,
    html`</p></noscript>`,
  );
}
