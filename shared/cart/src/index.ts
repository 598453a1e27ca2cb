/**
 * `@storefront/cart`: the page's basket as WooCommerce classic themes have it: fragment regions (apply, dim while a
 * call runs, count), the one serial basket queue, keeping regions right across cached pages and tabs
 * (cart-fragments.js's job), applying the fragments of every added_to_cart / removed_from_cart, and the typed
 * `wc_add_to_cart_params`. A chunk of its own in the bundles (`chunks/cart-`), loaded by the islands that change or
 * check the basket. `@storefront/cart/queue` is the basket queue alone (what the test kit needs without loading the
 * runtime).
 */
export { applyFragments, dimFragments, undimFragments, readCartCount } from './fragments';
export { applyCartChange, listenForCartEvents, type CartChange } from './cart-events';
export { cartQueue } from './cart-queue';
export {
  syncCart,
  followOtherTabs,
  rememberCart,
  forgetCart,
  resetCartSync,
  CART_HASH_COOKIE,
  LEGACY_CART_STORAGE_KEY,
} from './cart-sync';
export { cartParams, type CartParams } from './wc-params';
