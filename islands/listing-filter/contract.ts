/** Props of the category filter (none: it reads the links). */
export type ListingFilterProps = Record<string, never>;

/** Regions of a product listing page that a filter swaps (WooCommerce classic markup). */
export const REGIONS = {
  /** The products, or the no-products notice. */
  list: 'ul.products, .woocommerce-no-products-found',
  item: 'li.product',
  pagination: 'nav.woocommerce-pagination',
  count: 'p.woocommerce-result-count',
  ordering: 'form.woocommerce-ordering',
  header: 'header.woocommerce-products-header',
  filter: 'nav.widget_product_categories',
} as const;
