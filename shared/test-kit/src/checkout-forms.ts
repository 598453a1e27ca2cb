/**
 * The checkout fixture's forms (checkout/form-billing.php, form-shipping.php, form-login.php, form-coupon.php):
 * the form rows as `woocommerce_form_field()` prints them, the address rows, the login and coupon toggles with
 * their forms, and the customer details columns. The page around them is in ./checkout.
 */
import type { CheckoutFixtureState } from './checkout';

/** Countries offered by the fixture's selects. */
export const FIXTURE_COUNTRY_NAMES: Record<string, string> = {
  GB: 'United Kingdom (UK)',
  IE: 'Ireland',
  DE: 'Germany',
  US: 'United States (US)',
  JP: 'Japan',
  IT: 'Italy',
  AE: 'United Arab Emirates',
};

/** Escapes text for the fixtures' markup. */
export const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The required marker of a label. */
export const REQUIRED = '&nbsp;<abbr class="required" title="required">*</abbr>';
const OPTIONAL = '&nbsp;<span class="optional">(optional)</span>';

const CHECKBOX_LABEL = 'woocommerce-form__label woocommerce-form__label-for-checkbox checkbox';
const CHECKBOX_INPUT = 'woocommerce-form__input woocommerce-form__input-checkbox input-checkbox';

/** One form row: `p.form-row#{name}_field` with its label and control (a text input unless `control` is given). */
function row(
  s: CheckoutFixtureState,
  name: string,
  label: string,
  priority: number,
  cls: string,
  isRequired: boolean,
  control?: string,
): string {
  const input =
    control ??
    `<input type="text" class="input-text" name="${name}" id="${name}" value="${esc(s.values[name] ?? '')}">`;
  return [
    `<p class="form-row ${cls}${isRequired ? ' validate-required' : ''}" id="${name}_field"`,
    ` data-priority="${priority}">`,
    `<label for="${name}">${label}${isRequired ? REQUIRED : OPTIONAL}</label>`,
    `<span class="woocommerce-input-wrapper">${input}</span>`,
    '</p>',
  ].join('');
}

/** The billing phone and email inputs (typed, with their autocomplete). */
const contactInput = (s: CheckoutFixtureState, name: string, type: 'tel' | 'email', autocomplete: string) =>
  [
    `<input type="${type}" class="input-text" name="${name}" id="${name}" value="${esc(s.values[name] ?? '')}"`,
    ` autocomplete="${autocomplete}">`,
  ].join('');

/** The rows of an address (billing adds phone and email). */
function addressRows(s: CheckoutFixtureState, type: 'billing' | 'shipping'): string {
  const n = (k: string) => `${type}_${k}`;
  const country = s.values[n('country')] ?? 'GB';
  const options = Object.entries(FIXTURE_COUNTRY_NAMES)
    .map(([c, name]) => `<option value="${c}"${c === country ? ' selected' : ''}>${name}</option>`)
    .join('');
  const countrySelect = [
    `<select name="${n('country')}" id="${n('country')}" class="country_to_state country_select"`,
    ` autocomplete="country">${options}</select>`,
  ].join('');
  const rows = [
    row(s, n('first_name'), 'First name', 10, 'form-row-first', true),
    row(s, n('last_name'), 'Last name', 20, 'form-row-last', true),
    row(s, n('company'), 'Company name', 30, 'form-row-wide', false),
    row(
      s,
      n('country'),
      'Country / Region',
      40,
      'form-row-wide address-field update_totals_on_change',
      true,
      countrySelect,
    ),
    row(s, n('address_1'), 'Street address', 50, 'form-row-wide address-field', true),
    row(
      s,
      n('address_2'),
      '<span class="screen-reader-text">Apartment, suite, unit, etc.</span>',
      60,
      'form-row-wide address-field',
      false,
    ),
    row(s, n('city'), 'Town / City', 70, 'form-row-wide address-field', true),
    row(s, n('state'), 'County', 80, 'form-row-wide address-field', false),
    row(s, n('postcode'), 'Postcode', 90, 'form-row-wide address-field', true),
  ];
  if (type === 'billing') {
    rows.push(
      row(
        s,
        'billing_phone',
        'Phone',
        100,
        'form-row-wide validate-phone',
        true,
        contactInput(s, 'billing_phone', 'tel', 'tel'),
      ),
      row(
        s,
        'billing_email',
        'Email address',
        110,
        'form-row-wide validate-email',
        true,
        contactInput(s, 'billing_email', 'email', 'email'),
      ),
    );
  }
  return rows.join('');
}

/** The returning-customer toggle and the (hidden) login form. */
export const CHECKOUT_LOGIN = [
  '<div class="woocommerce-form-login-toggle"><div class="woocommerce-info">',
  'Returning customer? <a href="#" class="showlogin">Click here to login</a>',
  '</div></div>',
  '<form class="woocommerce-form woocommerce-form-login login" method="post" action="/checkout/" hidden>',
  '<p>If you have shopped with us before, please enter your details below.</p>',
  '<p class="form-row form-row-first">',
  '<label for="username">Username or email&nbsp;<span class="required">*</span></label>',
  '<input type="text" class="input-text" name="username" id="username" autocomplete="username">',
  '</p>',
  '<p class="form-row form-row-last">',
  '<label for="password">Password&nbsp;<span class="required">*</span></label>',
  '<input class="input-text" type="password" name="password" id="password" autocomplete="current-password">',
  '</p>',
  '<p class="form-row">',
  '<input type="hidden" name="woocommerce-login-nonce" value="login00001">',
  '<input type="hidden" name="redirect" value="/checkout/">',
  '<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Login">',
  'Login</button>',
  '</p>',
  '</form>',
].join('');

/** The coupon toggle and the (hidden) coupon form. */
export const CHECKOUT_COUPON = [
  '<div class="woocommerce-form-coupon-toggle"><div class="woocommerce-info">Have a coupon? ',
  '<a href="#" class="showcoupon" role="button" aria-expanded="false"',
  ' aria-controls="woocommerce-checkout-form-coupon">',
  'Click here to enter your code</a>',
  '</div></div>',
  '<form class="checkout_coupon woocommerce-form-coupon" method="post" id="woocommerce-checkout-form-coupon" hidden>',
  '<p>If you have a coupon code, please apply it below.</p>',
  '<p class="form-row form-row-first">',
  '<label for="coupon_code" class="screen-reader-text">Coupon:</label>',
  '<input type="text" name="coupon_code" class="input-text" placeholder="Coupon code" id="coupon_code" value="">',
  '</p>',
  '<p class="form-row form-row-last">',
  '<button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button>',
  '</p>',
  '</form>',
].join('');

/** A guest's create-account box. */
function accountFields(s: CheckoutFixtureState): string {
  const password = [
    '<input type="password" class="input-text" name="account_password" id="account_password" value=""',
    ' autocomplete="new-password">',
  ].join('');
  return [
    '<div class="woocommerce-account-fields">',
    '<p class="form-row form-row-wide create-account">',
    `<label class="${CHECKBOX_LABEL}">`,
    `<input class="${CHECKBOX_INPUT}" id="createaccount" type="checkbox" name="createaccount" value="1">`,
    ' <span>Create an account?</span></label>',
    '</p>',
    '<div class="create-account" hidden>',
    row(s, 'account_password', 'Create account password', 10, 'form-row-wide', true, password),
    '</div>',
    '</div>',
  ].join('');
}

/** The shipping fields with the ship-to-a-different-address checkbox. */
function shippingFields(s: CheckoutFixtureState): string {
  return [
    '<div class="woocommerce-shipping-fields">',
    `<h3 id="ship-to-different-address"><label class="${CHECKBOX_LABEL}">`,
    `<input id="ship-to-different-address-checkbox" class="${CHECKBOX_INPUT}" type="checkbox"`,
    ' name="ship_to_different_address" value="1">',
    ' <span>Ship to a different address?</span></label></h3>',
    '<div class="shipping_address" hidden>',
    `<div class="woocommerce-shipping-fields__field-wrapper">${addressRows(s, 'shipping')}</div>`,
    '</div>',
    '</div>',
  ].join('');
}

/** The order notes. */
function additionalFields(s: CheckoutFixtureState): string {
  const notes = [
    '<textarea name="order_comments" class="input-text" id="order_comments" rows="2">',
    esc(s.values.order_comments ?? ''),
    '</textarea>',
  ].join('');
  return [
    '<div class="woocommerce-additional-fields"><h3>Additional information</h3>',
    '<div class="woocommerce-additional-fields__field-wrapper">',
    row(s, 'order_comments', 'Order notes', 10, 'notes', false, notes),
    '</div>',
    '</div>',
  ].join('');
}

/** `div#customer_details.col2-set`: billing (and a guest's account box), shipping and the order notes. */
export function customerDetailsHtml(s: CheckoutFixtureState): string {
  return [
    '<div class="col2-set" id="customer_details">',
    '<div class="col-1">',
    '<div class="woocommerce-billing-fields"><h3>Billing details</h3>',
    `<div class="woocommerce-billing-fields__field-wrapper">${addressRows(s, 'billing')}</div>`,
    '</div>',
    s.guest ? accountFields(s) : '',
    '</div>',
    `<div class="col-2">${shippingFields(s)}${additionalFields(s)}</div>`,
    '</div>',
  ].join('');
}
