/** Props of the result-count island (none: it reads the element). */
export type ListingCountProps = Record<string, never>;

export { RESULT_COUNT_REFRESH_MS } from '@storefront/listing';
