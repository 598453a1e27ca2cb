import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_METHODS } from '@storefront/test-kit';
import { CHOSEN_METHOD_KEY, methodCountries, paymentType } from './payment-methods';
import { mountCheckout, until } from './test-support';

let page: Awaited<ReturnType<typeof mountCheckout>> | undefined;
afterEach(() => {
  page?.cleanup();
  page = undefined;
});

const choose = (radio: HTMLInputElement) => {
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
};
const boxHidden = (id: string) =>
  document.querySelector<HTMLElement>(`.payment_box.payment_method_${id}`)!.hasAttribute('hidden');

describe('payment method list', () => {
  it('selects the server-checked method, shows only its box and hides the radio of a single method', async () => {
    page = await mountCheckout({ chosenMethod: 'stripe' });
    expect(page.input('#payment_method_stripe').checked).toBe(true);
    expect([boxHidden('cod'), boxHidden('bacs'), boxHidden('stripe')]).toEqual([true, true, false]);
    expect(page.input('#payment_method_cod').hidden).toBe(false);
    page.cleanup();
    page = await mountCheckout({ methods: [FIXTURE_METHODS[0]!] });
    expect(page.input('#payment_method_cod').hidden).toBe(true);
    expect(page.input('#payment_method_cod').checked).toBe(true);
  });

  it('selects the first method when none is checked, and restores the previous choice after a reload', async () => {
    page = await mountCheckout({ chosenMethod: '' });
    expect(page.input('#payment_method_cod').checked).toBe(true);
    choose(page.input('#payment_method_bacs'));
    expect(sessionStorage.getItem(CHOSEN_METHOD_KEY)).toBe('bacs');
    page.cleanup();
    page = await mountCheckout({ chosenMethod: '' }, { chosen: 'bacs' });
    expect(page.input('#payment_method_bacs').checked).toBe(true);
  });

  it('choosing a method shows its box, hides the others, changes the place-order label and emits once', async () => {
    page = await mountCheckout();
    const before = page.names().filter((n) => n === 'payment_method_selected').length;
    choose(page.input('#payment_method_bacs'));
    await until(() => expect([boxHidden('cod'), boxHidden('bacs')]).toEqual([true, false]));
    expect(page.$('#place_order').textContent).toBe('Place order and pay by transfer');
    choose(page.input('#payment_method_cod'));
    expect(page.$('#place_order').textContent).toBe('Place order');
    expect(page.names().filter((n) => n === 'payment_method_selected').length).toBe(before + 2);
  });

  it('works when storage refuses reads and writes (quota, private mode): mounts, selects, switches', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    page = await mountCheckout({ chosenMethod: '' });
    expect(page.input('#payment_method_cod').checked).toBe(true);
    choose(page.input('#payment_method_bacs'));
    await until(() => expect([boxHidden('cod'), boxHidden('bacs')]).toEqual([true, false]));
    expect(page.$('#place_order').textContent).toBe('Place order and pay by transfer');
  });

  it("leaves other gateways to the server's markup: no country rule of its own, a hidden one stays hidden", async () => {
    page = await mountCheckout({ chosenMethod: 'bacs' });
    page.$('li.payment_method_cod').hidden = true;
    const country = page.$<HTMLSelectElement>('#billing_country');
    country.value = 'DE';
    country.dispatchEvent(new Event('change', { bubbles: true }));
    expect(page.$('li.payment_method_bacs').hidden).toBe(false);
    expect(page.input('#payment_method_bacs').checked).toBe(true);
    expect(page.$('li.payment_method_cod').hidden).toBe(true);
  });

  it("hides a provider type outside its config's countries (gateway markup carries none), re-checked on change", async () => {
    const g = globalThis as { wc_stripe_upe_params?: unknown };
    g.wc_stripe_upe_params = { paymentMethodsConfig: { ideal: { countries: ['NL'] } } };
    try {
      const ideal = { id: 'stripe_ideal', title: 'iDEAL', description: 'Pay with your bank.' };
      page = await mountCheckout({ methods: [FIXTURE_METHODS[0]!, ideal], chosenMethod: 'stripe_ideal' });
      expect(page.$('li.payment_method_stripe_ideal').hidden).toBe(true); // billing country GB
      expect(page.input('#payment_method_stripe_ideal').checked).toBe(false);
      const country = page.$<HTMLSelectElement>('#billing_country');
      country.value = 'NL';
      country.dispatchEvent(new Event('change', { bubbles: true }));
      expect(page.$('li.payment_method_stripe_ideal').hidden).toBe(false);
    } finally {
      delete g.wc_stripe_upe_params;
    }
  });

  it('hides save-payment-method for guests not creating an account and for non-reusable types', async () => {
    page = await mountCheckout({ chosenMethod: 'stripe' });
    const save = () => page!.$('li.payment_method_stripe .woocommerce-SavedPaymentMethods-saveNew');
    expect(save().hidden).toBe(true);
    const create = page.input('#createaccount');
    create.checked = true;
    create.dispatchEvent(new Event('change', { bubbles: true }));
    expect(save().hidden).toBe(false);
    page.cleanup();
    page = await mountCheckout({
      guest: false,
      methods: [{ ...FIXTURE_METHODS[2]!, id: 'stripe_p24' }],
      chosenMethod: 'stripe_p24',
    });
    expect(page.$('li.payment_method_stripe_p24 .woocommerce-SavedPaymentMethods-saveNew').hidden).toBe(true);
    page.cleanup();
    page = await mountCheckout({ guest: false, chosenMethod: 'stripe' });
    expect(save().hidden).toBe(false);
  });

  it("a provider type's countries come from wc_stripe_upe_params.paymentMethodsConfig; other gateways have none", () => {
    const g = globalThis as { wc_stripe_upe_params?: unknown };
    g.wc_stripe_upe_params = {
      paymentMethodsConfig: { ideal: { countries: ['NL'] }, card: { countries: [] }, eps: { countries: 'AT' } },
    };
    try {
      const li = (value: string) => {
        const el = document.createElement('li');
        el.innerHTML = `<input type="radio" name="payment_method" value="${value}">`;
        return el;
      };
      expect(methodCountries(li('stripe_ideal'))).toEqual(['NL']);
      expect(methodCountries(li('stripe'))).toEqual([]); // the card: no limit
      expect(methodCountries(li('stripe_eps'))).toEqual([]); // not a list: no limit
      expect(methodCountries(li('stripe___proto__'))).toEqual([]);
      expect(methodCountries(li('cod'))).toEqual([]); // not the provider's
      const marked = li('cheque');
      marked.setAttribute('data-countries', 'BE');
      expect(methodCountries(marked)).toEqual([]); // no invented attribute is read
    } finally {
      delete g.wc_stripe_upe_params;
    }
    expect(paymentType('stripe')).toBe('card');
    expect(paymentType('stripe_sepa_debit')).toBe('sepa_debit');
    expect(paymentType('cod')).toBe('cod');
  });
});
