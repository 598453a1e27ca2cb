/**
 * `@storefront/newsletter`: MailPoet-compatible newsletter forms for the newsletter islands — the subscribe call
 * and its outcomes, captcha, dismissal cookies, the popup / fixed bar / slide-in display and the
 * manage-subscription form. Validation (`@storefront/validation/parsley`, with yup) loads when a form is first used.
 */
export {
  enhanceForm,
  isPreview,
  PREVIEW_RESET_MS,
  SENDING_CLASS,
  SENT_CLASS,
  type FormOptions,
} from './newsletter-form';
export { startDisplay, floatingKind, delayOf, type FloatingKind, type DisplayOptions } from './display';
export { enhanceManageForm, MANAGE_SUCCESS } from './manage';
export { dismissalCookieName, isDismissed, rememberClosed, rememberSubscribed, SUBSCRIBED_DAYS } from './dismissal';
export { subscribe, type SubscribeResult, type SubscribeMeta } from './subscribe';
export { serializeForm, dropNulls, type SerializedForm } from './serialize';
export { refreshCaptcha, renderRecaptcha, RECAPTCHA_ATTEMPTS, RECAPTCHA_RETRY_MS, type Grecaptcha } from './captcha';
export {
  readSettings,
  translate,
  isForeignHost,
  COMMON_ERROR,
  TRANSLATIONS,
  SUBSCRIBE_TIMEOUT,
  type NewsletterSettings,
  type MailPoetFormGlobal,
} from './settings';
