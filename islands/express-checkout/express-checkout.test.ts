import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { ATTRIBUTION_FIELD_NAMES, PAGE_ATTRIBUTION_KEY } from '@storefront/attribution';
import { expressTestPage } from './test-page';
import { readExpressParams } from './params';
import {
  CART_HTML,
  PRODUCT_HTML,
  expressParams,
  fakeShopFetch,
  type FakeShopAnswers,
  type ShopCall,
} from './test-fixtures';

/** Replaces `fetch` with the fake shop; returns the recorded calls. */
function fakeShop(over: FakeShopAnswers = {}): ShopCall[] {
  const shop = fakeShopFetch(over);
  vi.stubGlobal('fetch', vi.fn(shop.fetch));
  return shop.calls;
}
import type { ExpressParams } from './contract';

const BUTTON = 'Pay with test wallet (local payment double)';
const { navigated, mount: bind, unmountAll } = expressTestPage();

const mount = (markup: string, params: ExpressParams = expressParams()) => bind(markup, params);

const endpoints = (calls: ShopCall[]) => calls.map((c) => c.endpoint);

async function openSheet() {
  fireEvent.click(await screen.findByRole('button', { name: BUTTON }));
  const dialog = await screen.findByRole('dialog', { name: 'Test wallet (local payment double)' });
  await waitFor(() => expect(within(dialog).getAllByRole('radio')).toHaveLength(2));
  return dialog;
}

describe('express checkout island (local payment double)', () => {
  it('reads the page params and refuses a page without them', () => {
    expect(() => readExpressParams(undefined)).toThrow();
    const p = readExpressParams({
      ajax_url: '/?wc-ajax=%%endpoint%%',
      is_product_page: true,
      provider: { kind: 'local-double', apiBase: '/pd' },
      stripe: { publishable_key: 'pk' },
      nonce: { shipping: 's' },
    });
    expect(p).toMatchObject({
      isProductPage: true,
      provider: { kind: 'local-double', apiBase: '/pd' },
      publishableKey: 'pk',
      currency: 'gbp',
    });
    expect(p.nonces.shipping).toBe('s');
  });

  it("basket: button, sheet with the shop's rates, rate choice, pay → Store API checkout → order received", async () => {
    const calls = fakeShop();
    mount(CART_HTML);
    await screen.findByRole('button', { name: BUTTON });
    await waitFor(() =>
      expect(document.getElementById('wc-stripe-express-checkout-button-separator')!.hidden).toBe(false),
    );
    const dialog = await openSheet();
    // The preset (partial) address went to get_shipping_options with its nonce (the shop normalises it there).
    const shipping = calls.find((c) => c.endpoint === 'get_shipping_options')!;
    expect(shipping.form).toMatchObject({
      security: 'n-shipping',
      country: 'GB',
      postcode: 'SW1A 1AA',
      is_product_page: 'false',
    });
    expect(endpoints(calls)).not.toContain('normalize_address');
    expect(dialog.textContent).toContain('Total: £28.95');

    fireEvent.click(within(dialog).getByRole('radio', { name: /Free shipping/ }));
    await waitFor(() => expect(endpoints(calls)).toContain('update_shipping_method'));
    expect(calls.find((c) => c.endpoint === 'update_shipping_method')!.form).toMatchObject({
      security: 'n-update',
      'shipping_method[0]': 'free_shipping:2',
    });
    await waitFor(() =>
      expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Pay' }).disabled).toBe(false),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));

    await waitFor(() =>
      expect(navigated).toEqual([
        'http://localhost:3000/checkout/order-received/42/?key=wc_order_x'.replace(
          'http://localhost:3000',
          location.origin,
        ),
      ]),
    );
    expect(calls.find((c) => c.endpoint === 'payment_methods')!.json.card.number).toBe('4242424242424242');
    // On Pay: normalize_address with both addresses (spec §7: data.billing_address, data.shipping_address).
    const normalize = calls.find((c) => c.endpoint === 'normalize_address')!;
    expect(normalize.form.security).toBe('n-normalize');
    const wallet = { address_1: '1 Test Street', address_2: '', city: 'London', state: '', postcode: 'SW1A 1AA' };
    expect(JSON.parse(normalize.form.data!)).toEqual({
      billing_address: {
        first_name: 'Test',
        last_name: 'Wallet Shopper',
        company: '',
        ...wallet,
        country: 'GB',
        email: 'wallet.shopper@example.com',
        phone: '+441632960000',
      },
      shipping_address: { first_name: 'Test', last_name: 'Wallet Shopper', company: '', ...wallet, country: 'GB' },
    });
    expect(endpoints(calls).indexOf('normalize_address')).toBeLessThan(endpoints(calls).indexOf('checkout'));
    const checkout = calls.find((c) => c.endpoint === 'checkout')!;
    expect(checkout.path).toBe('/wp-json/wc/store/v1/checkout');
    expect(checkout.headers.get('Nonce')).toBe('n-store');
    expect(checkout.headers.get('X-WCSTRIPE-EXPRESS-CHECKOUT')).toBe('true');
    expect(checkout.headers.get('X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE')).toBe('n-express');
    expect(checkout.json).toMatchObject({
      payment_method: 'stripe',
      payment_data: [
        { key: 'wc-stripe-payment-method', value: 'pm_test1' },
        { key: 'express_payment_type', value: 'double_wallet' },
      ],
      billing_address: {
        first_name: 'Test',
        last_name: 'Wallet Shopper',
        country: 'GB',
        postcode: 'SW1A 1AA',
        email: 'wallet.shopper@example.com',
      },
      shipping_address: { country: 'GB', city: 'London' },
      // No order comments field on the basket page.
      customer_note: '',
    });
    // No wc_order_attribution on this page: no attribution extension data.
    expect(checkout.json).not.toHaveProperty('extensions');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("checkout page: the shop's normalised addresses and the order comments go with the order", async () => {
    const calls = fakeShop({
      normalize_address: (c) => {
        const data = JSON.parse(c.form.data!);
        return {
          body: {
            billing_address: { ...data.billing_address, state: 'LND', postcode: 'SW1A 1AB' },
            shipping_address: { ...data.shipping_address, state: 'LND' },
          },
        };
      },
    });
    mount(
      `<form class="checkout"><textarea id="order_comments" name="order_comments">Leave by the door</textarea></form>` +
        CART_HTML,
    );
    const dialog = await openSheet();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(navigated).toHaveLength(1));
    expect(calls.find((c) => c.endpoint === 'checkout')!.json).toMatchObject({
      billing_address: { state: 'LND', postcode: 'SW1A 1AB', city: 'London', email: 'wallet.shopper@example.com' },
      shipping_address: { state: 'LND', postcode: 'SW1A 1AA', city: 'London' },
      customer_note: 'Leave by the door',
    });
  });

  it("the order carries the page's attribution as Store API extension data (spec §3)", async () => {
    const g = globalThis as { wc_order_attribution?: unknown } & Record<symbol, unknown>;
    g.wc_order_attribution = {
      params: { lifetime: 1e-5, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true },
    };
    history.replaceState(null, '', '/cart/?utm_source=news&utm_medium=email');
    try {
      const calls = fakeShop();
      mount(CART_HTML);
      const dialog = await openSheet();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(navigated).toHaveLength(1));
      const sent = calls.find((c) => c.endpoint === 'checkout')!.json.extensions['woocommerce/order-attribution'];
      expect(sent).toMatchObject({ source_type: 'utm', utm_source: 'news', utm_medium: 'email', session_pages: '1' });
      expect(Object.keys(sent)).toEqual(ATTRIBUTION_FIELD_NAMES);
    } finally {
      delete g.wc_order_attribution;
      delete g[PAGE_ATTRIBUTION_KEY];
      for (const name of document.cookie.split(';').map((p) => p.split('=')[0]!.trim()))
        if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
      history.replaceState(null, '', '/');
    }
  });

  it('a failed normalize_address on Pay shows its message and places no order', async () => {
    const calls = fakeShop({ normalize_address: () => ({ status: 500, body: {} }) });
    const host = mount(CART_HTML);
    const dialog = await openSheet();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(host.querySelector('[role="alert"]')!.textContent).not.toBe(''));
    expect(endpoints(calls)).not.toContain('checkout');
    expect(navigated).toEqual([]);
  });

  it("a declined card shows the server's message; nothing navigates and the button works again", async () => {
    fakeShop({
      checkout: () => ({
        status: 400,
        body: { code: 'woocommerce_rest_checkout_process_payment_error', message: 'The card was declined.' },
      }),
    });
    const host = mount(CART_HTML);
    const dialog = await openSheet();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(host.querySelector('[role="alert"]')!.textContent).toBe('The card was declined.'));
    expect(navigated).toEqual([]);
    expect(host.classList.contains('blockUI') || host.querySelector('.blockUI')).toBeFalsy();
    fireEvent.click(screen.getByRole('button', { name: BUTTON }));
    await screen.findByRole('dialog');
  });

  it('a cross-origin order URL is never followed', async () => {
    fakeShop({
      checkout: () => ({ body: { payment_result: { redirect_url: 'https://evil.example/order-received/1/' } } }),
    });
    const host = mount(CART_HTML);
    const dialog = await openSheet();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(host.querySelector('[role="alert"]')!.textContent).not.toBe(''));
    expect(navigated).toEqual([]);
  });

  it('an address the shop cannot ship to is rejected in the sheet', async () => {
    fakeShop({ get_shipping_options: () => ({ body: { result: 'invalid_shipping_address' } }) });
    mount(CART_HTML);
    fireEvent.click(await screen.findByRole('button', { name: BUTTON }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toMatch(/cannot be shipped/));
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
  });

  it('a failed basket request shows the connection message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const host = mount(CART_HTML);
    await waitFor(() =>
      expect(host.querySelector('[role="alert"]')!.textContent).toBe(
        'An error occurred while connecting to the server. Please try again.',
      ),
    );
  });

  /** Mounts the product page, opens the sheet from the wallet button and cancels it with Escape. */
  async function addThenCancel() {
    mount(PRODUCT_HTML, expressParams({ isProductPage: true }));
    const button = await screen.findByRole('button', { name: BUTTON });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    return button;
  }
  const removed = (calls: ShopCall[]) => calls.filter((c) => c.endpoint === 'remove-item').map((c) => c.json);

  it('product page: adds the chosen variation through the Store API on click; a cancel removes that line', async () => {
    const calls = fakeShop();
    mount(PRODUCT_HTML, expressParams({ isProductPage: true }));
    await screen.findByRole('button', { name: BUTTON });
    expect(calls.find((c) => c.endpoint === 'get_selected_product_data')!.form).toMatchObject({
      product_id: '77',
      qty: '2',
      attribute_pa_size: 'a5',
    });
    unmountAll();
    await addThenCancel();
    const add = calls.find((c) => c.endpoint === 'add-item')!;
    expect(add.path).toBe('/wp-json/wc/store/v1/cart/add-item');
    expect(add.headers.get('Nonce')).toBe('n-store');
    expect(add.json).toEqual({ id: 77, quantity: 2, variation: [{ attribute: 'attribute_pa_size', value: 'a5' }] });
    // The basket is read before the add (to know which line the add created), its totals after.
    const order = endpoints(calls).filter((e) => ['cart', 'add-item', 'get_cart_details'].includes(e));
    expect(order).toEqual(['cart', 'add-item', 'get_cart_details']);
    await waitFor(() => expect(removed(calls)).toEqual([{ key: 'k-added' }]));
    const remove = calls.find((c) => c.endpoint === 'remove-item')!;
    expect(remove.path).toBe('/wp-json/wc/store/v1/cart/remove-item');
    expect(remove.headers.get('Nonce')).toBe('n-store');
    expect(endpoints(calls)).not.toContain('add_to_cart');
    expect(endpoints(calls)).not.toContain('clear_cart');
  });

  it('product page: a cancel with lines in the basket before removes only the added line', async () => {
    const calls = fakeShop({
      cart: () => ({ body: { items: [{ key: 'k-old', id: 102, quantity: 1 }] } }),
      'add-item': () => ({
        body: {
          items: [
            { key: 'k-old', id: 102, quantity: 1 },
            { key: 'k-added', id: 77 },
          ],
        },
      }),
    });
    await addThenCancel();
    await waitFor(() => expect(removed(calls)).toEqual([{ key: 'k-added' }]));
    expect(endpoints(calls)).not.toContain('clear_cart');
  });

  it('product page: a virtual-only basket (nothing to ship) is not cleared on cancel', async () => {
    const gift = { key: 'k-gift', id: 131, quantity: 1 };
    const calls = fakeShop({
      get_cart_details: () => ({ body: { shipping_required: false, order_data: { total: { amount: 2500 } } } }),
      cart: () => ({ body: { items: [gift] } }),
      'add-item': () => ({ body: { items: [gift, { key: 'k-added', id: 77, quantity: 2 }] } }),
    });
    await addThenCancel();
    await waitFor(() => expect(removed(calls)).toEqual([{ key: 'k-added' }]));
    expect(endpoints(calls)).not.toContain('clear_cart');
  });

  it('product page: an add that only raised a line the basket had removes nothing on cancel', async () => {
    const line = { key: 'k-added', id: 77, quantity: 1 };
    const calls = fakeShop({
      cart: () => ({ body: { items: [line] } }),
      'add-item': () => ({ body: { items: [{ ...line, quantity: 3 }] } }),
    });
    await addThenCancel();
    // The fake shop answers in microtasks: one task later any remove-item the cancel started has been sent.
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(removed(calls)).toEqual([]);
  });

  it("product page: a refused add-item shows the Store API's message and opens no sheet", async () => {
    const calls = fakeShop({
      'add-item': () => ({
        status: 400,
        body: { code: 'woocommerce_rest_product_out_of_stock', message: 'This product is out of stock.' },
      }),
    });
    mount(PRODUCT_HTML, expressParams({ isProductPage: true }));
    fireEvent.click(await screen.findByRole('button', { name: BUTTON }));
    await screen.findByText('This product is out of stock.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(endpoints(calls)).not.toContain('get_cart_details');
  });

  it('product page: without a complete choice the click explains what to do and adds nothing', async () => {
    const calls = fakeShop();
    mount(PRODUCT_HTML.replace('value="78"', 'value=""'), expressParams({ isProductPage: true }));
    fireEvent.click(await screen.findByRole('button', { name: BUTTON }));
    await screen.findByText('Please select some product options before adding this product to your basket.');
    expect(endpoints(calls)).not.toContain('add-item');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
