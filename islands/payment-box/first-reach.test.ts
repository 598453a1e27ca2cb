import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '@storefront/runtime';
import { mountIsland, settle } from '@storefront/test-kit';
import { createFakePaymentBackend, fakePaymentSettings } from '@storefront/payments/testing';
import { loadPaymentProvider } from '@storefront/payments';
import island from './mount';
import { providerLoader } from './flow';
import { checkoutHtml, fakeProvider } from './test-fixtures';

beforeAll(() => Promise.all([import('./flow'), import('./box')]));

let fake: ReturnType<typeof fakeProvider>;
let unmount: () => void;
let submits: number;

beforeEach(() => {
  vi.stubGlobal('fetch', createFakePaymentBackend().fetch);
  (window as unknown as Record<string, unknown>).wc_stripe_upe_params = fakePaymentSettings();
  fake = fakeProvider();
  providerLoader.impl = vi.fn(async () => fake.client);
  submits = 0;
});
afterEach(() => {
  unmount();
  document.body.innerHTML = '';
  providerLoader.impl = loadPaymentProvider;
  vi.unstubAllGlobals();
});

/** The checkout with the card chosen, its payment box mounted and the page not touched yet. */
async function page() {
  document.body.innerHTML = checkoutHtml();
  const form = document.querySelector('form')!;
  form.requestSubmit = () => void submits++;
  unmount = await mountIsland(island, document.querySelector<HTMLElement>('fieldset.wc-upe-form')!);
  await settle();
  return form;
}

describe("the chosen card's form on a page nobody touched yet", () => {
  it('is not loaded at mount nor at the first order review refresh', async () => {
    await page();
    emit('updated_checkout', {});
    await settle();
    expect(providerLoader.impl).not.toHaveBeenCalled();
    expect(fake.log.mounts).toEqual([]);
  });

  it.each(['pointerdown', 'keydown', 'focusin', 'scroll'])(
    "loads at the shopper's first %s on the page, once",
    async (type) => {
      const form = await page();
      const field = form.querySelector('#billing_first_name')!;
      // Where the shopper starts: a billing field at the top (a scroll reaches the document).
      (type === 'scroll' ? document : field).dispatchEvent(new Event(type, { bubbles: true }));
      await settle();
      expect(providerLoader.impl).toHaveBeenCalledTimes(1);
      expect(fake.log.mounts).toEqual([form.querySelector('.wc-stripe-upe-element')]);
      field.dispatchEvent(new Event('keydown', { bubbles: true }));
      await settle();
      expect(providerLoader.impl).toHaveBeenCalledTimes(1);
    },
  );

  it('a place-order before any reach loads the form first, then makes the payment method and posts', async () => {
    const form = await page();
    const allowed = form.dispatchEvent(new CustomEvent('checkout_place_order_stripe', { cancelable: true }));
    expect(allowed).toBe(false);
    await vi.waitFor(() => expect(submits).toBe(1));
    expect(providerLoader.impl).toHaveBeenCalledTimes(1);
    expect(form.querySelector<HTMLInputElement>('input[name="wc-stripe-payment-method"]')?.value).toBe('pm_fake1');
  });

  it('with another method chosen, a reach loads nothing until the card is chosen', async () => {
    document.body.innerHTML = checkoutHtml({ chosen: 'cod' });
    const form = document.querySelector('form')!;
    unmount = await mountIsland(island, document.querySelector<HTMLElement>('fieldset.wc-upe-form')!);
    document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(providerLoader.impl).not.toHaveBeenCalled();
    const radio = form.querySelector<HTMLInputElement>('#payment_method_stripe')!;
    radio.checked = true;
    radio.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(providerLoader.impl).toHaveBeenCalledTimes(1);
  });

  it('a reach made before the box mounted (a key or press taken, the page scrolled) loads it at mount', async () => {
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: true }, configurable: true });
    try {
      await page();
      expect(providerLoader.impl).toHaveBeenCalledTimes(1);
    } finally {
      delete (navigator as { userActivation?: unknown }).userActivation;
    }
  });

  it('stops listening when the island unmounts', async () => {
    await page();
    unmount();
    unmount = () => {};
    document.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(providerLoader.impl).not.toHaveBeenCalled();
  });
});
