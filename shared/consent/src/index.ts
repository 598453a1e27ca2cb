/**
 * `@storefront/consent`: the page's single consent state (the page store's `consent` slot) and its WordPress
 * Consent API face. Islands that depend on consent call `startConsent()` on mount and release it on unmount.
 */
export {
  ANALYTICS_MARK,
  CONSENT_CHANGE_EVENT,
  CONSENT_COOKIE_DAYS,
  CONSENT_STORAGE_KEY,
  consentCookieName,
  hasConsent,
  setConsent,
  startConsent,
  type ConsentCategory,
} from './consent';
