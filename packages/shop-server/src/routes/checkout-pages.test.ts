import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELD_NAMES } from '@storefront/attribution';
import { SEED_PENDING_ORDER } from '../db/migrations-checkout';
import { getOrder } from '../domain/orders';
import { checkoutWithBasket, gbForm, pageGlobals, postCheckout } from '../test/checkout-helpers';
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

describe('/checkout/', () => {
  it('shows the empty-basket message with a return-to-shop link', async () => {
    const doc = await page(new Client(shop.app), '/checkout/');
    expect(doc.querySelector('.woocommerce .cart-empty.woocommerce-info')?.textContent).toBe(
      'Your basket is currently empty.',
    );
    expect(doc.querySelector('p.return-to-shop a.button.wc-backward')?.getAttribute('href')).toBe('/shop/');
    expect(doc.querySelector('form.checkout')).toBeNull();
  });

  it('prints the contract’s markup for a guest', async () => {
    const { doc } = await checkoutWithBasket(new Client(shop.app));
    const wc = doc.querySelector('main > .woocommerce')!;
    expect(wc.querySelector('.woocommerce-form-login-toggle .woocommerce-info a.showlogin[href="#"]')).not.toBeNull();
    const login = wc.querySelector(
      'form.woocommerce-form.woocommerce-form-login.login[method="post"][action="/checkout/"]',
    )!;
    expect(login.hasAttribute('hidden')).toBe(true);
    for (const sel of [
      '#username',
      '#password',
      'input[name="rememberme"]',
      'input[name="woocommerce-login-nonce"]',
      'input[name="redirect"][value="/checkout/"]',
      'button[name="login"][value="Login"]',
    ]) {
      expect(login.querySelector(sel), sel).not.toBeNull();
    }
    const showCoupon = wc.querySelector('.woocommerce-form-coupon-toggle a.showcoupon')!;
    expect([
      showCoupon.getAttribute('role'),
      showCoupon.getAttribute('aria-expanded'),
      showCoupon.getAttribute('aria-controls'),
    ]).toEqual(['button', 'false', 'woocommerce-checkout-form-coupon']);
    const coupon = wc.querySelector('form.checkout_coupon.woocommerce-form-coupon#woocommerce-checkout-form-coupon')!;
    expect(coupon.hasAttribute('hidden')).toBe(true);
    expect(coupon.querySelector('input#coupon_code.input-text[name="coupon_code"]')).not.toBeNull();
    expect(coupon.querySelector('button[name="apply_coupon"]')).not.toBeNull();

    const form = wc.querySelector(
      'form.checkout.woocommerce-checkout[name="checkout"][action="/checkout/"][enctype="multipart/form-data"]',
    )!;
    expect(form.hasAttribute('novalidate')).toBe(true);
    const billingRows = [
      ...form.querySelectorAll('#customer_details .col-1 .woocommerce-billing-fields__field-wrapper > p.form-row'),
    ].map((p) => p.id);
    expect(billingRows).toEqual(
      [
        'first_name',
        'last_name',
        'company',
        'country',
        'address_1',
        'address_2',
        'city',
        'state',
        'postcode',
        'phone',
        'email',
      ].map((k) => `billing_${k}_field`),
    );
    expect(form.querySelector('#billing_country_field')!.className).toBe(
      'form-row form-row-wide address-field update_totals_on_change validate-required',
    );
    expect(form.querySelector('#billing_country_field select.country_to_state.country_select')).not.toBeNull();
    expect(form.querySelector('#billing_state_field label')?.innerHTML).toBe(
      'County&nbsp;<span class="optional">(optional)</span>',
    );
    expect(form.querySelector('#billing_state_field input[type="text"]#billing_state')).not.toBeNull();
    expect(form.querySelector('#billing_postcode_field label')?.innerHTML).toBe(
      'Postcode&nbsp;<abbr class="required" title="required">*</abbr>',
    );
    expect(form.querySelector('#billing_phone_field')!.classList.contains('validate-phone')).toBe(true);
    expect(form.querySelector('#billing_email_field')!.classList.contains('validate-email')).toBe(true);
    expect(
      form.querySelector('#billing_first_name_field .woocommerce-input-wrapper > input')?.getAttribute('data-priority'),
    ).toBeNull();
    expect(form.querySelector('#billing_first_name_field')?.getAttribute('data-priority')).toBe('10');

    expect(
      form.querySelector(
        '.woocommerce-account-fields input#createaccount[type="checkbox"][name="createaccount"][value="1"]',
      ),
    ).not.toBeNull();
    expect(form.querySelector('.woocommerce-account-fields div.create-account')!.hasAttribute('hidden')).toBe(true);
    expect(
      form.querySelector('div.create-account #account_password_field input#account_password[type="password"]'),
    ).not.toBeNull();
    expect(
      form.querySelector(
        '#ship-to-different-address input#ship-to-different-address-checkbox[name="ship_to_different_address"]',
      ),
    ).not.toBeNull();
    expect(form.querySelector('.shipping_address')!.hasAttribute('hidden')).toBe(true);
    expect(
      form.querySelectorAll('.shipping_address .woocommerce-shipping-fields__field-wrapper > p.form-row'),
    ).toHaveLength(9);
    expect(
      form.querySelector('.woocommerce-additional-fields textarea#order_comments[name="order_comments"]'),
    ).not.toBeNull();

    const review = form.querySelector('#order_review.woocommerce-checkout-review-order')!;
    expect(form.querySelector('h3#order_review_heading')?.textContent).toBe('Your order');
    expect(
      review.querySelector('table.shop_table.woocommerce-checkout-review-order-table tbody tr.cart_item')?.textContent,
    ).toContain('Greeting card');
    expect(
      review.querySelector(
        'tr.woocommerce-shipping-totals.shipping td[data-title="Shipping"] ul#shipping_method.woocommerce-shipping-methods li input#shipping_method_0_flat_rate1.shipping_method[type="radio"][value="flat_rate:1"]',
      ),
    ).not.toBeNull();
    const payment = review.querySelector('#payment.woocommerce-checkout-payment')!;
    const methods = [
      ...payment.querySelectorAll(
        'ul.wc_payment_methods.payment_methods.methods > li.wc_payment_method input.input-radio[name="payment_method"]',
      ),
    ].map((i) => i.getAttribute('value'));
    expect(methods).toEqual(expect.arrayContaining(['cod', 'bacs', 'cheque']));
    expect(payment.querySelector('#payment_method_cod')?.getAttribute('data-order_button_text')).toBe('');
    expect(payment.querySelector('#payment_method_cheque')?.getAttribute('data-order_button_text')).toBe(
      'Pay by cheque',
    );
    // Cheque is for GB billing addresses (the guest's default country here): offered, with no invented attribute.
    expect(payment.querySelector('li.payment_method_cheque')!.hasAttribute('hidden')).toBe(false);
    expect(payment.querySelectorAll('[data-countries]')).toHaveLength(0);
    expect(payment.querySelector('li.payment_method_cod label[for="payment_method_cod"]')?.textContent).toBe(
      'Cash on delivery',
    );
    expect(payment.querySelector('div.payment_box.payment_method_cod p')?.textContent).toBe(
      'Pay with cash upon delivery.',
    );
    expect(payment.querySelectorAll('input[name="payment_method"][checked]')).toHaveLength(1);
    const place = payment.querySelector('.form-row.place-order')!;
    expect(
      place.querySelector('.woocommerce-terms-and-conditions-wrapper .woocommerce-privacy-policy-text'),
    ).not.toBeNull();
    expect(place.querySelector('.woocommerce-terms-and-conditions')!.hasAttribute('hidden')).toBe(true);
    expect(
      place.querySelector('p.form-row.validate-required input#terms[type="checkbox"][name="terms"]'),
    ).not.toBeNull();
    expect(place.querySelector('a.woocommerce-terms-and-conditions-link[href="/terms/"]')).not.toBeNull();
    expect(place.querySelector('input[type="hidden"][name="terms-field"][value="1"]')).not.toBeNull();
    const button = place.querySelector('button#place_order[type="submit"][name="woocommerce_checkout_place_order"]')!;
    expect([button.textContent, button.getAttribute('data-value')]).toEqual(['Place order', 'Place order']);
    expect(
      place.querySelector<HTMLInputElement>('input[type="hidden"]#woocommerce-process-checkout-nonce')!.value,
    ).toMatch(/^[0-9a-f]{10}$/);
    const attribution = [...form.querySelectorAll('wc-order-attribution-inputs > input[type="hidden"]')].map((i) =>
      i.getAttribute('name'),
    );
    expect(attribution).toEqual(ATTRIBUTION_FIELD_NAMES.map((f) => `wc_order_attribution_${f}`));
    expect(doc.querySelectorAll('[style]')).toHaveLength(0);
    const ids = [...doc.querySelectorAll('[id]')].map((e) => e.id);
    expect(ids.length).toBe(new Set(ids).size);
  });

  it('prints the checkout globals', async () => {
    const c = new Client(shop.app);
    const { doc, nonces } = await checkoutWithBasket(c);
    const g = pageGlobals(doc);
    expect(g.wc_checkout_params).toMatchObject({
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      option_guest_checkout: 'yes',
      checkout_url: '/?wc-ajax=checkout',
      is_checkout: '1',
      debug_mode: false,
    });
    expect(g.wc_checkout_params!.i18n_checkout_error).toContain('There was an error processing your order.');
    expect(g.wc_checkout_params!.i18n_checkout_error).toContain('href="/my-account/orders/"');
    // The printed nonces are the ones the endpoints accept.
    expect(
      (await c.postForm('/?wc-ajax=apply_coupon', { security: nonces.applyCoupon, coupon_code: 'welcome10' })).status,
    ).toBe(200);
    const states = JSON.parse(g.wc_country_select_params!.countries as string) as Record<
      string,
      Record<string, string>
    >;
    expect(states.US!.CA).toBe('California');
    expect(states.DE).toEqual({});
    expect(JSON.parse(g.wc_address_i18n_params!.locale as string).IE.postcode).toMatchObject({
      label: 'Eircode',
      required: true,
    });
    // Printed on every page in its own element (routes/render.ts), as WooCommerce's footer script data.
    const attribution = doc.querySelector('script#wc-order-attribution-js-extra')!.textContent!;
    expect(g.wc_order_attribution).toBeUndefined();
    expect(new Function(`${attribution}; return wc_order_attribution;`)()).toMatchObject({
      params: { lifetime: 1.0e-5, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true },
      fields: {
        source_type: 'current.typ',
        utm_source: 'current.src',
        session_pages: 'session.pgs',
        user_agent: 'udata.uag',
      },
    });
  });

  it('prints US, AE and DE addresses with their own rules', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const rowOf = (doc: Document, key: string) => doc.querySelector(`#billing_${key}_field`)!;
    const fail = async (country: string) => {
      await postCheckout(
        c,
        gbForm(nonces.process, { billing_country: country, billing_state: '', billing_postcode: '', terms: '' }),
      );
      return page(c, '/checkout/');
    };
    const us = await fail('US');
    expect(rowOf(us, 'state').querySelector('select.state_select option[value=""]')?.textContent).toBe(
      'Select an option…',
    );
    expect(rowOf(us, 'state').querySelector('label')?.textContent).toBe('State\u00a0*');
    const ae = await fail('AE');
    expect(rowOf(ae, 'postcode').hasAttribute('hidden')).toBe(true);
    const de = await fail('DE');
    expect(rowOf(de, 'state').hasAttribute('hidden')).toBe(true);
    expect(rowOf(de, 'state').querySelector('input[type="hidden"]#billing_state')).not.toBeNull();
    expect(rowOf(de, 'postcode').getAttribute('data-priority')).toBe('65');
    const order = [...de.querySelectorAll('.woocommerce-billing-fields__field-wrapper > p.form-row')].map((p) => p.id);
    expect(order.indexOf('billing_postcode_field')).toBeLessThan(order.indexOf('billing_city_field'));
  });

  it('applies a coupon from the no-JavaScript coupon form', async () => {
    const c = new Client(shop.app);
    const { doc } = await checkoutWithBasket(c);
    const nonce = doc.querySelector<HTMLInputElement>(
      '#woocommerce-checkout-form-coupon input[name="_wpnonce"]',
    )!.value;
    expect(
      (
        await c.postForm('/checkout/', {
          coupon_code: 'welcome10',
          apply_coupon: 'Apply coupon',
          _wpnonce: 'bad0bad0ba',
        })
      ).status,
    ).toBe(403);
    expect(
      (await c.postForm('/checkout/', { coupon_code: 'welcome10', apply_coupon: 'Apply coupon', _wpnonce: nonce }))
        .status,
    ).toBe(303);
    expect((await page(c, '/checkout/')).querySelector('tr.cart-discount.coupon-welcome10')).not.toBeNull();
  });

  it('places an order without JavaScript and shows errors as notices', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const bad = await c.postForm('/checkout/', gbForm(nonces.process, { billing_email: '' }));
    expect(bad.status).toBe(303);
    expect((await page(c, '/checkout/')).querySelector('.woocommerce-error')?.textContent).toBe(
      'Billing Email address is a required field.',
    );
    const ok = await c.postForm('/checkout/', gbForm(nonces.process));
    expect(ok.headers.get('location')).toMatch(/^\/checkout\/order-received\/\d+\/\?key=/);
  });
});

describe('order received', () => {
  it('shows the order to the holder of its key, and not-found otherwise', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const { body } = await postCheckout(c, gbForm(nonces.process, { payment_method: 'bacs' }));
    const stranger = new Client(shop.app);
    const doc = await page(stranger, body.redirect!);
    expect(doc.querySelector('.woocommerce-thankyou-order-received')?.textContent).toBe(
      'Thank you. Your order has been received.',
    );
    expect(doc.querySelector('.woocommerce-order-overview__payment-method strong')?.textContent).toBe(
      'Direct bank transfer',
    );
    expect(doc.querySelector('.woocommerce-order-overview__total strong')?.textContent).toBe('£10.95');
    expect(doc.querySelector('.woocommerce-order-overview__status strong')?.textContent).toBe('On hold');
    expect(doc.querySelector('table.order_details tbody tr.order_item')?.textContent).toMatch(/^Greeting card ×\s2/);
    expect(doc.querySelector('table.order_details tfoot')?.textContent).toContain('via Flat rate');
    expect(doc.querySelector('.woocommerce-column--billing-address address')?.textContent).toContain('BS1 4DJ');
    expect(doc.querySelector('.woocommerce-customer-details--email')?.textContent).toBe('ada@example.co.uk');
    const wrong = await stranger.request(body.redirect!.replace(/key=.*$/, 'key=wc_order_wrongwrongwro'));
    expect(wrong.status).toBe(404);
    const wrongDoc = parseHtml(await wrong.text());
    expect(wrongDoc.querySelector('.woocommerce-error')?.textContent).toContain('could not find that order');
    expect(wrongDoc.querySelector('.woocommerce-order-overview')).toBeNull();
    expect((await stranger.request(body.redirect!.replace(/\?key=.*$/, ''))).status).toBe(404);
    // The session that placed it may see it without the key.
    expect((await c.request(body.redirect!.replace(/\?key=.*$/, ''))).status).toBe(200);
  });
});

describe('login, my account and logout', () => {
  const login = async (c: Client, fields: Record<string, string>, path = '/my-account/') => {
    const doc = await page(c, path);
    const nonce = doc.querySelector<HTMLInputElement>('#woocommerce-login-nonce')!.value;
    return c.postForm(path, { 'woocommerce-login-nonce': nonce, login: 'Login', ...fields });
  };

  it('refuses wrong credentials with an error notice', async () => {
    const c = new Client(shop.app);
    const res = await login(c, { username: 'customer', password: 'wrong', redirect: '/my-account/' });
    expect(res.status).toBe(303);
    const doc = await page(c, '/my-account/');
    expect(doc.querySelector('.woocommerce-notices-wrapper .woocommerce-error[role="alert"]')?.textContent).toMatch(
      /username or password you entered is incorrect/,
    );
    expect(doc.querySelector('form.woocommerce-form-login')).not.toBeNull();
    const expired = await c.postForm('/my-account/', {
      'woocommerce-login-nonce': '0000000000',
      login: 'Login',
      username: 'customer',
      password: 'customer-password',
    });
    expect(expired.status).toBe(303);
    expect((await page(c, '/my-account/')).querySelector('.woocommerce-MyAccount-content')).toBeNull();
  });

  it('logs in by username or email, shows the dashboard with orders, and logs out with the nonce', async () => {
    const c = new Client(shop.app);
    const res = await login(c, {
      username: 'customer@example.com',
      password: 'customer-password',
      redirect: '/my-account/',
    });
    expect(res.headers.get('location')).toBe('/my-account/');
    const doc = await page(c, '/my-account/');
    expect(doc.querySelector('.woocommerce-MyAccount-content')?.textContent).toContain('Hello Sam Taylor');
    expect(
      doc.querySelector(
        `.woocommerce-orders-table a.pay[href="/checkout/order-pay/${SEED_PENDING_ORDER.id}/?pay_for_order=true&key=${SEED_PENDING_ORDER.key}"]`,
      ),
    ).not.toBeNull();
    const logout = doc
      .querySelector('.woocommerce-MyAccount-navigation-link--customer-logout a')!
      .getAttribute('href')!;
    expect(logout).toMatch(/^\/my-account\/customer-logout\/\?_wpnonce=[0-9a-f]{10}$/);
    expect((await c.request('/my-account/customer-logout/?_wpnonce=0000000000')).status).toBe(403);
    expect((await c.request(logout)).status).toBe(302);
    expect((await page(c, '/my-account/')).querySelector('.woocommerce-MyAccount-content')).toBeNull();
  });

  it('logs in from the checkout form and returns to the checkout with the saved address', async () => {
    const c = new Client(shop.app);
    await checkoutWithBasket(c);
    const res = await login(
      c,
      { username: 'customer', password: 'customer-password', redirect: '/checkout/' },
      '/checkout/',
    );
    expect(res.headers.get('location')).toBe('/checkout/');
    const doc = await page(c, '/checkout/');
    expect(doc.querySelector('form.woocommerce-form-login')).toBeNull();
    expect(doc.querySelector('.woocommerce-account-fields')).toBeNull();
    expect(doc.querySelector<HTMLInputElement>('#billing_first_name')!.value).toBe('Sam');
    expect(doc.querySelector<HTMLInputElement>('#billing_email')!.value).toBe('customer@example.com');
    // Its basket survived the login.
    expect(doc.querySelector('tr.cart_item')).not.toBeNull();
  });

  it('never redirects off-site after login', async () => {
    const c = new Client(shop.app);
    const res = await login(c, { username: 'customer', password: 'customer-password', redirect: '//evil.example/' });
    expect(res.headers.get('location')).toBe('/my-account/');
  });
});

describe('order-pay', () => {
  const payUrl = `/checkout/order-pay/${SEED_PENDING_ORDER.id}/?pay_for_order=true&key=${SEED_PENDING_ORDER.key}`;

  it('answers not found for a wrong key, and asks guests to log in', async () => {
    const c = new Client(shop.app);
    expect((await c.request(payUrl.replace(/key=.*$/, 'key=wc_order_nope'))).status).toBe(404);
    const doc = await page(c, payUrl);
    expect(doc.querySelector('form#order_review')).toBeNull();
    expect(doc.querySelector('form.woocommerce-form-login input[name="redirect"]')?.getAttribute('value')).toBe(payUrl);
  });

  it('shows form#order_review to its customer and pays it with the chosen gateway', async () => {
    const c = new Client(shop.app);
    const loginDoc = await page(c, payUrl);
    await c.postForm(payUrl, {
      'woocommerce-login-nonce': loginDoc.querySelector<HTMLInputElement>('#woocommerce-login-nonce')!.value,
      login: 'Login',
      username: 'customer',
      password: 'customer-password',
      redirect: payUrl,
    });
    const doc = await page(c, payUrl);
    const form = doc.querySelector('form#order_review[method="post"]')!;
    expect(form.querySelector('table.shop_table')?.textContent).toContain('Greeting card');
    expect(form.querySelector('#payment.woocommerce-checkout-payment input#payment_method_cod')).not.toBeNull();
    expect(form.querySelector('button#place_order')?.textContent).toBe('Pay for order');
    expect(form.querySelector('input[type="hidden"][name="woocommerce_pay"][value="1"]')).not.toBeNull();
    const nonce = form.querySelector<HTMLInputElement>('#woocommerce-pay-nonce')!.value;
    expect(pageGlobals(doc).wc_checkout_params).toBeDefined();

    expect(
      (
        await c.postForm(payUrl, {
          woocommerce_pay: '1',
          'woocommerce-pay-nonce': 'badbadbad0',
          payment_method: 'bacs',
          terms: 'on',
        })
      ).status,
    ).toBe(403);
    const noTerms = await c.postForm(payUrl, {
      woocommerce_pay: '1',
      'woocommerce-pay-nonce': nonce,
      payment_method: 'bacs',
    });
    expect(noTerms.headers.get('location')).toBe(payUrl);
    expect((await page(c, payUrl)).querySelector('.woocommerce-error')?.textContent).toMatch(/terms and conditions/);
    expect((await getOrder(shop.db, SEED_PENDING_ORDER.id))!.status).toBe('pending');

    const paid = await c.postForm(payUrl, {
      woocommerce_pay: '1',
      'woocommerce-pay-nonce': nonce,
      payment_method: 'bacs',
      terms: 'on',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `/checkout/order-received/${SEED_PENDING_ORDER.id}/?key=${SEED_PENDING_ORDER.key}`,
    );
    expect((await getOrder(shop.db, SEED_PENDING_ORDER.id))!).toMatchObject({
      status: 'on-hold',
      paymentMethod: 'bacs',
    });
    expect((await page(c, payUrl)).querySelector('.woocommerce-error')?.textContent).toMatch(/cannot be paid for/);
  });
});
