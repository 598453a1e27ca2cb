import { afterEach, describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';
import { loadJqueryBridge } from '@storefront/runtime';
import { unloadJqueryBridge } from '@storefront/runtime/testing';
import { FIXTURE_FILLED, REFUSED_TEXT } from '@storefront/test-kit';
import { orderReviewPayload } from './order-review';
import { fillForm, mountCheckout, refreshed, typeInto, until } from './test-support';

let page: Awaited<ReturnType<typeof mountCheckout>> | undefined;
afterEach(() => {
  page?.cleanup();
  page = undefined;
  vi.useRealTimers();
  unloadJqueryBridge();
  delete (globalThis as { jQuery?: unknown }).jQuery;
});

describe('order review refresh', () => {
  it('refreshes once at load (init_checkout) with the spec payload and emits updated_checkout', async () => {
    page = await mountCheckout();
    const calls = page.fake.callsTo('update_order_review');
    expect(calls).toHaveLength(1);
    const body = calls[0]!.body;
    expect(body.get('security')).toBe('review0001');
    expect(body.get('payment_method')).toBe('cod');
    expect(body.get('country')).toBe('GB');
    expect(body.get('s_country')).toBe('GB');
    expect(body.get('has_full_address')).toBe('false');
    expect(body.get('shipping_method[0]')).toBe('flat_rate:1');
    expect(new URLSearchParams(body.get('post_data')!).get('billing_country')).toBe('GB');
    expect(page.names()).toEqual(
      expect.arrayContaining(['init_checkout', 'update_checkout', 'updated_checkout', 'payment_method_selected']),
    );
  });

  it('mirrors the billing address into s_* unless shipping to a different address', async () => {
    page = await mountCheckout();
    fillForm({ ...FIXTURE_FILLED, shipping_city: 'Leeds', shipping_country: 'GB' });
    expect(orderReviewPayload(page.form, 'cod').get('s_city')).toBe('London');
    expect(orderReviewPayload(page.form, 'cod').get('has_full_address')).toBe('true');
    page.input('#ship-to-different-address-checkbox').checked = true;
    expect(orderReviewPayload(page.form, 'cod').get('s_city')).toBe('Leeds');
    expect(orderReviewPayload(page.form, 'cod', { update_shipping_method: false }).has('shipping_method[0]')).toBe(
      false,
    );
  });

  it('a shipping method change refreshes at once and gives the focus back to that method', async () => {
    page = await mountCheckout();
    const free = page.input('#shipping_method_0_free_shipping2');
    free.checked = true;
    free.dispatchEvent(new Event('change', { bubbles: true }));
    await refreshed(page.fake, 2);
    expect(page.fake.callsTo('update_order_review')).toHaveLength(2);
    expect(page.fake.callsTo('update_order_review')[1]!.body.get('shipping_method[0]')).toBe('free_shipping:2');
    const fresh = page.input('#shipping_method_0_free_shipping2');
    expect(fresh).not.toBe(free); // the table was replaced…
    expect(fresh.checked).toBe(true);
    expect(document.activeElement).toBe(fresh); // …and the focus came back
    expect(page.$('.order-total')?.textContent).toContain('£89.00');
  });

  it('typing queues one refresh 1 s after the pause, ignores Tab, and only when the nearby required fields are filled', async () => {
    page = await mountCheckout();
    vi.useFakeTimers();
    const city = page.input('#billing_city');
    typeInto(city, 'Lon');
    await vi.advanceTimersByTimeAsync(1200);
    expect(page.fake.callsTo('update_order_review')).toHaveLength(1); // other required address fields empty
    fillForm({
      billing_address_1: '1 Road',
      billing_postcode: 'SW1A 1AA',
      billing_first_name: 'A',
      billing_last_name: 'B',
    });
    typeInto(city, 'don');
    await vi.advanceTimersByTimeAsync(900);
    typeInto(city, 'x');
    await vi.advanceTimersByTimeAsync(900);
    expect(page.fake.callsTo('update_order_review')).toHaveLength(1); // still typing: nothing sent
    await vi.advanceTimersByTimeAsync(200);
    expect(page.fake.callsTo('update_order_review')).toHaveLength(2);
    city.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await vi.advanceTimersByTimeAsync(2000);
    expect(page.fake.callsTo('update_order_review')).toHaveLength(2);
  });

  it('a change after typing sends at once, and only one request', async () => {
    page = await mountCheckout();
    fillForm(FIXTURE_FILLED);
    vi.useFakeTimers();
    const postcode = page.input('#billing_postcode');
    typeInto(postcode, '1');
    postcode.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(3000);
    expect(page.fake.callsTo('update_order_review')).toHaveLength(2);
  });

  it('a new refresh aborts the one still running; only the last is applied', async () => {
    page = await mountCheckout();
    page.fake.failure = 'hang';
    page.form.dispatchEvent(new Event('update'));
    await until(() => expect(page!.fake.callsTo('update_order_review')).toHaveLength(2));
    const first = page.fake.calls.length;
    page.fake.failure = null;
    page.form.dispatchEvent(new Event('update'));
    await refreshed(page.fake, 3);
    expect(page.fake.calls).toHaveLength(first + 1);
    expect(page.$('.woocommerce-NoticeGroup')).toBeNull(); // the aborted one shows nothing
    expect(page.names().filter((n) => n === 'updated_checkout')).toHaveLength(2);
  });

  it('keeps the payment box nodes, typed card data and the ticked terms across a refresh', async () => {
    page = await mountCheckout({ chosenMethod: 'stripe' });
    const li = page.$('li.payment_method_stripe');
    const box = page.$('.payment_box.payment_method_stripe');
    page.input('#fake-card-number').value = '4242';
    page.input('#terms').checked = true;
    page.fake.state.methods = page.fake.state.methods.filter((m) => m.id !== 'bacs');
    page.form.dispatchEvent(new Event('update'));
    await refreshed(page.fake, 2);
    expect(page.$('li.payment_method_stripe')).toBe(li);
    expect(page.$('.payment_box.payment_method_stripe')).toBe(box);
    expect(page.input('#fake-card-number').value).toBe('4242');
    expect(page.input('#terms').checked).toBe(true);
    expect(page.$('li.payment_method_bacs')).toBeNull();
  });

  it('reload: true reloads the page', async () => {
    page = await mountCheckout();
    page.fake.failure = 'reload';
    page.form.dispatchEvent(new Event('update'));
    await until(() => expect(page!.navigations).toEqual([location.href.replace(/#.*$/, '')]));
  });

  it('result failure puts the messages above the form and re-validates the fields', async () => {
    page = await mountCheckout();
    const original = page.fake.fetch;
    page.fake.fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            result: 'failure',
            messages: '<ul class="woocommerce-error" role="alert"><li>Sorry, no shipping to that address.</li></ul>',
            fragments: {},
          }),
        ),
    ) as typeof fetch;
    vi.stubGlobal('fetch', page.fake.fetch);
    page.form.dispatchEvent(new Event('update'));
    await until(() => expect(page!.$('.woocommerce-NoticeGroup-updateOrderReview')).not.toBeNull());
    const group = page.form.firstElementChild!;
    expect(group.classList.contains('woocommerce-NoticeGroup-updateOrderReview')).toBe(true);
    expect(group?.textContent).toContain('Sorry, no shipping to that address.');
    expect(page.$('#billing_first_name_field').classList.contains('woocommerce-invalid-required-field')).toBe(true);
    page.fake.fetch = original;
  });

  it.each([
    ['offline', 'You are probably offline.'],
    ['invalid', 'The response is not a valid JSON response.'],
    ['server_error', 'An unknown error occurred.'],
  ] as const)('a %s refresh shows a clear message and keeps everything typed', async (failure, message) => {
    page = await mountCheckout();
    fillForm(FIXTURE_FILLED);
    page.fake.failure = failure;
    page.form.dispatchEvent(new Event('update'));
    await refreshed(page.fake, 2);
    expect(page.$('.woocommerce-NoticeGroup-updateOrderReview')?.textContent).toContain(message);
    expect(page.input('#billing_email').value).toBe('ada@example.com');
    expect(page.$('.woocommerce-checkout-review-order-table').classList.contains('processing')).toBe(false);
  });

  it("a refused refresh (403 with the shop's failure answer) shows the shop's message and keeps everything typed", async () => {
    page = await mountCheckout();
    fillForm(FIXTURE_FILLED);
    page.fake.failure = 'refused';
    page.form.dispatchEvent(new Event('update'));
    await until(() => expect(page!.$('.woocommerce-NoticeGroup-updateOrderReview')).not.toBeNull());
    expect(page.$('.woocommerce-NoticeGroup-updateOrderReview')?.textContent).toBe(REFUSED_TEXT);
    expect(page.input('#billing_email').value).toBe('ada@example.com');
    expect(page.$('.woocommerce-checkout-review-order-table').classList.contains('processing')).toBe(false);
  });

  it('listens to update_checkout from jQuery, with update_shipping_method: false', async () => {
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    await loadJqueryBridge();
    page = await mountCheckout();
    jQuery(document.body).trigger('update_checkout', { update_shipping_method: false });
    await refreshed(page.fake, 2);
    const calls = page.fake.callsTo('update_order_review');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.has('shipping_method[0]')).toBe(false);
  });
});
