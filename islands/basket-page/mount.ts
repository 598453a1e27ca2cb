import { reactIsland } from '@storefront/runtime/react';
import { BasketPage } from './BasketPage';
import type { BasketPageParams, BasketPageProps } from './contract';

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

/** The island module; the form's server markup stays, the component only listens and swaps regions. */
export default reactIsland<BasketPageProps>({
  component: BasketPage,
  sources: { data: false, json: false, globals: ['wc_cart_params'] },
  readProps: (raw) => ({
    params: readBasketPageParams(raw.params.wc_cart_params as Record<string, unknown> | undefined),
  }),
});
