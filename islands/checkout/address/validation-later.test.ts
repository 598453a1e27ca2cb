import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectConsoleError } from '@storefront/test-kit';
import { installAddressGlobals, renderCheckoutForm } from './checkout-form.fixture';
import { bindValidationLater, type LaterValidation } from './validation-later';

// The checkout's field checks load on need: what happens while they load.

type CheckoutDom = typeof import('@storefront/validation/checkout-dom');

let form: HTMLFormElement;
let validation: LaterValidation | undefined;
let uninstall: () => void;
const row = (id: string): DOMTokenList => document.querySelector(`#${id}_field`)!.classList;
const input = (id: string) => document.querySelector<HTMLInputElement>(`#${id}`)!;

/** A loader the test lets finish; it counts its calls. */
function deferredLoad() {
  let resolve!: (m: CheckoutDom) => void;
  let reject!: (e: unknown) => void;
  const calls: number[] = [];
  const load = () => {
    calls.push(1);
    return new Promise<CheckoutDom>((res, rej) => ((resolve = res), (reject = rej)));
  };
  return {
    load,
    calls,
    finish: async () => resolve(await import('@storefront/validation/checkout-dom')),
    reject: (e: unknown) => reject(e),
  };
}

beforeEach(() => {
  uninstall = installAddressGlobals();
  form = renderCheckoutForm();
});
afterEach(() => {
  validation?.dispose();
  validation = undefined;
  uninstall();
});

describe('field validation loaded on need', () => {
  it('loads nothing until an event asks, then replays the events held meanwhile in order', async () => {
    const loader = deferredLoad();
    validation = bindValidationLater(form, loader.load);
    expect(loader.calls).toHaveLength(0);
    fireEvent.focusOut(input('billing_first_name'));
    fireEvent.change(input('billing_email'), { target: { value: 'ann@example' } });
    fireEvent.focusOut(input('billing_last_name'));
    fireEvent.input(input('billing_last_name'));
    expect(loader.calls).toHaveLength(1);
    expect(row('billing_first_name').contains('woocommerce-invalid')).toBe(false); // not yet
    await loader.finish();
    await validation.ready();
    expect(row('billing_first_name').contains('woocommerce-invalid-required-field')).toBe(true);
    expect(row('billing_email').contains('woocommerce-invalid-email')).toBe(true);
    // focusout marked the last name, the input after it cleared the marks again
    expect(row('billing_last_name').contains('woocommerce-invalid')).toBe(false);
    // once in, an event validates at once
    fireEvent.change(input('billing_email'), { target: { value: 'ann@example.com' } });
    expect(row('billing_email').contains('woocommerce-validated')).toBe(true);
    expect(loader.calls).toHaveLength(1);
  });

  it('ready() loads the checks before any event; fields outside the form are left alone', async () => {
    const loader = deferredLoad();
    validation = bindValidationLater(form, loader.load);
    const ready = validation.ready();
    expect(loader.calls).toHaveLength(1);
    await loader.finish();
    await ready;
    fireEvent.focusOut(input('outside'));
    expect(row('outside').contains('woocommerce-invalid')).toBe(false);
    fireEvent.focusOut(input('billing_city'));
    expect(row('billing_city').contains('woocommerce-invalid-required-field')).toBe(true);
  });

  it('a failed load leaves the fields unmarked, and the next event tries again', async () => {
    const logged = expectConsoleError('[storefront] checkout: field validation failed to load');
    const loader = deferredLoad();
    validation = bindValidationLater(form, loader.load);
    fireEvent.focusOut(input('billing_city'));
    loader.reject(new Error('Failed to fetch dynamically imported module'));
    await validation.ready();
    expect(logged).toHaveLength(1);
    expect(row('billing_city').contains('woocommerce-invalid')).toBe(false);
    fireEvent.focusOut(input('billing_city'));
    expect(loader.calls).toHaveLength(2);
    await loader.finish();
    await validation.ready();
    expect(row('billing_city').contains('woocommerce-invalid-required-field')).toBe(true);
  });

  it('after dispose, nothing is marked, even by events held before', async () => {
    const loader = deferredLoad();
    validation = bindValidationLater(form, loader.load);
    fireEvent.focusOut(input('billing_city'));
    validation.dispose();
    await loader.finish();
    fireEvent.focusOut(input('billing_city'));
    expect(row('billing_city').contains('woocommerce-invalid')).toBe(false);
  });
});
