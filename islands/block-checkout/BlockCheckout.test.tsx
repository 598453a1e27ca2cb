import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateTo } from '@storefront/page';
import { CHECKOUT_ERROR_TEXT } from '@storefront/validation';
import { BlockCheckout } from './BlockCheckout';
import { readBlockSettings } from './settings';
import { BLOCK_HTML, blockSettings, fakeStoreApi, type CheckoutAnswer } from './test-fixtures';
import { fillGbOrder, type } from './test-form';

let navigated: string[] = [];
type W = Record<string, unknown>;

beforeEach(() => {
  navigated = [];
  navigateTo.impl = (href) => void navigated.push(href);
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (window as unknown as W).wcSettings;
  delete (window as unknown as W).wc_order_attribution;
});

/** Mounts the island on the block's wrapper over a fake Store API; waits for the form. */
async function mount(opts: Parameters<typeof fakeStoreApi>[0] = {}, settings = blockSettings()) {
  const api = fakeStoreApi(opts);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  (window as unknown as W).wcSettings = settings;
  (window as unknown as W).wcBlocksMiddlewareConfig = { storeApiNonce: 'n1' };
  document.body.innerHTML = BLOCK_HTML;
  const host = document.querySelector<HTMLElement>('.wp-block-woocommerce-checkout')!;
  const props = readBlockSettings(settings, { ...host.dataset } as Record<string, string>);
  const view = render(<BlockCheckout host={host} settings={props} />, {
    container: host.appendChild(document.createElement('div')),
  });
  await screen.findByRole('button', { name: 'Place order' });
  return { api, host, unmount: view.unmount };
}

/** Fills a valid GB guest order. */
function fillGb() {
  fillGbOrder();
}

const routes = (api: ReturnType<typeof fakeStoreApi>) => api.calls.map((c) => c.route);

describe('block checkout island', () => {
  it('mounts on the wrapper, reads the cart with the nonce and renders every section', async () => {
    const { api, host } = await mount();
    expect(host.classList.contains('is-loading')).toBe(false);
    expect(api.calls[0]).toMatchObject({ route: 'cart', method: 'GET' });
    expect(api.calls[0]!.headers.get('Nonce')).toBe('n1');
    for (const name of ['Contact information', 'Shipping address', 'Shipping options', 'Payment options'])
      expect(screen.getByRole('group', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/my-account/');
    expect(screen.getByRole('radio', { name: /Flat rate — £3.95/ })).toHaveProperty('checked', true);
    expect(screen.getByText('£48.95')).toBeTruthy(); // 45.00 + 3.95
    expect(screen.getByLabelText('Add a note to your order (optional)')).toBeTruthy();
  });

  it('shows the fields of the chosen country (address-locale rules)', async () => {
    await mount();
    expect(screen.getByLabelText('Postcode')).toHaveProperty('required', true);
    expect(screen.getByLabelText('County (optional)')).toBeTruthy(); // GB: a text county, not required
    type('Country / Region', 'IE');
    expect(screen.getByLabelText('Eircode (optional)')).toBeTruthy();
    type('Country / Region', 'US');
    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect([...state.options].map((o) => o.value)).toEqual(['', 'CA', 'NY']);
    expect(screen.getByLabelText('ZIP Code')).toBeTruthy();
  });

  it('checks a field when it is left, with the shop’s message under it', async () => {
    await mount();
    const email = type('Email address', 'not-an-email');
    fireEvent.blur(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const msg = document.getElementById(email.getAttribute('aria-describedby')!)!;
    expect(msg.textContent).toBe('Billing Email address is not a valid email address.');
    type('Email address', 'ada@example.com');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('sends address changes 1 s after the last one, aborting a stale call; totals follow the answer', async () => {
    const { api } = await mount({ hangUpdates: true });
    vi.useFakeTimers();
    type('Postcode', 'D02');
    await act(() => vi.advanceTimersByTimeAsync(500));
    type('Country / Region', 'IE');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(routes(api).filter((r) => r === 'cart/update-customer')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    const first = api.calls.filter((c) => c.route === 'cart/update-customer');
    expect(first).toHaveLength(1);
    expect(first[0]!.json.shipping_address).toMatchObject({ country: 'IE', postcode: 'D02' });
    expect(first[0]!.json.billing_address).toMatchObject({ country: 'IE', email: '' });
    type(/Town \/ City/, 'Dublin');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const updates = api.calls.filter((c) => c.route === 'cart/update-customer');
    expect(updates).toHaveLength(2);
    expect(updates[0]!.signal!.aborted).toBe(true);
    expect(updates[1]!.signal!.aborted).toBe(false);
  });

  it('re-renders shipping options and totals from the update answer', async () => {
    await mount();
    vi.useFakeTimers();
    type('Country / Region', 'IE');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    await screen.findByRole('radio', { name: /International flat rate — £12.00/ });
    expect(screen.getByText('£57.00')).toBeTruthy();
  });

  it('shows a field error the server gives for an address update', async () => {
    await mount();
    vi.useFakeTimers();
    const postcode = type('Postcode', 'NOPE');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    await waitFor(() => expect(postcode.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Shipping Postcode is not a valid postcode / ZIP.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('chooses a shipping rate with select-shipping-rate', async () => {
    const { api } = await mount();
    fireEvent.click(screen.getByRole('radio', { name: /Free shipping/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Free shipping/ })).toHaveProperty('checked', true));
    expect(api.calls.at(-1)).toMatchObject({
      route: 'cart/select-shipping-rate',
      json: { package_id: 0, rate_id: 'free_shipping:2' },
    });
    expect(screen.getByText('£45.00', { selector: '.wc-block-components-totals-footer-item dd' })).toBeTruthy();
  });

  it('applies a coupon, shows a refused one under the field, and removes it', async () => {
    const { api } = await mount();
    const input = screen.getByLabelText('Coupon code');
    fireEvent.input(input, { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText("Sorry, we don't recognise the coupon “nope”.")).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(input, { target: { value: ' WELCOME10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const remove = await screen.findByRole('button', { name: 'Remove coupon “welcome10”' });
    expect(api.calls.find((c) => c.route === 'cart/apply-coupon' && c.json.code === 'WELCOME10')).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Coupon applied to your basket.');
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Remove coupon/ })).toBeNull());
    expect(routes(api).at(-1)).toBe('cart/remove-coupon');
  });

  it('switches payment methods, with the method’s button label; cheque goes for a non-GB billing address', async () => {
    await mount();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('radio', { name: 'Cheque payments' }));
    expect(screen.getByText('Send a cheque.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay by cheque' })).toBeTruthy();
    type('Country / Region', 'IE');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('radio', { name: 'Cheque payments' })).toBeNull());
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy();
  });

  it('uses a separate billing address when the box is unticked', async () => {
    await mount();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Use same address for billing' }));
    const billing = screen.getByRole('group', { name: 'Billing address' });
    expect(within(billing).getByLabelText('First name')).toBeTruthy();
  });

  it('places the order: one POST for a double click, with the addresses, note, method and attribution; then redirects', async () => {
    (window as unknown as W).wc_order_attribution = {
      params: { allowTracking: true, prefix: 'wc_order_attribution_' },
      fields: {},
    };
    const { api } = await mount();
    fillGb();
    type('Add a note to your order (optional)', 'Ring twice');
    const button = screen.getByRole('button', { name: 'Place order' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(navigated).toEqual(['http://localhost:3000/checkout/order-received/7/?key=wc_order_k']));
    const posts = api.calls.filter((c) => c.route === 'checkout');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.json).toMatchObject({
      billing_address: { email: 'ada@example.com', first_name: 'Ada', postcode: 'SW1A 1AA', phone: '+44 1632 960000' },
      shipping_address: { first_name: 'Ada', city: 'London', country: 'GB' },
      customer_note: 'Ring twice',
      payment_method: 'cod',
      payment_data: [],
    });
    expect(Object.keys(posts[0]!.json.extensions)).toEqual(['woocommerce/order-attribution']);
    expect(button).toHaveProperty('disabled', true);
  });

  it('creates an account with the order when the guest asks, with a password', async () => {
    const { api } = await mount();
    fillGb();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Create an account?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const password = screen.getByLabelText('Create account password');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.getByText('Account password is a required field.')).toBeTruthy();
    expect(routes(api)).not.toContain('checkout');
    type('Create account password', 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(navigated).toHaveLength(1));
    expect(api.calls.find((c) => c.route === 'checkout')!.json).toMatchObject({
      create_account: true,
      customer_password: 'correct horse battery',
    });
  });

  it('offers no account to a logged-in customer', async () => {
    await mount({}, blockSettings({ currentUserIsLoggedIn: true }));
    expect(screen.queryByRole('checkbox', { name: 'Create an account?' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('does not post an incomplete form: errors under the fields, the first one focused', async () => {
    const { api } = await mount();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const email = screen.getByLabelText('Email address');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByText('Billing Email address is a required field.')).toBeTruthy();
    expect(screen.getByText('Please read and accept the terms and conditions to place your order.')).toBeTruthy();
    expect(routes(api)).not.toContain('checkout');
  });

  it.each<[string, CheckoutAnswer, string]>([
    ['a 500', { status: 500, body: '<h1>Critical error</h1>' }, CHECKOUT_ERROR_TEXT],
    [
      'a payment error',
      {
        status: 400,
        body: {
          code: 'woocommerce_rest_checkout_process_payment_error',
          message: 'Please choose a payment method.',
          data: { status: 400 },
        },
      },
      'Please choose a payment method.',
    ],
  ])('after %s: a focused, dismissible notice; every value kept; the button back', async (_, answer, text) => {
    await mount({ checkout: answer });
    fillGb();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(text);
    expect(document.activeElement).toBe(notice);
    expect(screen.getByLabelText('Email address')).toHaveProperty('value', 'ada@example.com');
    expect(screen.getByLabelText('Postcode')).toHaveProperty('value', 'SW1A 1AA');
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', false);
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss this notice' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(navigated).toEqual([]);
  });

  it('shows the server’s field errors under the fields of a failed order', async () => {
    const details = {
      billing_address: {
        data: {
          fields: {
            email: 'Billing Email address is not a valid email address.',
            city: 'Billing Town / City is a required field.',
          },
        },
      },
    };
    await mount({
      checkout: {
        status: 400,
        body: {
          code: 'rest_invalid_param',
          message: 'Invalid parameter(s): billing_address',
          data: { status: 400, details },
        },
      },
    });
    fillGb();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('Billing Town / City is a required field.');
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Town \/ City/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows no redirect to another site', async () => {
    await mount({ checkout: { redirect: 'https://evil.example/pay' } });
    fillGb();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toContain('There was an error processing your order');
    expect(navigated).toEqual([]);
  });

  it('releases its timer and requests on unmount', async () => {
    const { api, host, unmount } = await mount({ checkout: 'hang', hangUpdates: true });
    vi.useFakeTimers();
    type(/Town \/ City/, 'Leeds');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    type(/Town \/ City/, 'York');
    const update = api.calls.find((c) => c.route === 'cart/update-customer')!;
    unmount();
    expect(update.signal!.aborted).toBe(true);
    await act(async () => {}); // the aborted request settles and clears its time limit
    expect(vi.getTimerCount()).toBe(0);
    expect(host.classList.contains('is-loading')).toBe(true);
  });
});
