/** Contract of the order-attribution island (spec: order attribution; WooCommerce's order-attribution feature). */

/** Where it mounts: the settings script WooCommerce prints on every page (`wp_localize_script`'s `-js-extra`). */
export const SCRIPT_SELECTOR = 'script#wc-order-attribution-js-extra';

/** The page global that script defines (`params`, `fields`), read through `@storefront/attribution/page`. */
export const GLOBAL_NAME = 'wc_order_attribution';

/** The element WooCommerce prints inside checkout and registration forms; the island fills it with inputs. */
export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';

/** The inputs' names: this prefix (from `params.prefix`) plus each field's name, e.g. `wc_order_attribution_source_type`. */
export const DEFAULT_FIELD_PREFIX = 'wc_order_attribution_';
