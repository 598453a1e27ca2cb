/** Contract of the quantity island (spec §5 "Quantities", §3 "Quantity input"); no props, the input says it all. */

/** The quantity input inside `div.quantity` (WooCommerce's global/quantity-input.php). */
export const INPUT_SELECTOR = 'input.qty';
/** The theme's buttons around it. */
export const MINUS_SELECTOR = '.minus';
export const PLUS_SELECTOR = '.plus';
/** The basket form: its quantities belong to the basket-page island (and on-load raising does not apply there). */
export const BASKET_SELECTOR = '.woocommerce-cart-form';
