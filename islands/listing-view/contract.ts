/** The two views of the WooCommerce Grid/List toggle plugin (classes on `ul.products`, ids of the links). */
export type ListingView = 'grid' | 'list';

/** The plugin's cookie holding the chosen view; read by the server to print the right class. */
export const VIEW_COOKIE = 'gridcookie';
/** How long the choice is kept (days). */
export const VIEW_COOKIE_DAYS = 365;
/** The toggle links (`nav.gridlist-toggle a#grid`, `a#list`). */
export const TOGGLE_LINK_SELECTOR = 'a#grid, a#list';
/** The lists the view applies to. */
export const LIST_SELECTOR = 'ul.products';
