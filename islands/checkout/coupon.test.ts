import { afterEach, describe, expect, it } from 'vitest';
import { mountCheckout, until } from './test-support';

let page: Awaited<ReturnType<typeof mountCheckout>> | undefined;
afterEach(() => {
  page?.cleanup();
  page = undefined;
});

const click = (el: Element) =>
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
const submitCoupon = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

async function openCoupon(code: string) {
  page = await mountCheckout();
  click(page.$('a.showcoupon'));
  const form = page.$('form.checkout_coupon');
  await until(() => expect(form.hidden).toBe(false));
  page.input('#coupon_code').value = code;
  page.input('#billing_email').value = 'ada@example.com';
  return page;
}

describe('coupon form', () => {
  it("'show coupon' toggles the form and reports expanded / collapsed", async () => {
    page = await mountCheckout();
    const toggle = page.$('a.showcoupon');
    const form = page.$('form.checkout_coupon');
    expect(form.hidden).toBe(true);
    expect(click(toggle)).toBe(false); // the link does not navigate
    await until(() => expect(document.activeElement).toBe(page!.input('#coupon_code')));
    expect(form.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    click(toggle);
    await until(() => expect(form.hidden).toBe(true));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('applies a coupon: posts security, coupon_code, billing_email; notice before the form, form hidden, review refreshed without the shipping method', async () => {
    const p = await openCoupon('welcome10');
    const form = p.$<HTMLFormElement>('form.checkout_coupon');
    p.fake.hold = true; // answered when released: the form is looked at while the call is under way
    submitCoupon(form);
    await until(() => expect(p.fake.callsTo('apply_coupon')).toHaveLength(1));
    expect(form.classList.contains('processing')).toBe(true);
    p.fake.release();
    await until(() => expect(p.fake.callsTo('update_order_review')).toHaveLength(2));
    await until(() => expect(p.$('tr.cart-discount')?.textContent).toContain('welcome10'));
    const call = p.fake.callsTo('apply_coupon')[0]!.body;
    expect([call.get('security'), call.get('coupon_code'), call.get('billing_email')]).toEqual([
      'apply00001',
      'welcome10',
      'ada@example.com',
    ]);
    expect(form.previousElementSibling?.textContent).toContain('Coupon code applied successfully.');
    await until(() => expect(form.hidden).toBe(true));
    expect(form.classList.contains('processing')).toBe(false);
    expect(p.events.find((e) => e.name === 'applied_coupon_in_checkout')?.detail).toEqual({ code: 'welcome10' });
    const reviews = p.fake.callsTo('update_order_review');
    expect(reviews).toHaveLength(2);
    expect(reviews[1]!.body.has('shipping_method[0]')).toBe(false);
    expect(p.$('tr.cart-discount')?.textContent).toContain('welcome10');
  });

  it('an error notice goes under the input, marks it invalid and typing clears it', async () => {
    const p = await openCoupon('BOGUS');
    submitCoupon(p.$<HTMLFormElement>('form.checkout_coupon'));
    await until(() => expect(p.$('#coupon-error-notice')).not.toBeNull());
    const input = p.input('#coupon_code');
    expect(p.$('#coupon-error-notice')?.textContent).toBe('Coupon "bogus" does not exist!');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.value).toBe('BOGUS');
    expect(p.$('form.checkout_coupon').hidden).toBe(false);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(p.$('#coupon-error-notice')).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('a failed apply call shows the error under the input and keeps the code', async () => {
    const p = await openCoupon('welcome10');
    p.fake.failure = 'offline';
    submitCoupon(p.$<HTMLFormElement>('form.checkout_coupon'));
    await until(() => expect(p.$('#coupon-error-notice')?.textContent).toBe('You are probably offline.'));
    expect(p.input('#coupon_code').value).toBe('welcome10');
    expect(p.$('form.checkout_coupon').classList.contains('processing')).toBe(false);
  });

  it.each([
    ['invalid', 'An unknown error occurred.'],
    ['refused', 'An unknown error occurred.'],
  ] as const)(
    'an apply answered by something that is not a notice (%s) is an error under the input; nothing else changes',
    async (failure, message) => {
      const p = await openCoupon('welcome10');
      p.fake.failure = failure;
      submitCoupon(p.$<HTMLFormElement>('form.checkout_coupon'));
      await until(() => expect(p.$('#coupon-error-notice')?.textContent).toBe(message));
      expect(p.input('#coupon_code').value).toBe('welcome10');
      expect(p.$('form.checkout_coupon').hidden).toBe(false);
      expect(p.names()).not.toContain('applied_coupon_in_checkout');
      expect(p.fake.callsTo('update_order_review')).toHaveLength(1); // the one at load only
    },
  );

  it('a remove link posts remove_coupon, puts the notice before the checkout form and refreshes', async () => {
    page = await mountCheckout({ coupons: ['welcome10'] });
    click(page.$('a.woocommerce-remove-coupon'));
    await until(() => expect(page!.$('tr.cart-discount')).toBeNull());
    expect(page.fake.callsTo('remove_coupon')[0]!.body.get('coupon')).toBe('welcome10');
    expect(page.fake.callsTo('remove_coupon')[0]!.body.get('security')).toBe('remove0001');
    expect(page.form.previousElementSibling?.textContent).toContain('Coupon has been removed.');
    expect(page.names()).toContain('removed_coupon_in_checkout');
    expect(page.$('tr.cart-discount')).toBeNull();
  });

  it.each(['server_error', 'invalid'] as const)(
    'a failed removal (%s) shows the error before the checkout form and unblocks the review',
    async (failure) => {
      page = await mountCheckout({ coupons: ['welcome10'] });
      page.fake.failure = failure;
      click(page.$('a.woocommerce-remove-coupon'));
      await until(() => expect(page!.form.previousElementSibling?.textContent).toContain('An unknown error occurred.'));
      expect(page.$('#order_review').classList.contains('processing')).toBe(false);
      expect(page.$('tr.cart-discount')).not.toBeNull();
    },
  );
});
