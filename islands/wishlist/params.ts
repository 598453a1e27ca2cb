import { TEXTS, type WishlistParams } from './contract';

type Globals = Record<string, unknown> | undefined;

const text = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() ? value : fallback;
/** The plugin's booleans: 'yes'/'no', true/false, '1'/'0', 'true'/'false'. */
const flag = (value: unknown, fallback: boolean): boolean => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value !== 'string' || !value.trim()) return fallback;
  return ['yes', 'true', '1', 'on'].includes(value.trim().toLowerCase());
};

/**
 * Reads the plugin's globals (`alg_wc_wl`, `alg_wc_wl_ajax`, `alg_wc_wl_notification`) into typed params; any
 * missing or malformed value gets the plugin's default, so a page without them still works.
 */
export function readWishlistParams(win: Record<string, unknown> = window as unknown as Record<string, unknown>) {
  const wl = (win.alg_wc_wl ?? undefined) as Globals;
  const ajax = (win.alg_wc_wl_ajax ?? undefined) as Globals;
  const note = (win.alg_wc_wl_notification ?? undefined) as Globals;
  const timeout = Number(note?.timeout);
  const params: WishlistParams = {
    ajaxUrl: text(wl?.ajaxurl, '/wp-admin/admin-ajax.php'),
    errorText: text(wl?.error_text, TEXTS.error),
    allRemovedText: text(wl?.all_removed_text, TEXTS.allRemoved),
    actionToggle: text(ajax?.action_toggle_item, 'alg_wc_wl_toggle_item'),
    actionRemoveAll: text(ajax?.action_remove_all, 'alg_wc_wl_remove_all_from_wish_list'),
    actionGet: text(ajax?.ajax_action, 'alg_wc_wl_get_wish_list'),
    nonce: text(ajax?.nonce, ''),
    toggleNonce: text(ajax?.toggle_nonce, text(ajax?.nonce, '')),
    guestsAllowed: flag(ajax?.allow_unlogged_user_add_remove, true),
    loginUrl: text(ajax?.login_url, '/my-account/'),
    isWishlistPage: flag(ajax?.is_current_page_wishlist, false),
    notifyDesktop: flag(note?.desktop, true),
    notifyMobile: flag(note?.mobile, true),
    // The plugin's `ok_button` is a yes/no; a string other than a flag is taken as the label.
    okLabel:
      typeof note?.ok_button === 'string' && !/^(yes|no|true|false|1|0)?$/i.test(note.ok_button.trim())
        ? note.ok_button
        : TEXTS.ok,
    copiedText: text(note?.copied_message, TEXTS.copied),
    timeout: Number.isFinite(timeout) && timeout > 0 ? timeout : 0,
  };
  return params;
}
