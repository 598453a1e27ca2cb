export { navigate, navigateTo } from './navigate';
export { cartParams, type CartParams } from './wc-params';
export { applyFragments, dimFragments, undimFragments, readCartCount } from './cart/fragments';
export { listenForCartEvents } from './cart/cart-events';
export { cartQueue } from './cart/cart-queue';
export { errorMessage } from './error-message';
export { syncCart, followOtherTabs, rememberCart, forgetCart, resetCartSync, CART_HASH_COOKIE, LEGACY_CART_STORAGE_KEY } from './cart/cart-sync';
export { useEvent } from './use-event';
export type { VariationImage } from './wc-variation-image';
