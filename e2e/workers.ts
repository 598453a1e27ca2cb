/**
 * How many e2e files run at once, each on its own shop (the global setup starts this many; files claim one with
 * e2e/shop-claim.ts). One: with two, page-timing checks (layout shift while the home page's islands mount on a busy
 * core, a login round trip) failed in a clean-clone run on CI's two cores. Raise it only with those made robust.
 */
export const E2E_WORKERS = 1;
