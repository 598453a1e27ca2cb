import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cardTestHooks,
  checkoutPosts,
  fakeProvider,
  fillAndChooseCard,
  mount,
  placeOrder,
  seen,
} from './card-fixtures';

cardTestHooks();

/** The fake's cart made free while its coupon is on (the shop's 100% coupon with free shipping). */
function freeWithCoupon(api: Awaited<ReturnType<typeof mount>>['api']) {
  const inner = api.fetch;
  api.fetch = async (url, init) => {
    const res = await inner(url, init);
    if (!api.state.coupons.length || !res.ok) return res;
    const cart = (await res.clone().json()) as Record<string, any>;
    if (!cart.totals) return res;
    Object.assign(cart, { needs_payment: false });
    Object.assign(cart.totals, { total_discount: '4500', total_shipping: '0', total_price: '0' });
    return new Response(JSON.stringify(cart), { headers: res.headers });
  };
}

const applyCoupon = async () => {
  fireEvent.input(screen.getByLabelText('Coupon code'), { target: { value: 'welcome10' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  return screen.findByRole('button', { name: 'Remove coupon “welcome10”' });
};
/** The payment methods offered (radios of the payment step). */
const methodRadios = () => within(screen.getByRole('group', { name: 'Payment options' })).queryAllByRole('radio');

describe('a free order in the block checkout', () => {
  it('offers no payment method, posts none and no payment data, and goes to the order', async () => {
    const provider = fakeProvider();
    const { api } = await mount();
    freeWithCoupon(api);
    await fillAndChooseCard();
    await applyCoupon();
    await waitFor(() => expect(methodRadios()).toHaveLength(0));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy();
    placeOrder();
    await waitFor(() =>
      expect(seen.navigated).toEqual([expect.stringMatching(/\/order-received\/7\/\?key=wc_order_k$/)]),
    );
    const [post] = checkoutPosts(api);
    expect(post!.json).toMatchObject({ payment_method: '', payment_data: [] });
    expect(provider.client.createPaymentMethod).not.toHaveBeenCalled();
    expect(provider.elements.submit).not.toHaveBeenCalled();
  });

  it('offers the methods again when the total rises, the chosen one still chosen', async () => {
    fakeProvider();
    const { api } = await mount();
    freeWithCoupon(api);
    await fillAndChooseCard();
    fireEvent.click(await applyCoupon());
    await waitFor(() => expect(screen.queryByRole('button', { name: /Remove coupon/ })).toBeNull());
    // The methods are back with the shopper's choice (the card's form is mounted again, empty: its iframe went).
    expect(methodRadios().length).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveProperty('checked', true);
    await screen.findByLabelText('Card number');
  });
});
