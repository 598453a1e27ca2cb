/** Props of the ordering island (none: it reads the form). */
export type ListingOrderingProps = Record<string, never>;

/** WooCommerce's sort select inside `form.woocommerce-ordering`. */
export const ORDERBY_SELECTOR = 'select.orderby';
