import { addressFormMarkup } from '@storefront/address-locale/fixture';
import { buildAddressGlobals } from '@storefront/address-locale/server';

/** Countries offered by the test form's country selects. */
export const FIXTURE_COUNTRIES = ['GB', 'IE', 'JP', 'HU', 'IT', 'DE', 'US', 'CA', 'AE', 'XK'] as const;

/** Options of {@link checkoutFormMarkup}. */
export interface CheckoutFormFixture {
  billing?: string;
  shipping?: string;
  shipToDifferent?: boolean;
  createAccount?: boolean;
}

/**
 * Test markup: the checkout form of the checkout contract with the address rows of
 * `address-form.fixture.ts` (billing, account section, ship-to toggle, shipping address, order
 * notes). The sections start `hidden` as the server prints them. For tests only.
 */
export function checkoutFormMarkup(o: CheckoutFormFixture = {}): string {
  const countries = { countries: FIXTURE_COUNTRIES };
  const checked = (on?: boolean): string => (on ? ' checked' : '');
  return `<form name="checkout" method="post" class="checkout woocommerce-checkout" action="/checkout/" novalidate>
  <div class="col2-set" id="customer_details">
    <div class="col-1">
      ${addressFormMarkup('billing', o.billing ?? 'GB', countries)}
      <div class="woocommerce-account-fields">
        <p class="form-row form-row-wide create-account"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" id="createaccount" type="checkbox" name="createaccount" value="1"${checked(o.createAccount)}> <span>Create an account?</span></label></p>
        <div class="create-account" hidden>
          <p class="form-row validate-required" id="account_password_field"><label for="account_password">Create account password&nbsp;<abbr class="required" title="required">*</abbr></label><span class="woocommerce-input-wrapper"><input type="password" class="input-text" name="account_password" id="account_password" value="" autocomplete="new-password"></span></p>
        </div>
      </div>
    </div>
    <div class="col-2">
      <div class="woocommerce-shipping-fields">
        <h3 id="ship-to-different-address"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input id="ship-to-different-address-checkbox" class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" type="checkbox" name="ship_to_different_address" value="1"${checked(o.shipToDifferent)}> <span>Ship to a different address?</span></label></h3>
        <div class="shipping_address" hidden>${addressFormMarkup('shipping', o.shipping ?? 'GB', countries).replace(/^<div class="woocommerce-shipping-fields">|<\/div>$/g, '')}</div>
      </div>
      <div class="woocommerce-additional-fields"><div class="woocommerce-additional-fields__field-wrapper">
        <p class="form-row notes" id="order_comments_field"><label for="order_comments">Order notes&nbsp;<span class="optional">(optional)</span></label><span class="woocommerce-input-wrapper"><textarea name="order_comments" class="input-text" id="order_comments"></textarea></span></p>
      </div></div>
    </div>
  </div>
  <p class="form-row validate-required"><label><input type="checkbox" class="input-checkbox" name="terms" id="terms"> <span>I agree</span>&nbsp;<abbr class="required" title="required">*</abbr></label></p>
</form>
<p class="form-row validate-required" id="outside_field"><input type="text" class="input-text" id="outside"></p>`;
}

/** Prints the page globals WooCommerce would (`wc_country_select_params`, `wc_address_i18n_params`). */
export function installAddressGlobals(extra: Record<string, string> = {}): () => void {
  const g = buildAddressGlobals();
  const w = window as unknown as Record<string, unknown>;
  w['wc_country_select_params'] = { ...g.wc_country_select_params, ...extra };
  w['wc_address_i18n_params'] = g.wc_address_i18n_params;
  return () => {
    delete w['wc_country_select_params'];
    delete w['wc_address_i18n_params'];
  };
}

/**
 * Puts {@link checkoutFormMarkup} into the document and returns the form. happy-dom 21 selects
 * the wrong option when a `selected` option is not among the first two, so the selection the
 * markup asks for is set again here.
 */
export function renderCheckoutForm(o: CheckoutFormFixture = {}): HTMLFormElement {
  document.body.innerHTML = checkoutFormMarkup(o);
  fixSelectedOptions(document);
  return document.querySelector('form.checkout') as HTMLFormElement;
}

/**
 * {@link renderCheckoutForm} with GB's markup and the countries set as a browser's back/forward restore sets them:
 * the markup's rows are then not the server's for those countries, and the island applies their rules at load.
 */
export function renderRestoredCheckoutForm(o: CheckoutFormFixture = {}): HTMLFormElement {
  const form = renderCheckoutForm({ ...o, billing: 'GB', shipping: 'GB' });
  for (const type of ['billing', 'shipping'] as const)
    form.querySelector<HTMLSelectElement>(`#${type}_country`)!.value = o[type] ?? 'GB';
  return form;
}

/** Re-applies the `selected` attribute of every select under `root` (see {@link renderCheckoutForm}). */
export function fixSelectedOptions(root: ParentNode): void {
  for (const select of root.querySelectorAll('select')) {
    const wanted = select.querySelector<HTMLOptionElement>('option[selected]');
    if (wanted) select.value = wanted.value;
  }
}
