/** Contract of the bulk-table island (spec §3 "Other product-page entities", §4 "Bulk pricing table", §7). */

/** Props read from the container. */
export interface BulkTableProps {
  /** `data-available-ids`: product and variation ids that have a table. */
  availableIds: number[];
}

/** The admin-ajax action returning a table. */
export const BULK_TABLE_ACTION = 'get_table_with_product_bulk_table';
/** The container, as the Advanced Dynamic Pricing plugin prints it. */
export const CONTAINER_SELECTOR = '.wdp_bulk_table_content';
/** Form fields that are not "extra custom fields" of the cart form. */
export const STANDARD_FIELDS = new Set(['quantity', 'add-to-cart', 'product_id', 'variation_id']);
