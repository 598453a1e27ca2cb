/** The page's shared live region, loaded when a count is first spoken (see `bindListingCount`). */
export { announce } from '@storefront/runtime/ui';
