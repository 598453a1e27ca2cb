import { TEXTS, type WishlistParams } from './contract';

type Globals = Record<string, unknown> | undefined;

/** A page global (`alg_wc_wl`, `alg_wc_wl_ajax`, `alg_wc_wl_notification`), if it is an object. */
export const globalOf = (name: string): Globals => {
  const value = (window as unknown as Record<string, unknown>)[name];
  return value && typeof value === 'object' ? (value as Globals) : undefined;
};

/** A non-empty string, else `fallback`. */
export const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value : fallback;

/** The plugin's booleans: 'yes'/'no', true/false, '1'/'0', 'true'/'false'. */
export const flag = (value: unknown, fallback: boolean): boolean =>
  typeof value === 'boolean'
    ? value
    : typeof value === 'string' && value.trim()
      ? ['yes', 'true', '1', 'on'].includes(value.trim().toLowerCase())
      : fallback;

/**
 * Reads the plugin's globals (`alg_wc_wl`, `alg_wc_wl_ajax`) into typed params; any missing or malformed value gets
 * the plugin's default, so a page without them still works.
 */
export function readWishlistParams(): WishlistParams {
  const wl = globalOf('alg_wc_wl');
  const ajax = globalOf('alg_wc_wl_ajax');
  return {
    ajaxUrl: text(wl?.ajaxurl, '/wp-admin/admin-ajax.php'),
    errorText: text(wl?.error_text, TEXTS.error),
    actionToggle: text(ajax?.action_toggle_item, 'alg_wc_wl_toggle_item'),
    actionGet: text(ajax?.ajax_action, 'alg_wc_wl_get_wish_list'),
    nonce: text(ajax?.nonce, ''),
    toggleNonce: text(ajax?.toggle_nonce, text(ajax?.nonce, '')),
    guestsAllowed: flag(ajax?.allow_unlogged_user_add_remove, true),
    loginUrl: text(ajax?.login_url, '/my-account/'),
  };
}
