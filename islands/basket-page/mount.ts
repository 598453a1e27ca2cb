import { domIsland, readRawProps } from '@storefront/runtime';
import { bindBasketPage } from './bind';
import type { BasketPageParams } from './contract';

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Reads `wc_cart_params` (missing nonces become '' and the server refuses those calls with a clear message). */
export function readBasketPageParams(raw: Record<string, unknown> | undefined): BasketPageParams {
  const p = raw ?? {};
  return {
    applyCouponNonce: str(p.apply_coupon_nonce),
    removeCouponNonce: str(p.remove_coupon_nonce),
    updateShippingMethodNonce: str(p.update_shipping_method_nonce),
  };
}

/** The island module: no React; the form's server markup stays, the island listens and swaps regions. */
export default domIsland((host) =>
  bindBasketPage(host, {
    params: readBasketPageParams(
      readRawProps(host, { data: false, json: false, globals: ['wc_cart_params'] }).params.wc_cart_params,
    ),
  }),
);
