import type { WcAddToCartParams } from '@storefront/http';
import { sameOriginUrl } from '@storefront/page';

/** `wc_add_to_cart_params` with WooCommerce's defaults filled in (UK English labels). */
export interface CartParams {
  cartUrl: string;
  viewCartLabel: string;
  isCart: boolean;
  redirectAfterAdd: boolean;
}

/** Reads `wc_add_to_cart_params` (when a theme printed it) into typed values with defaults. */
export function cartParams(
  raw: Partial<WcAddToCartParams> | Record<string, unknown> | undefined = globalThis.window?.wc_add_to_cart_params,
): CartParams {
  const p = (raw ?? {}) as Record<string, unknown>;
  return {
    // The 'View basket' link and the redirect after add: never another origin or a javascript: URL.
    cartUrl: sameOriginUrl(p.cart_url) ? (p.cart_url as string) : '/cart/',
    viewCartLabel: typeof p.i18n_view_cart === 'string' && p.i18n_view_cart ? p.i18n_view_cart : 'View basket',
    // wp_localize_script prints booleans as '1' / ''.
    isCart: p.is_cart === true || p.is_cart === '1' || p.is_cart === 1,
    redirectAfterAdd: p.cart_redirect_after_add === 'yes',
  };
}
