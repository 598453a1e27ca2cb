/** The banner element (Jetpack's 'Cookies & Consent' widget prints it inside `.widget_eu_cookie_law_widget`). */
export const BANNER_SELECTOR = '#eu-cookie-law';
/** The widget wrapper removed with the banner. */
export const WIDGET_SELECTOR = '.widget_eu_cookie_law_widget';
/** The consent cookie, set on dismissal (its value is the expiry time in ms, as Jetpack's script writes it). */
export const CONSENT_COOKIE = 'eucookielaw';
/** Set too when ads are active (`ads-active`) and the banner hides on its button. */
export const ADS_COOKIE = 'personalized-ads-consent';
/** Dispatched on `document.body` when the banner is dismissed. */
export const DISMISSED_EVENT = 'eucookielaw-dismissed';
/** Scrolling further than this (px, either way) dismisses a `hide-on-scroll` banner (spec §9). */
export const SCROLL_THRESHOLD = 50;
/** The banner is removed this long after dismissal (spec §9), leaving time for the theme's fade. */
export const REMOVAL_DELAY = 400;
/** Cookie lifetime in days without `data-consent-expiration` (Jetpack's default). */
export const DEFAULT_EXPIRATION_DAYS = 180;
/** Seconds before a `hide-on-time` banner hides without `data-hide-timeout` (Jetpack's default). */
export const DEFAULT_HIDE_TIMEOUT = 30;
/** The banner's landmark name when the markup gives none. */
export const BANNER_LABEL = 'Cookie consent';
