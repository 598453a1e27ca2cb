/**
 * The card in the block checkout: chosen → the provider's element mounted with the block checkout's appearance;
 * placing the order creates the payment method and sends it as the gateway's blocks code does; success, decline,
 * authentication, a provider that cannot load, one order for a double click, save_appearance for blocks.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cardProvider } from './card';
import {
  cardTestHooks,
  checkoutPosts,
  fakeProvider,
  fillAndChooseCard,
  mount,
  placeOrder,
  seen,
  type,
} from './card-fixtures';

cardTestHooks();

describe('the card in the block checkout', () => {
  it('loads nothing until chosen; then mounts the element with the block appearance (blocksAppearance)', async () => {
    const { client, elements } = fakeProvider();
    await mount(undefined, { blocksAppearance: { variables: { colorPrimary: '#123456' } } });
    expect(cardProvider.impl).not.toHaveBeenCalled();
    await fillAndChooseCard();
    const options = client.elements.mock.calls[0]![0] as { appearance: { variables: Record<string, string> } };
    expect(options.appearance.variables.colorPrimary).toBe('#123456');
    expect(elements.create).toHaveBeenCalledWith('payment', expect.objectContaining({ layout: expect.anything() }));
    // A printed appearance is not saved again.
    expect(seen.ajax).toEqual([]);
  });

  it("saves the computed appearance once with is_block_checkout 'yes' when none was printed", async () => {
    fakeProvider();
    await mount();
    await fillAndChooseCard();
    await waitFor(() => expect(seen.ajax.map((a) => a.endpoint)).toEqual(['save_appearance']));
    expect(seen.ajax[0]!.fields).toMatchObject({ is_block_checkout: 'yes', theme_name: expect.any(String) });
    expect(JSON.parse(seen.ajax[0]!.fields.appearance!).variables.fontFamily).toMatch(/Lato/);
  });

  it('places the order with the payment method as payment_data (one order for a double click), then redirects', async () => {
    const { client } = fakeProvider();
    const { api } = await mount();
    await fillAndChooseCard();
    placeOrder();
    placeOrder();
    await waitFor(() =>
      expect(seen.navigated).toEqual(['http://localhost:3000/checkout/order-received/7/?key=wc_order_k']),
    );
    expect(client.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(client.createPaymentMethod.mock.calls[0]![0]).toMatchObject({
      params: {
        billing_details: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          address: { line1: '1 Test Street', city: 'London', postal_code: 'SW1A 1AA', country: 'GB' },
        },
      },
    });
    expect(checkoutPosts(api)).toHaveLength(1);
    expect(checkoutPosts(api)[0]!.json).toMatchObject({
      payment_method: 'stripe',
      payment_data: [
        { key: 'payment_method', value: 'stripe' },
        { key: 'wc_payment_intent_id', value: '' },
        { key: 'wc-stripe-is-deferred-intent', value: true },
        { key: 'wc-stripe-payment-method', value: 'pm_1' },
        { key: 'save_payment_method', value: 'no' },
        { key: 'wc-stripe-new-payment-method', value: false },
      ],
    });
  });

  it('a declined card: the message in the dismissible notice, every value kept, the button back', async () => {
    fakeProvider();
    const declined = {
      status: 400,
      body: { code: 'woocommerce_rest_checkout_process_payment_error', message: 'The card was declined.', data: {} },
    };
    const { api } = await mount(declined);
    await fillAndChooseCard();
    placeOrder();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('The card was declined.');
    expect(screen.getByRole('button', { name: 'Dismiss this notice' })).toBeTruthy();
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByRole('radio', { name: 'Card' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', false);
    expect(checkoutPosts(api)).toHaveLength(1);
  });

  it("a card the provider refuses (incomplete): the provider's message, no order posted", async () => {
    fakeProvider({ submitError: { type: 'validation_error', code: 'incomplete_number', message: 'x' } });
    const { api } = await mount();
    await fillAndChooseCard();
    placeOrder();
    expect((await screen.findByRole('alert')).textContent).toContain('The card number is incomplete.');
    expect(checkoutPosts(api)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', false);
  });

  it('authentication: confirms the intent the answer names, update_order_status, then the order received page', async () => {
    const { client } = fakeProvider();
    await mount({ redirect: '#wc-stripe-confirm-pi:7:pi_1_secret_2:abc123' });
    await fillAndChooseCard();
    placeOrder();
    await waitFor(() =>
      expect(seen.navigated).toEqual(['http://localhost:3000/checkout/order-received/7/?key=wc_order_k']),
    );
    expect(client.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    expect(seen.ajax.find((a) => a.endpoint === 'update_order_status')!.fields).toMatchObject({
      order_id: '7',
      intent_id: 'pi_1',
      payment_method_id: 'pm_1',
      _ajax_nonce: 'abc123',
    });
  });

  it('a provider that cannot load: the load-failure message in the box; placing the order says the details are missing', async () => {
    cardProvider.impl = vi.fn(async () => {
      throw new Error('blocked');
    });
    const { api } = await mount();
    type('Email address', 'ada@example.com');
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    await screen.findByText('Failed to load Card payment method. Please refresh the page and try again.');
    type('First name', 'Ada');
    type('Last name', 'Lovelace');
    type('Street address', '1 Test Street');
    type(/Town \/ City/, 'London');
    type('Postcode', 'SW1A 1AA');
    type('Phone', '+44 1632 960000');
    fireEvent.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    placeOrder();
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid or missing payment details.');
    expect(checkoutPosts(api)).toHaveLength(0);
  });

  it('choosing another method destroys the element', async () => {
    const { element } = fakeProvider();
    await mount();
    await fillAndChooseCard();
    fireEvent.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await waitFor(() => expect(element.destroy).toHaveBeenCalled());
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });
});
