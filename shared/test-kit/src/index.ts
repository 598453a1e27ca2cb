/**
 * `@storefront/test-kit`: what unit tests and stories share, never bundled: WooCommerce page markup fixtures (basket,
 * listings, product media, variations, checkout), in-page fake backends, `mountIsland` and the console guard
 * (`expectConsoleError`). Framework-free and free of vitest, so stories import it in the browser. Subpaths:
 * `/setup` (the unit project's setup file), `/leaks` (leak tracking; patches globals), `/fuzz` (fast-check helpers;
 * imports vitest).
 */
export * from './markup';
export * from './fake-cart-backend';
export * from './mount-island';
export * from './listing';
export * from './basket-page';
export * from './variations';
export * from './variation-backend';
export * from './product-media';
export * from './checkout';
export { REFUSED_TEXT } from './checkout-backend';
export * from './console';
export * from './site-chrome';
export * from './quantity-cases';
export * from './reach';
