/**
 * The quick-view island's contract (spec §2 "Other parts of the product page": a product quick-view lightbox,
 * opened from listings, that runs the same variation and bulk-table behaviour).
 *
 * Markup: `<a href="{permalink}" class="button quick-view-button" data-product_id="{id}" aria-haspopup="dialog">
 * Quick view<span class="screen-reader-text">: {name}</span></a>` in each `li.product`.
 * Server: `GET {url}` answers an HTML fragment in WooCommerce markup (gallery, summary, form) whose title is
 * `.product_title`, and optionally `<script type="application/json" data-quick-view-globals>` with the
 * `*_params` globals the product page would print (set on `window` when missing, for the islands inside).
 */

/** The listing's quick-view buttons. */
export const BUTTON_SELECTOR = 'a.quick-view-button, button.quick-view-button';
/** Where the fragment comes from, `{id}` replaced by the product id; a button's `data-quick_view_url` wins. */
export const QUICK_VIEW_URL = '/quick-view/{id}/';
/** Time limit of the fragment request, ms. */
export const QUICK_VIEW_TIMEOUT_MS = 15_000;
/** What a fragment must hold to be one (WooCommerce's product wrapper or title). */
export const PRODUCT_SELECTOR = '.product, .product_title';
/** The globals block inside the fragment. */
export const GLOBALS_SELECTOR = 'script[type="application/json"][data-quick-view-globals]';

/** UI texts (the spec gives none for the quick view itself). */
export const QUICK_VIEW_TEXT = {
  loading: 'Loading…',
  close: 'Close',
  retry: 'Try again',
  viewProduct: 'View the product page',
} as const;

/** Props read from the button. */
export interface QuickViewProps {
  productId: string;
  /** The product permalink: the no-JavaScript behaviour and the failure fallback. */
  permalink: string;
  /** Product name (the dialog's name until the fragment's title is there). */
  name: string;
  /** URL of the fragment. */
  url: string;
}

/** The fragment URL for a product. */
export const quickViewUrl = (productId: string, template = QUICK_VIEW_URL): string =>
  template.replace('{id}', encodeURIComponent(productId));
