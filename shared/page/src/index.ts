/**
 * `@storefront/page`: small page-level helpers islands share that are not a library of their own: navigation that
 * never leaves the page's origin (`navigate`, `sameOriginUrl`, and `navigateTo`, the primitive tests stub). Part of
 * the common chunk every page loads, so nothing here may import React (`useEvent` is in `@storefront/runtime/react`).
 */
export { navigate, navigateTo, sameOriginUrl } from './navigate';
