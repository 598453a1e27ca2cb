/** Contract of the ordering island: it reads `form.woocommerce-ordering` itself and takes no props. */

/** WooCommerce's sort select inside `form.woocommerce-ordering`. */
export const ORDERBY_SELECTOR = 'select.orderby';
