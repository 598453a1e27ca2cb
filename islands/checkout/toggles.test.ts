import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToElement } from '@storefront/runtime/ui';
import { mountCheckout, refreshed, until } from './test-support';

// The scroll itself (easing, duration) is tested in the runtime; here: which element, offset and duration.
vi.mock('@storefront/runtime/ui', async (original) => ({
  ...(await original<typeof import('@storefront/runtime/ui')>()),
  scrollToElement: vi.fn(() => Promise.resolve()),
}));

let page: Awaited<ReturnType<typeof mountCheckout>> | undefined;
afterEach(() => {
  page?.cleanup();
  page = undefined;
});
const click = (el: Element) =>
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

describe('login and terms toggles', () => {
  it("'show login' opens the login form (aria-expanded) and focuses its first field", async () => {
    page = await mountCheckout();
    const link = page.$('a.showlogin');
    const login = page.$('form.woocommerce-form-login');
    expect(link.getAttribute('aria-expanded')).toBe('false');
    expect(link.getAttribute('aria-controls')).toBe(login.id);
    expect(click(link)).toBe(false);
    await until(() => expect(document.activeElement).toBe(page!.$('#username')));
    expect(login.hidden).toBe(false);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(page.$('#username'));
    click(link);
    await until(() => expect(login.hidden).toBe(true));
  });

  it('the terms link toggles the inline panel instead of navigating, also after a refresh replaced it', async () => {
    page = await mountCheckout();
    const panel = () => page!.$('.woocommerce-terms-and-conditions');
    expect(click(page.$('a.woocommerce-terms-and-conditions-link'))).toBe(false);
    await until(() => expect(panel().hidden).toBe(false));
    expect(page.$('a.woocommerce-terms-and-conditions-link').getAttribute('aria-expanded')).toBe('true');
    page.form.dispatchEvent(new Event('update'));
    await refreshed(page.fake, 2);
    expect(panel().hidden).toBe(false); // kept open across the refresh
    click(page.$('a.woocommerce-terms-and-conditions-link'));
    await until(() => expect(panel().hidden).toBe(true));
  });

  it('without a panel the terms link navigates normally', async () => {
    page = await mountCheckout();
    page.$('.woocommerce-terms-and-conditions').remove();
    expect(click(page.$('a.woocommerce-terms-and-conditions-link'))).toBe(true);
  });
});

describe('spec timings (§9 Checkout)', () => {
  /** Records each height slide's duration by element (happy-dom has no animations of its own). */
  function recordSlides(): Map<Element, number[]> {
    const seen = new Map<Element, number[]>();
    // happy-dom has no layout: give boxes a height so there is something to slide.
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => 100 });
    Object.defineProperty(HTMLElement.prototype, 'animate', {
      configurable: true,
      value(this: HTMLElement, _frames: unknown, opts: { duration: number }) {
        seen.set(this, [...(seen.get(this) ?? []), opts.duration]);
        return { finished: Promise.resolve(), cancel() {}, onfinish: null, addEventListener() {} };
      },
    });
    return seen;
  }
  afterEach(() => {
    delete (HTMLElement.prototype as { animate?: unknown }).animate;
    delete (HTMLElement.prototype as { scrollHeight?: unknown }).scrollHeight;
  });

  it('coupon form slides over 400 ms; the login form opens with a scroll 50 px above it over 300 ms', async () => {
    const seen = recordSlides();
    page = await mountCheckout();
    click(page.$('a.showcoupon'));
    await until(() =>
      expect([...seen].map(([el, d]) => `${el.tagName}.${el.className}:${d}`)).toContain(
        'FORM.checkout_coupon woocommerce-form-coupon:400',
      ),
    );
    const login = page.$('form.woocommerce-form-login');
    click(page.$('a.showlogin'));
    await until(() =>
      expect(scrollToElement).toHaveBeenCalledWith(login, expect.objectContaining({ offset: 50, duration: 300 })),
    );
  });

  it('choosing another payment method slides its box open over 230 ms', async () => {
    const seen = recordSlides();
    page = await mountCheckout();
    const radios = [...page.form.querySelectorAll<HTMLInputElement>('input[name=payment_method]')];
    const other = radios.find((r) => !r.checked)!;
    other.checked = true;
    other.dispatchEvent(new Event('change', { bubbles: true }));
    const box = other.closest('li')!.querySelector('.payment_box')!;
    await until(() => expect(seen.get(box)).toEqual([230]));
  });
});
