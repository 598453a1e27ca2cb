import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reachForPage, mountIsland, settle } from '@storefront/test-kit';
import { loadPaymentProvider } from '@storefront/payments';
import { createFakePaymentBackend, fakePaymentSettings, type FakePaymentBackend } from '@storefront/payments/testing';
import island from './mount';
import { providerLoader } from './flow';
import { checkoutHtml, fakeProvider } from './test-fixtures';

beforeAll(() => Promise.all([import('./flow'), import('./type-session'), import('./intent-first')]));
const eventually = (assertion: () => void) => vi.waitFor(assertion, { interval: 5 });

/** BLIK's gateway as the shop prints it in split mode: the code field inside its mount point. */
const BLIK_LI = `<li class="wc_payment_method payment_method_stripe_blik"><input id="payment_method_stripe_blik" type="radio" class="input-radio" name="payment_method" value="stripe_blik"><label for="payment_method_stripe_blik">BLIK</label><div class="payment_box payment_method_stripe_blik" hidden><fieldset id="wc-stripe_blik-upe-form" class="wc-upe-form wc-payment-form"><div class="wc-stripe-upe-element" data-payment-method-type="blik"><p class="form-row validate-required" id="wc-stripe-blik-code_field"><label for="wc-stripe-blik-code">BLIK Code</label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="wc-stripe-blik-code" id="wc-stripe-blik-code" inputmode="numeric" maxlength="6"></span></p></div></fieldset></div></li>`;

let fake: ReturnType<typeof fakeProvider>;
let backend: FakePaymentBackend;
let unmounts: (() => void)[];
let submits: number;

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
async function page() {
  document.body.innerHTML = checkoutHtml({}).replace(
    '</ul><div class="form-row place-order">',
    `${BLIK_LI}</ul><div class="form-row place-order">`,
  );
  const form = document.querySelector('form')!;
  form.requestSubmit = () => void submits++;
  for (const fieldset of document.querySelectorAll<HTMLElement>('fieldset.wc-upe-form'))
    unmounts.push(await mountIsland(island, fieldset));
  reachForPage(); // the shopper touches the page: the chosen card form loads
  await settle();
  return form;
}

const choose = (form: HTMLFormElement, id: string) => {
  const radio = form.querySelector<HTMLInputElement>(`#${id}`)!;
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
};
const hidden = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
const blikMount = () => document.querySelector<HTMLElement>('[data-payment-method-type="blik"]')!;
const code = () => document.querySelector<HTMLInputElement>('#wc-stripe-blik-code')!;
const row = () => document.querySelector<HTMLElement>('#wc-stripe-blik-code_field')!;
const placeOrder = (form: HTMLFormElement) =>
  form.dispatchEvent(new CustomEvent('checkout_place_order_stripe_blik', { cancelable: true }));
const notice = () => document.querySelector('.woocommerce-NoticeGroup-checkout .woocommerce-error')?.textContent;

beforeEach(() => {
  backend = createFakePaymentBackend();
  vi.stubGlobal('fetch', backend.fetch);
  unmounts = [];
  submits = 0;
  settings();
  fake = fakeProvider();
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
  providerLoader.impl = vi.fn(async () => fake.client);
});
afterEach(() => {
  document.body.innerHTML = '';
  unmounts.forEach((u) => u());
  providerLoader.impl = loadPaymentProvider;
  vi.unstubAllGlobals();
});

describe('an intent-first type (BLIK: supportsDeferredIntent false)', () => {
  it('creates the intent up front and mounts the element with its client secret', async () => {
    const form = await page();
    choose(form, 'payment_method_stripe_blik');
    await eventually(() => expect(fake.log.mounts).toContain(blikMount()));
    const [call] = backend.callsTo('wc_stripe_create_payment_intent');
    expect(call?.body).toMatchObject({ payment_method_type: 'blik', stripe_order_id: '' });
    const options = fake.log.elementsOptions.at(-1) as { clientSecret?: string; mode?: string };
    expect(options.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(options.mode).toBeUndefined();
  });

  it("a code not of 6 digits: 'BLIK Code is invalid', the row marked, nothing made or posted, the code kept", async () => {
    const form = await page();
    choose(form, 'payment_method_stripe_blik');
    await eventually(() => expect(fake.log.mounts).toContain(blikMount()));
    code().value = '12a45';
    expect(placeOrder(form)).toBe(false);
    expect(notice()).toBe('BLIK Code is invalid');
    expect(row().classList.contains('woocommerce-invalid')).toBe(true);
    expect(code().getAttribute('aria-invalid')).toBe('true');
    expect(code().value).toBe('12a45');
    await settle();
    expect(fake.log.created).toHaveLength(0);
    expect(submits).toBe(0);
  });

  it('a good code: the payment method made and the form posted with the intent id', async () => {
    const form = await page();
    choose(form, 'payment_method_stripe_blik');
    await eventually(() => expect(fake.log.mounts).toContain(blikMount()));
    code().value = '123456';
    expect(placeOrder(form)).toBe(false);
    await eventually(() => expect(submits).toBe(1));
    expect(hidden(form, 'wc-stripe-payment-type')).toBe('blik');
    expect(hidden(form, 'wc_payment_intent_id')).toMatch(/^pi_/);
    // No order yet at checkout: the shop's checkout ties the intent to the order it makes.
    expect(backend.callsTo('wc_stripe_update_payment_intent')).toHaveLength(0);
    // Choosing the card: its post carries no BLIK intent.
    choose(form, 'payment_method_stripe');
    expect(hidden(form, 'wc_payment_intent_id')).toBe('');
  });

  it('on order-pay: the intent is for the order and updated before the post (type and save choice)', async () => {
    settings({ orderId: '42', isOrderPay: true });
    const form = await page();
    choose(form, 'payment_method_stripe_blik');
    await eventually(() => expect(fake.log.mounts).toContain(blikMount()));
    expect(backend.callsTo('wc_stripe_create_payment_intent')[0]?.body).toMatchObject({ stripe_order_id: '42' });
    code().value = '123456';
    placeOrder(form);
    await eventually(() => expect(submits).toBe(1));
    expect(backend.callsTo('wc_stripe_update_payment_intent')[0]?.body).toMatchObject({
      stripe_order_id: '42',
      save_payment_method: 'no',
      selected_upe_payment_type: 'blik',
    });
  });

  it('setup mode (total below 1): a setup intent (init_setup_intent)', async () => {
    settings({ cartTotal: 0 });
    const form = await page();
    choose(form, 'payment_method_stripe_blik');
    await eventually(() => expect(backend.callsTo('wc_stripe_init_setup_intent')).toHaveLength(1));
    expect(backend.callsTo('wc_stripe_init_setup_intent')[0]?.body).toMatchObject({ payment_method_type: 'blik' });
  });

  it('an empty code field loses its invalid mark when the payment method changes; a typed one keeps it', async () => {
    const form = await page();
    choose(form, 'payment_method_stripe_blik');
    await eventually(() => expect(fake.log.mounts).toContain(blikMount()));
    placeOrder(form);
    expect(row().classList.contains('woocommerce-invalid')).toBe(true);
    choose(form, 'payment_method_stripe');
    expect(row().classList.contains('woocommerce-invalid')).toBe(false);
    expect(code().hasAttribute('aria-invalid')).toBe(false);
    choose(form, 'payment_method_stripe_blik');
    code().value = '12';
    placeOrder(form);
    choose(form, 'payment_method_stripe');
    expect(row().classList.contains('woocommerce-invalid')).toBe(true);
  });
});

describe('page settings', () => {
  it('isPaymentNeeded false at checkout: no payment box, no provider loaded', async () => {
    settings({ isPaymentNeeded: false, cartTotal: 0 });
    // The free order's block as the checkout leaves it: the method list hidden (the shop prints none).
    document.body.innerHTML = checkoutHtml({}).replace(
      '<ul class="wc_payment_methods',
      '<ul hidden class="wc_payment_methods',
    );
    const unmount = await mountIsland(island, document.querySelector<HTMLElement>('fieldset.wc-upe-form')!);
    reachForPage(); // the shopper touches the page: the chosen card form loads
    unmounts.push(unmount);
    await settle();
    expect(providerLoader.impl).not.toHaveBeenCalled();
    expect(fake.log.mounts).toHaveLength(0);
    expect(document.querySelector('.wc-stripe-upe-loading')).toBeNull();
  });

  it('isPaymentNeeded false at load, the box then shown in the list (the total rose): it mounts and loads', async () => {
    settings({ isPaymentNeeded: false, cartTotal: 0 });
    document.body.innerHTML = checkoutHtml({});
    unmounts.push(await mountIsland(island, document.querySelector<HTMLElement>('fieldset.wc-upe-form')!));
    reachForPage(); // the shopper touches the page: the chosen card form loads
    await eventually(() => expect(fake.log.mounts).toHaveLength(1));
    expect(providerLoader.impl).toHaveBeenCalled();
  });
});
