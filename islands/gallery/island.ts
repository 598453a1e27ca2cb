import type { IslandDefinition } from '@storefront/runtime';

/**
 * The product gallery, `div.woocommerce-product-gallery` (single-product/product-image.php), on product pages and
 * in quick views. Mounted when visible; glightbox stays out of its bundle until the full-screen gallery opens.
 */
export const galleryIsland: IslandDefinition = {
  name: 'gallery',
  selectors: ['div.woocommerce-product-gallery'],
  hydrate: 'visible',
  load: () => import('./mount'),
};
