import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutWithBasket, type CheckoutNonces } from '../test/checkout-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

interface ReviewJson {
  result: string;
  messages: string;
  reload: boolean;
  fragments: Record<string, string>;
}

/** The island's order review request: top-level address fields plus the serialized form. */
function reviewRequest(
  nonces: CheckoutNonces,
  form: Record<string, string>,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    security: nonces.updateOrderReview,
    payment_method: form.payment_method ?? 'cod',
    country: form.billing_country ?? 'GB',
    state: form.billing_state ?? '',
    postcode: form.billing_postcode ?? '',
    city: form.billing_city ?? '',
    address: form.billing_address_1 ?? '',
    address_2: '',
    s_country: form.shipping_country ?? form.billing_country ?? 'GB',
    s_state: '',
    s_postcode: '',
    s_city: '',
    s_address: '',
    s_address_2: '',
    has_full_address: 'true',
    post_data: new URLSearchParams(form).toString(),
    ...extra,
  };
}

/** The value of a select's option printed as selected (happy-dom's select.value ignores it). */
const chosen = (doc: Document, selector: string): string | undefined =>
  doc.querySelector(selector)?.querySelector<HTMLOptionElement>('option[selected]')?.value;

const review = async (c: Client, fields: Record<string, string>): Promise<{ status: number; body: ReviewJson }> => {
  const res = await c.postForm('/?wc-ajax=update_order_review', fields);
  return { status: res.status, body: (await res.json()) as ReviewJson };
};

describe('?wc-ajax=update_order_review', () => {
  it('refuses a wrong nonce with a 403 failure and stores nothing', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const { status, body } = await review(
      c,
      reviewRequest(
        { ...nonces, updateOrderReview: 'abcdefabcd' },
        { billing_country: 'IE', billing_first_name: 'Zed' },
      ),
    );
    expect(status).toBe(403);
    expect(body).toMatchObject({ result: 'failure', reload: false, fragments: {} });
    expect(body.messages).toMatch(/^<ul class="woocommerce-error" role="alert"><li>/);
    const doc = parseHtml(await c.text('/checkout/'));
    expect(doc.querySelector<HTMLInputElement>('#billing_first_name')!.value).toBe('');
    expect(chosen(doc, '#billing_country')).toBe('GB');
  });

  it('asks for a reload without a session or with an empty basket', async () => {
    expect((await review(new Client(shop.app), { security: 'x' })).body).toMatchObject({
      result: 'failure',
      reload: true,
    });
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    await shop.db.query('delete from cart_items where session_id = $1', [
      c.cookies.get('wp_woocommerce_session_storefront'),
    ]);
    expect((await review(c, reviewRequest(nonces, {}))).body).toMatchObject({ result: 'failure', reload: true });
  });

  it('answers the review table and payment fragments, priced for the posted country', async () => {
    const c = new Client(shop.app);
    const { doc, nonces } = await checkoutWithBasket(c);
    // The fragments are the page's own markup.
    const first = await review(c, reviewRequest(nonces, { billing_country: 'GB', payment_method: 'cod' }));
    expect(first.body).toMatchObject({ result: 'success', messages: '', reload: false });
    const fragment = parseHtml(first.body.fragments['.woocommerce-checkout-review-order-table']!);
    expect(fragment.body.innerHTML).toBe(doc.querySelector('.woocommerce-checkout-review-order-table')!.outerHTML);
    const { body } = await review(c, reviewRequest(nonces, { billing_country: 'IE', payment_method: 'bacs' }));
    expect(Object.keys(body.fragments).sort()).toEqual([
      '.woocommerce-checkout-payment',
      '.woocommerce-checkout-review-order-table',
    ]);
    const table = parseHtml(body.fragments['.woocommerce-checkout-review-order-table']!);
    expect(
      table
        .querySelector(
          'input.shipping_method[type=radio][name="shipping_method[0]"][data-index="0"]#shipping_method_0_flat_rate3',
        )
        ?.getAttribute('value'),
    ).toBe('flat_rate:3');
    expect(table.querySelector('.order-total')?.textContent).toContain('£19.00');
    const payment = parseHtml(body.fragments['.woocommerce-checkout-payment']!);
    expect(payment.querySelector('#payment.woocommerce-checkout-payment')).not.toBeNull();
    // Cheque is for GB billing addresses only: left out of the block, as WooCommerce leaves out an unavailable
    // gateway; the posted method stays chosen.
    expect(payment.querySelector('li.payment_method_cheque, #payment_method_cheque')).toBeNull();
    const offered = [...payment.querySelectorAll<HTMLInputElement>('input[name=payment_method]')].map((r) => r.value);
    expect(offered).toEqual(['stripe', 'cod', 'bacs']);
    expect(payment.querySelector<HTMLInputElement>('#payment_method_bacs')!.checked).toBe(true);
    expect(payment.querySelector('.payment_box.payment_method_bacs')!.hasAttribute('hidden')).toBe(false);
    expect(payment.querySelector('.payment_box.payment_method_cod')!.hasAttribute('hidden')).toBe(true);
    expect(payment.querySelector('#woocommerce-process-checkout-nonce')?.getAttribute('value')).toBe(nonces.process);
  });

  it('keeps the posted addresses, shipping and payment method for a reload', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c, 104, 1);
    const form = {
      billing_first_name: 'Zed',
      billing_country: 'IE',
      billing_state: 'D',
      billing_postcode: 'D02 X285',
      billing_city: 'Dublin',
      billing_email: 'zed@example.ie',
      payment_method: 'bacs',
      ship_to_different_address: '1',
      shipping_first_name: 'Yan',
      shipping_country: 'GB',
      shipping_postcode: 'BS1 4DJ',
    };
    await review(c, reviewRequest(nonces, form, { s_country: 'GB', 'shipping_method[0]': 'free_shipping:2' }));
    const doc = parseHtml(await c.text('/checkout/'));
    expect(doc.querySelector<HTMLInputElement>('#billing_first_name')!.value).toBe('Zed');
    expect(chosen(doc, '#billing_country')).toBe('IE');
    expect(doc.querySelector('#billing_postcode_field label')?.textContent).toBe('Eircode\u00a0*');
    expect(chosen(doc, 'select#billing_state.state_select')).toBe('D');
    expect(doc.querySelector<HTMLInputElement>('#ship-to-different-address-checkbox')!.checked).toBe(true);
    expect(doc.querySelector('.shipping_address')!.hasAttribute('hidden')).toBe(false);
    expect(doc.querySelector<HTMLInputElement>('#shipping_first_name')!.value).toBe('Yan');
    expect(doc.querySelector<HTMLInputElement>('#payment_method_bacs')!.checked).toBe(true);
    // Shipping goes to the GB address, where the £85 basket ships free.
    expect(doc.querySelector<HTMLInputElement>('#shipping_method_0_free_shipping2')!.checked).toBe(true);
  });
});

describe('apply_coupon / remove_coupon from the checkout', () => {
  it('applies with security, coupon_code and billing_email, shows the coupon with its remove link, and removes it', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const bad = await c.postForm('/?wc-ajax=apply_coupon', {
      security: nonces.applyCoupon,
      coupon_code: 'nope',
      billing_email: '',
    });
    expect(await bad.text()).toContain('class="woocommerce-error"');
    expect(
      (await c.postForm('/?wc-ajax=apply_coupon', { security: 'wrongwrong', coupon_code: 'welcome10' })).status,
    ).toBe(403);
    expect(
      await (
        await c.postForm('/?wc-ajax=apply_coupon', {
          security: nonces.applyCoupon,
          coupon_code: 'welcome10',
          billing_email: 'a@b.co',
        })
      ).text(),
    ).toContain('woocommerce-message');
    const { body } = await review(c, reviewRequest(nonces, { billing_country: 'GB' }));
    const table = parseHtml(body.fragments['.woocommerce-checkout-review-order-table']!);
    const link = table.querySelector(
      'tr.cart-discount.coupon-welcome10 a.woocommerce-remove-coupon[data-coupon="welcome10"]',
    );
    expect(link?.getAttribute('href')).toMatch(/^\/checkout\/\?remove_coupon=welcome10&_wpnonce=[0-9a-f]{10}$/);
    expect(
      await (
        await c.postForm('/?wc-ajax=remove_coupon', { security: nonces.removeCoupon, coupon: 'welcome10' })
      ).text(),
    ).toContain('Coupon removed');
    const after = parseHtml(
      (await review(c, reviewRequest(nonces, { billing_country: 'GB' }))).body.fragments[
        '.woocommerce-checkout-review-order-table'
      ]!,
    );
    expect(after.querySelector('tr.cart-discount')).toBeNull();
  });

  it('removes a coupon with the no-JavaScript link (nonce checked)', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    await c.postForm('/?wc-ajax=apply_coupon', { security: nonces.applyCoupon, coupon_code: 'welcome10' });
    const href = parseHtml(await c.text('/checkout/'))
      .querySelector('a.woocommerce-remove-coupon')!
      .getAttribute('href')!;
    expect((await c.request('/checkout/?remove_coupon=welcome10&_wpnonce=0000000000')).status).toBe(403);
    const res = await c.request(href);
    expect(res.status).toBe(302);
    const doc = parseHtml(await c.text('/checkout/'));
    expect(doc.querySelector('tr.cart-discount')).toBeNull();
    expect(doc.querySelector('.woocommerce-message')?.textContent).toBe('Coupon removed from your basket.');
  });
});
