/**
 * Basket page rules (coupon form, totals, shipping methods and calculator, the disabled 'Update basket'),
 * appended to the theme stylesheet. Colours keep WCAG AA contrast on white.
 */
export const CART_CSS = `/* Basket page */
.woocommerce-cart-form .actions { display: flex; flex-wrap: wrap; gap: .75rem; justify-content: space-between; align-items: flex-start; }
.woocommerce-cart-form .coupon { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
.woocommerce-cart-form .coupon .input-text { width: 12rem; }
.woocommerce-cart-form .coupon-error-message { flex-basis: 100%; margin: 0; color: #a4161a; font-size: .9rem; }
.woocommerce-cart-form #coupon_code.has-error { border-color: #a4161a; box-shadow: 0 0 0 1px #a4161a; }
.woocommerce-cart-form .product-quantity .qty { width: 5rem; }
.woocommerce-cart-form .product-remove a.remove { display: inline-block; width: 1.75rem; height: 1.75rem; line-height: 1.6rem; text-align: center; border-radius: 50%; color: #a4161a; font-size: 1.25rem; font-weight: 700; text-decoration: none; }
.woocommerce-cart-form .product-remove a.remove:hover { background: #a4161a; color: #fff; }
button[name="update_cart"]:disabled { background: #e9e9e9; border-color: #767676; color: #4a4a4a; cursor: not-allowed; }
.cart_totals h2 { margin-top: 0; }
.cart_totals .cart-discount td { color: #2e6b30; }
.woocommerce-remove-coupon { margin-left: .35rem; font-size: .9rem; }
.woocommerce-shipping-methods { list-style: none; margin: 0 0 .5rem; padding: 0; }
.woocommerce-shipping-methods li { display: flex; gap: .4rem; align-items: center; }
.woocommerce-shipping-destination { margin: 0 0 .5rem; color: #4a4a4a; font-size: .9rem; }
.shipping-calculator-button { font-weight: 600; }
.shipping-calculator-form { margin-top: .75rem; }
.shipping-calculator-form .form-row { display: flex; flex-direction: column; gap: .2rem; margin: 0 0 .6rem; }
.shipping-calculator-form label { font-size: .9rem; font-weight: 600; }
.wc-proceed-to-checkout { margin-top: 1rem; }
.wc-proceed-to-checkout .checkout-button { display: block; text-align: center; }
@media (max-width: 40rem) {
  .woocommerce-cart-form .actions { flex-direction: column; }
  .woocommerce-cart-form .coupon .input-text { width: 100%; }
}
`;
