import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPaymentSettings, paymentErrorMessage } from '@storefront/payments';
import { createFakePaymentBackend, fakePaymentSettings, type FakePaymentBackend } from '@storefront/payments/testing';
import {
  createAndConfirmSetupIntent,
  createPaymentIntent,
  initSetupIntent,
  updateFailedOrder,
  updateOrderStatus,
  updatePaymentIntent,
} from '@storefront/payments/flows';

let backend: FakePaymentBackend;
const settings = readPaymentSettings(fakePaymentSettings());

beforeEach(() => {
  backend = createFakePaymentBackend();
  vi.stubGlobal('fetch', backend.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('the shop’s payment endpoints', () => {
  it('create_payment_intent and init_setup_intent send their nonces and read id + client_secret', async () => {
    const pi = await createPaymentIntent(settings, '42');
    expect(pi.id).toMatch(/^pi_/);
    expect(backend.callsTo('wc_stripe_create_payment_intent')[0]?.body).toEqual({
      stripe_order_id: '42',
      payment_method_type: 'card',
      _ajax_nonce: 'n-cpi',
    });
    const si = await initSetupIntent(settings);
    expect(si.client_secret).toMatch(/^seti_/);
    expect(backend.callsTo('wc_stripe_init_setup_intent')[0]?.body).toEqual({
      payment_method_type: 'card',
      _ajax_nonce: 'n-csi',
    });
  });

  it('update_payment_intent is skipped for setup intents and reports a failure answer', async () => {
    await updatePaymentIntent(settings, { orderId: '1', intentId: 'seti_123', savePaymentMethod: false });
    expect(backend.calls).toHaveLength(0);
    const error = await updatePaymentIntent(settings, {
      orderId: '1',
      intentId: 'pi_123',
      savePaymentMethod: true,
    }).catch((e) => e);
    expect(paymentErrorMessage(error)).toBe('No such payment.');
    const pi = backend.createIntent();
    await expect(
      updatePaymentIntent(settings, { orderId: '1', intentId: pi.id, savePaymentMethod: false }),
    ).resolves.toBeUndefined();
    expect(backend.callsTo('wc_stripe_update_payment_intent')[0]?.body).toEqual({
      stripe_order_id: '1',
      wc_payment_intent_id: 'pi_123',
      save_payment_method: 'yes',
      selected_upe_payment_type: 'card',
      _ajax_nonce: 'n-upi',
    });
  });

  it('update_order_status uses the hash nonce, or the configured one; confirm_change_payment when changing a method', async () => {
    const pi = backend.createIntent();
    pi.status = 'succeeded';
    expect(
      await updateOrderStatus(settings, { orderId: '9', intentId: pi.id, paymentMethodId: 'pm_1', nonce: '' }),
    ).toBe('/checkout/order-received/9/?key=wc_order_fake');
    expect(backend.callsTo('wc_stripe_update_order_status')[0]?.body._ajax_nonce).toBe('n-uos');
    const changing = readPaymentSettings(fakePaymentSettings({ isChangingPayment: true }));
    await updateOrderStatus(changing, { orderId: '9', intentId: pi.id, paymentMethodId: 'pm_1', nonce: '' });
    expect(backend.callsTo('wc_stripe_confirm_change_payment')[0]?.body._ajax_nonce).toBe('n-ccp');
  });

  it('failures carry the server’s message or the generic one; connection failures keep their kind', async () => {
    backend.state.orderStatus = 'error';
    const error = await updateOrderStatus(settings, {
      orderId: '9',
      intentId: 'pi_x',
      paymentMethodId: '',
      nonce: 'n',
    }).catch((e) => e);
    expect(paymentErrorMessage(error)).toBe('The payment could not be confirmed.');
    backend.state.failure = 'offline';
    const offline = await createPaymentIntent(settings, '1').catch((e) => e);
    expect(paymentErrorMessage(offline)).toBe('An error occurred while connecting to the server. Please try again.');
    await expect(updateFailedOrder(settings, 'pi_x', '9')).resolves.toBeUndefined();
  });

  it('a refused call (403 with the shop’s error answer, e.g. a wrong nonce) carries the shop’s message', async () => {
    const refusal = 'We could not verify this request. Please reload the page and try again.';
    const body = JSON.stringify({ success: false, data: { error: { message: refusal } } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 403, headers: { 'Content-Type': 'application/json' } })),
    );
    const calls = [
      () => updateOrderStatus(settings, { orderId: '9', intentId: 'pi_x', paymentMethodId: 'pm_1', nonce: 'n' }),
      () => createAndConfirmSetupIntent(settings, 'pm_1'),
      () => createPaymentIntent(settings, '1'),
    ];
    for (const call of calls) expect(paymentErrorMessage(await call().catch((e: unknown) => e))).toBe(refusal);
  });

  it('create_and_confirm_setup_intent posts to admin-ajax with its action and nonce', async () => {
    const answer = await createAndConfirmSetupIntent(settings, 'pm_unknown');
    expect(answer.status).toBe('succeeded');
    expect(backend.callsTo('wc_stripe_create_and_confirm_setup_intent')[0]).toMatchObject({
      path: '/wp-admin/admin-ajax.php',
      body: { 'wc-stripe-payment-method': 'pm_unknown', _ajax_nonce: 'n-ccsi' },
    });
  });
});
