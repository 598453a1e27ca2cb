import { request } from '@storefront/http';
import { getCookie } from '@storefront/runtime/ui';
import { GUEST_COOKIE, type WishlistAnswer, type WishlistParams } from './contract';

/** A wishlist call that answered but did not succeed (`success: false`, WordPress's `-1` for a refused nonce…). */
export class WishlistCallError extends Error {}

/**
 * POSTs one admin-ajax wishlist action and returns its `data`. Anything but a JSON `{ success: true }` rejects:
 * network failure, time limit, a non-JSON body, `success: false`, `-1` / `0`.
 */
export async function wishlistCall<T>(
  params: WishlistParams,
  action: string,
  fields: Record<string, string | Record<string, string>>,
  signal?: AbortSignal,
): Promise<T> {
  const guest = getCookie(GUEST_COOKIE);
  const answer = await request<{ success?: unknown; data?: T } | null>(params.ajaxUrl, {
    method: 'POST',
    body: { action, ...(guest ? { unlogged_user_id: guest } : {}), ...fields },
    signal,
  });
  if (!answer || typeof answer !== 'object' || answer.success !== true) throw new WishlistCallError(action);
  return answer.data as T;
}

/** The listed item ids from a `get_wish_list` answer (ignores anything that is not a positive integer). */
export function idsOf(answer: WishlistAnswer | undefined): number[] {
  const list = Array.isArray(answer?.wishlist) ? answer.wishlist : [];
  const ids = list.map((v) => Number(typeof v === 'object' && v ? (v as { id?: unknown }).id : v));
  return [...new Set(ids.filter((n) => Number.isInteger(n) && n > 0))];
}

/** `alg_wc_wl_get_wish_list` with `ignore_excluded_items` (what the counter counts): the listed ids. */
export const fetchIds = (params: WishlistParams, signal?: AbortSignal): Promise<number[]> =>
  wishlistCall<WishlistAnswer>(
    params,
    params.actionGet,
    { nonce: params.nonce, ignore_excluded_items: 'true' },
    signal,
  ).then(idsOf);
