/** Contract of the result-count island: it reads `p.woocommerce-result-count` itself and takes no props. */
export { RESULT_COUNT_REFRESH_MS } from '@storefront/listing';
