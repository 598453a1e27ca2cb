/**
 * `@storefront/shop-server/tooling`: the pieces of the shop that tooling outside this package builds pages
 * with (scripts/bench's generated variable product), so it never imports the package's files directly.
 */
export type { Attribute, Product } from './domain/catalog';
export { PRODUCT_MESSAGES } from './messages';
export { scriptJson } from './views/format';
export { variationForm } from './views/variation-form';
export type { AvailableVariation } from './views/variation-json';
