import type { IslandDefinition } from '@storefront/runtime';

/**
 * The PDF flip-book on DearFlip's markup: the inline book `div._df_book` (also `.df-lite`) and the popup variants
 * `._df_thumb` / `._df_button` that open it in a dialog. Mounted when visible; pdf.js, its worker and page-flip load
 * only when a book is about to be shown.
 */
export const flipBookIsland: IslandDefinition = {
  name: 'flip-book',
  selectors: ['div._df_book', 'div.df-lite', '._df_thumb', '._df_button'],
  hydrate: 'visible',
  load: () => import('./mount'),
};
