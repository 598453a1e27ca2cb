import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '@storefront/test-kit';
import { readPaymentSettings } from '@storefront/payments';
import { fakePaymentSettings } from '@storefront/payments/testing';
import island from './mount';
import { canSave, saveChecked, savedTokenChosen, syncSaveOptions } from './save-options';
import { boxPageForFile, chooseRadio, withGateways } from './test-page';

beforeAll(() => Promise.all([import('./flow'), import('./type-session')]));
const eventually = (assertion: () => void) => vi.waitFor(assertion, { interval: 5 });

/** A provider type's gateway as the shop prints it in split mode: its saved methods (`tokens`) and save row. */
function typeLi(type: string, tokens: string[] = [], saveRow = true): string {
  const g = `stripe_${type}`;
  const radio = (v: string, checked: boolean) =>
    `<li><input id="wc-${g}-payment-token-${v}" type="radio" name="wc-${g}-payment-token" value="${v}"` +
    `${checked ? ' checked' : ''}><label for="wc-${g}-payment-token-${v}">${v}</label></li>`;
  const list = tokens.length
    ? `<ul class="woocommerce-SavedPaymentMethods">${tokens.map((t, i) => radio(t, i === 0)).join('')}${radio('new', false)}</ul>`
    : '';
  const save = saveRow
    ? `<p class="form-row woocommerce-SavedPaymentMethods-saveNew"><input id="wc-${g}-new-payment-method" name="wc-${g}-new-payment-method" type="checkbox" value="true"><label for="wc-${g}-new-payment-method">Save</label></p>`
    : '';
  return (
    `<li class="wc_payment_method payment_method_${g}"><input id="payment_method_${g}" type="radio" class="input-radio" name="payment_method" value="${g}"><label for="payment_method_${g}">${type}</label>` +
    `<div class="payment_box payment_method_${g}">${list}<fieldset id="wc-${g}-upe-form" class="wc-upe-form wc-payment-form"><div class="wc-stripe-upe-element" data-payment-method-type="${type}"></div></fieldset>${save}</div></li>`
  );
}

/** The checkout with the card, SEPA debit (`tokens`: its saved accounts) and BECS (not reusable, a row anyway). */
const markupHtml = (tokens: string[] = [], createAccount?: boolean): string =>
  withGateways(
    `${typeLi('sepa_debit', tokens)}${typeLi('au_becs_debit')}`,
    {},
    createAccount === undefined ? '' : `<input type="checkbox" id="createaccount"${createAccount ? ' checked' : ''}>`,
  );
/** {@link markupHtml} in the page; returns its form. */
function markup(tokens: string[] = [], createAccount?: boolean): HTMLFormElement {
  document.body.innerHTML = markupHtml(tokens, createAccount);
  return document.querySelector('form')!;
}

const CONFIG = {
  card: { isReusable: true, title: 'Credit / Debit Card', countries: [] },
  sepa_debit: { isReusable: true, title: 'SEPA Direct Debit', countries: [] },
  au_becs_debit: { isReusable: false, title: 'BECS Direct Debit', countries: [] },
};
/** The settings as SEPA's (or BECS's) session reads them: its gateway's. */
const sepa = (isLoggedIn: boolean) =>
  readPaymentSettings({ isLoggedIn, paymentMethodsConfig: CONFIG, gatewayId: 'stripe_sepa_debit' });
const becs = readPaymentSettings({ isLoggedIn: true, paymentMethodsConfig: CONFIG, gatewayId: 'stripe_au_becs_debit' });
const row = (f: HTMLFormElement, type: string) =>
  f.querySelector<HTMLElement>(`.payment_method_stripe_${type} .woocommerce-SavedPaymentMethods-saveNew`)!;

describe('save options of a reusable type (its own gateway fields)', () => {
  afterEach(() => void (document.body.innerHTML = ''));

  it('a customer sees SEPA’s save row; BECS (not reusable) never shows one', () => {
    const f = markup();
    syncSaveOptions(f, sepa(true), true);
    syncSaveOptions(f, becs, false);
    expect(row(f, 'sepa_debit').hidden).toBe(false);
    expect(row(f, 'au_becs_debit').hidden).toBe(true);
    expect(canSave(f, sepa(true), false)).toBe(false);
  });

  it('a guest sees none until creating an account; a hidden box is unchecked', () => {
    const f = markup([], false);
    const box = f.querySelector<HTMLInputElement>('#wc-stripe_sepa_debit-new-payment-method')!;
    box.checked = true;
    syncSaveOptions(f, sepa(false), true);
    expect(row(f, 'sepa_debit').hidden).toBe(true);
    expect(box.checked).toBe(false);
    expect(saveChecked(f, { gatewayId: 'stripe_sepa_debit' })).toBe(false);
    f.querySelector<HTMLInputElement>('#createaccount')!.checked = true;
    syncSaveOptions(f, sepa(false), true);
    expect(row(f, 'sepa_debit').hidden).toBe(false);
    box.checked = true;
    expect(saveChecked(f, { gatewayId: 'stripe_sepa_debit' })).toBe(true);
    expect(saveChecked(f, { gatewayId: 'stripe' })).toBe(false); // the card's box is another one
  });

  it("a saved SEPA account chosen hides SEPA's form and save row, not the card's", () => {
    const f = markup(['205']);
    syncSaveOptions(f, sepa(true), true);
    expect(savedTokenChosen(f, { gatewayId: 'stripe_sepa_debit' })).toBe(true);
    expect(savedTokenChosen(f, { gatewayId: 'stripe' })).toBe(false);
    expect(f.querySelector<HTMLElement>('#wc-stripe_sepa_debit-upe-form')!.hidden).toBe(true);
    expect(row(f, 'sepa_debit').hidden).toBe(true);
    expect(f.querySelector<HTMLElement>('#wc-stripe-upe-form')!.hidden).toBe(false);
  });
});

describe('the SEPA session with its saved methods', () => {
  const { state, mount } = boxPageForFile();

  function page(tokens: string[], isLoggedIn = true) {
    (window as unknown as Record<string, unknown>).wc_stripe_upe_params = fakePaymentSettings({
      isLoggedIn,
      paymentMethodsConfig: CONFIG,
    });
    return mount(markupHtml(tokens));
  }
  const placeOrder = (form: HTMLFormElement) =>
    form.dispatchEvent(new CustomEvent('checkout_place_order_stripe_sepa_debit', { cancelable: true }));

  it('a saved account chosen posts as it is; choosing a new one shows the form, the save row, and vetoes', async () => {
    const form = await page(['205']);
    chooseRadio(form, 'payment_method_stripe_sepa_debit');
    const sepaForm = form.querySelector<HTMLElement>('#wc-stripe_sepa_debit-upe-form')!;
    await eventually(() => expect(sepaForm.hidden).toBe(true));
    expect(placeOrder(form)).toBe(true); // the saved account goes with the post, no payment method made
    chooseRadio(form, 'wc-stripe_sepa_debit-payment-token-new');
    expect(sepaForm.hidden).toBe(false);
    expect(row(form, 'sepa_debit').hidden).toBe(false);
    await eventually(() => expect(state.fake.log.mounts.length).toBeGreaterThan(0));
    expect(placeOrder(form)).toBe(false);
    await eventually(() => expect(state.submits).toBe(1));
  });

  it('ticking save asks the provider for future use on the SEPA form', async () => {
    const form = await page([]);
    chooseRadio(form, 'payment_method_stripe_sepa_debit');
    await eventually(() => expect(state.fake.log.elementsOptions).toHaveLength(2));
    const box = form.querySelector<HTMLInputElement>('#wc-stripe_sepa_debit-new-payment-method')!;
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    await eventually(() => expect(state.fake.log.updates).toContainEqual({ setupFutureUsage: 'off_session' }));
  });

  it('a non-reusable type never shows its save row, even marked reusable in its config entry', async () => {
    const config = { ...CONFIG, au_becs_debit: { ...CONFIG.au_becs_debit, isReusable: true } };
    for (const type of ['au_becs_debit', 'alipay', 'boleto', 'eps', 'p24', 'wechat_pay']) {
      (window as unknown as Record<string, unknown>).wc_stripe_upe_params = fakePaymentSettings({
        isLoggedIn: true,
        paymentMethodsConfig: { ...config, [type]: { isReusable: true, title: type, countries: [] } },
      });
      document.body.innerHTML = withGateways(typeLi(type));
      const form = document.querySelector('form')!;
      const unmount = await mountIsland(island, document.querySelector<HTMLElement>(`#wc-stripe_${type}-upe-form`)!);
      try {
        chooseRadio(form, `payment_method_stripe_${type}`);
        await eventually(() => expect(row(form, type).hidden).toBe(true));
      } finally {
        unmount();
      }
    }
  });

  it('a guest not creating an account gets no save row on SEPA', async () => {
    const form = await page([], false);
    chooseRadio(form, 'payment_method_stripe_sepa_debit');
    await eventually(() => expect(row(form, 'sepa_debit').hidden).toBe(true));
  });
});
