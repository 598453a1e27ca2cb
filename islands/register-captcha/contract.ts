/**
 * The registration captcha contract (spec §2 "Registration forms"): an invisible reCAPTCHA box
 * `.g-recaptcha[data-size="invisible"][data-sitekey]` inside the form; reCAPTCHA's `grecaptcha` API (the shop serves
 * a local double); the token goes in `g-recaptcha-response`.
 */
export const CAPTCHA_SELECTOR = '.g-recaptcha[data-size="invisible"]';
/** The field reCAPTCHA fills with its token. */
export const RESPONSE_FIELD = 'g-recaptcha-response';
/** Spec §9: the API is waited for every 400 ms, up to 20 times. */
export const RETRY_MS = 400;
export const ATTEMPTS = 20;
