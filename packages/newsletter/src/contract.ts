/**
 * The newsletter islands' markup contract (MailPoet's front-end form and manage-subscription templates, spec §2,
 * §3, §7): what the islands mount on and read. The shop prints the same markup (views/newsletter.ts).
 */

/** Inline forms: MailPoet's shortcode / widget / "others" containers. */
export const INLINE_FORM_SELECTORS = [
  'div.mailpoet_form_shortcode',
  'div.mailpoet_form_widget',
  'div.mailpoet_form_others',
  'form.mailpoet-manage-subscription',
] as const;
/** Forms that open by themselves (the popup island). */
export const FLOATING_FORM_SELECTORS = [
  'div.mailpoet_form_popup',
  'div.mailpoet_form_fixed_bar',
  'div.mailpoet_form_slide_in',
] as const;
/** What the islands read inside a container. */
export const FORM_SELECTORS = {
  form: 'form.mailpoet_form_form',
  formId: 'input[name="data[form_id]"]',
  token: 'input[name="token"]',
  apiVersion: 'input[name="api_version"]',
  success: '.mailpoet_validate_success',
  error: '.mailpoet_validate_error',
  closeIcon: '.mailpoet_form_close_icon',
  overlay: '.mailpoet_form_popup_overlay',
  captchaImage: 'img.mailpoet_captcha',
  captchaSession: 'input[name="data[captcha_session_id]"]',
  recaptcha: '.mailpoet_recaptcha[data-sitekey]',
  hideOnSuccess: '.mailpoet_form_hide_on_success',
} as const;
/** The form's display settings (`form.mailpoet_form_form`). */
export const FORM_DATA_ATTRIBUTES = [
  'data-delay',
  'data-exit-intent-enabled',
  'data-cookie-expiration-time',
  'data-font-family',
] as const;
/** The subscribe endpoint: admin-ajax (or `MailPoetForm.ajax_url`), `action=mailpoet`. */
export const SUBSCRIBE_ENDPOINT = '/wp-admin/admin-ajax.php';
/** The page global. */
export const SETTINGS_GLOBAL = 'MailPoetForm';
