/**
 * `@storefront/runtime/ui`: framework-free DOM helpers shared by the islands: screen-reader
 * announcements, the plain-click check, Space on role=button links, HTML escaping, jQuery-style slides, focus trapping, the blocking overlay, animated scrolling, the reduced-motion check, alert-notice focus,
 * cookies, money formatting, style elements carrying the page's CSP nonce, and the scope that releases
 * what an island started.
 */
export { announce, NEW_REGION_DELAY, VISUALLY_HIDDEN_CSS, type AnnounceOptions, type Politeness } from './announce';
export { tabbables, trapFocus, type FocusTrapOptions } from './focus-trap';
export { block, isBlocked, OVERLAY_CSS, OVERLAY_OPACITY, unblock } from './overlay';
export { prefersReducedMotion } from './reduced-motion';
export { NOTICE_SCROLL, scrollToElement, scrollToNotices, scrollToY, swing, type ScrollOptions } from './scroll';
export { ALERT_NOTICES, focusAlertNotices, NOTICE_FOCUS_DELAY } from './notices';
export { deleteCookie, getCookie, setCookie, type CookieOptions } from './cookies';
export { formatMoney, type MoneyOptions } from './money';
export { addStyle, cspNonce } from './style';
export { clickOnSpace, isPlainClick } from './click';
export { escapeHtml } from './escape';
export { isHidden, setShown, slide } from './slide';
export { createScope, type Scope } from './scope';
