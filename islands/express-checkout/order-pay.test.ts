import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expressTestPage } from './test-page';
import { readExpressParams } from './params';
import { expressParams, fakeShopFetch, type FakeShopAnswers, type ShopCall } from './test-fixtures';

const BUTTON = 'Pay with test wallet (local payment double)';
const ORDER_PAY_HTML = `<div class="woocommerce"><form id="order_review"><table class="shop_table"></table>
<div id="wc-stripe-express-checkout-element"></div><p id="wc-stripe-express-checkout-button-separator" hidden>— OR —</p>
<div id="payment"></div></form></div>`;
const SHIPPING = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: '',
  address_1: '12 Harbour Street',
  address_2: '',
  city: 'Bristol',
  state: '',
  postcode: 'BS1 4DJ',
  country: 'GB',
  phone: '',
};
/** `wcStripeExpressCheckoutPayForOrderParams` as the shop prints it for order 901. */
const PAY_FOR_ORDER = {
  order: 901,
  orderDetails: { orderKey: 'wc_order_seed+1', billingEmail: 'ada+pay@example.com', shippingAddress: SHIPPING },
  displayItems: [
    { label: 'Greeting card (x2)', amount: 700 },
    { label: 'Shipping (Flat rate)', amount: 395 },
  ],
  currency: 'gbp',
  needs_shipping: false,
  total: { label: 'Shop', amount: 1095, pending: true },
};
const PAID = {
  '901': () => ({ body: { order_id: 901, payment_result: { redirect_url: '/checkout/order-received/901/?key=k' } } }),
};

const { navigated, mount: bind, unmountAll } = expressTestPage();

function fakeShop(over: FakeShopAnswers = {}): ShopCall[] {
  const shop = fakeShopFetch({ ...PAID, ...over });
  vi.stubGlobal('fetch', vi.fn(shop.fetch));
  return shop.calls;
}

function mount(payForOrder: unknown = PAY_FOR_ORDER) {
  return bind(ORDER_PAY_HTML, expressParams({ isPayForOrder: true, payForOrder }));
}

async function pay() {
  fireEvent.click(await screen.findByRole('button', { name: BUTTON }));
  const dialog = await screen.findByRole('dialog', { name: 'Test wallet (local payment double)' });
  await waitFor(() => expect(within(dialog).getByText('Total: £10.95')).toBeTruthy());
  fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
  return dialog;
}

const alertText = (host: HTMLElement) => host.querySelector('.wc-stripe-express-checkout-error')!.textContent;

describe('express checkout on order-pay', () => {
  it('reads is_pay_for_order and keeps the order global', () => {
    const p = readExpressParams({ ajax_url: '/x', nonce: {}, is_pay_for_order: true }, PAY_FOR_ORDER);
    expect(p).toMatchObject({ isPayForOrder: true, payForOrder: PAY_FOR_ORDER });
    expect(readExpressParams({ ajax_url: '/x', nonce: {} }).isPayForOrder).toBe(false);
  });

  it('pays the order: its total, no address asked, POST checkout/{id}?key&billing_email with the order’s shipping address', async () => {
    const calls = fakeShop();
    mount();
    await pay();
    await waitFor(() =>
      expect(navigated).toEqual([expect.stringMatching(/\/checkout\/order-received\/901\/\?key=k$/)]),
    );
    // No basket, shipping or cart call: the order has its lines, total and address.
    expect(calls.map((c) => c.endpoint)).toEqual(['payment_methods', 'normalize_address', '901']);
    const order = calls.at(-1)!;
    expect(order.path).toBe('/wp-json/wc/store/v1/checkout/901');
    const url = new URL(String(vi.mocked(fetch).mock.calls.at(-1)![0]), 'http://shop.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'wc_order_seed+1',
      billing_email: 'ada+pay@example.com',
    });
    expect(order.headers.get('Nonce')).toBe('n-store');
    expect(order.headers.has('X-WCSTRIPE-EXPRESS-CHECKOUT')).toBe(false);
    expect(order.json).toEqual({
      billing_address: expect.objectContaining({
        first_name: 'Test',
        city: 'London',
        email: 'wallet.shopper@example.com',
      }),
      shipping_address: SHIPPING,
      payment_method: 'stripe',
      payment_data: [
        { key: 'wc-stripe-payment-method', value: 'pm_test1' },
        { key: 'express_payment_type', value: 'double_wallet' },
      ],
    });
  });

  for (const [name, answer, message] of [
    [
      'a refusal (4xx) shows its message',
      () => ({
        status: 409,
        body: { code: 'woocommerce_rest_order_not_payable', message: 'This order can no longer be paid for.' },
      }),
      'This order can no longer be paid for.',
    ],
    [
      'a server error (5xx) shows the generic failure',
      () => ({ status: 500, body: {} }),
      'Payment failed. Please try again.',
    ],
    [
      'an answer without a redirect URL shows the generic failure',
      () => ({ body: { order_id: 901 } }),
      'Payment failed. Please try again.',
    ],
    [
      'a network error shows the connection message',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'An error occurred while connecting to the server. Please try again.',
    ],
  ] as const) {
    it(`${name}; nothing navigates, the page unblocks and the button works again`, async () => {
      fakeShop({ '901': answer as FakeShopAnswers[string] });
      const host = mount();
      await pay();
      await waitFor(() => expect(alertText(host)).toBe(message));
      expect(navigated).toEqual([]);
      expect(host.classList.contains('blockUI') || host.querySelector('.blockUI')).toBeFalsy();
      fireEvent.click(screen.getByRole('button', { name: BUTTON }));
      await screen.findByRole('dialog');
    });
  }

  it("after a refused payment the next try sends the payer's email (the order took it); other refusals keep the order's", async () => {
    let answers = 0;
    const refusal = (code: string) => () => ({ status: 400, body: { code, message: `refused ${++answers}` } });
    const emails = () =>
      vi
        .mocked(fetch)
        .mock.calls.map(([u]) => new URL(String(u), 'http://shop.test'))
        .filter((u) => u.pathname.endsWith('/901'))
        .map((u) => u.searchParams.get('billing_email'));
    fakeShop({ '901': refusal('rest_invalid_param') });
    let host = mount();
    await pay();
    await waitFor(() => expect(alertText(host)).toBe('refused 1'));
    await pay();
    await waitFor(() => expect(alertText(host)).toBe('refused 2'));
    expect(emails()).toEqual(['ada+pay@example.com', 'ada+pay@example.com']);
    unmountAll();

    fakeShop({ '901': refusal('woocommerce_rest_checkout_process_payment_error') });
    host = mount();
    await pay();
    await waitFor(() => expect(alertText(host)).toBe('refused 3'));
    await pay();
    await waitFor(() => expect(alertText(host)).toBe('refused 4'));
    expect(emails()).toEqual(['ada+pay@example.com', 'wallet.shopper@example.com']);
  });

  it('a page whose order global names no order shows an error and no button', async () => {
    const calls = fakeShop();
    const host = mount({ order: 'x' });
    await waitFor(() => expect(alertText(host)).toBe('Payment failed. Please try again.'));
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
    expect(calls).toEqual([]);
  });
});
