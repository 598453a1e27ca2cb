import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '@storefront/runtime';
import { FIXTURE_FILLED } from '@storefront/test-kit';
import { fillForm, mountCheckout, refreshed, until } from './test-support';

let page: Awaited<ReturnType<typeof mountCheckout>> | undefined;
afterEach(() => {
  page?.cleanup();
  page = undefined;
});

const PAYMENT = '.woocommerce-checkout-payment';

/**
 * The checkout with the card chosen, its order review answering the shop's free-order block (no method list, as
 * WooCommerce's payment.php prints it when nothing is to be paid) while `free.now` is true.
 */
async function freeablePage() {
  page = await mountCheckout({ chosenMethod: 'stripe' });
  const free = { now: false };
  const fake = page.fake;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await fake.fetch(input, init);
    if (!free.now || !String(input).includes('update_order_review')) return res;
    const data = (await res.json()) as { fragments: Record<string, string> };
    data.fragments[PAYMENT] = data.fragments[PAYMENT]!.replace(
      /<ul class="wc_payment_methods[\s\S]*?<\/ul>(?=<div class="form-row place-order">)/,
      '',
    );
    return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
  });
  return free;
}

const list = () => document.querySelector<HTMLElement>(`${PAYMENT} ul.wc_payment_methods`)!;
const refresh = async (count: number) => {
  emit('update_checkout', {});
  await refreshed(page!.fake, count);
};

describe('a free order (the total drops to 0 and rises again)', () => {
  it('hides the methods without losing them, and shows them again as the shopper left them', async () => {
    const free = await freeablePage();
    fillForm({ ...FIXTURE_FILLED, billing_phone: '01234 567890' });
    const li = document.querySelector('li.payment_method_stripe');
    const card = page!.input('#fake-card-number');
    card.value = '4242 4242 4242 4242';
    free.now = true;
    await refresh(2);
    expect(list().hidden).toBe(true);
    expect(document.querySelector('li.payment_method_stripe')).toBe(li);
    expect(page!.$('#place_order').textContent).toBe('Place order');
    expect(page!.input('#billing_first_name').value).toBe(FIXTURE_FILLED.billing_first_name);
    // The total rises again (the coupon removed): the same list, the card still chosen and typed in.
    free.now = false;
    await refresh(3);
    expect(list().hidden).toBe(false);
    expect(document.querySelector('li.payment_method_stripe')).toBe(li);
    expect(page!.input('#fake-card-number')).toBe(card);
    expect(card.value).toBe('4242 4242 4242 4242');
    expect(page!.input('#payment_method_stripe').checked).toBe(true);
    expect(document.querySelector<HTMLElement>('.payment_box.payment_method_stripe')!.hidden).toBe(false);
  });

  it('places a free order with no method chosen: no card confirmation runs', async () => {
    const free = await freeablePage();
    fillForm({ ...FIXTURE_FILLED, billing_phone: '01234 567890' });
    free.now = true;
    await refresh(2);
    const cardHook = vi.fn();
    const anyHook = vi.fn();
    page!.form.addEventListener('checkout_place_order_stripe', cardHook);
    page!.form.addEventListener('checkout_place_order', anyHook);
    page!.form.requestSubmit();
    await until(() => expect(page!.navigations).toHaveLength(1));
    expect(page!.navigations[0]).toMatch(/\/checkout\/order-received\/\d+\//);
    expect(anyHook).toHaveBeenCalledTimes(1);
    expect(cardHook).not.toHaveBeenCalled();
    // The shop ignores what a hidden list still posts; the island names no method.
    expect(page!.fake.callsTo('checkout')).toHaveLength(1);
  });

  it('with the methods back, placing the order runs the chosen method again', async () => {
    const free = await freeablePage();
    free.now = true;
    await refresh(2);
    free.now = false;
    await refresh(3);
    const cardHook = vi.fn((e: Event) => e.preventDefault());
    page!.form.addEventListener('checkout_place_order_stripe', cardHook);
    page!.form.requestSubmit();
    await until(() => expect(cardHook).toHaveBeenCalledTimes(1));
  });
});
