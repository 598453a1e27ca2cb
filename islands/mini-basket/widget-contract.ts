/**
 * The mini-basket's widget and row selectors (part of its markup contract, re-exported by `contract.ts`): a module
 * of their own, so the island's thin entry, which needs neither, does not carry them.
 */

/** The widgets whose remove links the island handles (its mount selectors). */
export const WIDGET_SELECTOR = '.widget_shopping_cart_content, [data-island="mini-basket"]';
/** The row blocked while its removal runs. */
export const ITEM_SELECTOR = '.woocommerce-mini-cart-item, li';
