import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakePaymentSettings } from '@storefront/payments/testing';
import { chooseRadio, IDEAL_LI, inputValue, boxPageForFile, withGateways } from './test-page';

beforeAll(() => Promise.all([import('./flow'), import('./type-session')]));
const eventually = (assertion: () => void) => vi.waitFor(assertion, { interval: 5 });

const { state, mount } = boxPageForFile();
/** The checkout with the card and iDEAL (`tokens`: the card's saved cards), the island on both fieldsets. */
const page = (tokens: string[] = []) => mount(withGateways(IDEAL_LI, { tokens }));
const idealMount = () => document.querySelector<HTMLElement>('[data-payment-method-type="ideal"]')!;

beforeEach(() => {
  (window as unknown as Record<string, unknown>).wc_stripe_upe_params = fakePaymentSettings({
    paymentMethodsConfig: {
      card: { isReusable: true, title: 'Credit / Debit Card', countries: [] },
      ideal: { isReusable: false, title: 'iDEAL', countries: ['NL'] },
    },
  });
});

describe('split mode: a provider type of its own (iDEAL)', () => {
  it('choosing it mounts an element of its type in its own box', async () => {
    const form = await page();
    await eventually(() => expect(state.fake.log.mounts).toHaveLength(1)); // the card, chosen first
    chooseRadio(form, 'payment_method_stripe_ideal');
    await eventually(() => expect(state.fake.log.mounts).toHaveLength(2));
    expect(
      state.fake.log.elementsOptions.map((o) => (o as { paymentMethodTypes?: string[] }).paymentMethodTypes),
    ).toEqual([['card'], ['ideal']]);
    expect(state.fake.log.mounts[1]).toBe(idealMount());
  });

  it('place order with it creates the payment method and posts it with the type ideal', async () => {
    const form = await page();
    chooseRadio(form, 'payment_method_stripe_ideal');
    await eventually(() => expect(state.fake.log.mounts).toContain(idealMount()));
    const event = new CustomEvent('checkout_place_order_stripe_ideal', { cancelable: true });
    expect(form.dispatchEvent(event)).toBe(false); // vetoed: the payment method comes first
    await eventually(() => expect(state.submits).toBe(1));
    expect(inputValue(form, 'wc-stripe-payment-method')).toMatch(/^pm_fake/);
    expect(inputValue(form, 'wc-stripe-payment-type')).toBe('ideal');
    // The post that follows goes ahead.
    expect(form.dispatchEvent(new CustomEvent('checkout_place_order_stripe_ideal', { cancelable: true }))).toBe(true);
  });

  it("a chosen saved card neither hides iDEAL's form nor stops its payment method", async () => {
    const form = await page(['7']);
    chooseRadio(form, 'payment_method_stripe_ideal');
    await eventually(() => expect(state.fake.log.mounts).toContain(idealMount()));
    expect(idealMount().closest('fieldset')!.hidden).toBe(false);
    expect(form.querySelector<HTMLElement>('#wc-stripe-upe-form')!.hidden).toBe(true); // the card's, as before
    expect(form.dispatchEvent(new CustomEvent('checkout_place_order_stripe_ideal', { cancelable: true }))).toBe(false);
    await eventually(() => expect(state.submits).toBe(1));
  });

  it("the card's place-order hook is not the type's: a card order is left to the card", async () => {
    const form = await page(['7']);
    // A saved card chosen: the card's hook lets the post go; iDEAL's session does not veto it.
    expect(form.dispatchEvent(new CustomEvent('checkout_place_order_stripe', { cancelable: true }))).toBe(true);
  });
});
