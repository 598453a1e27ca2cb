import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

interface CartParams {
  apply_coupon_nonce: string;
  remove_coupon_nonce: string;
  update_shipping_method_nonce: string;
}

/** A client with `qty` linen cushions (£35 each) and the basket page's nonces. */
async function basket(qty = 1) {
  const c = new Client(shop.app);
  await c.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.linenCushion.id, quantity: qty });
  const page = await c.text('/cart/');
  const params = JSON.parse(/var wc_cart_params = (\{.*?\});/.exec(page)![1]!) as CartParams;
  const doc = parseHtml(page);
  const cartNonce = doc.querySelector<HTMLInputElement>('#woocommerce-cart-nonce')!.value;
  const calcNonce = doc.querySelector<HTMLInputElement>('#woocommerce-shipping-calculator-nonce')!.value;
  const key = doc.querySelector('a.remove')!.getAttribute('data-cart_item_key')!;
  return { c, params, cartNonce, calcNonce, key, doc };
}

const totalText = async (c: Client): Promise<string> =>
  parseHtml(await c.text('/cart/'))
    .querySelector('.cart_totals .order-total')!
    .textContent!.trim();

describe('the basket page', () => {
  it('prints the classic cart form, coupon form, totals with the calculator and wc_cart_params', async () => {
    const { doc, params } = await basket();
    expect(doc.querySelector('.woocommerce form.woocommerce-cart-form #coupon_code')).not.toBeNull();
    expect(doc.querySelector('button[name=apply_coupon]')).not.toBeNull();
    expect(
      doc.querySelector('.cart_totals form.woocommerce-shipping-calculator a.shipping-calculator-button')?.textContent,
    ).toBe('Calculate shipping');
    expect(doc.querySelector('#calc_shipping_country option[selected]')?.getAttribute('value')).toBe('GB');
    expect(params.apply_coupon_nonce).toMatch(/^[0-9a-f]{10}$/);
    expect(params.update_shipping_method_nonce).toMatch(/^[0-9a-f]{10}$/);
  });
});

describe('coupons', () => {
  it('applies a percentage coupon (any case), shows it in the totals, the Store API and removes it again', async () => {
    const { c, params } = await basket(2);
    const res = await c.postForm('/?wc-ajax=apply_coupon', {
      security: params.apply_coupon_nonce,
      coupon_code: ' WELCOME10 ',
    });
    expect(res.status).toBe(200);
    const notice = await res.text();
    expect(notice).toContain('woocommerce-message');
    expect(notice).not.toContain('woocommerce-error');
    const doc = parseHtml(await c.text('/cart/'));
    expect(doc.querySelector('.cart-discount.coupon-welcome10')?.textContent).toContain('-£7.00');
    expect(doc.querySelector('.order-total')?.textContent).toContain('£63.00');
    expect(doc.querySelector('a.woocommerce-remove-coupon')?.getAttribute('data-coupon')).toBe('welcome10');
    const store = (await (await c.request('/wp-json/wc/store/v1/cart')).json()) as {
      coupons: Array<{ code: string; discount_type: string }>;
      totals: Record<string, string>;
    };
    expect(store.coupons).toMatchObject([{ code: 'welcome10', discount_type: 'percent' }]);
    expect(store.totals.total_discount).toBe('700');
    expect(store.totals.total_price).toBe('6300');
    const again = await (
      await c.postForm('/?wc-ajax=apply_coupon', { security: params.apply_coupon_nonce, coupon_code: 'welcome10' })
    ).text();
    expect(again).toContain('woocommerce-error');
    const removed = await (
      await c.postForm('/?wc-ajax=remove_coupon', { security: params.remove_coupon_nonce, coupon: 'welcome10' })
    ).text();
    expect(removed).toContain('woocommerce-message');
    expect(await totalText(c)).toContain('£70.00');
  });

  it('refuses unknown, expired and under-minimum coupons with an error notice', async () => {
    const { c, params } = await basket(); // £35 subtotal: 'fiveoff' needs £20, fine; make it fail below.
    const unknown = await (
      await c.postForm('/?wc-ajax=apply_coupon', { security: params.apply_coupon_nonce, coupon_code: 'NOPE' })
    ).text();
    expect(unknown).toMatch(/woocommerce-error.*NOPE/s);
    const expired = await (
      await c.postForm('/?wc-ajax=apply_coupon', { security: params.apply_coupon_nonce, coupon_code: 'summer20' })
    ).text();
    expect(expired).toContain('expired');
    const empty = await (
      await c.postForm('/?wc-ajax=apply_coupon', { security: params.apply_coupon_nonce, coupon_code: '' })
    ).text();
    expect(empty).toContain('woocommerce-error');
    const cheap = new Client(shop.app);
    await cheap.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.greetingCard.id });
    const nonce = JSON.parse(/var wc_cart_params = (\{.*?\});/.exec(await cheap.text('/cart/'))![1]!)
      .apply_coupon_nonce as string;
    const min = await (
      await cheap.postForm('/?wc-ajax=apply_coupon', { security: nonce, coupon_code: 'fiveoff' })
    ).text();
    expect(min).toContain('20.00');
    expect(await totalText(c)).toContain('£35.00');
  });

  it('answers -1 with 403 and changes nothing for a wrong nonce', async () => {
    const { c, params } = await basket();
    const res = await c.postForm('/?wc-ajax=apply_coupon', {
      security: params.remove_coupon_nonce,
      coupon_code: 'welcome10',
    });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe('-1');
    expect(await totalText(c)).toContain('£35.00');
    expect((await c.postForm('/?wc-ajax=remove_coupon', { security: 'bad', coupon: 'welcome10' })).status).toBe(403);
  });

  it('applies and removes coupons without JavaScript (form post and nonce-checked link)', async () => {
    const { c, cartNonce } = await basket();
    const res = await c.postForm('/cart/', {
      'woocommerce-cart-nonce': cartNonce,
      apply_coupon: 'Apply coupon',
      coupon_code: 'fiveoff',
    });
    expect(res.status).toBe(303);
    const doc = parseHtml(await c.text('/cart/'));
    expect(doc.querySelector('.woocommerce-notices-wrapper')?.textContent).toContain('Coupon applied');
    const href = doc.querySelector('a.woocommerce-remove-coupon')!.getAttribute('href')!;
    expect((await c.request(href.replace(/_wpnonce=[^&]+/, '_wpnonce=0000000000'))).status).toBe(403);
    expect((await c.request(href)).status).toBe(302);
    expect(await totalText(c)).toContain('£35.00');
  });
});

describe('coupons after a basket change', () => {
  it('takes off a coupon whose minimum spend is no longer met, with an error notice; it does not come back', async () => {
    const { c, params, cartNonce, key } = await basket(1);
    await c.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.greetingCard.id });
    await c.postForm('/?wc-ajax=apply_coupon', { security: params.apply_coupon_nonce, coupon_code: 'fiveoff' });
    await c.postForm('/cart/', {
      'woocommerce-cart-nonce': cartNonce,
      update_cart: 'Update',
      [`cart[${key}][qty]`]: 0,
    });
    const doc = parseHtml(await c.text('/cart/'));
    expect(doc.querySelector('.woocommerce-notices-wrapper .woocommerce-error')?.textContent).toContain('£20.00');
    await c.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.linenCushion.id });
    const store = (await (await c.request('/wp-json/wc/store/v1/cart')).json()) as {
      coupons: unknown[];
      totals: Record<string, string>;
    };
    expect(store.coupons).toEqual([]);
    expect(store.totals.total_price).toBe('3850');
  });
});

describe('shipping', () => {
  it('stores the calculator destination, offers UK rates and free shipping over £40, and switches methods', async () => {
    const { c, calcNonce, params } = await basket(2);
    const bad = await c.postForm('/cart/', {
      calc_shipping: '1',
      'woocommerce-shipping-calculator-nonce': calcNonce,
      calc_shipping_country: 'GB',
      calc_shipping_postcode: 'nowhere',
    });
    expect(bad.status).toBe(303);
    let doc = parseHtml(await c.text('/cart/'));
    expect(doc.querySelector('.woocommerce-error')?.textContent).toContain('postcode');
    expect(doc.querySelector('input[name="shipping_method[0]"]')).toBeNull();
    await c.postForm('/cart/', {
      calc_shipping: '1',
      'woocommerce-shipping-calculator-nonce': calcNonce,
      calc_shipping_country: 'GB',
      calc_shipping_postcode: 'bs14dj',
    });
    doc = parseHtml(await c.text('/cart/'));
    expect(doc.querySelector('.woocommerce-shipping-destination')?.textContent).toContain('BS1 4DJ');
    const radios = [...doc.querySelectorAll<HTMLInputElement>('input.shipping_method[type=radio]')].map((r) => [
      r.value,
      r.checked,
    ]);
    expect(radios).toEqual([
      ['flat_rate:1', false],
      ['free_shipping:2', true],
    ]);
    const totals = await (
      await c.postForm('/?wc-ajax=update_shipping_method', {
        security: params.update_shipping_method_nonce,
        'shipping_method[0]': 'flat_rate:1',
      })
    ).text();
    expect(parseHtml(totals).querySelector('.cart_totals .order-total')?.textContent).toContain('£73.95');
    expect(
      (await c.postForm('/?wc-ajax=update_shipping_method', { security: 'x', 'shipping_method[0]': 'free_shipping:2' }))
        .status,
    ).toBe(403);
    expect(await (await c.request('/?wc-ajax=get_cart_totals')).text()).toContain('73.95');
    const store = (await (await c.request('/wp-json/wc/store/v1/cart')).json()) as {
      totals: Record<string, string>;
      shipping_rates: Array<{ shipping_rates: Array<{ rate_id: string; selected: boolean }> }>;
    };
    expect(store.totals.total_shipping).toBe('395');
    expect(store.shipping_rates[0]!.shipping_rates.find((r) => r.selected)?.rate_id).toBe('flat_rate:1');
  });

  it('refuses a calculator post with a wrong nonce', async () => {
    const { c } = await basket();
    const res = await c.postForm('/cart/', {
      calc_shipping: '1',
      'woocommerce-shipping-calculator-nonce': 'bad',
      calc_shipping_country: 'IE',
    });
    expect(res.status).toBe(403);
    expect(parseHtml(await c.text('/cart/')).querySelector('.woocommerce-shipping-destination')?.textContent).toContain(
      'Enter your address',
    );
  });
});

describe('update_cart', () => {
  it('sets quantities with the cart nonce, renders without an action, refuses a wrong nonce', async () => {
    const { c, cartNonce, key } = await basket(1);
    expect(
      (await c.postForm('/cart/', { 'woocommerce-cart-nonce': 'bad', update_cart: 'Update', [`cart[${key}][qty]`]: 3 }))
        .status,
    ).toBe(403);
    const res = await c.postForm('/cart/', {
      'woocommerce-cart-nonce': cartNonce,
      update_cart: 'Update',
      [`cart[${key}][qty]`]: 3,
    });
    expect(res.status).toBe(303);
    expect(await totalText(c)).toContain('£105.00');
    const plain = await c.postForm('/cart/', { 'woocommerce-cart-nonce': cartNonce, [`cart[${key}][qty]`]: 1 });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toContain('105.00');
  });
});
