/** `wc_cart_params` as the basket page reads it (WooCommerce's global of the same name). */
export interface BasketPageParams {
  applyCouponNonce: string;
  removeCouponNonce: string;
  updateShippingMethodNonce: string;
}

/** Props of the basket-page island. */
export interface BasketPageProps {
  params: BasketPageParams;
}

/** Selectors of WooCommerce's classic basket markup the island works on. */
export const SEL = {
  form: 'form.woocommerce-cart-form',
  totals: 'div.cart_totals',
  /** A line's remove link is the `a` directly inside this cell. */
  removeCell: '.product-remove',
  itemInput: '.cart_item :is(input, select, textarea)',
  qty: 'input.qty',
  updateButton: '[name="update_cart"]',
  couponField: '#coupon_code',
  couponWrapper: '.coupon',
  couponError: '.coupon-error-message',
  removeCoupon: 'a.woocommerce-remove-coupon',
  calculator: 'form.woocommerce-shipping-calculator',
  calculatorToggle: '.shipping-calculator-button',
  calculatorSection: '.shipping-calculator-form',
  shippingMethod: 'select.shipping_method, input[name^="shipping_method"]',
  noticesWrapper: '.woocommerce-notices-wrapper',
  /** Notices the basket's responses carry and that a new answer replaces (WooCommerce's list). */
  notices: '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success',
  emptyMessage: '.wc-empty-cart-message',
  /** The region around the form and totals (WooCommerce's shortcode wrapper). */
  wrapper: '.woocommerce',
} as const;

/** The header regions rebuilt from each basket page answer (the same keys as the basket fragments). */
export const HEADER_FRAGMENT_KEYS = ['div.widget_shopping_cart_content', 'a.cart-contents'] as const;

/** Id of the inline coupon error (the coupon field's `aria-describedby`). */
export const COUPON_ERROR_ID = 'coupon-error-message';
