import { domIsland, readRawProps } from '@storefront/runtime';
import { cartParams } from '@storefront/cart';
import { bindAddToCart } from './button';
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

/** The island module, without React: the button stays the server's; the link and errors go right after it. */
export default domIsland((host) => {
  const raw = readRawProps(host, { globals: ['wc_add_to_cart_params'], json: false });
  return bindAddToCart(host, readAddToCartProps(raw.data, raw.params.wc_add_to_cart_params));
});
