/**
 * `@storefront/page`: small page-level helpers islands share that are not a library of their own: navigation that
 * never leaves the page's origin (`navigate`, `sameOriginUrl`, and `navigateTo`, the primitive tests stub) and
 * `useEvent`, the stable-callback hook of island components. Part of the common chunk every page loads.
 */
export { navigate, navigateTo, sameOriginUrl } from './navigate';
export { useEvent } from './use-event';
