/**
 * Shop-wide constants: names, currency, paging, labels and URLs.
 * Kept in one place so pages, endpoints and tests agree on them.
 */

/** Shop name shown in the header and page titles. */
export const SITE_NAME = 'Loom & Press';

/** Strap line under the shop name. */
export const SITE_TAGLINE = 'Printed textiles, art prints and cards, made in the UK';

/** Currency facts (GBP, minor units = pence), shaped like the Store API's currency fields. */
export const CURRENCY = {
  code: 'GBP',
  symbol: '£',
  minorUnit: 2,
  decimalSeparator: '.',
  thousandSeparator: ',',
  prefix: '£',
  suffix: '',
} as const;

/** Products per listing page (WooCommerce's default of 12). */
export const PER_PAGE = 12;

/** Above this many variations the form carries `false` and variations are fetched (WooCommerce's threshold). */
export const AJAX_VARIATION_THRESHOLD = 30;

/** Guest session cookie (httpOnly). WooCommerce's is `wp_woocommerce_session_<hash>`. */
export const SESSION_COOKIE = 'wp_woocommerce_session_storefront';

/** Cookie WooCommerce sets to '1' while the basket is non-empty (read by scripts). */
export const ITEMS_IN_CART_COOKIE = 'woocommerce_items_in_cart';
/** Cookie holding the cart hash while the basket is non-empty (read by scripts). */
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';

/** Fixed URLs of the shop's screens and endpoints. */
export const URLS = {
  home: '/',
  shop: '/shop/',
  cart: '/cart/',
  checkout: '/checkout/',
  checkoutBlock: '/checkout-block/',
  orderReceived: '/checkout/order-received/',
  myAccount: '/my-account/',
  paymentMethods: '/my-account/payment-methods/',
  blog: '/blog/',
  portfolio: '/portfolio/',
  ajax: '/wp-admin/admin-ajax.php',
  wcAjax: '/?wc-ajax=%%endpoint%%',
  restRoot: '/wp-json/',
  commentsPost: '/wp-comments-post.php',
} as const;

/** Nonce actions the server knows (others may be added by later features). */
export const NONCE_ACTIONS = {
  rest: 'wp_rest',
  storeApi: 'wc_store_api',
  cart: 'woocommerce-cart',
  applyCoupon: 'apply-coupon',
  removeCoupon: 'remove-coupon',
  checkout: 'woocommerce-process_checkout',
} as const;

/** UK English labels used across pages and fragments. */
export const LABELS = {
  addToBasket: 'Add to basket',
  viewBasket: 'View basket',
  selectOptions: 'Select options',
  readMore: 'Read more',
  emptyMiniBasket: 'No products in the basket.',
  emptyBasket: 'Your basket is currently empty.',
  subtotal: 'Subtotal:',
  chooseOption: 'Choose an option',
  clear: 'Clear',
  variableDescribedBy: 'This product has multiple variants. The options may be chosen on the product page',
} as const;
