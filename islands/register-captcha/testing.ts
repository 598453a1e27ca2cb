/** Test and story fixtures of the registration captcha (never bundled). */

/** WooCommerce's registration form with an invisible captcha box (as the shop prints it on My account). */
export function wooRegisterFormHtml(): string {
  return `<div class="woocommerce"><form method="post" class="woocommerce-form woocommerce-form-register register" action="/my-account/">
<p class="form-row"><label for="reg_email">Email address</label><input type="email" class="woocommerce-Input input-text" name="email" id="reg_email" autocomplete="email"></p>
<p class="form-row"><label for="reg_password">Password</label><span class="password-input"><input type="password" class="woocommerce-Input input-text" name="password" id="reg_password" autocomplete="new-password"></span></p>
<div class="g-recaptcha" data-sitekey="local-double" data-size="invisible"></div>
<input type="hidden" name="woocommerce-register-nonce" value="n"><p class="form-row"><button type="submit" class="woocommerce-Button button" name="register" value="Register">Register</button></p></form></div>`;
}

/** A fake `grecaptcha` whose `execute` answers `token` at once. */
export function fakeGrecaptcha(token = 'tok') {
  let callback: ((t: string) => void) | undefined;
  return {
    rendered: 0,
    executed: 0,
    render(_el: Element, params: { callback: (t: string) => void }) {
      this.rendered++;
      callback = params.callback;
      return 0;
    },
    execute() {
      this.executed++;
      callback?.(token);
    },
    reset() {},
  };
}
