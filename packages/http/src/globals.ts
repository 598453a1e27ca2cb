/**
 * Types of the globals WordPress and WooCommerce print into classic-theme pages
 * (`wp_localize_script` output). Only the fields this package reads are required;
 * the rest are listed for the islands that read them.
 */

/** `wc_add_to_cart_params`, printed with WooCommerce's add-to-cart script. */
export interface WcAddToCartParams {
  ajax_url: string;
  /** e.g. `/?wc-ajax=%%endpoint%%` */
  wc_ajax_url: string;
  i18n_view_cart?: string;
  cart_url?: string;
  /** '1' on the basket page. */
  is_cart?: string;
  /** 'yes' or 'no'. */
  cart_redirect_after_add?: string;
}

/** `woocommerce_params`, printed with WooCommerce's site-wide script. */
export interface WoocommerceParams {
  ajax_url: string;
  wc_ajax_url: string;
  i18n_password_show?: string;
  i18n_password_hide?: string;
}

/** `wpApiSettings`, printed with WordPress's `wp-api-request` script. */
export interface WpApiSettings {
  /** REST root, e.g. `https://shop.test/wp-json/` or `…/index.php?rest_route=/`. */
  root: string;
  nonce: string;
  versionString?: string;
}

/** `wcBlocksMiddlewareConfig`, printed with WooCommerce's Store API middleware. */
export interface WcBlocksMiddlewareConfig {
  storeApiNonce: string;
  /** Unix seconds, as a string. */
  wcStoreApiNonceTimestamp?: string;
}

declare global {
  interface Window {
    wc_add_to_cart_params?: WcAddToCartParams;
    woocommerce_params?: WoocommerceParams;
    wpApiSettings?: WpApiSettings;
    wcBlocksMiddlewareConfig?: WcBlocksMiddlewareConfig;
  }
}
