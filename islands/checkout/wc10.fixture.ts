/**
 * Test markup: the checkout page as WooCommerce 10's own templates print it (checkout/form-coupon.php,
 * global/form-login.php via checkout/form-login.php, checkout/payment.php + payment-method.php, the terms panel of
 * wc_terms_and_conditions_page_content), where the reference shop's fixture differs. WooCommerce hides the coupon
 * form, the login form, the terms panel and every payment box but the chosen one with an inline `display:none`
 * (its scripts clear it), not with `hidden`. Written from the templates' structure; for tests only.
 */
import { checkoutPageHtml, paymentHtml, type CheckoutFixtureState } from '@storefront/test-kit';

/** form-coupon.php: the notice with the 'show coupon' link, then the form hidden by an inline style. */
export const WC10_COUPON =
  '<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info" role="status">Have a coupon? <a href="#" role="button" aria-label="Enter your coupon code" aria-controls="woocommerce-checkout-form-coupon" aria-expanded="false" class="showcoupon">Click here to enter your code</a></div></div>' +
  '<form class="checkout_coupon woocommerce-form-coupon" method="post" style="display:none" id="woocommerce-checkout-form-coupon">' +
  '<p class="form-row form-row-first"><label for="coupon_code" class="screen-reader-text">Coupon:</label><input type="text" name="coupon_code" class="input-text" placeholder="Coupon code" id="coupon_code" value=""></p>' +
  '<p class="form-row form-row-last"><button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button></p><div class="clear"></div></form>';

/** checkout/form-login.php + global/form-login.php: the notice with 'show login' (no aria attributes), the form hidden inline. */
export const WC10_LOGIN =
  '<div class="woocommerce-form-login-toggle"><div class="woocommerce-info" role="status">Returning customer? <a href="#" class="showlogin">Click here to login</a></div></div>' +
  '<form class="woocommerce-form woocommerce-form-login login" method="post" style="display:none;">' +
  '<p>Shopped here before? Sign in below; new customers carry on to the billing section.</p>' +
  '<p class="form-row form-row-first"><label for="username">Username or email&nbsp;<span class="required" aria-hidden="true">*</span></label><input type="text" class="input-text" name="username" id="username" autocomplete="username" required aria-required="true"></p>' +
  '<p class="form-row form-row-last"><label for="password">Password&nbsp;<span class="required" aria-hidden="true">*</span></label><input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true"></p>' +
  '<div class="clear"></div><p class="form-row"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>Remember me</span></label>' +
  '<input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="login00001"><input type="hidden" name="redirect" value="/checkout/"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Login">Login</button></p>' +
  '<p class="lost_password"><a href="/my-account/lost-password/">Lost your password?</a></p><div class="clear"></div></form>';

/** The inline style WooCommerce prints on the terms panel. */
export const WC10_TERMS_STYLE = 'display: none; max-height: 200px; overflow: auto;';

/**
 * payment.php as WooCommerce 10 prints it: the boxes of the methods not chosen carry `style="display:none;"`, the
 * chosen one none, and the terms panel its inline style (the fixture's `hidden` markers become those styles).
 */
export function wc10PaymentHtml(s: CheckoutFixtureState): string {
  const template = document.createElement('template');
  template.innerHTML = paymentHtml(s);
  template.content.querySelectorAll<HTMLElement>('.payment_box[hidden]').forEach((box) => {
    box.removeAttribute('hidden');
    box.setAttribute('style', 'display:none;');
  });
  template.content.querySelectorAll<HTMLElement>('.woocommerce-terms-and-conditions[hidden]').forEach((panel) => {
    panel.removeAttribute('hidden');
    panel.setAttribute('style', WC10_TERMS_STYLE);
  });
  return template.innerHTML;
}

/** The whole checkout content with WooCommerce 10's coupon, login and payment markup. */
export function wc10CheckoutPageHtml(s: CheckoutFixtureState): string {
  const template = document.createElement('template');
  template.innerHTML = checkoutPageHtml(s);
  const root = template.content;
  const swap = (selector: string, html: string) => {
    const el = root.querySelector(selector);
    if (!el) return;
    const next = document.createElement('template');
    next.innerHTML = html;
    el.replaceWith(next.content);
  };
  root.querySelector('.woocommerce-form-coupon-toggle')?.remove();
  swap('form.checkout_coupon', WC10_COUPON);
  if (s.guest) {
    root.querySelector('.woocommerce-form-login-toggle')?.remove();
    swap('form.woocommerce-form-login', WC10_LOGIN);
  }
  swap('#payment', wc10PaymentHtml(s));
  return template.innerHTML;
}

/**
 * A checkout failure's messages as WooCommerce 10 prints them (notices/error.php, `wc_get_notice_data_attr`): one
 * `ul.woocommerce-error[role=alert]` with a `li[data-id]` per field, its text indented by the template's tabs.
 */
export function wc10ErrorList(items: ReadonlyArray<{ id?: string; html: string }>): string {
  const li = items.map(({ id, html }) => `\t\t<li${id ? ` data-id="${id}"` : ''}>\n\t\t\t${html}\t\t</li>\n`);
  return `<ul class="woocommerce-error" role="alert">\n${li.join('')}\t</ul>\n`;
}

/** The fake backend's failure messages re-printed in WooCommerce 10's error.php shape. */
function wc10Messages(messages: string): string {
  const template = document.createElement('template');
  template.innerHTML = messages;
  const items = [...template.content.querySelectorAll('li')].map((li) => ({
    id: li.getAttribute('data-id') ?? undefined,
    html: li.innerHTML,
  }));
  return items.length ? wc10ErrorList(items) : messages;
}

/**
 * Wraps the fake backend's `fetch` so its answers carry WooCommerce 10's markup too: the order review's payment
 * markup (the real store's refreshes print the same inline styles as the page) and the checkout's error list.
 */
export function wc10Fetch(fetch: typeof globalThis.fetch, state: () => CheckoutFixtureState): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    const url = String(input instanceof Request ? input.url : input);
    const review = url.includes('update_order_review');
    if ((!review && !/wc-ajax=checkout\b/.test(url)) || !response.ok) return response;
    const data = (await response.json()) as { fragments?: Record<string, string>; messages?: string; result?: string };
    if (review && data.fragments?.['.woocommerce-checkout-payment'])
      data.fragments['.woocommerce-checkout-payment'] = wc10PaymentHtml(state());
    if (!review && data.result === 'failure' && data.messages) data.messages = wc10Messages(data.messages);
    return new Response(JSON.stringify(data), {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}
