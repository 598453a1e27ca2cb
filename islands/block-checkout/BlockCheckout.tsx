/**
 * The block checkout's form: contact, shipping address, billing address (or the same), shipping options, payment
 * methods, order note, terms and place order, with the order summary beside it. State and calls live in
 * {@link useCheckout}; this renders them.
 */
import type { ChangeEvent, ReactElement } from 'react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { AddressForm } from './AddressForm';
import { ErrorNotice, TextField } from './controls';
import { CARD_METHOD, LOADING_CLASS, TEXTS, type BlockSettings } from './contract';
import { EMAIL_FIELD } from './fields';
import { methodOf, offeredMethods } from './form';
import { moneyOf, OrderSummary } from './OrderSummary';
import { useCheckout, type CheckoutModel } from './use-checkout';

/** Props of the island's component. */
export interface BlockCheckoutProps {
  settings: BlockSettings;
  host: HTMLElement;
}

/** The form and the summary. */
export function BlockCheckout({ settings, host }: BlockCheckoutProps): ReactElement {
  const m = useCheckout(settings);
  const { cart, form, errors } = m;

  useLayoutEffect(() => {
    host.classList.remove(LOADING_CLASS);
    return () => host.classList.add(LOADING_CLASS);
  }, [host]);
  useEffect(() => {
    // The first invalid field; else (the form loaded by Retry, whose button is gone) the form's first field.
    const q = (selector: string) => host.querySelector<HTMLElement>(selector);
    if (m.focusField) (q('[aria-invalid="true"]') ?? q('#email'))?.focus();
  }, [m.focusField, host]);

  if (!cart) {
    return (
      <div className="wc-block-checkout__loading" role="status">
        {/* Without the basket there is no form: the notice stays (not dismissible), with a button to load it again. */}
        {m.notice ? <ErrorNotice key={m.notice.id} text={m.notice.text} onRetry={m.loadCart} /> : TEXTS.loading}
      </div>
    );
  }
  const money = moneyOf(settings.currency);
  const methods = offeredMethods(cart, settings);
  const method = methodOf(form, cart, settings);
  const chosen = methods.find((x) => x.id === method);
  /** A checkbox's change handler: its ticked state into the form. */
  const tick = (key: 'createAccount' | 'sameBilling' | 'terms') => (e: ChangeEvent<HTMLInputElement>) =>
    m.set(key, e.currentTarget.checked);
  /** A contact field's value, error and handlers. */
  const contact = (key: 'email' | 'password') => ({
    value: form[key],
    error: errors.contact?.[key],
    onChange: (v: string) => m.set(key, v),
    onBlur: () => m.check('contact', key),
  });
  /** An address section's props. */
  const address = (section: 'shipping' | 'billing') => ({
    section,
    address: form[section],
    errors: errors[section],
    settings,
    onChange: (key: string, value: string) => {
      m.setAddress(section, key, value);
      if (key === 'country') m.setAddress(section, 'state', '');
    },
    onBlur: (key: string) => m.check(section, key),
  });

  return (
    <div className="wc-block-checkout__columns">
      <form
        className="wc-block-components-form wc-block-checkout__form"
        noValidate
        aria-busy={m.placing}
        onSubmit={(e) => {
          e.preventDefault();
          m.placeOrder();
        }}
      >
        {m.notice && <ErrorNotice key={m.notice.id} text={m.notice.text} onDismiss={m.dismissNotice} />}
        <fieldset className="wc-block-checkout__contact-fields">
          <legend>{TEXTS.contact}</legend>
          {settings.loginUrl && (
            <p>
              {TEXTS.returning} <a href={settings.loginUrl}>{TEXTS.logIn}</a>
            </p>
          )}
          <TextField
            id="email"
            label={EMAIL_FIELD.label}
            required
            type="email"
            autoComplete="email"
            {...contact('email')}
          />
          {settings.allowSignup && (
            <label className="wc-block-checkout__create-account">
              <input type="checkbox" checked={form.createAccount} onChange={tick('createAccount')} />{' '}
              {TEXTS.createAccount}
            </label>
          )}
          {settings.allowSignup && form.createAccount && (
            <TextField
              id="account-password"
              label={TEXTS.password}
              required
              type="password"
              autoComplete="new-password"
              {...contact('password')}
            />
          )}
        </fieldset>
        <fieldset className="wc-block-checkout__shipping-fields">
          <legend>{TEXTS.shipping}</legend>
          <AddressForm {...address('shipping')} />
          <label className="wc-block-checkout__use-address-for-billing">
            <input type="checkbox" checked={form.sameBilling} onChange={tick('sameBilling')} /> {TEXTS.sameBilling}
          </label>
        </fieldset>
        {!form.sameBilling && (
          <fieldset className="wc-block-checkout__billing-fields">
            <legend>{TEXTS.billing}</legend>
            <AddressForm {...address('billing')} />
          </fieldset>
        )}
        {cart.needs_shipping && (
          <fieldset className="wc-block-checkout__shipping-option">
            <legend>{TEXTS.shippingOptions}</legend>
            {cart.shipping_rates.map((pkg) =>
              pkg.shipping_rates.length === 0 ? (
                <p key={pkg.package_id}>{cart.has_calculated_shipping ? TEXTS.noRates : TEXTS.enterAddress}</p>
              ) : (
                pkg.shipping_rates.map((rate) => (
                  <label key={rate.rate_id} className="wc-block-components-radio-control__option">
                    <input
                      type="radio"
                      name={`shipping-rate-${pkg.package_id}`}
                      value={rate.rate_id}
                      checked={rate.selected}
                      onChange={() => m.selectRate(pkg.package_id, rate.rate_id)}
                    />{' '}
                    {rate.name} — {money(rate.price)}
                  </label>
                ))
              ),
            )}
          </fieldset>
        )}
        <fieldset className="wc-block-checkout__payment-method">
          <legend>{TEXTS.payment}</legend>
          {methods.map((pm) => (
            <div key={pm.id} className="wc-block-components-radio-control-accordion-option">
              <label>
                <input
                  type="radio"
                  name="payment-method"
                  value={pm.id}
                  checked={pm.id === method}
                  onChange={() => m.set('method', pm.id)}
                />{' '}
                {pm.title}
              </label>
              {pm.id === method && pm.description && (
                <p className="wc-block-components-payment-method-description">{pm.description}</p>
              )}
              {pm.id === method && pm.id === CARD_METHOD && <CardBox mount={m.mountCard} title={pm.title} />}
            </div>
          ))}
        </fieldset>
        {settings.showOrderNotes && (
          <div className="wc-block-checkout__order-notes">
            <label htmlFor="order-notes">{TEXTS.note}</label>
            <textarea
              id="order-notes"
              value={form.note}
              maxLength={2000}
              onInput={(e) => m.set('note', e.currentTarget.value)}
            />
          </div>
        )}
        {settings.terms && (
          <div className="wc-block-checkout__terms">
            <input
              id="terms-and-conditions"
              type="checkbox"
              checked={form.terms}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'terms-and-conditions-error' : undefined}
              onChange={tick('terms')}
            />{' '}
            <label htmlFor="terms-and-conditions">
              {TEXTS.termsBefore}
              <a href={settings.terms.url} target="_blank" rel="noreferrer">
                {TEXTS.termsLink}
              </a>
            </label>
            {errors.terms && (
              <p id="terms-and-conditions-error" className="wc-block-components-validation-error">
                {errors.terms.terms}
              </p>
            )}
          </div>
        )}
        <button type="submit" className="wc-block-components-checkout-place-order-button" disabled={m.placing}>
          {m.placing ? TEXTS.placing : (chosen?.buttonLabel ?? TEXTS.placeOrder)}
        </button>
      </form>
      <OrderSummary
        cart={cart}
        currency={settings.currency}
        applyCoupon={m.applyCoupon}
        removeCoupon={m.removeCoupon}
      />
    </div>
  );
}

/**
 * The card's box: the saved cards, the provider's form and the save checkbox, mounted by the card's lazy code (which
 * announces a load failure in the form's place).
 */
function CardBox({ mount, title }: { mount: CheckoutModel['mountCard']; title: string }): ReactElement {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => mount(ref.current!, title), [mount, title]);
  return <div ref={ref} className="wc-block-components-payment-element" />;
}
