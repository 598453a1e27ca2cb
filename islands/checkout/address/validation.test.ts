import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installAddressGlobals, renderCheckoutForm } from './checkout-form.fixture';
import { loadJqueryBridge } from '@storefront/runtime';
import { unloadJqueryBridge } from '@storefront/runtime/testing';
import { bindAddressFields, type AddressController } from './index';

// Field validation wiring (spec §5 "Checkout fields").

let controller: AddressController;
let uninstall: () => void;
const $ = <T extends Element = HTMLInputElement>(sel: string): T => {
  const el = document.querySelector<T>(sel);
  if (!el) throw new Error(`missing ${sel}`);
  return el;
};
const row = (id: string): DOMTokenList => $<HTMLElement>(`#${id}_field`).classList;

beforeEach(async () => {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(600);
  uninstall = installAddressGlobals();
  controller = bindAddressFields(renderCheckoutForm());
  // The checks and the address rules load on need (validation-later.test.ts and country.test.ts cover events
  // held while they load).
  await Promise.all([controller.validationReady(), controller.rulesReady()]);
});
afterEach(() => {
  controller.dispose();
  uninstall();
});

describe('validation on validate, change and focusout', () => {
  it('an empty required field is marked on focusout, typing clears the marks, a value validates', () => {
    const input = $('#billing_first_name');
    fireEvent.focusOut(input);
    expect(row('billing_first_name').contains('woocommerce-invalid')).toBe(true);
    expect(row('billing_first_name').contains('woocommerce-invalid-required-field')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(input, { target: { value: 'A' } });
    expect(row('billing_first_name').contains('woocommerce-invalid')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.change(input, { target: { value: 'Ann' } });
    expect(row('billing_first_name').contains('woocommerce-validated')).toBe(true);
  });

  it('an invalid email is marked invalid-email, a valid one validated', () => {
    const email = $('#billing_email');
    fireEvent.change(email, { target: { value: 'ann@example' } });
    expect(row('billing_email').contains('woocommerce-invalid-email')).toBe(true);
    expect(row('billing_email').contains('woocommerce-invalid-required-field')).toBe(false);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email, { target: { value: 'ann@example.com' } });
    expect(row('billing_email').contains('woocommerce-validated')).toBe(true);
  });

  it('an invalid phone is marked invalid-phone; digits, spaces, + ( ) - . / # _ pass', () => {
    const phone = $('#billing_phone');
    fireEvent.focusOut(phone, { target: { value: '0123 call me' } });
    expect(row('billing_phone').contains('woocommerce-invalid-phone')).toBe(true);
    fireEvent.focusOut(phone, { target: { value: '+44 (0)20 7946-0958 .1/2#3_4' } });
    expect(row('billing_phone').contains('woocommerce-invalid-phone')).toBe(false);
    expect(row('billing_phone').contains('woocommerce-validated')).toBe(true);
  });

  it('the validate event (bubbling or not) validates, also an unticked required checkbox', () => {
    $('#billing_last_name').dispatchEvent(new CustomEvent('validate', { bubbles: true }));
    expect(row('billing_last_name').contains('woocommerce-invalid-required-field')).toBe(true);
    $('#terms').dispatchEvent(new Event('validate'));
    expect(
      $<HTMLElement>('#terms').closest('.form-row')?.classList.contains('woocommerce-invalid-required-field'),
    ).toBe(true);
  });

  it('only fields inside the form are validated', () => {
    fireEvent.focusOut($('#outside'));
    expect(row('outside').contains('woocommerce-invalid')).toBe(false);
  });

  it('required and optional follow the country: GB county optional, IT province required', async () => {
    // The fixture's rows are not GB's: without the page data, the (bundled) rules are applied at load.
    controller.dispose();
    uninstall();
    controller = bindAddressFields(renderCheckoutForm());
    await Promise.all([controller.validationReady(), controller.rulesReady()]);
    fireEvent.focusOut($('#billing_state'));
    expect(row('billing_state').contains('woocommerce-validated')).toBe(true);
    const country = $<HTMLSelectElement>('#billing_country');
    country.value = 'IT';
    fireEvent.change(country);
    fireEvent.change($<HTMLSelectElement>('#billing_state'));
    expect(row('billing_state').contains('woocommerce-invalid-required-field')).toBe(true);
    country.value = 'GB';
    fireEvent.change(country);
    expect(row('billing_state').contains('woocommerce-invalid')).toBe(false);
    fireEvent.focusOut($('#billing_state'));
    expect(row('billing_state').contains('woocommerce-validated')).toBe(true);
  });

  it('jQuery(field).trigger("validate") reaches the validation through the bridge', async () => {
    const { default: jQuery } = await import('jquery');
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    try {
      await loadJqueryBridge();
      controller.dispose();
      controller = bindAddressFields(renderCheckoutForm());
      jQuery('#billing_city').trigger('validate');
      await vi.waitFor(() => expect(row('billing_city').contains('woocommerce-invalid-required-field')).toBe(true));
    } finally {
      jQuery(document).off();
      unloadJqueryBridge();
      delete (globalThis as { jQuery?: unknown }).jQuery;
    }
  });
});
