/**
 * The coming-soon dismissal's second try after WordPress refused an expired nonce (403 `rest_cookie_invalid_nonce`):
 * a fresh nonce from admin-ajax (`action=rest-nonce`, plain text), then the call once more. The REST client does the
 * same, but it, `fetchRestNonce`, `adminAjax` or `adminAjaxUrl` would each grow the common chunk, which has no
 * room; this module loads only when a nonce was refused.
 */
import { request } from '@storefront/http';

/** Fetches a fresh REST nonce and calls `post` with it; nothing when WordPress refuses ('0', '-1' or empty). */
export async function retryWithFreshNonce(
  post: (nonce: string) => Promise<unknown>,
  signal: AbortSignal,
): Promise<void> {
  // admin-ajax as the HTTP package's adminAjaxUrl() finds it.
  const ajax =
    window.wc_add_to_cart_params?.ajax_url ?? window.woocommerce_params?.ajax_url ?? '/wp-admin/admin-ajax.php';
  const url = `${ajax}${ajax.includes('?') ? '&' : '?'}action=rest-nonce`;
  const fresh = (await request<string>(url, { parse: 'text', signal })).trim();
  if (fresh && fresh !== '0' && fresh !== '-1') await post(fresh);
}
