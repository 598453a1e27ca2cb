/**
 * Registration forms: WooCommerce's (`form.woocommerce-form-register` on My account) and WordPress's
 * (`form#registerform` on `wp-login.php?action=register`), each with an invisible captcha box served by the shop's
 * local reCAPTCHA double, and the double's browser script.
 */
import { html, joinHtml, type Html } from './format';

/** The captcha box and the double's script tag (`nonce`: the response's CSP nonce). */
const captcha = (nonce: string): Html =>
  joinHtml(
    html`<div class="g-recaptcha" data-sitekey="local-double" data-size="invisible"></div>`,
    html`<script src="/captcha-double/recaptcha.js" nonce="${nonce}" async></script>`,
  );

/** A label with WooCommerce's required marker (hidden from screen readers: the field says it is required). */
const requiredLabel = (id: string, text: string): Html =>
  html`<label for="${id}">${text}&nbsp;<span class="required" aria-hidden="true">*</span></label>`;

/** The email field of WooCommerce's form, with its description. */
function registerEmail(): Html {
  return joinHtml(
    requiredLabel('reg_email', 'Email address'),
    html`<span class="woocommerce-input-wrapper">`,
    html`<input type="email" class="woocommerce-Input woocommerce-Input--text input-text" name="email" id="reg_email"`,
    html` autocomplete="email" required maxlength="100">`,
    html`<span class="description" id="reg_email-description" aria-hidden="true">`,
    html`We send order confirmations and nothing else to this address.`,
    html`</span>`,
    html`</span>`,
  );
}

/** The password field of WooCommerce's form (the password toggle wraps `span.password-input`). */
function registerPassword(): Html {
  return joinHtml(
    requiredLabel('reg_password', 'Password'),
    html`<span class="password-input">`,
    html`<input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password"`,
    html` id="reg_password" autocomplete="new-password" required maxlength="200">`,
    html`</span>`,
  );
}

/** WooCommerce's registration form (My account, guests). */
export function wooRegisterFormHtml(registerNonce: string, cspNonce: string): Html {
  const submit = joinHtml(
    html`<button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit"`,
    html` name="register" value="Register">Register</button>`,
  );
  return html`<h2>Register</h2>
<form method="post" class="woocommerce-form woocommerce-form-register register" action="/my-account/">
<p class="woocommerce-form-row form-row">${registerEmail()}</p>
<p class="woocommerce-form-row form-row">${registerPassword()}</p>
${captcha(cspNonce)}
<input type="hidden" name="woocommerce-register-nonce" value="${registerNonce}">
<p class="woocommerce-form-row form-row">${submit}</p>
</form>`;
}

/** WordPress's registration page. */
export function wpRegisterPageHtml(cspNonce: string, message = ''): Html {
  const username = joinHtml(
    html`<label for="user_login">Username</label>`,
    html`<input type="text" name="user_login" id="user_login" class="input" autocomplete="username" maxlength="60"`,
    html` required>`,
  );
  const email = joinHtml(
    html`<label for="user_email">Email</label>`,
    html`<input type="email" name="user_email" id="user_email" class="input" autocomplete="email" maxlength="100"`,
    html` required>`,
  );
  const submit = joinHtml(
    html`<input type="submit" name="wp-submit" id="wp-submit" class="button button-primary button-large"`,
    html` value="Register">`,
  );
  return html`<h1 class="entry-title">Register For This Site</h1>
${message ? html`<p class="message" role="status">${message}</p>` : ''}
<form name="registerform" id="registerform" action="/wp-login.php?action=register" method="post" novalidate>
<p>${username}</p>
<p>${email}</p>
${captcha(cspNonce)}
<p class="submit">${submit}</p>
</form>`;
}

/**
 * The local reCAPTCHA double's script (served at /captcha-double/recaptcha.js in place of the provider's api.js):
 * `grecaptcha.render/execute/getResponse/reset`; an invisible execute asks the shop for a signed token, puts it in
 * `g-recaptcha-response` and calls the render callback.
 */
export const RECAPTCHA_DOUBLE_JS = `(() => {
  const widgets = [];
  window.grecaptcha = {
    ready: (fn) => fn(),
    render(el, params) {
      const field = document.createElement('textarea');
      field.name = 'g-recaptcha-response';
      field.hidden = true;
      el.append(field);
      widgets.push({ el, params, field, token: '' });
      return widgets.length - 1;
    },
    async execute(id = 0) {
      const w = widgets[id];
      if (!w) return;
      const res = await fetch('/captcha-double/token', { method: 'POST', credentials: 'same-origin' });
      const { token } = await res.json();
      w.token = token;
      w.field.value = token;
      if (typeof w.params.callback === 'function') w.params.callback(token);
    },
    getResponse: (id = 0) => (widgets[id] ? widgets[id].token : ''),
    reset(id = 0) {
      const w = widgets[id];
      if (w) { w.token = ''; w.field.value = ''; }
    },
  };
})();
`;
