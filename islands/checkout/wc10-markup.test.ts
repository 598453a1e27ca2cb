/**
 * The checkout island on WooCommerce 10's own markup (./wc10.fixture): the coupon form, the login form, the terms
 * panel and the payment boxes come hidden by an inline `display:none`, not `hidden`. They must open and close as
 * WooCommerce's script would leave them: open without `display:none`, closed with it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/dom';
import { mountCheckout, refreshed, until } from './test-support';

vi.mock('@storefront/runtime/ui', async (original) => ({
  ...(await original<typeof import('@storefront/runtime/ui')>()),
  scrollToElement: vi.fn(() => Promise.resolve()),
}));

let page: Awaited<ReturnType<typeof mountCheckout>> | undefined;
afterEach(() => {
  page?.cleanup();
  page = undefined;
  delete (HTMLElement.prototype as { animate?: unknown }).animate;
  delete (HTMLElement.prototype as { scrollHeight?: unknown }).scrollHeight;
});

/** Shown as a browser would show it: neither `hidden` nor an inline `display:none`. */
const shown = (el: HTMLElement) => !el.hidden && el.style.display !== 'none';
/** Closed as WooCommerce's script leaves it (its CSS and other scripts read the inline style). */
const closed = (el: HTMLElement) => el.style.display === 'none';

describe('checkout on WooCommerce 10 markup (inline display:none)', () => {
  it("'show coupon' opens the coupon form on the first click and closes it on the second", async () => {
    page = await mountCheckout({}, { wc10: true });
    const link = screen.getByRole('button', { name: 'Enter your coupon code' });
    const coupon = page.$('form.checkout_coupon');
    expect(shown(coupon)).toBe(false);
    expect(fireEvent.click(link)).toBe(false);
    await until(() => expect(shown(coupon)).toBe(true));
    expect(link.getAttribute('aria-expanded')).toBe('true');
    await until(() => expect(document.activeElement).toBe(screen.getByPlaceholderText('Coupon code')));
    fireEvent.click(link);
    await until(() => expect(closed(coupon)).toBe(true));
    expect(link.getAttribute('aria-expanded')).toBe('false');
  });

  it("'show login' opens the login form, reporting it collapsed at first and expanded after", async () => {
    page = await mountCheckout({}, { wc10: true });
    const link = screen.getByText('Click here to login');
    const login = page.$('form.woocommerce-form-login');
    expect(link.getAttribute('aria-expanded')).toBe('false');
    expect(fireEvent.click(link)).toBe(false);
    await until(() => expect(shown(login)).toBe(true));
    expect(link.getAttribute('aria-expanded')).toBe('true');
    await until(() => expect(document.activeElement).toBe(screen.getByLabelText(/Username or email/)));
    fireEvent.click(link);
    await until(() => expect(closed(login)).toBe(true));
  });

  it('the chosen method shows its box at load; choosing another slides it open (230 ms) and closes the first', async () => {
    const durations = new Map<Element, number>();
    // happy-dom has no layout: give boxes a height so there is something to slide.
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 100 });
    Object.defineProperty(HTMLElement.prototype, 'animate', {
      configurable: true,
      value(this: HTMLElement, _frames: unknown, opts: { duration: number }) {
        durations.set(this, opts.duration);
        return { finished: Promise.resolve(), cancel() {}, onfinish: null, addEventListener() {} };
      },
    });
    page = await mountCheckout({}, { wc10: true });
    const box = (id: string) => page!.$(`.payment_box.payment_method_${id}`);
    expect(shown(box('cod'))).toBe(true);
    expect(closed(box('stripe'))).toBe(true);
    const card = screen.getByLabelText('Credit / Debit Card');
    fireEvent.click(card);
    await until(() => expect(shown(box('stripe'))).toBe(true));
    await until(() => expect(closed(box('cod'))).toBe(true));
    expect(durations.get(box('stripe'))).toBe(230);
    // An order review refresh prints the boxes hidden again: the chosen one stays open.
    page.form.dispatchEvent(new Event('update'));
    await refreshed(page.fake, 2);
    expect(shown(box('stripe'))).toBe(true);
    expect(closed(box('cod'))).toBe(true);
  });

  it('the terms link opens the inline panel (keeping its other inline styles) and it stays open across a refresh', async () => {
    page = await mountCheckout({}, { wc10: true });
    const panel = () => page!.$('.woocommerce-terms-and-conditions');
    expect(closed(panel())).toBe(true);
    fireEvent.click(screen.getByText('terms and conditions'));
    await until(() => expect(shown(panel())).toBe(true));
    expect(panel().style.maxHeight).toBe('200px');
    page.form.dispatchEvent(new Event('update'));
    await refreshed(page.fake, 2);
    expect(shown(panel())).toBe(true);
    fireEvent.click(screen.getByText('terms and conditions'));
    await until(() => expect(closed(panel())).toBe(true));
  });
});

describe('checkout errors on WooCommerce 10 markup (notices/error.php)', () => {
  const submit = (form: HTMLFormElement) =>
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

  it('required fields missing: one role=alert holding the list (no role of its own), links to the fields, focus after 500 ms', async () => {
    page = await mountCheckout({}, { wc10: true });
    const before = page.events.length;
    submit(page.form);
    await until(() => expect(page!.$('.woocommerce-NoticeGroup-checkout')).not.toBeNull());
    const shownAt = performance.now();
    const group = page.$('.woocommerce-NoticeGroup-checkout');
    expect(group.parentElement).toBe(page.form);
    // Exactly one alert on the page: the wrapper, with the whole list in it; the list stays a list.
    const alerts = document.querySelectorAll('[role=alert]');
    expect(alerts).toHaveLength(1);
    const alert = alerts[0]!;
    expect(alert.parentElement).toBe(group);
    expect(alert.tagName).toBe('DIV');
    const list = alert.querySelector<HTMLElement>(':scope > ul.woocommerce-error')!;
    expect(list.hasAttribute('role')).toBe(false);
    expect(list.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('alert').textContent).toContain('Billing First name is a required field.');
    // Each message links to its field; the field is described by the inline error.
    const link = screen.getByRole('link', { name: 'Billing First name is a required field.' });
    expect(link.getAttribute('href')).toBe('#billing_first_name');
    expect(document.getElementById('billing_first_name')).not.toBeNull();
    const terms = screen.getByRole('link', { name: /Please read and accept the terms/ });
    expect(terms.getAttribute('href')).toBe('#terms');
    expect(page.input('#billing_first_name').getAttribute('aria-describedby')).toBe('billing_first_name_description');
    // Focus: the list, once, 500 ms after it appeared (spec §9), not before.
    expect(document.activeElement).not.toBe(list);
    await until(() => expect(document.activeElement).toBe(list));
    expect(performance.now() - shownAt).toBeGreaterThanOrEqual(450);
    const errors = page.events.slice(before).filter((e) => e.name === 'checkout_error');
    expect(errors).toEqual([{ name: 'checkout_error', detail: { message: group.innerHTML } }]);
  });

  it('a second failure replaces the alert: still exactly one, focused once', async () => {
    page = await mountCheckout({}, { wc10: true });
    submit(page.form);
    await until(() => expect(page!.$('.woocommerce-NoticeGroup-checkout')).not.toBeNull());
    const first = page.$('.woocommerce-NoticeGroup-checkout ul');
    submit(page.form);
    await until(() => expect(page!.$('.woocommerce-NoticeGroup-checkout ul')).not.toBe(first));
    const list = page.$('.woocommerce-NoticeGroup-checkout ul');
    await until(() => expect(document.activeElement).toBe(list));
    expect(document.querySelectorAll('[role=alert]')).toHaveLength(1);
    expect(document.querySelectorAll('.woocommerce-NoticeGroup-checkout')).toHaveLength(1);
  });
});
