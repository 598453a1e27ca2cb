import { navigateTo } from '@storefront/page';
import { createFakeCartBackend, FIXTURE_ADD_TO_CART_PARAMS, type FakeCartOptions } from '@storefront/test-kit';

/** WooCommerce's add-to-cart globals as the reference shop prints them. */
export const CART_PARAMS = FIXTURE_ADD_TO_CART_PARAMS;

/**
 * Installs a fake shop for one story: `fetch` answers the basket calls, `wc_add_to_cart_params` is set and
 * navigation is recorded instead of leaving Storybook. Returns the backend, the navigations and a cleanup.
 */
export function installFakeShop(opts: FakeCartOptions = {}, params: Partial<typeof CART_PARAMS> = {}) {
  const backend = createFakeCartBackend(opts);
  const realFetch = window.fetch;
  const navigations: string[] = [];
  window.fetch = backend.fetch;
  navigateTo.impl = (href) => void navigations.push(href);
  (window as { wc_add_to_cart_params?: unknown }).wc_add_to_cart_params = { ...CART_PARAMS, ...params };
  return {
    backend,
    navigations,
    cleanup() {
      // Navigation stays stubbed: a call released here may still answer after the story, and a story must
      // never leave the page.
      backend.releaseHung();
      window.fetch = realFetch;
    },
  };
}

/**
 * Installs a fake checkout for one story: `fetch` answers update_order_review, checkout, apply_coupon and
 * remove_coupon from `fake`, `wc_checkout_params` and the address globals are set, and navigation (the order
 * received redirect, reloads) is recorded instead of leaving Storybook. Returns the navigations and a cleanup.
 */
export function installFakeCheckout(
  fake: { fetch: typeof fetch; releaseHung(): void },
  params: Record<string, unknown>,
  globals: Record<string, unknown> = {},
) {
  const realFetch = window.fetch;
  const navigations: string[] = [];
  const w = window as unknown as Record<string, unknown>;
  window.fetch = fake.fetch;
  navigateTo.impl = (href) => void navigations.push(href);
  w.wc_checkout_params = params;
  Object.assign(w, globals);
  return {
    navigations,
    cleanup() {
      fake.releaseHung();
      window.fetch = realFetch;
      delete w.wc_checkout_params;
      for (const key of Object.keys(globals)) delete w[key];
    },
  };
}
