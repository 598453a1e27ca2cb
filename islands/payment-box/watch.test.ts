import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reachForPage, settle } from '@storefront/test-kit';
import { createFakePaymentBackend, fakePaymentSettings } from '@storefront/payments/testing';
import { loadPaymentProvider } from '@storefront/payments';
import { providerLoader } from './flow';
import { checkoutHtml, fakeProvider, type CheckoutMarkupOptions } from './test-fixtures';
import { IDEAL_LI, withGateways } from './test-page';
import { loadBox, watchPaymentBox } from './watch';

beforeAll(() => Promise.all([import('./flow'), import('./box')]));

let fake: ReturnType<typeof fakeProvider>;
let unmount: (() => void) | void;
let submits: number;
let report: ReturnType<typeof vi.fn<(error: unknown) => void>>;

beforeEach(() => {
  vi.stubGlobal('fetch', createFakePaymentBackend().fetch);
  (window as unknown as Record<string, unknown>).wc_stripe_upe_params = fakePaymentSettings();
  fake = fakeProvider();
  providerLoader.impl = vi.fn(async () => fake.client);
  submits = 0;
  report = vi.fn<(error: unknown) => void>();
});
afterEach(() => {
  unmount?.();
  document.body.innerHTML = '';
  providerLoader.impl = loadPaymentProvider;
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/checkout/');
});

/** The page with the watcher on the card's box (not touched yet); `load` is the bundle's loader. */
function page(o: CheckoutMarkupOptions = {}, load: () => ReturnType<typeof loadBox> = vi.fn(loadBox)) {
  document.body.innerHTML = checkoutHtml(o);
  const form = document.querySelector('form')!;
  form.requestSubmit = () => void submits++;
  unmount = watchPaymentBox(
    document.querySelector<HTMLElement>('fieldset.wc-upe-form')!,
    { name: 'payment-box', report },
    load,
  );
  return { form, load };
}

const placeOrder = (form: HTMLFormElement) =>
  form.dispatchEvent(new CustomEvent('checkout_place_order_stripe', { cancelable: true }));
const saveRow = () => document.querySelector<HTMLElement>('.woocommerce-SavedPaymentMethods-saveNew')!;
const pmInput = (form: HTMLFormElement) =>
  form.querySelector<HTMLInputElement>('input[name="wc-stripe-payment-method"]')?.value;

describe('the payment box watcher on a guest checkout nobody touched yet', () => {
  it('loads nothing but hides the save row as the box would, then loads the box at the first reach', async () => {
    const { form, load } = page({ saveRow: true, createAccount: true });
    expect(saveRow().hidden).toBe(true);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(providerLoader.impl).not.toHaveBeenCalled();

    reachForPage();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(providerLoader.impl).toHaveBeenCalledTimes(1);
    expect(fake.log.mounts).toEqual([form.querySelector('.wc-stripe-upe-element')]);
    expect(saveRow().hidden).toBe(true); // the box's own rule agrees: nothing moves
    // The box's rules now run: 'create account' ticked offers saving.
    const account = form.querySelector<HTMLInputElement>('#createaccount')!;
    account.checked = true;
    account.dispatchEvent(new Event('change', { bubbles: true }));
    expect(saveRow().hidden).toBe(false);
    reachForPage();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a place-order made before any reach, loads the box, then makes the payment method and posts once', async () => {
    const { form, load } = page();
    expect(placeOrder(form)).toBe(false);
    expect(placeOrder(form)).toBe(false); // a second press while held
    await vi.waitFor(() => expect(submits).toBe(1));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(providerLoader.impl).toHaveBeenCalledTimes(1);
    expect(pmInput(form)).toBe('pm_fake1');
    expect(submits).toBe(1);
  });

  it("holds a place-order on another type's box (iDEAL) until that type's session takes it: made and posted once", async () => {
    (window as unknown as Record<string, unknown>).wc_stripe_upe_params = fakePaymentSettings({
      paymentMethodsConfig: {
        card: { isReusable: true, title: 'Credit / Debit Card', countries: [] },
        ideal: { isReusable: false, title: 'iDEAL', countries: ['NL'] },
      },
    });
    document.body.innerHTML = withGateways(IDEAL_LI).replace('value="stripe_ideal">', 'value="stripe_ideal" checked>');
    const form = document.querySelector('form')!;
    form.requestSubmit = () => void submits++;
    unmount = watchPaymentBox(document.querySelector<HTMLElement>('#wc-stripe_ideal-upe-form')!, {
      name: 'payment-box',
      report,
    });
    const held = form.dispatchEvent(new CustomEvent('checkout_place_order_stripe_ideal', { cancelable: true }));
    expect(held).toBe(false);
    await vi.waitFor(() => expect(submits).toBe(1));
    await settle();
    expect(pmInput(form)).toMatch(/^pm_fake/);
    expect(form.querySelector<HTMLInputElement>('input[name="wc-stripe-payment-type"]')?.value).toBe('ideal');
    expect(submits).toBe(1);
  });

  it('loads the box on a payment method choice', async () => {
    const { form, load } = page({ chosen: 'cod' });
    const radio = form.querySelector<HTMLInputElement>('#payment_method_stripe')!;
    radio.checked = true;
    radio.dispatchEvent(new Event('change', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads the box for a payment hash at load, and for one that comes later', () => {
    history.replaceState(null, '', '/checkout/#wc-stripe-confirm-pi:pi_1');
    const never = () => new Promise<never>(() => {});
    expect(page({}, vi.fn(never)).load).toHaveBeenCalledTimes(1);
    unmount?.();
    history.replaceState(null, '', '/checkout/');
    const { load } = page({}, vi.fn(never));
    expect(load).not.toHaveBeenCalled();
    history.replaceState(null, '', '/checkout/#confirm-pi-pi_1');
    dispatchEvent(new HashChangeEvent('hashchange'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a saved card', { tokens: ['7'] }],
    ['order-pay', { form: 'order-pay' }],
    ['add-payment-method', { form: 'add-payment-method' }],
    ["a customer's save row", { saveRow: true }],
  ] as [string, CheckoutMarkupOptions][])('loads the box at once for %s', (_, o) => {
    expect(
      page(
        o,
        vi.fn(() => new Promise<never>(() => {})),
      ).load,
    ).toHaveBeenCalledTimes(1);
  });

  it('unmounted before the bundle arrives: nothing binds, nothing listens', async () => {
    let arrive!: (m: Awaited<ReturnType<typeof loadBox>>) => void;
    const mountBox = vi.fn();
    const { form, load } = page(
      {},
      vi.fn(() => new Promise<Awaited<ReturnType<typeof loadBox>>>((r) => (arrive = r))),
    );
    reachForPage();
    expect(load).toHaveBeenCalledTimes(1);
    unmount!();
    unmount = undefined;
    arrive({ mountBox } as unknown as Awaited<ReturnType<typeof loadBox>>);
    await settle();
    expect(mountBox).not.toHaveBeenCalled();
    expect(placeOrder(form)).toBe(true);
    reachForPage();
    expect(load).toHaveBeenCalledTimes(1);
    expect(report).not.toHaveBeenCalled();
  });

  it('a bundle that fails to load is reported and the held place-order goes ahead (the checkout posts)', async () => {
    const error = new Error('chunk failed');
    const { form } = page(
      {},
      vi.fn(() => Promise.reject(error)),
    );
    expect(placeOrder(form)).toBe(false);
    await settle();
    expect(report).toHaveBeenCalledWith(error);
    expect(submits).toBe(1);
    expect(placeOrder(form)).toBe(true); // nothing vetoes any more
  });
});
