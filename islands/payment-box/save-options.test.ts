import { describe, expect, it } from 'vitest';
import { readPaymentSettings } from '@storefront/payments';
import { saveChecked, syncSaveOptions } from './save-options';

/** A payment box with the 'new' and one saved token, the save row, and optionally create-account. */
function form(opts: { token?: boolean; createAccount?: boolean } = {}): HTMLFormElement {
  document.body.innerHTML = `<form>
    ${opts.createAccount === undefined ? '' : `<input type="checkbox" id="createaccount"${opts.createAccount ? ' checked' : ''}>`}
    <div class="payment_box">
    <input type="radio" name="wc-stripe-payment-token" value="101"${opts.token ? ' checked' : ''}>
    <input type="radio" name="wc-stripe-payment-token" value="new"${opts.token ? '' : ' checked'}>
    <fieldset class="wc-upe-form"></fieldset>
    <p class="woocommerce-SavedPaymentMethods-saveNew"><input type="checkbox" id="wc-stripe-new-payment-method"></p>
    </div>
  </form>`;
  return document.querySelector('form')!;
}

const box = (f: HTMLFormElement) => f.querySelector<HTMLInputElement>('#wc-stripe-new-payment-method')!;
const row = (f: HTMLFormElement) => f.querySelector<HTMLElement>('.woocommerce-SavedPaymentMethods-saveNew')!;

describe('syncSaveOptions with forced saving', () => {
  const forced = readPaymentSettings({ isLoggedIn: true, forceSavePaymentMethod: true });
  it('checks the save box and hides its row: saving is not the shopper’s choice', () => {
    const f = form();
    syncSaveOptions(f, forced);
    expect(box(f).checked).toBe(true);
    expect(row(f).hidden).toBe(true);
    // A hidden row still posts its checked box (the server saves the card); the form choice reads as not offered.
    expect(saveChecked(f, { gatewayId: 'stripe' })).toBe(false);
  });
  it('a saved card chosen needs no saving: the box is unchecked', () => {
    const f = form({ token: true });
    syncSaveOptions(f, forced);
    expect(box(f).checked).toBe(false);
    expect(f.querySelector<HTMLElement>('fieldset')!.hidden).toBe(true);
  });
  it('a guest not creating an account saves nothing; creating one, the card is saved', () => {
    const guest = readPaymentSettings({ isLoggedIn: false, forceSavePaymentMethod: true });
    const f = form({ createAccount: false });
    syncSaveOptions(f, guest);
    expect(box(f).checked).toBe(false);
    f.querySelector<HTMLInputElement>('#createaccount')!.checked = true;
    syncSaveOptions(f, guest);
    expect(box(f).checked).toBe(true);
  });
  it('without forced saving the shopper’s choice stays as it was', () => {
    const f = form();
    box(f).checked = true;
    syncSaveOptions(f, readPaymentSettings({ isLoggedIn: true }));
    expect(box(f).checked).toBe(true);
    expect(row(f).hidden).toBe(false);
    expect(saveChecked(f, { gatewayId: 'stripe' })).toBe(true);
  });
});
