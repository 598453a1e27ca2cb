import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@storefront/http';
import { on } from '@storefront/runtime';
import { navigateTo } from '@storefront/page';
import { reachForPage, mountIsland, settle } from '@storefront/test-kit';
import { FLOW_MESSAGES, loadPaymentProvider } from '@storefront/payments';
import { createFakePaymentBackend, fakePaymentSettings, type FakePaymentBackend } from '@storefront/payments/testing';
import island from './mount';
import { providerLoader } from './flow';
import {
  checkoutHtml,
  fakeProvider,
  FIELDSET_HTML,
  type CheckoutMarkupOptions,
  type FakeProviderScript,
} from './test-fixtures';

// The island's lazy parts: loaded once up front so tests do not race their first import.
beforeAll(() => Promise.all([import('./flow'), import('./box'), import('@storefront/payments/local-double')]));
/** Waits for the asynchronous flow to reach `assertion`. */
const eventually = (assertion: () => void) => vi.waitFor(assertion, { interval: 5 });

let navigated: string[];
let unmounts: (() => void)[];
let fake: ReturnType<typeof fakeProvider>;
let submits: number;

function settings(overrides: Record<string, unknown> = {}) {
  (window as unknown as Record<string, unknown>).wc_stripe_upe_params = fakePaymentSettings(overrides);
}

/** Renders the page and mounts the island on the fieldset. */
async function page(o: CheckoutMarkupOptions = {}) {
  document.body.innerHTML = checkoutHtml(o);
  const form = document.querySelector('form')!;
  // What the checkout island does after our veto: post the form (here: count it).
  form.requestSubmit = () => void submits++;
  const unmount = await mountIsland(island, document.querySelector<HTMLElement>('fieldset.wc-upe-form')!);
  reachForPage(); // the shopper touches the page: the chosen card form loads
  unmounts.push(unmount);
  await settle();
  return form;
}

/** The checkout island's veto hook for the card method; returns whether the post may go ahead. */
const placeOrder = (form: HTMLFormElement) =>
  form.dispatchEvent(new CustomEvent('checkout_place_order_stripe', { cancelable: true }));
const hidden = (form: HTMLFormElement, name: string) =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value;
const notice = () => document.querySelector('.woocommerce-NoticeGroup-checkout [role=alert]')?.textContent;

function useFake(script: FakeProviderScript = {}) {
  fake = fakeProvider(script);
  providerLoader.impl = vi.fn(async () => fake.client);
}

beforeEach(() => {
  // No real network: calls the island makes on the side (save_appearance) reach a fake too.
  vi.stubGlobal('fetch', createFakePaymentBackend().fetch);
  navigated = [];
  unmounts = [];
  submits = 0;
  navigateTo.impl = (href) => void navigated.push(href);
  settings();
  useFake();
});
afterEach(() => {
  document.body.innerHTML = '';
  unmounts.forEach((u) => u());
  providerLoader.impl = loadPaymentProvider;
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/checkout/');
});

describe('loading the provider', () => {
  it('loads only once the card method is chosen, then mounts the element with the deferred-intent options', async () => {
    const form = await page({ chosen: 'cod' });
    expect(providerLoader.impl).not.toHaveBeenCalled();
    const radio = form.querySelector<HTMLInputElement>('#payment_method_stripe')!;
    radio.checked = true;
    radio.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(providerLoader.impl).toHaveBeenCalledTimes(1);
    expect(fake.log.mounts).toEqual([form.querySelector('.wc-stripe-upe-element')]);
    expect(fake.log.elementsOptions[0]).toMatchObject({
      mode: 'payment',
      amount: 1250,
      currency: 'gbp',
      paymentMethodCreation: 'manual',
    });
    expect(fake.log.elementsOptions[0]).not.toHaveProperty('setupFutureUsage');
  });

  it('uses setup mode when the cart total is below 1', async () => {
    settings({ cartTotal: 0 });
    await page();
    expect(fake.log.elementsOptions[0]).toMatchObject({ mode: 'setup' });
  });

  it('shows the load-failure message in the box and refuses to submit', async () => {
    providerLoader.impl = vi.fn(async () => Promise.reject(new Error('blocked')));
    const form = await page();
    expect(form.querySelector('.payment_method_stripe [role=alert].wc-stripe-upe-load-error')?.textContent).toBe(
      'Failed to load Credit / Debit Card payment method. Please refresh the page and try again.',
    );
    expect(placeOrder(form)).toBe(false);
    await settle();
    expect(notice()).toBe(
      'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.',
    );
    expect(submits).toBe(0);
  });
});

describe('placing the order', () => {
  it('vetoes, blocks, creates the payment method with the billing details, then posts again unvetoed', async () => {
    useFake({ delayMs: 20 });
    const form = await page();
    expect(placeOrder(form)).toBe(false);
    expect(form.classList.contains('processing')).toBe(true);
    expect(form.querySelector('.blockUI.blockOverlay')).not.toBeNull();
    await eventually(() => expect(submits).toBe(1));
    expect(fake.log.created[0]).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      address: { city: 'London', country: 'GB', line1: '1 High Street', postal_code: 'SW1A 1AA' },
    });
    expect(notice()).toBeUndefined();
    expect(hidden(form, 'wc-stripe-payment-method')).toBe('pm_fake1');
    expect(form.querySelector('input[name="wc_payment_intent_id"]')).not.toBeNull();
    expect(submits).toBe(1);
    expect(form.classList.contains('processing')).toBe(false);
    // The second round (the checkout posting) is not vetoed.
    expect(placeOrder(form)).toBe(true);
  });

  it('a double click creates one payment method and posts once', async () => {
    useFake({ delayMs: 20 });
    const form = await page();
    placeOrder(form);
    expect(placeOrder(form)).toBe(false);
    await eventually(() => expect(submits).toBe(1));
    await settle(30); // a second payment method would have been made by now
    expect(fake.log.created).toHaveLength(1);
    expect(submits).toBe(1);
  });

  it('a failed checkout post clears the payment method, so the next attempt makes a new one', async () => {
    const form = await page();
    placeOrder(form);
    await settle();
    document.body.dispatchEvent(new CustomEvent('checkout_error', { bubbles: true, detail: {} }));
    expect(hidden(form, 'wc-stripe-payment-method')).toBe('');
    expect(placeOrder(form)).toBe(false);
  });

  const errorCases: [string, FakeProviderScript, string][] = [
    [
      'a card field error',
      { submitError: { type: 'validation_error', code: 'incomplete_number', message: 'x' } },
      'The card number is incomplete.',
    ],
    [
      'a past expiry',
      { submitError: { type: 'validation_error', code: 'invalid_expiry_year_past' } },
      "The card's expiration year is in the past",
    ],
    [
      'a provider error',
      { createError: { type: 'card_error', code: 'invalid_number' } },
      'The card number is not a valid credit card number.',
    ],
    [
      'a required billing field',
      {
        createError: {
          type: 'invalid_request_error',
          code: 'parameter_missing',
          param: 'billing_details[address][postal_code]',
        },
      },
      'Billing Postcode is a required field.',
    ],
    [
      'an unknown provider error with text',
      { createError: { type: 'api_error', message: 'Something odd.' } },
      'Something odd.',
    ],
    ['an error without anything', { createError: { type: 'api_error' } }, 'Payment failed. Please try again.'],
    [
      'a time-out',
      { createThrows: new HttpError('timeout') },
      'A timeout occurred while connecting to the server. Please try again.',
    ],
    [
      'an abort',
      { createThrows: new HttpError('abort') },
      'The connection to the server was aborted. Please try again.',
    ],
    [
      'being offline',
      { createThrows: new HttpError('fetch_error') },
      'An error occurred while connecting to the server. Please try again.',
    ],
    ['a non-error throw', { createThrows: 42 }, 'An unknown error occurred.'],
  ];
  it.each(errorCases)(
    'on %s: shows the message at the top, unblocks, keeps every value and emits checkout_error',
    async (_, script, message) => {
      useFake(script);
      const form = await page();
      const errors: unknown[] = [];
      const off = on('checkout_error', (d) => errors.push(d.message));
      const validated: string[] = [];
      form.addEventListener('validate', (e) => validated.push((e.target as HTMLInputElement).name), true);
      placeOrder(form);
      await settle();
      off();
      expect(notice()).toBe(message);
      expect(form.firstElementChild?.classList.contains('woocommerce-NoticeGroup-checkout')).toBe(true);
      expect(form.classList.contains('processing')).toBe(false);
      expect(form.querySelector('.blockUI')).toBeNull();
      expect(hidden(form, 'wc-stripe-payment-method') ?? '').toBe('');
      expect(form.querySelector<HTMLInputElement>('#billing_postcode')!.value).toBe('SW1A 1AA');
      expect(validated).toContain('billing_email');
      expect(errors).toHaveLength(1);
      expect(submits).toBe(0);
    },
  );

  it('shows a configured message for a matching code', async () => {
    settings({ messages: { card_declined: 'Configured: declined.' } });
    useFake({ createError: { type: 'card_error', code: 'card_declined' } });
    const form = await page();
    placeOrder(form);
    await settle();
    expect(notice()).toBe('Configured: declined.');
  });
});

describe('saved methods and the save checkbox', () => {
  it('a chosen saved token hides the card form and is not vetoed; "new" shows it again', async () => {
    settings({ isLoggedIn: true });
    const form = await page({ tokens: ['11'], saveRow: true });
    const fieldset = form.querySelector<HTMLElement>('fieldset.wc-upe-form')!;
    expect(fieldset.hidden).toBe(true);
    expect(form.querySelector<HTMLElement>('.woocommerce-SavedPaymentMethods-saveNew')!.hidden).toBe(true);
    expect(placeOrder(form)).toBe(true);
    const fresh = form.querySelector<HTMLInputElement>('#wc-stripe-payment-token-new')!;
    fresh.checked = true;
    fresh.dispatchEvent(new Event('change', { bubbles: true }));
    expect(fieldset.hidden).toBe(false);
    expect(form.querySelector<HTMLElement>('.woocommerce-SavedPaymentMethods-saveNew')!.hidden).toBe(false);
    expect(placeOrder(form)).toBe(false);
  });

  it('hides the save checkbox for guests unless they create an account', async () => {
    const form = await page({ saveRow: true, createAccount: true });
    const row = form.querySelector<HTMLElement>('.woocommerce-SavedPaymentMethods-saveNew')!;
    expect(row.hidden).toBe(true);
    const create = form.querySelector<HTMLInputElement>('#createaccount')!;
    create.checked = true;
    create.dispatchEvent(new Event('change', { bubbles: true }));
    expect(row.hidden).toBe(false);
  });

  it('saving asks for off_session usage and always-terms', async () => {
    settings({ isLoggedIn: true });
    const form = await page({ saveRow: true });
    const box = form.querySelector<HTMLInputElement>('#wc-stripe-new-payment-method')!;
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    await eventually(() => expect(fake.log.updates.at(-1)).toEqual({ setupFutureUsage: 'off_session' }));
    expect(fake.log.elementUpdates.at(-1)).toEqual({ terms: { card: 'always' } });
  });

  it('hides the save checkbox for non-reusable method types', async () => {
    settings({ isLoggedIn: true, paymentMethodsConfig: { card: { isReusable: false, title: 'Card' } } });
    const form = await page({ saveRow: true });
    expect(form.querySelector<HTMLElement>('.woocommerce-SavedPaymentMethods-saveNew')!.hidden).toBe(true);
  });
});

describe('order review refreshes', () => {
  it('re-mounts the element when its mount point is replaced', async () => {
    const form = await page();
    const old = form.querySelector('fieldset.wc-upe-form')!;
    old.outerHTML = FIELDSET_HTML;
    await settle();
    const now = form.querySelector('.wc-stripe-upe-element');
    expect(fake.log.mounts.at(-1)).toBe(now);
    expect(now?.querySelector('.fake-card')).not.toBeNull();
  });

  it('a submit while the mount point is missing waits for the re-mount', async () => {
    const form = await page();
    const box = form.querySelector('.payment_box.payment_method_stripe')!;
    box.querySelector('fieldset')!.remove();
    expect(placeOrder(form)).toBe(false);
    await settle(20);
    expect(fake.log.created).toHaveLength(0);
    box.insertAdjacentHTML('afterbegin', FIELDSET_HTML);
    await eventually(() => expect(submits).toBe(1));
    expect(fake.log.created).toHaveLength(1);
  });
});

describe('with the local payment double (fake backend)', () => {
  let backend: FakePaymentBackend;
  beforeEach(() => {
    backend = createFakePaymentBackend();
    vi.stubGlobal('fetch', backend.fetch);
    providerLoader.impl = loadPaymentProvider;
  });

  const fill = (form: HTMLFormElement, number: string) => {
    const set = (label: RegExp, value: string) => {
      const l = [...form.querySelectorAll('label')].find((x) => label.test(x.textContent ?? ''))!;
      const input = document.getElementById(l.htmlFor) as HTMLInputElement;
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    set(/^Card number$/, number);
    set(/^Expiry date/, '12 / 30');
    set(/^Security code$/, '123');
  };

  it('places an order with a typed card, and what was typed survives a replaced fieldset', async () => {
    const form = await page();
    await eventually(() => expect(form.querySelector('.payment-double')).not.toBeNull());
    fill(form, '4242424242424242');
    form.querySelector('fieldset.wc-upe-form')!.outerHTML = FIELDSET_HTML;
    await settle();
    const number = [...form.querySelectorAll('input')].find((i) => i.getAttribute('autocomplete') === 'cc-number')!;
    expect(number.value).toBe('4242 4242 4242 4242');
    placeOrder(form);
    await eventually(() => expect(hidden(form, 'wc-stripe-payment-method')).toMatch(/^pm_/));
    expect(submits).toBe(1);
  });

  it('runs the confirm hash: clears it, confirms, calls update_order_status with the nonce, goes to the return URL', async () => {
    const pi = backend.createIntent();
    pi.status = 'succeeded';
    pi.payment_method = 'pm_x';
    history.replaceState(null, '', `/checkout/#wc-stripe-confirm-pi:42:${pi.client_secret}:hashnonce`);
    await page();
    expect(location.hash).toBe('');
    await eventually(() => expect(navigated).toHaveLength(1));
    expect(backend.callsTo('wc_stripe_update_order_status')[0]?.body).toEqual({
      order_id: '42',
      intent_id: pi.id,
      payment_method_id: 'pm_x',
      _ajax_nonce: 'hashnonce',
    });
    expect(navigated).toEqual([`${location.origin}/checkout/order-received/42/?key=wc_order_fake`]);
  });

  it('sends a requires_action intent to the authentication page, returning to the same hash', async () => {
    const pi = backend.createIntent();
    pi.status = 'requires_action';
    // No return URL from the server: the page with its hash is where the authentication comes back to.
    pi.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url: `/payment-double/authenticate/${pi.id}?token=t`, return_url: '' },
    };
    const hash = `#wc-stripe-confirm-pi:42:${pi.client_secret}:n1`;
    history.replaceState(null, '', `/checkout/${hash}`);
    await page();
    await eventually(() => expect(navigated).toHaveLength(1));
    const url = new URL(navigated[0]!);
    expect(url.pathname).toBe(`/payment-double/authenticate/${pi.id}`);
    expect(url.searchParams.get('return_url')).toBe(`${location.origin}/checkout/${hash}`);
    expect(url.searchParams.get('token')).toBe('t');
    expect(backend.callsTo('wc_stripe_update_order_status')).toHaveLength(0);
  });

  it('keeps the return URL the server confirmed the intent with', async () => {
    const pi = backend.createIntent();
    pi.status = 'requires_action';
    const back = '/checkout/order-pay/42/?pay_for_order=true&key=k#wc-stripe-confirm-pi:42:s:n';
    pi.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: {
        url: `/payment-double/authenticate/${pi.id}?token=t&return_url=${encodeURIComponent(back)}`,
        return_url: back,
      },
    };
    history.replaceState(null, '', `/checkout/#wc-stripe-confirm-pi:42:${pi.client_secret}:n1`);
    await page();
    await eventually(() => expect(navigated).toHaveLength(1));
    expect(new URL(navigated[0]!).searchParams.get('return_url')).toBe(back);
  });

  it('a failed authentication marks the order failed and shows the message; the form is usable again', async () => {
    const pi = backend.createIntent();
    backend.authenticate(pi.id, false);
    history.replaceState(null, '', `/checkout/#wc-stripe-confirm-pi:42:${pi.client_secret}:n1`);
    const form = await page();
    await eventually(() => expect(notice()).toBeTruthy());
    expect(backend.callsTo('wc_stripe_update_failed_order')[0]?.body).toMatchObject({
      intent_id: pi.id,
      order_id: '42',
      _ajax_nonce: 'n-ufo',
    });
    expect(notice()).toBe(
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    );
    expect(form.querySelector('.blockUI')).toBeNull();
    expect(navigated).toEqual([]);
  });

  it('runs a hash set later (hashchange); the server refusing shows its message', async () => {
    backend.state.orderStatus = 'error';
    await page();
    const pi = backend.createIntent();
    pi.status = 'succeeded';
    history.replaceState(null, '', `/checkout/#wc-stripe-confirm-pi:7:${pi.client_secret}:n`);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await eventually(() => expect(notice()).toBe('The payment could not be confirmed.'));
  });

  it('never follows a legacy or voucher redirect to another origin', async () => {
    const pi = backend.createIntent();
    pi.status = 'succeeded';
    history.replaceState(
      null,
      '',
      `/checkout/#confirm-pi-${pi.client_secret}:${encodeURIComponent('https://evil.example/steal')}`,
    );
    await page();
    await eventually(() => expect(notice()).toBe(fakePaymentSettings().genericErrorMessage));
    expect(navigated).toEqual([]);

    history.replaceState(
      null,
      '',
      `/checkout/#wc-stripe-voucher-42:boleto:${pi.client_secret}:${encodeURIComponent('//evil.example/x')}`,
    );
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await eventually(() =>
      expect(notice()).toBe('There was a problem processing the payment. Please refresh the page to try again.'),
    );
    expect(navigated).toEqual([]);
  });

  it('never hands a wallet hash’s off-origin return URL to the provider', async () => {
    const pi = backend.createIntent();
    const evil = encodeURIComponent('https://evil.example/x');
    history.replaceState(
      null,
      '',
      `/checkout/#wc-stripe-wallet-42:wechat_pay:payment_intent:${pi.client_secret}:${evil}:n`,
    );
    await page();
    await eventually(() => expect(notice()).toBe(FLOW_MESSAGES.generic));
    expect(backend.calls.filter((c) => c.path.includes(pi.id))).toHaveLength(0);
    expect(navigated).toEqual([]);
  });

  it('follows a same-origin legacy redirect when the intent succeeded', async () => {
    const pi = backend.createIntent();
    pi.status = 'succeeded';
    history.replaceState(
      null,
      '',
      `/checkout/#confirm-pi-${pi.client_secret}:${encodeURIComponent('/checkout/order-received/5/?key=k')}`,
    );
    await page();
    await eventually(() => expect(navigated).toEqual([`${location.origin}/checkout/order-received/5/?key=k`]));
  });

  it('shows the invalid wallet type message for an unknown wallet; ignores other orders’ hashes on order-pay', async () => {
    settings({ messages: { invalid_wallet_type: 'Configured wallet message' } });
    const pi = backend.createIntent();
    history.replaceState(null, '', `/checkout/#wc-stripe-wallet-42:paypal:payment_intent:${pi.client_secret}:%2F:n`);
    await page();
    await eventually(() => expect(notice()).toBe('Configured wallet message'));

    document.body.innerHTML = '';
    unmounts.splice(0).forEach((u) => u());
    settings({ isOrderPay: true, orderId: '41' });
    const hash = `#wc-stripe-voucher-42:boleto:${pi.client_secret}:`;
    history.replaceState(null, '', `/checkout/order-pay/41/${hash}`);
    await page({ form: 'order-pay' });
    await settle(10);
    expect(location.hash).toBe(hash);
    expect(backend.calls.filter((c) => c.path.includes(pi.id))).toHaveLength(0);
  });

  it('add payment method: creates the method, confirms the setup intent, goes to the return URL', async () => {
    settings({ isCheckout: false, isAddPaymentMethodPage: true, isLoggedIn: true });
    const form = await page({ form: 'add-payment-method' });
    await eventually(() => expect(form.querySelector('.payment-double')).not.toBeNull());
    fill(form, '4242424242424242');
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await eventually(() => expect(navigated).toHaveLength(1));
    expect(backend.callsTo('wc_stripe_create_and_confirm_setup_intent')[0]?.body).toMatchObject({
      'wc-stripe-payment-type': 'card',
      _ajax_nonce: 'n-ccsi',
    });
    expect(navigated).toEqual([`${location.origin}/my-account/payment-methods/`]);
  });

  it.each([
    ['an authentication card goes to the authentication page', '4000002500003155'],
    ['a declined card is shown', '4000000000000002'],
  ])('add payment method: %s', async (_, card) => {
    settings({ isCheckout: false, isAddPaymentMethodPage: true, isLoggedIn: true });
    const form = await page({ form: 'add-payment-method' });
    await eventually(() => expect(form.querySelector('.payment-double')).not.toBeNull());
    fill(form, card);
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    if (card.endsWith('3155')) {
      await eventually(() => expect(navigated).toHaveLength(1));
      expect(new URL(navigated[0]!).pathname).toMatch(/^\/payment-double\/authenticate\/seti_/);
      expect(new URL(navigated[0]!).searchParams.get('return_url')).toBe(
        `${location.origin}/my-account/payment-methods/`,
      );
    } else {
      await eventually(() => expect(notice()).toBe('Your card was declined.'));
      expect(form.querySelector('.blockUI')).toBeNull();
    }
  });
});
