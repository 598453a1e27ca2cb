import type { WcAddToCartParams } from '@storefront/http';

/** `wc_add_to_cart_params` with WooCommerce's defaults filled in (UK English labels). */
export interface CartParams {
  cartUrl: string;
  viewCartLabel: string;
  isCart: boolean;
  redirectAfterAdd: boolean;
}

/** `url` when it is a non-empty URL of this page's origin (relative or absolute), else undefined. */
function sameOriginUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.trim()) return undefined;
  try {
    return new URL(url, location.href).origin === location.origin ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Reads `wc_add_to_cart_params` (when a theme printed it) into typed values with defaults. */
export function cartParams(raw: Partial<WcAddToCartParams> | Record<string, unknown> | undefined = globalThis.window?.wc_add_to_cart_params): CartParams {
  const p = (raw ?? {}) as Record<string, unknown>;
  return {
    // The 'View basket' link and the redirect after add: never another origin or a javascript: URL.
    cartUrl: sameOriginUrl(p.cart_url) ?? '/cart/',
    viewCartLabel: typeof p.i18n_view_cart === 'string' && p.i18n_view_cart ? p.i18n_view_cart : 'View basket',
    // wp_localize_script prints booleans as '1' / ''.
    isCart: p.is_cart === true || p.is_cart === '1' || p.is_cart === 1,
    redirectAfterAdd: p.cart_redirect_after_add === 'yes',
  };
}
