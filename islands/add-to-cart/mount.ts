import { reactIsland } from '@storefront/runtime/react';
import { cartParams } from '@storefront/cart';
import { AddToCart } from './AddToCart';
import type { AddToCartProps } from './contract';

const RUNTIME_ATTRS = new Set(['island', 'hydrate']);

/** Reads the button's data attributes and `wc_add_to_cart_params`. */
export function readAddToCartProps(
  data: Record<string, string>,
  params: Record<string, unknown> | undefined,
): AddToCartProps {
  const payload: Record<string, string> = {};
  for (const [k, v] of Object.entries(data)) if (!RUNTIME_ATTRS.has(k)) payload[k] = v;
  return {
    productId: (data.product_id ?? '').trim(),
    payload,
    successMessage: data.success_message ?? '',
    params: cartParams(params),
  };
}

/** The island module: a root placed right after the button, where the 'View basket' link and errors go. */
export default reactIsland<AddToCartProps>({
  component: AddToCart,
  sources: { globals: ['wc_add_to_cart_params'], json: false },
  readProps: (raw) => readAddToCartProps(raw.data, raw.params.wc_add_to_cart_params),
  container: (host) => [host, 'afterend'],
});
