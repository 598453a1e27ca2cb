import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, createPm, logInCustomer, upeParams } from '../payments/payment-double/test-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

const page = async (c: Client, path: string): Promise<Document> => parseHtml(await c.text(path));
const tokens = async (): Promise<Array<{ id: number; last4: string; is_default: boolean }>> =>
  (
    await shop.db.query<{ id: number; last4: string; is_default: boolean }>(
      'select id, last4, is_default from payment_tokens where customer_id = 1 order by id',
    )
  ).rows;

/** Posts the add form with a payment method; answers the response. */
async function addCard(c: Client, number: string, nonce?: string): Promise<Response> {
  const doc = await page(c, '/my-account/add-payment-method/');
  return c.postForm('/my-account/add-payment-method/', {
    payment_method: 'stripe',
    'wc-stripe-payment-method': await createPm(c, number),
    woocommerce_add_payment_method: '1',
    'woocommerce-add-payment-method-nonce':
      nonce ?? doc.querySelector<HTMLInputElement>('#woocommerce-add-payment-method-nonce')!.value,
  });
}

describe('account payment screens', () => {
  it('guests get the login form coming back to the screen', async () => {
    const c = new Client(shop.app);
    for (const path of ['/my-account/payment-methods/', '/my-account/add-payment-method/']) {
      const res = await c.request(path);
      expect(res.status).toBe(200);
      const doc = parseHtml(await res.text());
      const form = doc.querySelector('form.woocommerce-form-login')!;
      expect(form.querySelector<HTMLInputElement>('input[name=redirect]')!.value).toBe(path);
      expect(doc.querySelector('form#add_payment_method, table.woocommerce-MyAccount-paymentMethods')).toBeNull();
    }
  });

  it('add payment method: the form, its #payment block with the card box, nonce and page settings', async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const doc = await page(c, '/my-account/add-payment-method/');
    const form = doc.querySelector('form#add_payment_method')!;
    expect(form.getAttribute('method')).toBe('post');
    const li = form.querySelector('#payment ul.payment_methods > li.payment_method_stripe')!;
    expect(li.querySelector<HTMLInputElement>('input#payment_method_stripe[name=payment_method]')!.checked).toBe(true);
    expect(
      li.querySelector('.payment_box.payment_method_stripe fieldset#wc-stripe-upe-form.wc-upe-form'),
    ).not.toBeNull();
    // Adding always saves: no save checkbox, no saved list.
    expect(li.querySelector('#wc-stripe-new-payment-method, .woocommerce-SavedPaymentMethods')).toBeNull();
    expect(form.querySelector<HTMLInputElement>('#woocommerce-add-payment-method-nonce')!.value).toMatch(
      /^[0-9a-f]{10}$/,
    );
    expect(form.querySelector('button#place_order')?.textContent).toBe('Add payment method');
    expect(upeParams(doc)).toMatchObject({
      isAddPaymentMethodPage: true,
      isCheckout: false,
      cartTotal: 0,
      isLoggedIn: true,
      isPaymentNeeded: false,
    });
    expect(doc.querySelector('nav.woocommerce-MyAccount-navigation .is-active a')?.getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('adding a card saves it and lists it with delete and make-default links', async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const empty = await page(c, '/my-account/payment-methods/');
    expect(empty.querySelector('.woocommerce-info')?.textContent).toBe('You have no saved payment methods yet.');
    const res = await addCard(c, CARDS.success);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/my-account/payment-methods/');
    const doc = await page(c, '/my-account/payment-methods/');
    expect(doc.querySelector('.woocommerce-message')?.textContent).toBe('Payment method added.');
    const row = doc.querySelector(
      'table.woocommerce-MyAccount-paymentMethods tbody tr.payment-method.default-payment-method',
    )!;
    expect(row.querySelector('td.payment-method-method')?.textContent).toContain('Visa ending in 4242');
    expect(row.querySelector('td.payment-method-expires')?.textContent).toMatch(/^12\/\d\d$/);
    expect(row.querySelector('a.button.delete')?.getAttribute('href')).toMatch(
      /^\/my-account\/delete-payment-method\/\d+\/\?_wpnonce=[0-9a-f]{10}$/,
    );
    expect(row.querySelector('a.button.default')).toBeNull();
    expect(doc.querySelector('a.button[href="/my-account/add-payment-method/"]')).not.toBeNull();
  });

  it('make default and delete follow their nonces; a bad nonce changes nothing', async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    await addCard(c, '5555555555554444');
    const doc = await page(c, '/my-account/payment-methods/');
    const mastercardRow = [...doc.querySelectorAll('tr.payment-method')].find((r) => r.textContent!.includes('4444'))!;
    const makeDefault = mastercardRow.querySelector('a.button.default')!.getAttribute('href')!;
    const bad = await c.request(makeDefault.replace(/_wpnonce=\w+/, '_wpnonce=0000000000'));
    expect(bad.status).toBe(302);
    expect((await page(c, '/my-account/payment-methods/')).querySelector('.woocommerce-error')?.textContent).toContain(
      'could not verify',
    );
    expect((await tokens()).find((t) => t.last4 === '4444')!.is_default).toBe(false);
    await c.request(makeDefault);
    expect((await tokens()).find((t) => t.last4 === '4444')!.is_default).toBe(true);
    expect((await tokens()).filter((t) => t.is_default)).toHaveLength(1);
    const list = await page(c, '/my-account/payment-methods/');
    expect(list.querySelector('.woocommerce-message')?.textContent).toBe(
      'Your default payment method has been changed.',
    );
    const del = [...list.querySelectorAll('tr.payment-method')]
      .find((r) => r.textContent!.includes('4444'))!
      .querySelector('a.button.delete')!
      .getAttribute('href')!;
    await c.request(del);
    expect((await tokens()).map((t) => t.last4)).toEqual(['4242']);
    expect((await tokens())[0]!.is_default).toBe(true);
    // Another visitor cannot use the links.
    const stranger = new Client(shop.app);
    await stranger.request(del);
    expect((await tokens()).map((t) => t.last4)).toEqual(['4242']);
  });

  it('a declined card or a bad nonce is reported and saves nothing', async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const before = (await tokens()).length;
    const declined = await addCard(c, CARDS.declined);
    expect(declined.headers.get('location')).toBe('/my-account/add-payment-method/');
    expect((await page(c, '/my-account/add-payment-method/')).querySelector('.woocommerce-error')?.textContent).toBe(
      'The card was declined.',
    );
    await addCard(c, CARDS.success, 'bad0000000');
    expect(
      (await page(c, '/my-account/add-payment-method/')).querySelector('.woocommerce-error')?.textContent,
    ).toContain('could not verify');
    expect((await tokens()).length).toBe(before);
  });

  it("a card that asks for authentication goes through the double's page and is saved on return", async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const before = (await tokens()).length;
    const res = await addCard(c, CARDS.authentication);
    const authUrl = res.headers.get('location')!;
    expect(authUrl).toMatch(/^\/payment-double\/authenticate\/seti_/);
    const auth = await page(c, authUrl);
    const field = (n: string) => auth.querySelector<HTMLInputElement>(`input[name=${n}]`)!.value;
    const back = await c.postForm(auth.querySelector('form')!.getAttribute('action')!, {
      token: field('token'),
      return_url: field('return_url'),
      csrf: field('csrf'),
      outcome: 'complete',
    });
    const returnUrl = back.headers.get('location')!;
    expect(returnUrl).toMatch(/^\/my-account\/add-payment-method\/\?wc-stripe-setup-intent=seti_/);
    const done = await c.request(returnUrl);
    expect(done.headers.get('location')).toBe('/my-account/payment-methods/');
    expect((await tokens()).length).toBe(before + 1);
    // Coming back again does not save twice.
    await c.request(returnUrl);
    expect((await tokens()).length).toBe(before + 1);
  });
});
