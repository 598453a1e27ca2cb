import { afterEach, describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';
import { getPageStore } from '@storefront/runtime';
import { FIXTURE_FILLED, REFUSED_TEXT } from '@storefront/test-kit';
import { parseCheckoutResponse } from './submit';
import { fillForm, mountCheckout, settle, until } from './test-support';

let page: Awaited<ReturnType<typeof mountCheckout>> | undefined;
afterEach(() => {
  page?.cleanup();
  page = undefined;
  delete (globalThis as { jQuery?: unknown }).jQuery;
  delete (window as { wc_order_attribution?: unknown }).wc_order_attribution;
  history.replaceState(null, '', location.pathname);
});

const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const GENERIC = 'There was an error processing your order.';

async function filledPage() {
  page = await mountCheckout();
  fillForm({ ...FIXTURE_FILLED, order_comments: 'Leave by the door' });
  return page;
}

function expectValuesKept() {
  expect(page!.input('#billing_email').value).toBe('ada@example.com');
  expect(page!.input('#billing_postcode').value).toBe('SW1A 1AA');
  expect(page!.$<HTMLTextAreaElement>('#order_comments').value).toBe('Leave by the door');
  expect(page!.input('#terms').checked).toBe(true);
}

describe('checkout submit', () => {
  it('posts the serialized form once, blocked with the overlay, and follows the redirect', async () => {
    const p = await filledPage();
    p.fake.hold = true; // the post answers when released: the page is looked at while it is under way
    submit(p.form);
    submit(p.form); // a second submit while the first is being prepared or processed is ignored
    await until(() => expect(p.fake.callsTo('checkout')).toHaveLength(1));
    expect(p.form.classList.contains('processing')).toBe(true);
    submit(p.form);
    expect(p.form.querySelector('.blockUI.blockOverlay')).not.toBeNull();
    expect(getPageStore().getState().checkout.status).toBe('processing');
    p.fake.release();
    await until(() => expect(p.navigations).toHaveLength(1));
    const posts = p.fake.callsTo('checkout');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body.get('billing_email')).toBe('ada@example.com');
    expect(posts[0]!.body.get('payment_method')).toBe('cod');
    expect(posts[0]!.body.get('woocommerce-process-checkout-nonce')).toBe('nonce00001');
    expect(p.navigations).toEqual(['http://localhost:3000/checkout/order-received/101/?key=wc_order_fake']);
    expect(getPageStore().getState().checkout.status).toBe('complete');
  });

  it('fills the order attribution inputs before posting', async () => {
    (window as { wc_order_attribution?: unknown }).wc_order_attribution = {
      params: { lifetime: 1e-5, session: 30, base64: false, allowTracking: true, prefix: 'wc_order_attribution_' },
    };
    const p = await filledPage();
    submit(p.form);
    await until(() => expect(p.navigations).toHaveLength(1));
    const body = p.fake.callsTo('checkout')[0]!.body;
    expect(body.get('wc_order_attribution_source_type')).toBe('typein');
    expect(body.get('wc_order_attribution_utm_source')).toBe('(direct)');
  });

  it('messages go to the alert group at the top and under each named field, as links', async () => {
    page = await mountCheckout();
    fillForm({ ...FIXTURE_FILLED, billing_email: '' });
    page.input('#terms').checked = false;
    submit(page.form);
    await until(() => expect(page!.$('.woocommerce-NoticeGroup-checkout')).not.toBeNull());
    const group = page.form.firstElementChild as HTMLElement;
    expect(group.className).toBe('woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout');
    const link = group.querySelector<HTMLAnchorElement>('li[data-id="billing_email"] a')!;
    expect(link.getAttribute('href')).toBe('#billing_email');
    expect(page.$('#billing_email_description')?.textContent).toContain('Billing Email address is a required field.');
    expect(page.input('#billing_email').getAttribute('aria-invalid')).toBe('true');
    expect(page.$('#billing_email_field').classList.contains('woocommerce-invalid')).toBe(true);
    expect(page.form.classList.contains('processing')).toBe(false);
    expect(page.events.find((e) => e.name === 'checkout_error')?.detail).toEqual({
      message: expect.stringContaining('data-id="billing_email"'),
    });
    expect(getPageStore().getState().checkout.status).toBe('error');
    // The shopper can submit again.
    fillForm(FIXTURE_FILLED);
    submit(page.form);
    await until(() => expect(page!.navigations).toHaveLength(1));
    expect(page.fake.callsTo('checkout')).toHaveLength(2);
  });

  it.each(['offline', 'invalid', 'server_error', 'failure_no_messages'] as const)(
    'a %s answer shows the generic error with its order-history link and keeps every value',
    async (failure) => {
      const p = await filledPage();
      p.fake.failure = failure;
      p.fake.failureEndpoint = 'checkout';
      submit(p.form);
      await until(() => expect(p.$('.woocommerce-NoticeGroup-checkout')).not.toBeNull());
      const group = p.$('.woocommerce-NoticeGroup-checkout');
      expect(group.textContent).toContain(GENERIC);
      // Announced like the messages: one alert wrapping the (role-less, focusable) error list.
      expect(group.querySelectorAll('[role=alert]')).toHaveLength(1);
      expect(
        group.querySelector(':scope > [role=alert] > ul.woocommerce-error[tabindex="-1"]:not([role])'),
      ).not.toBeNull();
      expect(group.querySelector('a')?.getAttribute('href')).toBe('/my-account/orders/');
      expect(p.form.classList.contains('processing')).toBe(false);
      expect(p.form.querySelector('.blockOverlay')).toBeNull();
      expectValuesKept();
      expect(p.names()).toContain('checkout_error');
      expect(p.navigations).toEqual([]);
    },
  );

  it("a refused post (403 with the shop's failure answer) shows the shop's message, not the generic error", async () => {
    const p = await filledPage();
    p.fake.failure = 'refused';
    p.fake.failureEndpoint = 'checkout';
    submit(p.form);
    await until(() => expect(p.$('.woocommerce-NoticeGroup-checkout')).not.toBeNull());
    expect(p.$('.woocommerce-NoticeGroup-checkout').textContent).toBe(REFUSED_TEXT);
    expect(p.form.classList.contains('processing')).toBe(false);
    expectValuesKept();
  });

  it('a timed-out post shows the generic error', async () => {
    const p = await filledPage();
    vi.useFakeTimers();
    p.fake.failure = 'hang';
    p.fake.failureEndpoint = 'checkout';
    submit(p.form);
    await vi.waitFor(() => expect(p.fake.callsTo('checkout')).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(61_000);
    vi.useRealTimers();
    await until(() => expect(p.$('.woocommerce-NoticeGroup-checkout')?.textContent).toContain(GENERIC));
    expectValuesKept();
  });

  it('recovers a malformed answer from the part starting with {"result', async () => {
    const p = await filledPage();
    p.fake.failure = 'malformed';
    p.fake.failureEndpoint = 'checkout';
    submit(p.form);
    await until(() =>
      expect(p.navigations).toEqual(['http://localhost:3000/checkout/order-received/101/?key=wc_order_fake']),
    );
    expect(parseCheckoutResponse('<b>x</b>{"result":"failure","messages":"m"}')).toEqual({
      result: 'failure',
      messages: 'm',
    });
    expect(parseCheckoutResponse('garbage')).toBeNull();
  });

  it('a hash redirect only changes location.hash and releases the form', async () => {
    const p = await filledPage();
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ result: 'success', redirect: '#wc-stripe-confirm-pi:1:secret:nonce' })),
    );
    submit(p.form);
    await until(() => expect(location.hash).toBe('#wc-stripe-confirm-pi:1:secret:nonce'));
    expect(p.navigations).toEqual([]);
    expect(p.form.classList.contains('processing')).toBe(false);
  });

  it('reload: true reloads; refresh: true updates the order review', async () => {
    const p = await filledPage();
    const fake = p.fake.fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) =>
      url.includes('wc-ajax=checkout')
        ? new Response(
            JSON.stringify({
              result: 'failure',
              messages: '<ul class="woocommerce-error" role="alert"><li>Prices changed.</li></ul>',
              refresh: true,
            }),
          )
        : fake(url, init),
    );
    const before = p.names().filter((n) => n === 'update_checkout').length;
    submit(p.form);
    await until(() => expect(p.$('.woocommerce-NoticeGroup-checkout')?.textContent).toContain('Prices changed.'));
    expect(p.names().filter((n) => n === 'update_checkout').length).toBe(before + 1);
    expect(p.$('.woocommerce-NoticeGroup-checkout').textContent).toContain('Prices changed.');
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ result: 'failure', reload: true })));
    submit(p.form);
    await until(() => expect(p.navigations).toEqual([location.href.replace(/#.*$/, '')]));
  });

  it('a DOM listener vetoing checkout_place_order leaves the form idle; the method hook is asked too', async () => {
    const p = await filledPage();
    const veto = vi.fn((e: Event) => e.preventDefault());
    p.form.addEventListener('checkout_place_order', veto, { once: true });
    submit(p.form);
    await until(() => expect(veto).toHaveBeenCalledTimes(1));
    // The form unblocks once the vetoed submit has unwound (on a busy machine that can take more than a tick).
    await until(() => expect(p.form.classList.contains('processing')).toBe(false));
    await settle();
    expect(p.fake.callsTo('checkout')).toHaveLength(0);
    expect(p.form.classList.contains('processing')).toBe(false);
    const methodHook = vi.fn((e: Event) => e.preventDefault());
    p.form.addEventListener('checkout_place_order_cod', methodHook, { once: true });
    submit(p.form);
    await until(() => expect(methodHook).toHaveBeenCalledTimes(1));
    expect(p.fake.callsTo('checkout')).toHaveLength(0);
    submit(p.form);
    await until(() => expect(p.fake.callsTo('checkout')).toHaveLength(1));
    // Let the answer land before the test ends (on a busy machine it is still in flight here).
    await until(() => expect(p.fake.pending).toBe(0));
    await settle();
  });

  it('a jQuery handler returning false on checkout_place_order stops the submit and gets the checkout api', async () => {
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    const p = await filledPage();
    const seen: unknown[] = [];
    jQuery(p.form).on(
      'checkout_place_order',
      (_e: unknown, api: { get_payment_method(): string; $checkout_form: unknown }) => {
        seen.push(api.get_payment_method(), (api.$checkout_form as { jquery?: string }).jquery);
        return false;
      },
    );
    submit(p.form);
    await until(() => expect(seen).toEqual(['cod', jQuery.fn.jquery]));
    await settle();
    expect(p.fake.callsTo('checkout')).toHaveLength(0);
  });

  it("jQuery's trigger('submit') (a plugin resubmitting) goes through the ajax submit, not a native post", async () => {
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    const p = await filledPage();
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    jQuery(p.form).trigger('submit');
    await until(() => expect(p.navigations).toHaveLength(1));
    expect(p.fake.callsTo('checkout')).toHaveLength(1);
    expect(native).not.toHaveBeenCalled();
  });
});
