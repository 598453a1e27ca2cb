/**
 * Markup, globals, calls and texts of the wishlist island (spec §3, §4, §7, §8, §9 'Wishlist') that a heart needs.
 * What only the later parts use (the list, the wishlist page's parts) is in `page-contract.ts`, and the notification's
 * texts and settings in `notification.ts`: those modules load later, so their constants stay out of the first chunk.
 */

/** A heart toggle (loop thumbnail, single product button, quick view): state classes `add` / `remove`. */
export const TOGGLE_SELECTOR = '.alg-wc-wl-btn[data-action="alg-wc-wl-toggle"]';
/** The share list, removed once the wishlist is empty. */
export const SOCIAL_SELECTOR = '.alg-wc-wl-social';
/** 'Remove all' (with `data-auto_hide`, it removes itself once the list is emptied). */
export const REMOVE_ALL_SELECTOR = '.alg-wc-wl-remove-all';
/** The wishlist block container; with `ajax-loading`, filled by `alg_wc_wl_pro_get_wish_list_sc` (cached pages). */
export const CONTAINER_SELECTOR = '.alg-wc-wl-view-table-container';

/** Guests' wishlist id (set by the server, read for `unlogged_user_id`). */
export const GUEST_COOKIE = 'alg-wc-wl-user-id';
/** localStorage key other tabs watch: the ids after every change this tab saw. */
export const SYNC_KEY = 'alg_wc_wl_ids';

/** A mouse event within this time after a touchend is the browser's emulation of that touch (ms). */
export const TOUCH_MOUSE_GAP_MS = 800;

/** A heart's accessible name says what a press does (with the product's name). */
export const TEXTS = {
  add: 'Add to wishlist',
  remove: 'Remove from wishlist',
} as const;

/** Triggered once the wishlist is set up on the page, as the plugin does (the other events are in `page-contract.ts`). */
export const INIT_EVENT = 'alg_wc_wish_list_init';

/** What the notification reads from `alg_wc_wl_notification`. */
export interface NotificationSettings {
  desktop: boolean;
  mobile: boolean;
  /** Label of the notification's button. */
  okLabel: string;
  /** Notifications close by themselves after this many ms; 0 = when closed (the plugin's default). */
  timeout: number;
}

/** `alg_wc_wl_toggle_item`'s answer data (`wp_send_json_success`). */
export interface ToggleAnswer {
  action?: 'added' | 'removed' | string;
  /** HTML shown in the notification. */
  message?: string;
}

/** `alg_wc_wl_get_wish_list`'s answer data: the listed item ids. */
export interface WishlistAnswer {
  wishlist?: unknown[];
}
