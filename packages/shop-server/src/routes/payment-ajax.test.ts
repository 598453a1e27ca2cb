import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from '../payments/config';
import { confirmIntent, createIntent } from '../payments/payment-double/engine';
import { CARDS, createPm, logInCustomer, upeParams } from '../payments/payment-double/test-helpers';
import { checkoutWithBasket, gbForm, type CheckoutJson } from '../test/checkout-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';
import { getOrder } from '../domain/orders';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

type Json = Record<string, any>;
const ajax = async (
  c: Client,
  endpoint: string,
  fields: Record<string, string>,
): Promise<{ status: number; json: Json }> => {
  const res = await c.postForm(`/?wc-ajax=${endpoint}`, fields);
  return { status: res.status, json: (await res.json()) as Json };
};
const adminAjax = async (c: Client, fields: Record<string, string>): Promise<{ status: number; json: Json }> => {
  const res = await c.postForm('/wp-admin/admin-ajax.php', fields);
  return { status: res.status, json: (await res.json()) as Json };
};
const intentRow = async (id: string): Promise<Json> =>
  (await shop.db.query<Json>('select * from payment_intents where id = $1', [id])).rows[0]!;
const paidNotes = async (orderId: number): Promise<number> =>
  (await getOrder(shop.db, orderId))!.notes.filter((n) => n.note.startsWith('Payment received')).length;

/** A checkout with the authentication card: the order id, intent and the hash's nonce. */
async function pendingAuthOrder(
  c: Client,
): Promise<{ orderId: number; intentId: string; secret: string; nonce: string; params: Json }> {
  const { doc, nonces } = await checkoutWithBasket(c);
  const res = await c.postForm(
    '/?wc-ajax=checkout',
    gbForm(nonces.process, {
      payment_method: 'stripe',
      'wc-stripe-payment-method': await createPm(c, CARDS.authentication),
    }),
  );
  const body = (await res.json()) as CheckoutJson;
  const [, orderId, secret, nonce] = /^#wc-stripe-confirm-pi:(\d+):(.+):(\w+)$/.exec(body.redirect!)!;
  return {
    orderId: Number(orderId),
    intentId: secret!.split('_secret_')[0]!,
    secret: secret!,
    nonce: nonce!,
    params: upeParams(doc),
  };
}

/** Answers the double's authentication page for an intent. */
async function authenticate(
  c: Client,
  intentId: string,
  secret: string,
  outcome: 'complete' | 'fail',
): Promise<Response> {
  const intent = (await (
    await c.request(`${PAYMENT_DOUBLE_API_BASE}/payment_intents/${intentId}?client_secret=${secret}`, {
      headers: { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}` },
    })
  ).json()) as Json;
  const page = parseHtml(await c.text(intent.next_action.redirect_to_url.url));
  const form = page.querySelector('form')!;
  const field = (n: string) => page.querySelector<HTMLInputElement>(`input[name=${n}]`)!.value;
  return c.postForm(form.getAttribute('action')!, {
    token: field('token'),
    return_url: field('return_url'),
    csrf: field('csrf'),
    outcome,
  });
}

describe('wc_stripe_update_order_status', () => {
  it('after authentication pays the order once: two calls give the same return_url and one payment', async () => {
    const c = new Client(shop.app);
    const { orderId, intentId, secret, nonce } = await pendingAuthOrder(c);
    // The basket stays while the payment waits for the shopper: the checkout page they return to still has it.
    expect(await c.text('/checkout/')).toContain('woocommerce-checkout-review-order-table');
    const back = await authenticate(c, intentId, secret, 'complete');
    expect(back.headers.get('location')).toMatch(new RegExp(`^/checkout/#wc-stripe-confirm-pi:${orderId}:`));
    const fields = { order_id: String(orderId), intent_id: intentId, payment_method_id: '', _ajax_nonce: nonce };
    const [a, b] = await Promise.all([
      ajax(c, 'wc_stripe_update_order_status', fields),
      ajax(c, 'wc_stripe_update_order_status', fields),
    ]);
    const order = (await getOrder(shop.db, orderId))!;
    for (const r of [a, b])
      expect(r.json).toEqual({
        success: true,
        data: { return_url: `/checkout/order-received/${orderId}/?key=${order.key}` },
      });
    expect(order.status).toBe('processing');
    expect(order.transactionId).toBe(intentId);
    expect(await paidNotes(orderId)).toBe(1);
    expect(await c.text('/checkout/'), 'basket emptied once paid').not.toContain(
      'woocommerce-checkout-review-order-table',
    );
    expect((await ajax(c, 'wc_stripe_update_order_status', fields)).json.success).toBe(true);
    expect(await paidNotes(orderId)).toBe(1);
  });

  it("does not pay before authentication, with a wrong nonce, or with another order's intent", async () => {
    const c = new Client(shop.app);
    const { orderId, intentId, nonce } = await pendingAuthOrder(c);
    const early = await ajax(c, 'wc_stripe_update_order_status', {
      order_id: String(orderId),
      intent_id: intentId,
      _ajax_nonce: nonce,
    });
    expect(early.json.success).toBe(false);
    expect(early.json.data.error.message).toBeTruthy();
    const forged = await ajax(c, 'wc_stripe_update_order_status', {
      order_id: String(orderId),
      intent_id: intentId,
      _ajax_nonce: '0000000000',
    });
    expect(forged.status).toBe(403);
    expect(forged.json.success).toBe(false);
    // A succeeded intent of another order does not pay this one.
    const other = new Client(shop.app);
    const paid = await (async () => {
      const { nonces } = await checkoutWithBasket(other);
      const res = await other.postForm(
        '/?wc-ajax=checkout',
        gbForm(nonces.process, {
          payment_method: 'stripe',
          'wc-stripe-payment-method': await createPm(other, CARDS.success),
        }),
      );
      return Number(/order-received\/(\d+)/.exec(((await res.json()) as CheckoutJson).redirect!)![1]);
    })();
    const otherIntent = (await getOrder(shop.db, paid))!.transactionId;
    const wrong = await ajax(c, 'wc_stripe_update_order_status', {
      order_id: String(orderId),
      intent_id: otherIntent,
      _ajax_nonce: nonce,
    });
    expect(wrong.json.success).toBe(false);
    expect((await getOrder(shop.db, orderId))!.status).toBe('pending');
  });

  it('a succeeded intent for a different amount does not pay the order', async () => {
    const c = new Client(shop.app);
    const { orderId, nonce } = await pendingAuthOrder(c);
    const cheap = await createIntent(shop.db, { kind: 'payment', amount: 1, currency: 'GBP', orderId });
    await confirmIntent(shop.db, cheap.id, { paymentMethod: await createPm(c, CARDS.success) });
    const r = await ajax(c, 'wc_stripe_update_order_status', {
      order_id: String(orderId),
      intent_id: cheap.id,
      _ajax_nonce: nonce,
    });
    expect(r.json.success).toBe(false);
    expect((await getOrder(shop.db, orderId))!.status).toBe('pending');
  });

  it('after failed authentication answers the spec message and marks the order failed', async () => {
    const c = new Client(shop.app);
    const { orderId, intentId, secret, nonce } = await pendingAuthOrder(c);
    await authenticate(c, intentId, secret, 'fail');
    const r = await ajax(c, 'wc_stripe_update_order_status', {
      order_id: String(orderId),
      intent_id: intentId,
      _ajax_nonce: nonce,
    });
    expect(r.json).toEqual({
      success: false,
      data: {
        error: {
          message:
            'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        },
      },
    });
    expect((await getOrder(shop.db, orderId))!.status).toBe('failed');
  });
});

describe('saving a card that needed authentication', () => {
  it('is saved when update_order_status finishes the payment', async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const { nonces } = await checkoutWithBasket(c);
    const pm = await createPm(c, CARDS.authenticationOnce);
    const res = await c.postForm(
      '/?wc-ajax=checkout',
      gbForm(nonces.process, {
        payment_method: 'stripe',
        'wc-stripe-payment-method': pm,
        'wc-stripe-new-payment-method': 'true',
      }),
    );
    const [, orderId, secret, nonce] = /^#wc-stripe-confirm-pi:(\d+):(.+):(\w+)$/.exec(
      ((await res.json()) as CheckoutJson).redirect!,
    )!;
    const intentId = secret!.split('_secret_')[0]!;
    await authenticate(c, intentId, secret!, 'complete');
    expect((await shop.db.query('select 1 from payment_tokens where payment_method_id = $1', [pm])).rows).toHaveLength(
      0,
    );
    const r = await ajax(c, 'wc_stripe_update_order_status', {
      order_id: orderId!,
      intent_id: intentId,
      payment_method_id: pm,
      _ajax_nonce: nonce!,
    });
    expect(r.json.success).toBe(true);
    expect(
      (await shop.db.query('select customer_id from payment_tokens where payment_method_id = $1', [pm])).rows,
    ).toEqual([{ customer_id: 1 }]);
  });
});

describe('wc_stripe_update_failed_order', () => {
  it('marks the order failed; refused without its nonce', async () => {
    const c = new Client(shop.app);
    const { orderId, intentId, params } = await pendingAuthOrder(c);
    const forged = await ajax(c, 'wc_stripe_update_failed_order', {
      order_id: String(orderId),
      intent_id: intentId,
      _ajax_nonce: 'bad',
    });
    expect(forged.status).toBe(403);
    expect((await getOrder(shop.db, orderId))!.status).toBe('pending');
    const r = await ajax(c, 'wc_stripe_update_failed_order', {
      order_id: String(orderId),
      intent_id: intentId,
      _ajax_nonce: params.updateFailedOrderNonce,
    });
    expect(r.json.success).toBe(true);
    expect((await getOrder(shop.db, orderId))!.status).toBe('failed');
  });
});

describe('intent creation endpoints', () => {
  it('create_payment_intent makes an intent for the basket; refused without its nonce', async () => {
    const c = new Client(shop.app);
    const { doc } = await checkoutWithBasket(c);
    const p = upeParams(doc);
    expect(
      (await ajax(c, 'wc_stripe_create_payment_intent', { payment_method_type: 'card', _ajax_nonce: 'x' })).status,
    ).toBe(403);
    const r = await ajax(c, 'wc_stripe_create_payment_intent', {
      payment_method_type: 'card',
      _ajax_nonce: p.createPaymentIntentNonce,
    });
    expect(r.json.success).toBe(true);
    expect(r.json.data.id).toMatch(/^pi_/);
    expect(r.json.data.client_secret).toMatch(new RegExp(`^${r.json.data.id}_secret_`));
    expect((await intentRow(r.json.data.id)).amount).toBe(p.cartTotal);
    // Someone else's order is not theirs to pay.
    const other = await ajax(c, 'wc_stripe_create_payment_intent', {
      stripe_order_id: '901',
      _ajax_nonce: p.createPaymentIntentNonce,
    });
    expect(other.json.success).toBe(false);
  });

  it('in stripe mode (no secret key here) intent endpoints answer a clear error', async () => {
    const c = new Client(shop.app);
    const { doc } = await checkoutWithBasket(c);
    const nonce = upeParams(doc).createPaymentIntentNonce as string;
    vi.stubEnv('PAYMENT_PROVIDER', 'stripe');
    vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_live_example');
    const r = await ajax(c, 'wc_stripe_create_payment_intent', { payment_method_type: 'card', _ajax_nonce: nonce });
    expect(r.status).toBe(503);
    expect(r.json.data.error.message).toContain('PAYMENT_PROVIDER=stripe');
  });

  it('update_payment_intent ties the intent to the order at its total; skips seti_; refused without its nonce', async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const doc = parseHtml(await c.text('/checkout/order-pay/901/?pay_for_order=true&key=wc_order_seedpending01'));
    const p = upeParams(doc);
    const made = await ajax(c, 'wc_stripe_create_payment_intent', {
      stripe_order_id: '901',
      _ajax_nonce: p.createPaymentIntentNonce,
    });
    expect(made.json.success).toBe(true);
    const id = made.json.data.id as string;
    const fields = {
      stripe_order_id: '901',
      wc_payment_intent_id: id,
      save_payment_method: 'yes',
      selected_upe_payment_type: 'card',
    };
    expect((await ajax(c, 'wc_stripe_update_payment_intent', { ...fields, _ajax_nonce: 'nope' })).status).toBe(403);
    expect(
      (await ajax(c, 'wc_stripe_update_payment_intent', { ...fields, _ajax_nonce: p.updatePaymentIntentNonce })).json,
    ).toEqual({ result: 'success' });
    expect(await intentRow(id)).toMatchObject({
      order_id: 901,
      amount: 1095,
      save_payment_method: true,
      setup_future_usage: 'off_session',
    });
    expect(
      (
        await ajax(c, 'wc_stripe_update_payment_intent', {
          ...fields,
          wc_payment_intent_id: 'seti_abc',
          _ajax_nonce: p.updatePaymentIntentNonce,
        })
      ).json,
    ).toEqual({ result: 'success' });
    const bad = await ajax(c, 'wc_stripe_update_payment_intent', {
      ...fields,
      wc_payment_intent_id: 'pi_unknown',
      _ajax_nonce: p.updatePaymentIntentNonce,
    });
    expect(bad.json.result).toBe('failure');
    expect(bad.json.messages).toContain('woocommerce-error');
  });

  it('init_setup_intent needs a logged-in customer and its nonce', async () => {
    const c = new Client(shop.app);
    const { doc } = await checkoutWithBasket(c);
    const guest = await ajax(c, 'wc_stripe_init_setup_intent', {
      payment_method_type: 'card',
      _ajax_nonce: upeParams(doc).createSetupIntentNonce,
    });
    expect(guest.json.success).toBe(false);
    await logInCustomer(c);
    const page = parseHtml(await c.text('/my-account/add-payment-method/'));
    const p = upeParams(page);
    expect(
      (await ajax(c, 'wc_stripe_init_setup_intent', { payment_method_type: 'card', _ajax_nonce: 'bad' })).status,
    ).toBe(403);
    const r = await ajax(c, 'wc_stripe_init_setup_intent', {
      payment_method_type: 'card',
      _ajax_nonce: p.createSetupIntentNonce,
    });
    expect(r.json.success).toBe(true);
    expect(r.json.data.id).toMatch(/^seti_/);
    expect(await intentRow(r.json.data.id)).toMatchObject({ kind: 'setup', customer_id: 1 });
  });

  it('admin-ajax wc_stripe_create_and_confirm_setup_intent: succeeded, requires_action with next_action, declined, bad nonce', async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const p = upeParams(parseHtml(await c.text('/my-account/add-payment-method/')));
    const call = async (number: string, nonce = p.createAndConfirmSetupIntentNonce as string) =>
      adminAjax(c, {
        action: 'wc_stripe_create_and_confirm_setup_intent',
        'wc-stripe-payment-method': await createPm(c, number),
        'wc-stripe-payment-type': 'card',
        _ajax_nonce: nonce,
      });
    const ok = await call(CARDS.success);
    expect(ok.json).toMatchObject({
      success: true,
      data: { status: 'succeeded', payment_type: 'card', next_action: null },
    });
    expect(ok.json.data.id).toMatch(/^seti_/);
    const action = await call(CARDS.authentication);
    expect(action.json.data.status).toBe('requires_action');
    expect(action.json.data.next_action.redirect_to_url.url).toContain('/payment-double/authenticate/');
    expect(action.json.data.return_url).toContain('/my-account/add-payment-method/?wc-stripe-setup-intent=');
    const declined = await call(CARDS.declined);
    expect(declined.json).toEqual({ success: false, data: { error: { message: 'The card was declined.' } } });
    expect((await call(CARDS.success, 'bad')).status).toBe(403);
  });
});

describe('wc_stripe_confirm_change_payment', () => {
  const CHANGE = '/checkout/order-pay/902/?pay_for_order=true&key=wc_order_seedsubscr01&change_payment_method=902';

  it("puts the succeeded setup intent's card on the customer's subscription; refused without its nonce", async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const p = upeParams(parseHtml(await c.text(CHANGE)));
    const setup = await createIntent(shop.db, {
      kind: 'setup',
      amount: 0,
      currency: 'gbp',
      customerId: 1,
      orderId: 902,
    });
    const pm = await createPm(c, CARDS.success);
    await confirmIntent(shop.db, setup.id, { paymentMethod: pm });
    const fields = { order_id: '902', intent_id: setup.id, payment_method_id: pm };
    expect((await ajax(c, 'wc_stripe_confirm_change_payment', { ...fields, _ajax_nonce: 'bad' })).status).toBe(403);
    const r = await ajax(c, 'wc_stripe_confirm_change_payment', {
      ...fields,
      _ajax_nonce: p.confirmChangePaymentNonce,
    });
    expect(r.json).toEqual({ success: true, data: { return_url: '/my-account/view-subscription/902/' } });
    expect(
      (await shop.db.query('select 1 from payment_tokens where customer_id = 1 and payment_method_id = $1', [pm])).rows,
    ).toHaveLength(1);
    const sub = await shop.db.query<Json>('select payment_method_id from subscriptions where id = 902');
    expect(sub.rows[0]!.payment_method_id).toBe(pm);
  });

  it("refuses an intent made for an order, another customer's or one not succeeded, changing nothing", async () => {
    const c = new Client(shop.app);
    await logInCustomer(c);
    const nonce = upeParams(parseHtml(await c.text(CHANGE))).confirmChangePaymentNonce as string;
    const before = (await shop.db.query<Json>('select payment_method_id from subscriptions where id = 902')).rows[0];
    const pm = await createPm(c, CARDS.success);
    const cases = [
      { customerId: 1, orderId: 901, confirm: true },
      { customerId: 2, orderId: 902, confirm: true },
      { customerId: 1, orderId: 902, confirm: false },
    ];
    for (const k of cases) {
      const setup = await createIntent(shop.db, { kind: 'setup', amount: 0, currency: 'gbp', ...k });
      if (k.confirm) await confirmIntent(shop.db, setup.id, { paymentMethod: pm });
      const r = await ajax(c, 'wc_stripe_confirm_change_payment', {
        order_id: '902',
        intent_id: setup.id,
        payment_method_id: pm,
        _ajax_nonce: nonce,
      });
      expect(r.json.success).toBe(false);
    }
    expect((await shop.db.query<Json>('select payment_method_id from subscriptions where id = 902')).rows[0]).toEqual(
      before,
    );
  });
});

describe('wc_stripe_save_appearance', () => {
  it('stores the appearance, printed back in later page settings; bad JSON and bad nonces refused', async () => {
    const c = new Client(shop.app);
    const { doc } = await checkoutWithBasket(c);
    const nonce = upeParams(doc).saveAppearanceNonce as string;
    const appearance = {
      variables: { colorPrimary: '#1a3d8f', fontSizeBase: '15px' },
      rules: { '.Input': { padding: '8px' } },
    };
    expect(
      (
        await ajax(c, 'wc_stripe_save_appearance', {
          appearance: JSON.stringify(appearance),
          theme_name: 'loom-and-press',
          is_block_checkout: 'false',
          _ajax_nonce: 'bad',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await ajax(c, 'wc_stripe_save_appearance', {
          appearance: '{nope',
          theme_name: 'loom-and-press',
          _ajax_nonce: nonce,
        })
      ).status,
    ).toBe(400);
    const r = await ajax(c, 'wc_stripe_save_appearance', {
      appearance: JSON.stringify(appearance),
      theme_name: 'loom-and-press',
      is_block_checkout: 'false',
      _ajax_nonce: nonce,
    });
    expect(r.json).toEqual({ success: true });
    const again = await checkoutWithBasket(c);
    expect(upeParams(again.doc).appearance).toEqual(appearance);
  });
});
