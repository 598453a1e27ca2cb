import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent } from '@testing-library/dom';
import { checkCard, checkField, formatCardNumber, formatExpiry, luhnValid } from './card-rules';
import { createLocalDoubleClient, DoubleElements } from './client';
import { DOUBLE_CAPTION } from './element';
import { createFakePaymentBackend, FAKE_DOUBLE_KEY, type FakePaymentBackend } from '../testing/fake-backend';
import { readPaymentSettings } from '../settings';
import { elementsOptions, paymentElementOptions } from '../form-options';

const NOW = new Date(2026, 10, 22);
const ok = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

describe('card rules', () => {
  it('checks Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
  it('gives the provider codes', () => {
    expect(checkCard(ok, NOW)).toEqual([]);
    expect(checkField('number', { ...ok, number: '4242 4242' }, NOW)?.code).toBe('incomplete_number');
    expect(checkField('number', { ...ok, number: '4242 4242 4242 4241' }, NOW)?.code).toBe('invalid_number');
    expect(checkField('expiry', { ...ok, expiry: '12' }, NOW)?.code).toBe('incomplete_expiry');
    expect(checkField('expiry', { ...ok, expiry: '13 / 30' }, NOW)?.code).toBe('invalid_expiry_month');
    expect(checkField('expiry', { ...ok, expiry: '12 / 20' }, NOW)).toMatchObject({
      code: 'invalid_expiry_year_past',
      message: "The card's expiration year is in the past",
    });
    expect(checkField('expiry', { ...ok, expiry: '10 / 26' }, NOW)?.code).toBe('invalid_expiry_month_past');
    expect(checkField('expiry', { ...ok, expiry: '11 / 26' }, NOW)).toBeNull();
    expect(checkField('cvc', { ...ok, cvc: '12' }, NOW)).toMatchObject({
      code: 'incomplete_cvc',
      message: "The card's security code is incomplete.",
    });
    expect(checkField('cvc', { number: '378282246310005', expiry: '', cvc: '123' }, NOW)?.code).toBe('incomplete_cvc');
  });
  it('formats as the shopper types', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('4')).toBe('04');
  });
});

let backend: FakePaymentBackend;
let navigations: string[];
const settings = readPaymentSettings({
  key: FAKE_DOUBLE_KEY,
  cartTotal: 1250,
  currency: 'gbp',
  provider: { kind: 'local-double', apiBase: '/payment-double/v1' },
});

/** Elements a test made: destroyed after it, as a page does when its form goes (their `ready` waits a task). */
const made: { destroy(): void }[] = [];

function setup() {
  const client = createLocalDoubleClient({
    apiBase: '/payment-double/v1',
    key: FAKE_DOUBLE_KEY,
    navigate: (u) => (navigations.push(u), true),
  });
  const elements = client.elements(elementsOptions(settings, { saveChecked: false }));
  const element = elements.create('payment', paymentElementOptions(settings, { saveChecked: false }));
  made.push(element);
  document.body.innerHTML = '<div id="mount"></div>';
  element.mount(document.getElementById('mount')!);
  return { client, elements, element };
}
const field = (label: RegExp) => {
  const l = [...document.querySelectorAll('label')].find((x) => label.test(x.textContent ?? ''))!;
  return document.getElementById(l.htmlFor) as HTMLInputElement;
};
function type(values: Partial<typeof ok>) {
  if (values.number !== undefined) fireEvent.input(field(/Card number/), { target: { value: values.number } });
  if (values.expiry !== undefined) fireEvent.input(field(/Expiry/), { target: { value: values.expiry } });
  if (values.cvc !== undefined) fireEvent.input(field(/Security code/), { target: { value: values.cvc } });
}

beforeEach(() => {
  backend = createFakePaymentBackend();
  navigations = [];
  vi.stubGlobal('fetch', backend.fetch);
});
afterEach(() => {
  made.splice(0).forEach((e) => e.destroy());
  vi.unstubAllGlobals();
});

describe('the double’s payment element', () => {
  it('renders labelled fields, captioned as the local payment double, and fires ready', async () => {
    const { element } = setup();
    const ready = vi.fn();
    element.on('ready', ready);
    expect(document.querySelector('[role=group]')?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.body.textContent).toContain(DOUBLE_CAPTION);
    expect(field(/Card number/).getAttribute('autocomplete')).toBe('cc-number');
    expect(field(/Expiry date \(MM \/ YY\)/).placeholder).toBe('MM / YY');
    expect(field(/Security code/)).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    await new Promise((r) => setTimeout(r, 1));
    expect(ready).toHaveBeenCalled();
  });

  it('formats input, emits change and shows a field error on blur, announced in an alert', () => {
    const { element } = setup();
    const changes: { complete: boolean; empty: boolean }[] = [];
    element.on('change', (e) => changes.push(e));
    type({ number: '4242424242424241' });
    expect(field(/Card number/).value).toBe('4242 4242 4242 4241');
    fireEvent.blur(field(/Card number/));
    expect(document.querySelector('[role=alert]')?.textContent).toBe(
      'The card number is not a valid credit card number.',
    );
    expect(field(/Card number/).getAttribute('aria-invalid')).toBe('true');
    type({ number: '4242424242424242' });
    expect(document.querySelector('[role=alert]')?.textContent).toBe('');
    type({ expiry: '1230', cvc: '123' });
    expect(changes.at(-1)).toMatchObject({ complete: true, empty: false });
  });

  it('submit() validates with the provider’s codes and focuses the first bad field', async () => {
    const { elements } = setup();
    expect((await elements.submit()).error).toMatchObject({
      type: 'validation_error',
      code: 'incomplete_number',
      message: 'The card number is incomplete.',
    });
    expect(document.activeElement).toBe(field(/Card number/));
    type({ number: ok.number, expiry: '12 / 20', cvc: '1' });
    expect((await elements.submit()).error?.code).toBe('invalid_expiry_year_past');
    type({ expiry: '12 / 30' });
    expect((await elements.submit()).error?.code).toBe('incomplete_cvc');
    type({ cvc: '123' });
    expect(await elements.submit()).toEqual({});
  });

  it('keeps what was typed across unmount and mount', () => {
    const { element } = setup();
    type({ number: '4242424242424242' });
    element.unmount();
    expect(document.querySelector('.payment-double')).toBeNull();
    document.body.insertAdjacentHTML('beforeend', '<div id="again"></div>');
    element.mount(document.getElementById('again')!);
    expect(field(/Card number/).value).toBe('4242 4242 4242 4242');
  });

  it('shows the saving terms only when they are always', () => {
    const { element } = setup();
    expect(document.querySelector<HTMLElement>('.payment-double__terms')!.hidden).toBe(true);
    // As Stripe's element.update(), it answers the element itself (chainable).
    expect(element.update({ terms: { card: 'always' } })).toBe(element);
    expect(document.querySelector<HTMLElement>('.payment-double__terms')!.hidden).toBe(false);
  });
});

describe('the double’s client', () => {
  it('creates a payment method with billing details after submit, with the bearer key', async () => {
    const { client, elements } = setup();
    expect((await client.createPaymentMethod({ elements })).error?.code).toBe('elements_not_submitted');
    type(ok);
    await elements.submit();
    const r = await client.createPaymentMethod({ elements, params: { billing_details: { name: 'Ada Lovelace' } } });
    expect(r.paymentMethod?.id).toMatch(/^pm_/);
    expect(backend.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/payment-double/v1/payment_methods',
      body: {
        type: 'card',
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
        billing_details: { name: 'Ada Lovelace' },
      },
    });
    expect((elements as DoubleElements).submitted).not.toBeNull();
  });

  it('returns the provider error of a failed call, throws connection failures', async () => {
    const { client, elements } = setup();
    type(ok);
    await elements.submit();
    backend.state.failure = 'offline';
    await expect(client.createPaymentMethod({ elements })).rejects.toMatchObject({
      name: 'HttpError',
      code: 'fetch_error',
    });
    backend.state.failure = 'server_error';
    expect((await client.createPaymentMethod({ elements })).error).toMatchObject({ type: 'api_error' });
  });

  it('confirms: success, decline as an error, authentication by navigating with the return URL', async () => {
    const { client, elements } = setup();
    type(ok);
    await elements.submit();
    const pi = backend.createIntent();
    const paid = await client.confirmPayment({
      elements,
      clientSecret: pi.client_secret,
      confirmParams: { return_url: '/back/' },
      redirect: 'if_required',
    });
    expect(paid.paymentIntent?.status).toBe('succeeded');

    type({ number: '4000000000000002' });
    await elements.submit();
    const declined = await client.confirmPayment({ elements, clientSecret: backend.createIntent().client_secret });
    expect(declined.error).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline' });

    type({ number: '4000002500003155' });
    await elements.submit();
    const pm = (await client.createPaymentMethod({ elements })).paymentMethod!.id;
    const auth = backend.createIntent();
    const r = await client.confirmCardPayment(auth.client_secret, {
      payment_method: pm,
      return_url: 'http://localhost/checkout/#wc-stripe-confirm-pi:1:x:y',
    });
    expect(r.paymentIntent?.status).toBe('requires_action');
    const url = new URL(navigations[0]!);
    expect(url.pathname).toBe(`/payment-double/authenticate/${auth.id}`);
    expect(url.searchParams.get('return_url')).toBe('http://localhost/checkout/#wc-stripe-confirm-pi:1:x:y');

    backend.authenticate(auth.id);
    expect((await client.confirmCardPayment(auth.client_secret)).paymentIntent?.status).toBe('succeeded');
    expect((await client.retrievePaymentIntent(auth.client_secret)).paymentIntent?.status).toBe('succeeded');
  });

  it('reports a failed authentication as payment_intent_authentication_failure', async () => {
    const { client } = setup();
    const pi = backend.createIntent();
    pi.status = 'requires_action';
    backend.authenticate(pi.id, false);
    expect((await client.handleNextAction({ clientSecret: pi.client_secret })).error?.code).toBe(
      'payment_intent_authentication_failure',
    );
  });

  it('handles setup intents and refuses an authentication page of another origin', async () => {
    const client = createLocalDoubleClient({
      apiBase: '/payment-double/v1',
      key: FAKE_DOUBLE_KEY,
      navigate: () => false,
    });
    const si = backend.createIntent('setup', 0);
    si.status = 'requires_action';
    si.next_action = { type: 'redirect_to_url', redirect_to_url: { url: 'https://evil.example/', return_url: '' } };
    expect((await client.confirmCardSetup(si.client_secret)).error?.code).toBe('invalid_redirect');
    expect((await client.retrieveSetupIntent(si.client_secret)).setupIntent?.id).toBe(si.id);
    expect((await client.retrievePaymentIntent('garbage')).error).toBeTruthy();
  });
});
