/** Markup, globals, calls and texts of the wishlist island (spec §3, §4, §7, §8, §9 'Wishlist'). */

/** A heart toggle (loop thumbnail, single product button, quick view): state classes `add` / `remove`. */
export const TOGGLE_SELECTOR = '.alg-wc-wl-btn[data-action="alg-wc-wl-toggle"]';
/** The header (or any) item counter. */
export const COUNTER_SELECTOR = '.alg-wc-wl-counter';
/** The wishlist page's table; its rows go as their items are removed. */
export const TABLE_SELECTOR = '.alg-wc-wl-view-table';
/** Shown (its `hidden` removed) once the wishlist is empty. */
export const EMPTY_SELECTOR = '.alg-wc-wl-empty-wishlist';
/** The share list, removed once the wishlist is empty. */
export const SOCIAL_SELECTOR = '.alg-wc-wl-social';
/** 'Remove all' (with `data-auto_hide`, it removes itself once the list is emptied). */
export const REMOVE_ALL_SELECTOR = '.alg-wc-wl-remove-all';
/** The wishlist block container; with `ajax-loading`, filled by `alg_wc_wl_pro_get_wish_list_sc` (cached pages). */
export const CONTAINER_SELECTOR = '.alg-wc-wl-view-table-container';
/** Body class of the responsive layout. */
export const RESPONSIVE_CLASS = 'alg-wc-wl-responsive';

/** Guests' wishlist id (set by the server, read for `unlogged_user_id`). */
export const GUEST_COOKIE = 'alg-wc-wl-user-id';
/** localStorage key other tabs watch: the ids after every change this tab saw. */
export const SYNC_KEY = 'alg_wc_wl_ids';

/** Responsive mode below this window width… (spec §9, 'max_width_or_max_height') */
export const RESPONSIVE_MAX_WIDTH = 768;
/** …or below this window height. */
export const RESPONSIVE_MAX_HEIGHT = 400;
/** Resize events are folded into one re-evaluation after this quiet time (ms). */
export const RESIZE_DEBOUNCE_MS = 150;
/** A mouse event within this time after a touchend is the browser's emulation of that touch (ms). */
export const TOUCH_MOUSE_GAP_MS = 800;
/** The plugin's notion of a mobile screen, which picks the mobile or desktop notification setting. */
export const MOBILE_MAX_WIDTH = 800;
/** …and height. */
export const MOBILE_MAX_HEIGHT = 600;

/** Texts (the spec's; the page's globals override them). */
export const TEXTS = {
  error: 'Sorry, Some error occurred. Please, try again later.',
  allRemoved: 'All the items have been removed from your wishlist.',
  copied: 'Wishlist URL copied to clipboard',
  ok: 'OK',
  add: 'Add to wishlist',
  remove: 'Remove from wishlist',
} as const;

/** Events, named as the plugin triggers them (jQuery handlers get them through the bridge). */
export const EVENTS = {
  toggled: 'alg_wc_wl_toggle_wl_item',
  removedAll: 'alg_wc_wl_remove_all',
  copied: 'alg_wc_wl_copied_to_clipboard',
  init: 'alg_wc_wish_list_init',
} as const;

/** What every part reads from `alg_wc_wl` and `alg_wc_wl_ajax` (defaults for anything missing or malformed). */
export interface WishlistParams {
  ajaxUrl: string;
  errorText: string;
  actionToggle: string;
  actionGet: string;
  nonce: string;
  toggleNonce: string;
  /** Guests may add and remove (`allow_unlogged_user_add_remove` 'yes', the default). */
  guestsAllowed: boolean;
  /** Where a guest goes when guests may not use the wishlist. */
  loginUrl: string;
}

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
