/**
 * Saved cards in the block checkout: a logged-in customer's cards listed under the card (default chosen, then 'Use
 * a new payment method'), a saved card sent as WooCommerce's blocks checkout sends it, the save checkbox for a new
 * card (logged in, or a guest creating an account) following future usage, and a declined saved card.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cardProvider } from './card';
import {
  cardTestHooks,
  checkoutPosts,
  fakeProvider,
  fillAndChooseCard,
  fillGbOrder,
  mount,
  placeOrder,
  seen,
} from './card-fixtures';

cardTestHooks();

const SAVE = 'Save payment information to my account for future purchases.';
const card = (tokenId: number, last4: string, isDefault: boolean) => ({
  method: { gateway: 'stripe', last4, brand: 'Visa' },
  expires: '12/30',
  is_default: isDefault,
  actions: {},
  tokenId,
});
/** The seeded customer's page: logged in, two saved cards (the second the default). */
const customer = {
  currentUserIsLoggedIn: true,
  checkoutAllowsSignup: false,
  customerPaymentMethods: { cc: [card(101, '4242', false), card(102, '4444', true)] },
};
const offers = { showSavedCards: true, showSaveOption: true };
const otherGateway = {
  ...customer,
  customerPaymentMethods: { cc: [{ ...card(103, '1111', true), method: { gateway: 'other', last4: '1111' } }] },
};
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const cardForm = () => document.querySelector<HTMLElement>('.wc-block-components-payment-element__form')!;

describe('saved cards in the block checkout', () => {
  it('lists the saved cards under the card, the default chosen; places the order with its token', async () => {
    const { client } = fakeProvider();
    const { api } = await mount(undefined, offers, customer);
    await fillAndChooseCard();
    expect(screen.getByRole('radiogroup', { name: 'Saved cards' })).toBeTruthy();
    expect(radio('Visa ending in 4444 (expires 12/30)').checked).toBe(true);
    expect(radio('Visa ending in 4242 (expires 12/30)').checked).toBe(false);
    expect(radio('Use a new payment method').checked).toBe(false);
    expect(cardForm().hidden).toBe(true);
    expect(screen.queryByRole('checkbox', { name: SAVE })).toBeNull();
    fireEvent.click(radio('Visa ending in 4242 (expires 12/30)'));
    placeOrder();
    placeOrder();
    await waitFor(() => expect(seen.navigated).toHaveLength(1));
    expect(client.createPaymentMethod).not.toHaveBeenCalled();
    expect(checkoutPosts(api)).toHaveLength(1);
    expect(checkoutPosts(api)[0]!.json).toMatchObject({
      payment_method: 'stripe',
      payment_data: [
        { key: 'token', value: '101' },
        { key: 'payment_method', value: 'stripe' },
        { key: 'wc-stripe-payment-token', value: '101' },
        { key: 'isSavedToken', value: true },
        { key: 'wc-stripe-new-payment-method', value: false },
      ],
    });
  });

  it('a customer with a default saved card starts on the card, that card chosen; it pays without a click on Card', async () => {
    fakeProvider();
    const { api } = await mount(undefined, offers, customer);
    expect(radio('Card').checked).toBe(true);
    expect(radio('Cash on delivery').checked).toBe(false);
    await screen.findByRole('radio', { name: 'Visa ending in 4444 (expires 12/30)' });
    expect(radio('Visa ending in 4444 (expires 12/30)').checked).toBe(true);
    fillGbOrder();
    placeOrder();
    await waitFor(() => expect(seen.navigated).toHaveLength(1));
    expect(checkoutPosts(api)[0]!.json).toMatchObject({
      payment_method: 'stripe',
      payment_data: expect.arrayContaining([{ key: 'token', value: '102' }]),
    });
  });

  it.each([
    ['a guest', {}],
    ['a customer without saved cards', { ...customer, customerPaymentMethods: {} }],
    ['a customer whose saved cards are not shown', customer, {}],
    ['a customer whose default saved card is of another gateway', otherGateway],
  ])('%s starts on the first method, no card code loaded', async (_who, page, card = offers) => {
    fakeProvider();
    await mount(undefined, card, page);
    expect(radio('Cash on delivery').checked).toBe(true);
    expect(radio('Card').checked).toBe(false);
    expect(cardProvider.impl).not.toHaveBeenCalled();
  });

  it('a new card for a customer: the form and the save box; saving asks for off-session use and is sent', async () => {
    const { elements, element } = fakeProvider();
    const { api } = await mount(undefined, offers, customer);
    fillGbOrder();
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Use a new payment method' }));
    expect(cardForm().hidden).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: SAVE }));
    expect(elements.update).toHaveBeenLastCalledWith({ setupFutureUsage: 'off_session' });
    expect(element.update).toHaveBeenLastCalledWith({ terms: { card: 'always' } });
    placeOrder();
    await waitFor(() => expect(seen.navigated).toHaveLength(1));
    expect(checkoutPosts(api)[0]!.json).toMatchObject({
      payment_data: [
        { key: 'payment_method', value: 'stripe' },
        { key: 'wc_payment_intent_id', value: '' },
        { key: 'wc-stripe-is-deferred-intent', value: true },
        { key: 'wc-stripe-payment-method', value: 'pm_1' },
        { key: 'save_payment_method', value: 'yes' },
        { key: 'wc-stripe-new-payment-method', value: true },
      ],
    });
  });

  it('a guest: no saved cards; the save box only while creating an account (unticked when hidden)', async () => {
    const { elements } = fakeProvider();
    await mount(undefined, offers);
    await fillAndChooseCard();
    expect(screen.queryByRole('radiogroup', { name: 'Saved cards' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: SAVE })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Create an account?' }));
    const save = (await screen.findByRole('checkbox', { name: SAVE })) as HTMLInputElement;
    fireEvent.click(save);
    expect(elements.update).toHaveBeenLastCalledWith({ setupFutureUsage: 'off_session' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Create an account?' }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: SAVE })).toBeNull());
    expect(save.checked).toBe(false);
    expect(elements.update).toHaveBeenLastCalledWith({ setupFutureUsage: null });
  });

  it('no save box when the gateway does not offer saving; no list when it does not show saved cards', async () => {
    fakeProvider();
    await mount(undefined, {}, customer);
    await fillAndChooseCard();
    expect(screen.queryByRole('radiogroup', { name: 'Saved cards' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: SAVE })).toBeNull();
  });

  it('a declined saved card: the message in the notice, the card still chosen, the button back', async () => {
    fakeProvider();
    const declined = {
      status: 400,
      body: { code: 'woocommerce_rest_checkout_process_payment_error', message: 'The card was declined.', data: {} },
    };
    const { api } = await mount(declined, offers, customer);
    await fillAndChooseCard();
    placeOrder();
    expect((await screen.findByRole('alert')).textContent).toContain('The card was declined.');
    expect(radio('Visa ending in 4444 (expires 12/30)').checked).toBe(true);
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', false);
    expect(checkoutPosts(api)).toHaveLength(1);
  });

  it("a provider that cannot load: a saved card still pays; a new card's place says the form failed", async () => {
    cardProvider.impl = vi.fn(async () => {
      throw new Error('blocked');
    });
    const { api } = await mount(undefined, offers, customer);
    fillGbOrder();
    fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Use a new payment method' }));
    expect(
      (await screen.findByText('Failed to load Card payment method. Please refresh the page and try again.')).hidden,
    ).toBe(false);
    fireEvent.click(radio('Visa ending in 4444 (expires 12/30)'));
    placeOrder();
    await waitFor(() => expect(seen.navigated).toHaveLength(1));
    const sent = checkoutPosts(api)[0]!.json as { payment_data: Array<{ key: string; value: unknown }> };
    expect(sent.payment_data).toContainEqual({ key: 'wc-stripe-payment-token', value: '102' });
  });
});
