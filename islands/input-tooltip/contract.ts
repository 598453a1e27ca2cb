/**
 * The input description tooltip contract (spec §9 "Theme page behaviour"): WooCommerce's form-field template prints a
 * field's description as `span.description` inside `span.woocommerce-input-wrapper`, after the control.
 */
export const WRAPPER = '.woocommerce-input-wrapper';
export const FIELD = 'input, select, textarea';
/** Spec §9: the tooltip slides in over 250 ms. */
export const SLIDE_MS = 250;
