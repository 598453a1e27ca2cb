/**
 * Test and story fixtures (never bundled): MailPoet form markup as the shop prints it (views/newsletter.ts) and a
 * fake MailPoet endpoint.
 */

/** Options of {@link mailpoetFormHtml}. */
export interface FixtureFormOptions {
  kind?: 'shortcode' | 'widget' | 'popup' | 'fixed_bar' | 'slide_in';
  formId?: number;
  delay?: number;
  exitIntent?: boolean;
  cookieDays?: number | '';
  preview?: boolean;
  /** The built-in image + audio captcha. */
  captcha?: boolean;
  /** A reCAPTCHA box of this size. */
  recaptcha?: 'compact' | 'invisible';
  token?: string;
}

/** A MailPoet subscription form (with its overlay for a popup). */
export function mailpoetFormHtml(o: FixtureFormOptions = {}): string {
  const kind = o.kind ?? 'shortcode';
  const id = o.formId ?? 1;
  const floating = kind === 'popup' || kind === 'fixed_bar' || kind === 'slide_in';
  const captcha = o.captcha
    ? `<div class="mailpoet_paragraph mailpoet_captcha_form"><img class="mailpoet_captcha" src="/?mailpoet_router&amp;endpoint=captcha&amp;action=image&amp;cachebust=1" width="220" height="60" alt="Captcha image">
<audio class="mailpoet_captcha_audio" controls><source src="/?mailpoet_router&amp;endpoint=captcha&amp;action=audio&amp;cachebust=1" type="audio/wav"></audio>
<button type="button" class="mailpoet_captcha_update">Refresh the captcha</button>
<input type="hidden" name="data[captcha_session_id]" value="sess-${id}">
<label for="form_captcha_${id}">Type in the characters you see</label><input type="text" id="form_captcha_${id}" class="mailpoet_text" name="data[captcha]" data-parsley-required="true"></div>`
    : '';
  const recaptcha = o.recaptcha
    ? `<div class="mailpoet_recaptcha" data-sitekey="local-double"${o.recaptcha === 'invisible' ? ' data-size="invisible"' : ''}><div class="mailpoet_recaptcha_container"></div><input class="mailpoet_recaptcha_field" type="hidden" name="recaptchaWidgetId"></div>${o.recaptcha === 'invisible' ? '' : '<div class="parsley-errors-list parsley-required mailpoet_error_recaptcha" hidden>This field is required.</div>'}`
    : '';
  return `${kind === 'popup' ? '<div class="mailpoet_form_popup_overlay"></div>' : ''}<div id="mailpoet_form_${id}" class="mailpoet_form mailpoet_form_${kind}"${o.preview ? ' data-is-preview="1"' : ''}>
<form target="_self" method="post" action="/wp-admin/admin-post.php?action=mailpoet_subscription_form" class="mailpoet_form mailpoet_form_form mailpoet_form_${kind}" novalidate data-delay="${o.delay ?? ''}" data-exit-intent-enabled="${o.exitIntent ? '1' : ''}" data-font-family="" data-cookie-expiration-time="${o.cookieDays ?? ''}">
<input type="hidden" name="data[form_id]" value="${id}"><input type="hidden" name="token" value="${o.token ?? 'tok-1'}"><input type="hidden" name="api_version" value="v1"><input type="hidden" name="endpoint" value="subscribers"><input type="hidden" name="mailpoet_method" value="subscribe">
<label class="mailpoet_hp_email_label" hidden>Please leave this field empty<input type="email" name="data[email]" tabindex="-1" autocomplete="off"></label>
<h2 class="mailpoet-heading mailpoet_form_hide_on_success">Join our newsletter</h2>
<div class="mailpoet_paragraph"><label for="form_first_name_${id}" class="mailpoet_text_label">First name</label><input type="text" id="form_first_name_${id}" class="mailpoet_text" name="data[form_field_first_name]" autocomplete="given-name" data-parsley-names='["Please specify a valid name.","Addresses in names are not permitted, please add your name instead."]'></div>
<div class="mailpoet_paragraph"><label for="form_email_${id}" class="mailpoet_text_label">Email <span class="mailpoet_required">*</span></label><input type="email" id="form_email_${id}" class="mailpoet_text" name="data[form_field_email]" autocomplete="email" data-parsley-required="true" data-parsley-minlength="6" data-parsley-maxlength="150" data-parsley-errors-container=".mailpoet_error_email_${id}"><span class="mailpoet_error_email_${id}"></span></div>
${captcha}${recaptcha}<div class="mailpoet_paragraph"><input type="submit" class="mailpoet_submit" value="Subscribe"></div>
<div class="mailpoet_message"><p class="mailpoet_validate_success" hidden>Check your inbox or spam folder to confirm your subscription.</p><p class="mailpoet_validate_error" hidden></p></div>
</form>${floating ? '<input type="image" class="mailpoet_form_close_icon" alt="Close" src="/theme/close.svg">' : ''}
</div>`;
}

/** MailPoet's manage-subscription form (abridged). */
export function manageSubscriptionHtml(success = false): string {
  return `<form class="mailpoet-manage-subscription" method="post" action="/newsletter/manage/" novalidate>
<input type="hidden" name="token" value="tok-1">
${success ? '<p class="mailpoet-submit-success">Your preferences have been saved.</p>' : ''}
<p class="mailpoet_paragraph"><label for="manage_first_name">First name</label><input id="manage_first_name" type="text" name="data[first_name]" value="Fan" data-parsley-names='["Please specify a valid name.","Addresses in names are not permitted, please add your name instead."]'></p>
<p class="mailpoet_paragraph"><label for="manage_last_name">Last name</label><input id="manage_last_name" type="text" name="data[last_name]" value=""></p>
<p class="mailpoet_paragraph"><label for="manage_status">Status</label><select id="manage_status" name="data[status]" data-parsley-required="true"><option value="subscribed" selected>Subscribed</option><option value="unsubscribed">Unsubscribed</option></select></p>
<p class="mailpoet_paragraph"><input type="submit" class="button" name="save" value="Save"></p>
</form>`;
}

/** `window.MailPoetForm` as the shop prints it. */
export const FIXTURE_MAILPOET_FORM = {
  ajax_url: '/wp-admin/admin-ajax.php',
  is_rtl: false,
  ajax_common_error_message: 'An error has happened while performing a request, please try again later.',
};

/** A MailPoet answer as the fake endpoint sends it. */
export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
