/**
 * MailPoet's front-end markup: subscription forms (shortcode / widget / popup / fixed bar / slide-in, with the
 * popup's overlay), the built-in captcha (served by the shop's local captcha double), the manage-subscription
 * form and the demo pages. Messages are hidden with `hidden` (the CSP refuses MailPoet's `style` attributes).
 */
import type { NewsletterForm, Subscriber } from '../domain/newsletter';
import { NEWSLETTER_MESSAGES } from '../messages';
import { attr, html, joinHtml, type Html } from './format';

/** `MailPoetForm` as MailPoet prints it. */
export function mailpoetFormGlobal(): Record<string, unknown> {
  return {
    ajax_url: '/wp-admin/admin-ajax.php',
    is_rtl: false,
    ajax_common_error_message: 'An error has happened while performing a request, please try again later.',
  };
}

const CLOSE_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'%3E" +
  "%3Cpath d='M4 4l12 12M16 4L4 16' stroke='%23222' stroke-width='2'/%3E%3C/svg%3E";
const NAMES_MESSAGES = JSON.stringify([NEWSLETTER_MESSAGES.badName, NEWSLETTER_MESSAGES.nameUrl]);

/** The router URL of the captcha double for one session (`action` image or audio). */
export function captchaUrl(action: 'image' | 'audio', session: string, cachebust = 0): string {
  const data = encodeURIComponent(Buffer.from(JSON.stringify({ captcha_session_id: session })).toString('base64'));
  return `/?mailpoet_router&endpoint=captcha&action=${action}&data=${data}&cachebust=${cachebust}`;
}

function captchaBlock(id: number, session: string): Html {
  return joinHtml(
    html`<div class="mailpoet_paragraph mailpoet_captcha_form">`,
    html`<img class="mailpoet_captcha" src="${captchaUrl('image', session)}" width="220" height="60"`,
    html` alt="Captcha image (local double)">`,
    html`<audio class="mailpoet_captcha_audio" controls>`,
    html`<source src="${captchaUrl('audio', session)}" type="audio/wav">`,
    html`</audio>`,
    html`<button type="button" class="mailpoet_captcha_update">Refresh the captcha</button>`,
    html`<input type="hidden" name="data[captcha_session_id]" value="${session}">`,
    html`<label for="form_captcha_${id}" class="mailpoet_text_label">Type in the characters you see</label>`,
    html`<input type="text" id="form_captcha_${id}" class="mailpoet_text" name="data[captcha]" autocomplete="off"`,
    html` data-parsley-required="true" maxlength="20">`,
    html`</div>`,
  );
}

/** The opening `<form>` tag: where it posts and the display settings MailPoet's script reads. */
function formTag(f: NewsletterForm): Html {
  return joinHtml(
    html`<form target="_self" method="post" action="/wp-admin/admin-post.php?action=mailpoet_subscription_form"`,
    html` class="mailpoet_form mailpoet_form_form mailpoet_form_${f.kind}" novalidate`,
    html` data-delay="${f.delay ?? ''}"`,
    html` data-exit-intent-enabled="${f.exitIntent ? '1' : ''}"`,
    html` data-font-family=""`,
    html` data-cookie-expiration-time="${f.cookieDays ?? ''}">`,
  );
}

/** The hidden fields every form posts, and the honeypot (a field people leave empty). */
function hiddenFields(formId: number, token: string): Html {
  return joinHtml(
    html`<input type="hidden" name="data[form_id]" value="${formId}">`,
    html`<input type="hidden" name="token" value="${token}">`,
    html`<input type="hidden" name="api_version" value="v1">`,
    html`<input type="hidden" name="endpoint" value="subscribers">`,
    html`<input type="hidden" name="mailpoet_method" value="subscribe">`,
    html`<label class="mailpoet_hp_email_label" hidden>Please leave this field empty`,
    html`<input type="email" name="data[email]" tabindex="-1" autocomplete="off">`,
    html`</label>`,
  );
}

/** The first name and email fields, with parsley's rules. */
function subscriberFields(id: number): Html {
  return joinHtml(
    html`<div class="mailpoet_paragraph">`,
    html`<label for="form_first_name_${id}" class="mailpoet_text_label">First name</label>`,
    html`<input type="text" id="form_first_name_${id}" class="mailpoet_text" name="data[form_field_first_name]"`,
    html` autocomplete="given-name" maxlength="100" data-parsley-names="${NAMES_MESSAGES}">`,
    html`</div>`,
    html`<div class="mailpoet_paragraph">`,
    html`<label for="form_email_${id}" class="mailpoet_text_label">`,
    html`Email <span class="mailpoet_required" aria-hidden="true">*</span>`,
    html`</label>`,
    html`<input type="email" id="form_email_${id}" class="mailpoet_text" name="data[form_field_email]"`,
    html` autocomplete="email" data-parsley-required="true" data-parsley-minlength="6"`,
    html` data-parsley-maxlength="150" data-parsley-errors-container=".mailpoet_error_email_${id}">`,
    html`<span class="mailpoet_error_email_${id}"></span>`,
    html`</div>`,
  );
}

/** One subscription form (`token`: the visitor's mailpoet token; `captchaSession` for a captcha form). */
export function mailpoetForm(f: NewsletterForm, token: string, captchaSession = ''): Html {
  const floating = f.kind === 'popup' || f.kind === 'fixed_bar' || f.kind === 'slide_in';
  return joinHtml(
    f.kind === 'popup' && html`<div class="mailpoet_form_popup_overlay"></div>`,
    html`<div id="mailpoet_form_${f.id}" class="mailpoet_form mailpoet_form_${f.kind}"`,
    attr('data-is-preview', f.preview && '1'),
    html`>`,
    formTag(f),
    hiddenFields(f.id, token),
    html`<h2 class="mailpoet-heading mailpoet_form_hide_on_success">${f.title}</h2>`,
    subscriberFields(f.id),
    f.captcha && captchaBlock(f.id, captchaSession),
    html`<div class="mailpoet_paragraph"><input type="submit" class="mailpoet_submit" value="Subscribe"></div>`,
    html`<div class="mailpoet_message">`,
    html`<p class="mailpoet_validate_success" hidden>${NEWSLETTER_MESSAGES.success}</p>`,
    html`<p class="mailpoet_validate_error" hidden></p>`,
    html`</div>`,
    html`</form>`,
    floating && html`<input type="image" class="mailpoet_form_close_icon" alt="Close" src="${CLOSE_ICON}"`,
    floating && html` width="20" height="20">`,
    html`</div>`,
  );
}

/** The footer widget holding the inline form. */
export function newsletterFooter(f: NewsletterForm, token: string): Html {
  return html`<section class="widget widget_mailpoet_form" aria-label="Newsletter">${mailpoetForm(f, token)}</section>`;
}

/** A demo page: text, links to the other kinds, and its forms. */
export function newsletterDemoPage(intro: string, forms: Html[]): Html {
  const links: Array<[string, string]> = [
    ['/newsletter/', 'Popup (2 s delay, exit intent) and a form with captcha'],
    ['/newsletter/bar/', 'Fixed bar'],
    ['/newsletter/slide-in/', 'Slide-in'],
    ['/newsletter/preview/', 'Preview'],
    ['/newsletter/manage/?token=demo-manage-token-0001', 'Manage the demo subscription'],
  ];
  return html`<h1 class="page-title">Newsletter</h1><p>${intro}</p>
<ul class="newsletter-demo-links">${links.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}</ul>
${forms}`;
}

/** A name field of the manage form (`data[first_name]` / `data[last_name]`). */
function nameField(name: 'first_name' | 'last_name', label: string, value: string): Html {
  return joinHtml(
    html`<label for="manage_${name}">${label}</label>`,
    html`<input id="manage_${name}" type="text" name="data[${name}]" value="${value}" maxlength="100"`,
    html` data-parsley-names="${NAMES_MESSAGES}">`,
  );
}

/** The status select of the manage form. */
function statusSelect(status: string): Html {
  const option = (value: string, label: string): Html =>
    html`<option value="${value}"${attr('selected', status === value)}>${label}</option>`;
  return joinHtml(
    html`<label for="manage_status">Status</label>`,
    html`<select id="manage_status" name="data[status]" data-parsley-required="true">`,
    option('subscribed', 'Subscribed'),
    option('unsubscribed', 'Unsubscribed'),
    html`</select>`,
  );
}

/** The save errors, one per line. */
const errorList = (errors: string[]): Html =>
  html`<div class="woocommerce-error" role="alert">${errors.map((e, i) => html`${i ? html`<br>` : ''}${e}`)}</div>`;

/** MailPoet's manage-subscription form (block-level elements one per line, as the page prints them). */
export function manageSubscriptionPage(s: Subscriber, saved: boolean, errors: string[] = []): Html {
  const email = joinHtml(
    html`<label for="manage_email">Email</label>`,
    html`<input id="manage_email" type="email" value="${s.email}" readonly>`,
  );
  return html`<h1 class="page-title">Manage your subscription</h1>
<form class="mailpoet-manage-subscription" method="post" action="/newsletter/manage/" novalidate>
<input type="hidden" name="token" value="${s.manage_token}">
${saved ? html`<p class="mailpoet-submit-success" role="status">${NEWSLETTER_MESSAGES.saved}</p>` : ''}
${errors.length ? errorList(errors) : ''}
<p class="mailpoet_paragraph">${email}</p>
<p class="mailpoet_paragraph">${nameField('first_name', 'First name', s.first_name)}</p>
<p class="mailpoet_paragraph">${nameField('last_name', 'Last name', s.last_name)}</p>
<p class="mailpoet_paragraph">${statusSelect(s.status)}</p>
<p class="mailpoet_paragraph"><input type="submit" class="button" name="save" value="Save"></p>
</form>`;
}
