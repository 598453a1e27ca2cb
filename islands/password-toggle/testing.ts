/** Test and story fixtures of the password toggle (never bundled): a WooCommerce login form. */
export function loginFormHtml(): string {
  return `<div class="woocommerce"><form class="woocommerce-form woocommerce-form-login login" method="post" action="/my-account/">
<p class="form-row"><label for="username">Username or email address</label><input type="text" class="input-text" name="username" id="username" autocomplete="username"></p>
<p class="form-row"><label for="password">Password</label><span class="password-input"><input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password"></span></p>
<p class="form-row"><button type="submit" class="button" name="login" value="Log in">Log in</button></p></form></div>`;
}
