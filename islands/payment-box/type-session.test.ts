import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reachForPage, mountIsland, settle } from '@storefront/test-kit';
import { loadPaymentProvider } from '@storefront/payments';
import { createFakePaymentBackend, fakePaymentSettings } from '@storefront/payments/testing';
import island from './mount';
import { providerLoader } from './flow';
import { checkoutHtml, fakeProvider } from './test-fixtures';

beforeAll(() => Promise.all([import('./flow'), import('./type-session')]));
const eventually = (assertion: () => void) => vi.waitFor(assertion, { interval: 5 });

/** iDEAL's gateway as the shop prints it in split mode (after the card's). */
const IDEAL_LI = `<li class="wc_payment_method payment_method_stripe_ideal"><input id="payment_method_stripe_ideal" type="radio" class="input-radio" name="payment_method" value="stripe_ideal"><label for="payment_method_stripe_ideal">iDEAL</label><div class="payment_box payment_method_stripe_ideal" hidden><fieldset id="wc-stripe_ideal-upe-form" class="wc-upe-form wc-payment-form"><div class="wc-stripe-upe-element" data-payment-method-type="ideal"></div><div id="wc-stripe_ideal-upe-errors" role="alert"></div></fieldset></div></li>`;

let fake: ReturnType<typeof fakeProvider>;
let unmounts: (() => void)[];
let submits: number;

/** The checkout with the card and iDEAL (`tokens`: the card's saved cards), the island on both fieldsets. */
async function page(tokens: string[] = []) {
  document.body.innerHTML = checkoutHtml({ tokens }).replace(
    '</ul><div class="form-row place-order">',
    `${IDEAL_LI}</ul><div class="form-row place-order">`,
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
const idealMount = () => document.querySelector<HTMLElement>('[data-payment-method-type="ideal"]')!;

beforeEach(() => {
  vi.stubGlobal('fetch', createFakePaymentBackend().fetch);
  unmounts = [];
  submits = 0;
  (window as unknown as Record<string, unknown>).wc_stripe_upe_params = fakePaymentSettings({
    paymentMethodsConfig: {
      card: { isReusable: true, title: 'Credit / Debit Card', countries: [] },
      ideal: { isReusable: false, title: 'iDEAL', countries: ['NL'] },
    },
  });
  fake = fakeProvider();
  providerLoader.impl = vi.fn(async () => fake.client);
});
afterEach(() => {
  document.body.innerHTML = '';
  unmounts.forEach((u) => u());
  providerLoader.impl = loadPaymentProvider;
  vi.unstubAllGlobals();
});

describe('split mode: a provider type of its own (iDEAL)', () => {
  it('choosing it mounts an element of its type in its own box', async () => {
    const form = await page();
    await eventually(() => expect(fake.log.mounts).toHaveLength(1)); // the card, chosen first
    choose(form, 'payment_method_stripe_ideal');
    await eventually(() => expect(fake.log.mounts).toHaveLength(2));
    expect(fake.log.elementsOptions.map((o) => (o as { paymentMethodTypes?: string[] }).paymentMethodTypes)).toEqual([
      ['card'],
      ['ideal'],
    ]);
    expect(fake.log.mounts[1]).toBe(idealMount());
  });

  it('place order with it creates the payment method and posts it with the type ideal', async () => {
    const form = await page();
    choose(form, 'payment_method_stripe_ideal');
    await eventually(() => expect(fake.log.mounts).toContain(idealMount()));
    const event = new CustomEvent('checkout_place_order_stripe_ideal', { cancelable: true });
    expect(form.dispatchEvent(event)).toBe(false); // vetoed: the payment method comes first
    await eventually(() => expect(submits).toBe(1));
    expect(hidden(form, 'wc-stripe-payment-method')).toMatch(/^pm_fake/);
    expect(hidden(form, 'wc-stripe-payment-type')).toBe('ideal');
    // The post that follows goes ahead.
    expect(form.dispatchEvent(new CustomEvent('checkout_place_order_stripe_ideal', { cancelable: true }))).toBe(true);
  });

  it("a chosen saved card neither hides iDEAL's form nor stops its payment method", async () => {
    const form = await page(['7']);
    choose(form, 'payment_method_stripe_ideal');
    await eventually(() => expect(fake.log.mounts).toContain(idealMount()));
    expect(idealMount().closest('fieldset')!.hidden).toBe(false);
    expect(form.querySelector<HTMLElement>('#wc-stripe-upe-form')!.hidden).toBe(true); // the card's, as before
    expect(form.dispatchEvent(new CustomEvent('checkout_place_order_stripe_ideal', { cancelable: true }))).toBe(false);
    await eventually(() => expect(submits).toBe(1));
  });

  it("the card's place-order hook is not the type's: a card order is left to the card", async () => {
    const form = await page(['7']);
    // A saved card chosen: the card's hook lets the post go; iDEAL's session does not veto it.
    expect(form.dispatchEvent(new CustomEvent('checkout_place_order_stripe', { cancelable: true }))).toBe(true);
  });
});
