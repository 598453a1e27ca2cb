import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { settle } from '@storefront/test-kit';
import { fakePaymentSettings } from '@storefront/payments/testing';
import { providerLoader } from './flow';
import { checkoutHtml } from './test-fixtures';
import { chooseRadio, inputValue, boxPageForFile, withGateways } from './test-page';

beforeAll(() => Promise.all([import('./flow'), import('./type-session'), import('./intent-first')]));
const eventually = (assertion: () => void) => vi.waitFor(assertion, { interval: 5 });

/** BLIK's gateway as the shop prints it in split mode: the code field inside its mount point. */
const BLIK_LI = `<li class="wc_payment_method payment_method_stripe_blik"><input id="payment_method_stripe_blik" type="radio" class="input-radio" name="payment_method" value="stripe_blik"><label for="payment_method_stripe_blik">BLIK</label><div class="payment_box payment_method_stripe_blik" hidden><fieldset id="wc-stripe_blik-upe-form" class="wc-upe-form wc-payment-form"><div class="wc-stripe-upe-element" data-payment-method-type="blik"><p class="form-row validate-required" id="wc-stripe-blik-code_field"><label for="wc-stripe-blik-code">BLIK Code</label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="wc-stripe-blik-code" id="wc-stripe-blik-code" inputmode="numeric" maxlength="6"></span></p></div></fieldset></div></li>`;

const { state, mount } = boxPageForFile();

function settings(overrides: Record<string, unknown> = {}) {
  (window as unknown as Record<string, unknown>).wc_stripe_upe_params = fakePaymentSettings({
    paymentMethodsConfig: {
      card: { isReusable: true, title: 'Credit / Debit Card', countries: [] },
      blik: { isReusable: false, title: 'BLIK', countries: ['PL'], supportsDeferredIntent: false },
    },
    ...overrides,
  });
}

/** The checkout with the card and BLIK, the island on both fieldsets. */
const page = () => mount(withGateways(BLIK_LI));
const blikMount = () => document.querySelector<HTMLElement>('[data-payment-method-type="blik"]')!;
const code = () => document.querySelector<HTMLInputElement>('#wc-stripe-blik-code')!;
const row = () => document.querySelector<HTMLElement>('#wc-stripe-blik-code_field')!;
const placeOrder = (form: HTMLFormElement) =>
  form.dispatchEvent(new CustomEvent('checkout_place_order_stripe_blik', { cancelable: true }));
const notice = () => document.querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error')?.textContent;

beforeEach(() => {
  settings();
  const fake = state.fake;
  // Like the double's form, the fake element goes after what the box holds (BLIK's code field).
  const elements = fake.client.elements.bind(fake.client);
  fake.client.elements = (o) => {
    const group = elements(o);
    const element = group.create('payment');
    const mount = element.mount.bind(element);
    element.mount = (target) => {
      const kept = [...(target as HTMLElement).childNodes];
      mount(target);
      (target as HTMLElement).prepend(...kept);
    };
    return { ...group, create: () => element };
  };
});

describe('an intent-first type (BLIK: supportsDeferredIntent false)', () => {
  it('creates the intent up front and mounts the element with its client secret', async () => {
    const form = await page();
    chooseRadio(form, 'payment_method_stripe_blik');
    await eventually(() => expect(state.fake.log.mounts).toContain(blikMount()));
    const [call] = state.backend.callsTo('wc_stripe_create_payment_intent');
    expect(call?.body).toMatchObject({ payment_method_type: 'blik', stripe_order_id: '' });
    const options = state.fake.log.elementsOptions.at(-1) as { clientSecret?: string; mode?: string };
    expect(options.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(options.mode).toBeUndefined();
  });

  it("a code not of 6 digits: 'BLIK Code is invalid', the row marked, nothing made or posted, the code kept", async () => {
    const form = await page();
    chooseRadio(form, 'payment_method_stripe_blik');
    await eventually(() => expect(state.fake.log.mounts).toContain(blikMount()));
    code().value = '12a45';
    expect(placeOrder(form)).toBe(false);
    expect(notice()).toBe('BLIK Code is invalid');
    expect(row().classList.contains('woocommerce-invalid')).toBe(true);
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(code().value).toBe('12a45');
    await settle();
    expect(state.fake.log.created).toHaveLength(0);
    expect(state.submits).toBe(0);
  });

  it('a good code: the payment method made and the form posted with the intent id', async () => {
    const form = await page();
    chooseRadio(form, 'payment_method_stripe_blik');
    await eventually(() => expect(state.fake.log.mounts).toContain(blikMount()));
    code().value = '123456';
    expect(placeOrder(form)).toBe(false);
    await eventually(() => expect(state.submits).toBe(1));
    expect(inputValue(form, 'wc-stripe-payment-type')).toBe('blik');
    expect(inputValue(form, 'wc_payment_intent_id')).toMatch(/^pi_/);
    // No order yet at checkout: the shop's checkout ties the intent to the order it makes.
    expect(state.backend.callsTo('wc_stripe_update_payment_intent')).toHaveLength(0);
    // Choosing the card: its post carries no BLIK intent.
    chooseRadio(form, 'payment_method_stripe');
    expect(inputValue(form, 'wc_payment_intent_id')).toBe('');
  });

  it('on order-pay: the intent is for the order and updated before the post (type and save choice)', async () => {
    settings({ orderId: '42', isOrderPay: true });
    const form = await page();
    chooseRadio(form, 'payment_method_stripe_blik');
    await eventually(() => expect(state.fake.log.mounts).toContain(blikMount()));
    expect(state.backend.callsTo('wc_stripe_create_payment_intent')[0]?.body).toMatchObject({ stripe_order_id: '42' });
    code().value = '123456';
    placeOrder(form);
    await eventually(() => expect(state.submits).toBe(1));
    expect(state.backend.callsTo('wc_stripe_update_payment_intent')[0]?.body).toMatchObject({
      stripe_order_id: '42',
      save_payment_method: 'no',
      selected_upe_payment_type: 'blik',
    });
  });

  it('setup mode (total below 1): a setup intent (init_setup_intent)', async () => {
    settings({ cartTotal: 0 });
    const form = await page();
    chooseRadio(form, 'payment_method_stripe_blik');
    await eventually(() => expect(state.backend.callsTo('wc_stripe_init_setup_intent')).toHaveLength(1));
    expect(state.backend.callsTo('wc_stripe_init_setup_intent')[0]?.body).toMatchObject({
      payment_method_type: 'blik',
    });
  });

  it('an empty code field loses its invalid mark when the payment method changes; a typed one keeps it', async () => {
    const form = await page();
    chooseRadio(form, 'payment_method_stripe_blik');
    await eventually(() => expect(state.fake.log.mounts).toContain(blikMount()));
    placeOrder(form);
    expect(row().classList.contains('woocommerce-invalid')).toBe(true);
    chooseRadio(form, 'payment_method_stripe');
    expect(row().classList.contains('woocommerce-invalid')).toBe(false);
    expect(code().hasAttribute('aria-invalid')).toBe(false);
    chooseRadio(form, 'payment_method_stripe_blik');
    code().value = '12';
    placeOrder(form);
    chooseRadio(form, 'payment_method_stripe');
    expect(row().classList.contains('woocommerce-invalid')).toBe(true);
  });
});

describe('page settings', () => {
  it('isPaymentNeeded false at checkout: no payment box, no provider loaded', async () => {
    settings({ isPaymentNeeded: false, cartTotal: 0 });
    // The free order's block as the checkout leaves it: the method list hidden (the shop prints none).
    await mount(checkoutHtml({}).replace('<ul class="wc_payment_methods', '<ul hidden class="wc_payment_methods'));
    expect(providerLoader.impl).not.toHaveBeenCalled();
    expect(state.fake.log.mounts).toHaveLength(0);
    expect(document.querySelector('.wc-stripe-upe-loading')).toBeNull();
  });

  it('isPaymentNeeded false at load, the box then shown in the list (the total rose): it mounts and loads', async () => {
    settings({ isPaymentNeeded: false, cartTotal: 0 });
    await mount(checkoutHtml({}));
    await eventually(() => expect(state.fake.log.mounts).toHaveLength(1));
    expect(providerLoader.impl).toHaveBeenCalled();
  });
});
