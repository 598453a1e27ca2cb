/**
 * The site chrome's markup contract (WordPress theme markup) and the spec's numbers (§2 'Site-wide elements',
 * §9 'Theme page behaviour').
 */

/** The header. */
export const HEADER = '#masthead, .site-header';
/** Links that scroll to the top; the one with this class is the floating To Top button. */
export const TOP_LINKS = 'a[href="#top"]';
/** The floating To Top button's class. */
export const TO_TOP_CLASS = 'to-top';
/** WordPress menus: items with a sub-menu. */
export const MENU_PARENT = 'li.menu-item-has-children';
/** The sub-menu of a {@link MENU_PARENT}. */
export const SUB_MENU = 'ul.sub-menu';
/** A theme's sub-menu toggle button (created when the theme prints none). */
export const SUB_MENU_TOGGLE = 'button.sub-menu-toggle';
/** The header's search button: it names its popup with `aria-controls`. */
export const SEARCH_TOGGLE = '.search-toggle[aria-controls]';
/** The search field inside the popup (WordPress's `get_search_form()`). */
export const SEARCH_FIELD = 'form.search-form input[name="s"], input[name="s"]';

/** Header states (classes on the header). */
export const SHRUNK_CLASS = 'is-shrunk';
/** Class on an open menu item. */
export const OPEN_CLASS = 'is-open';
/** Class on the To Top button while shown. */
export const SHOWN_CLASS = 'is-shown';

/** The header is sticky and shrinks only above 992 px (spec §9). */
export const DESKTOP_QUERY = '(min-width: 993px)';
/** To Top appears after 200 px of scroll (spec §9). */
export const TO_TOP_AFTER = 200;
/** To Top scrolls to the top in 1200 ms (spec §9). */
export const TO_TOP_DURATION = 1200;
/** Menu dropdown delay (spec §9). */
export const MENU_DELAY = 200;
/** Resize debounce (spec §9). */
export { RESIZE_DEBOUNCE_MS as RESIZE_DEBOUNCE } from '@storefront/runtime/timing';
