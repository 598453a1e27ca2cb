import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDIRECT_TYPES } from '@storefront/payments/method-types';
import { checkoutWithBasket, gbForm, type CheckoutJson } from '../test/checkout-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';
import { upeParams } from './payment-double/test-helpers';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from './config';
import { REDIRECT_TYPE_FACTS } from './method-configs';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop({ paymentMethods: ['card', ...REDIRECT_TYPES] });
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

const AUTH = { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}` };

/** A billing address each type accepts (its first country; GB when it has no limit). */
const ADDRESSES: Record<string, Record<string, string>> = {
  GB: { billing_country: 'GB', billing_postcode: 'bs1 4dj', 'shipping_method[0]': 'flat_rate:1' },
  NL: { billing_country: 'NL', billing_postcode: '1012 AB', 'shipping_method[0]': 'flat_rate:4' },
  BE: { billing_country: 'BE', billing_postcode: '1000', 'shipping_method[0]': 'flat_rate:4' },
  AT: { billing_country: 'AT', billing_postcode: '1010', 'shipping_method[0]': 'flat_rate:4' },
  DE: { billing_country: 'DE', billing_postcode: '10115', 'shipping_method[0]': 'flat_rate:4' },
  PL: { billing_country: 'PL', billing_postcode: '00-001', 'shipping_method[0]': 'flat_rate:4' },
  US: { billing_country: 'US', billing_state: 'NY', billing_postcode: '10001', 'shipping_method[0]': 'flat_rate:4' },
};
const addressFor = (type: string) => {
  const countries = REDIRECT_TYPE_FACTS[type]!.countries;
  return ADDRESSES[countries.includes('GB') || countries.length === 0 ? 'GB' : countries[0]!]!;
};

describe.each(REDIRECT_TYPES.map((t) => [t]))('redirect type %s', (type) => {
  it('has its config entry and gateway, and pays through the authorisation page back to order received', async () => {
    const c = new Client(shop.app);
    const { doc, nonces } = await checkoutWithBasket(c);
    const facts = REDIRECT_TYPE_FACTS[type]!;
    expect(upeParams(doc).paymentMethodsConfig[type]).toMatchObject({
      title: facts.title,
      countries: facts.countries,
      // Saved as the SEPA debit made from the payment (issue 18): iDEAL, Bancontact and Sofort.
      isReusable: ['ideal', 'bancontact', 'sofort'].includes(type),
      supportsDeferredIntent: true,
    });
    const li = doc.querySelector(`li.payment_method_stripe_${type}`)!;
    expect(li.querySelector('label')!.textContent).toBe(facts.title);
    expect(li.querySelector(`[data-payment-method-type="${type}"]`)).not.toBeNull();

    const details = type === 'ideal' ? { ideal: { bank: 'ing' } } : {};
    const made = await c.postJson(`${PAYMENT_DOUBLE_API_BASE}/payment_methods`, { type, ...details }, AUTH);
    const pm = (await made.json()) as { id: string; type: string };
    expect(pm.type).toBe(type);
    const res = await c.postForm(
      '/?wc-ajax=checkout',
      gbForm(nonces.process, {
        ...addressFor(type),
        payment_method: `stripe_${type}`,
        'wc-stripe-payment-method': pm.id,
        'wc-stripe-payment-type': type,
      }),
      { Referer: 'http://localhost/checkout/' },
    );
    const body = (await res.json()) as CheckoutJson;
    expect(body.messages ?? '').toBe('');
    expect(body.redirect).toMatch(/^\/payment-double\/authenticate\//);
    const auth = parseHtml(await c.text(body.redirect!));
    expect(auth.body.textContent).toContain(facts.title);
    const returnUrl = auth.querySelector<HTMLInputElement>('input[name="return_url"]')!.value;
    expect(new URL(returnUrl, 'http://localhost').searchParams.get('utm_nooverride')).toBe('1');
    expect(auth.querySelector('button[value="complete"]')!.textContent).toBe('Authorise test payment');
  });
});
