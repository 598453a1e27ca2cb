import { request } from '@storefront/http';
import { getCookie } from '@storefront/runtime/ui';
import { GUEST_COOKIE } from './contract';
import { globalOf, text } from './params';

/**
 * POSTs one admin-ajax wishlist action (to `alg_wc_wl.ajaxurl`) and returns its `data`. Anything but a JSON `{ success: true }` rejects:
 * network failure, time limit, a non-JSON body, `success: false`, `-1` / `0`.
 */
export async function wishlistCall<T>(
  action: string,
  fields: Record<string, string | Record<string, string>>,
  signal?: AbortSignal,
): Promise<T> {
  const guest = getCookie(GUEST_COOKIE);
  const answer = await request<{ success?: unknown; data?: T } | null>(
    text(globalOf('alg_wc_wl')?.ajaxurl, '/wp-admin/admin-ajax.php'),
    {
      method: 'POST',
      body: { action, ...(guest ? { unlogged_user_id: guest } : {}), ...fields },
      signal,
    },
  );
  if (!answer || typeof answer !== 'object' || answer.success !== true) throw new Error(action); // `success: false`, WordPress's `-1` for a refused nonce…
  return answer.data as T;
}
