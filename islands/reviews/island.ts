import type { IslandDefinition } from '@storefront/runtime';

/**
 * The review form's star picker: `#review_form` (single-product-reviews.php) holding `select#rating`. Mounted
 * when visible (the form usually sits in the Reviews tab).
 */
export const reviewsIsland: IslandDefinition = {
  name: 'reviews',
  selectors: ['#review_form'],
  hydrate: 'visible',
  load: () => import('./mount'),
};
