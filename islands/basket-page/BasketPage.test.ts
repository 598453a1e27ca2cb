import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '@storefront/runtime';
import { act } from 'react';
import {
  mountIsland,
  quantityCaseAttributes,
  quantityCaseTitle,
  QUANTITY_STEP_CASES,
  settle,
  FIXTURE_CART_PARAMS,
  basketPageHtml,
  basketPageState,
  createFakeBasketPage,
  type FakeBasketPage,
} from '@storefront/test-kit';
import island from './mount';

let fake: FakeBasketPage;
let events: string[];
let offs: Array<() => void>;
let unmount: (() => void) | undefined;

async function page() {
  document.body.innerHTML = basketPageHtml(fake.state);
  (window as { wc_cart_params?: unknown }).wc_cart_params = FIXTURE_CART_PARAMS;
  unmount = await mountIsland(island, document.querySelector<HTMLElement>('form.woocommerce-cart-form')!);
}
const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel)!;
const qty = (key: string) => $<HTMLInputElement>(`input[name="cart[${key}][qty]"]`);
const total = () => $('.cart_totals .order-total').textContent!.trim();
const type = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

beforeEach(() => {
  fake = createFakeBasketPage(basketPageState());
  vi.stubGlobal('fetch', fake.fetch);
  window.scrollTo = () => {};
  events = [];
  offs = [
    'updated_wc_div',
    'updated_cart_totals',
    'removed_from_cart',
    'wc_cart_emptied',
    'applied_coupon',
    'removed_coupon',
    'updated_shipping_method',
  ].map((name) => on(name, () => void events.push(name)));
});
afterEach(() => {
  unmount?.();
  offs.forEach((off) => off());
  vi.unstubAllGlobals();
});

describe('basket-page island: quantities', () => {
  it('enables Update basket once a quantity changes, blocks form and totals while sending, then swaps the regions', async () => {
    await page();
    const update = $<HTMLButtonElement>('button[name=update_cart]');
    expect(update.disabled).toBe(true);
    type(qty('k1'), '3');
    expect(update.disabled).toBe(false);
    fake.hold = true;
    update.click();
    await act(() => vi.waitFor(() => expect(fake.calls).toHaveLength(1))); // under way
    expect($('form.woocommerce-cart-form').classList.contains('processing')).toBe(true);
    expect($('.cart_totals .blockUI.blockOverlay')).not.toBeNull();
    fake.release();
    await settle();
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      url: '/cart/',
      body: { 'cart[k1][qty]': '3', update_cart: 'Update basket', 'woocommerce-cart-nonce': 'cart000001' },
    });
    expect(total()).toContain('£101.00');
    expect($('form.woocommerce-cart-form').classList.contains('processing')).toBe(false);
    expect($('.woocommerce-notices-wrapper').textContent).toContain('Basket updated.');
    expect($('a.cart-contents .count').textContent).toBe('4 items');
    expect($<HTMLButtonElement>('button[name=update_cart]').disabled).toBe(true);
    expect(events).toEqual(['updated_cart_totals', 'updated_wc_div']);
  });

  it('sends the quantities on Enter in a quantity field, not the coupon', async () => {
    await page();
    type(qty('k2'), '2');
    qty('k2').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await settle(5);
    expect(fake.calls[0]?.body.update_cart).toBe('Update basket');
    expect(total()).toContain('£154.00');
  });

  it('plus and minus buttons enable Update basket', async () => {
    await page();
    qty('k1')
      .closest('.quantity')!
      .insertAdjacentHTML(
        'beforeend',
        '<button type="button" class="minus">-</button><button type="button" class="plus">+</button>',
      );
    $('.quantity .plus').click();
    expect($<HTMLButtonElement>('button[name=update_cart]').disabled).toBe(false);
  });

  it('plus at the maximum changes nothing, so Update basket stays disabled', async () => {
    await page();
    const box = qty('k1').closest('.quantity')!;
    box.innerHTML =
      '<input type="text" class="qty" name="cart[k1][qty]" value="4" max="4">' +
      '<button type="button" class="plus">+</button>';
    let changes = 0;
    qty('k1').addEventListener('change', () => changes++);
    $('.quantity .plus').click();
    expect(qty('k1').value).toBe('4');
    expect(changes).toBe(0);
    expect($<HTMLButtonElement>('button[name=update_cart]').disabled).toBe(true);
  });

  // Spec §5 "Quantities", plus and minus buttons: the same cases the product page's buttons are tested against.
  for (const q of QUANTITY_STEP_CASES)
    it(`§5: ${quantityCaseTitle(q)}: "${q.rule}"`, async () => {
      await page();
      const box = qty('k1').closest('.quantity')!;
      box.innerHTML =
        `<button type="button" class="minus">-</button>` +
        `<input type="text" class="qty" name="cart[k1][qty]" ${quantityCaseAttributes(q)}>` +
        `<button type="button" class="plus">+</button>`;
      $(`.quantity .${q.button}`).click();
      expect(qty('k1').value).toBe(q.expected);
    });
});

describe('basket-page island: removing', () => {
  it('removes a line without a reload, announces removed_from_cart with the header fragments', async () => {
    await page();
    const removed: unknown[] = [];
    const off = on('removed_from_cart', (d) => void removed.push(d.fragments));
    $<HTMLAnchorElement>('form a.remove[data-cart_item_key="k1"]').click();
    await settle(5);
    off();
    expect(fake.calls[0]).toMatchObject({ method: 'GET', url: '/cart/?remove_item=k1&_wpnonce=cart000001' });
    expect(document.querySelector('form a.remove[data-cart_item_key="k1"]')).toBeNull();
    expect($('.woocommerce-notices-wrapper .woocommerce-message').textContent).toContain('Linen tea towel');
    expect(Object.keys(removed[0] as object)).toEqual(['div.widget_shopping_cart_content', 'a.cart-contents']);
    expect($('a.cart-contents .count').textContent).toBe('1 item');
    expect(document.querySelectorAll('.widget_shopping_cart_content .woocommerce-mini-cart-item')).toHaveLength(1);
    expect(fake.calls).toHaveLength(1); // its own removed_from_cart does not trigger a refresh
  });

  it('shows the empty basket after the last line goes', async () => {
    fake.state.lines.splice(1);
    await page();
    $<HTMLAnchorElement>('form a.remove').click();
    await settle(5);
    expect(document.querySelector('form.woocommerce-cart-form')).toBeNull();
    expect($('.cart-empty').textContent).toContain('Your basket is currently empty.');
    expect(events).toContain('wc_cart_emptied');
  });
});

describe('basket-page island: changes made elsewhere on the page', () => {
  it('re-reads the basket after the header mini-basket removes a line or a product is added', async () => {
    await page();
    const { emit } = await import('@storefront/runtime');
    fake.state.lines.splice(0, 1);
    emit('removed_from_cart', {
      fragments: {},
      cartHash: '',
      button: document.querySelector('.widget_shopping_cart_content a.remove')!,
    });
    await settle(5);
    expect(fake.calls[0]).toMatchObject({ method: 'POST', url: '/cart/' });
    expect(document.querySelectorAll('form tr.cart_item')).toHaveLength(1);
    emit('added_to_cart', { fragments: {}, cartHash: '' });
    await settle(5);
    expect(fake.calls).toHaveLength(2);
  });
});

describe('basket-page island: coupons', () => {
  it('applies a coupon: notice at the top, discount in the totals, field emptied', async () => {
    await page();
    type($<HTMLInputElement>('#coupon_code'), 'WELCOME10');
    $<HTMLButtonElement>('button[name=apply_coupon]').click();
    await settle(5);
    await settle(5);
    expect(fake.calls[0]).toMatchObject({
      url: '/?wc-ajax=apply_coupon',
      body: { security: 'apply00001', coupon_code: 'WELCOME10' },
    });
    expect(fake.calls[1]).toMatchObject({ method: 'POST', url: '/cart/' });
    expect(fake.calls[1]!.body.update_cart).toBeUndefined();
    expect($('.woocommerce-notices-wrapper').textContent).toContain('Coupon applied');
    expect($('.cart-discount').textContent).toContain('-£8.90');
    expect($<HTMLInputElement>('#coupon_code').value).toBe('');
    expect(events).toContain('applied_coupon');
  });

  it('shows a refused code under the field, keeps what was typed (code and quantities), clears the error on typing', async () => {
    await page();
    type(qty('k1'), '5');
    type($<HTMLInputElement>('#coupon_code'), 'BOGUS');
    $<HTMLButtonElement>('button[name=apply_coupon]').click();
    await settle(5);
    await settle(5);
    const field = $<HTMLInputElement>('#coupon_code');
    expect(field.value).toBe('BOGUS');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect($(`#${field.getAttribute('aria-describedby')}`).textContent).toContain('BOGUS');
    expect(qty('k1').value).toBe('5');
    expect($<HTMLButtonElement>('button[name=update_cart]').disabled).toBe(false);
    type(field, 'BOGUS2');
    expect(document.querySelector('.coupon-error-message')).toBeNull();
    expect(field.hasAttribute('aria-invalid')).toBe(false);
  });

  it('removes a coupon from the totals', async () => {
    fake.state.coupons.push('welcome10');
    await page();
    $<HTMLAnchorElement>('a.woocommerce-remove-coupon').click();
    await settle(5);
    await settle(5);
    expect(fake.calls[0]).toMatchObject({
      url: '/?wc-ajax=remove_coupon',
      body: { security: 'remove0001', coupon: 'welcome10' },
    });
    expect(document.querySelector('.cart-discount')).toBeNull();
    expect($('.woocommerce-notices-wrapper').textContent).toContain('Coupon removed');
    expect(events).toContain('removed_coupon');
  });
});

describe('basket-page island: shipping', () => {
  it.each(['style="display:none;"', 'hidden'])(
    'opens and closes a calculator hidden with %s (WooCommerce / a strict-CSP theme)',
    async (how) => {
      await page();
      const section = $('.shipping-calculator-form');
      section.removeAttribute('style');
      if (how === 'hidden') section.hidden = true;
      else section.setAttribute('style', 'display:none;');
      const toggle = $('.shipping-calculator-button');
      toggle.click();
      expect(section.hidden || section.style.display === 'none').toBe(false);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      toggle.click();
      expect(section.hidden || section.style.display === 'none').toBe(true);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
    },
  );

  it('toggles the calculator, submits it without a reload, then a method choice updates the totals', async () => {
    await page();
    const toggle = $('.shipping-calculator-button');
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect($('.shipping-calculator-form').style.display).toBe('');
    type($<HTMLInputElement>('#calc_shipping_postcode'), 'bs1 4dj');
    $<HTMLButtonElement>('button[name=calc_shipping]').click();
    await settle(5);
    expect(fake.calls[0]).toMatchObject({
      method: 'POST',
      url: '/cart/',
      body: {
        calc_shipping: 'x',
        calc_shipping_postcode: 'bs1 4dj',
        'woocommerce-shipping-calculator-nonce': 'calc000001',
      },
    });
    expect($('.woocommerce-shipping-destination').textContent).toContain('BS1 4DJ');
    expect(total()).toContain('£89.00'); // free shipping over £40
    const flat = $<HTMLInputElement>('input[value="flat_rate:1"]');
    flat.checked = true;
    flat.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(5);
    await settle(5);
    expect(fake.calls[1]).toMatchObject({
      url: '/?wc-ajax=update_shipping_method',
      body: { security: 'ship000001', 'shipping_method[0]': 'flat_rate:1' },
    });
    expect(total()).toContain('£92.95');
    expect(events).toContain('updated_shipping_method');
  });
});

describe('basket-page island: a failed shipping method choice', () => {
  it('puts back the method the shop has, so the choice shown matches the totals and choosing again retries', async () => {
    await page();
    $<HTMLButtonElement>('button[name=calc_shipping]').click();
    await settle(5);
    const chosen = () => $<HTMLInputElement>('input[name="shipping_method[0]"]:checked').value;
    const before = [chosen(), total()];
    fake.failure = 'offline';
    const flat = $<HTMLInputElement>('input[value="flat_rate:1"]');
    flat.checked = true;
    flat.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(5);
    expect($('.woocommerce-notices-wrapper .woocommerce-error').textContent).toBe('You are probably offline.');
    expect([chosen(), total()]).toEqual(before);

    fake.failure = null;
    $<HTMLInputElement>('input[value="flat_rate:1"]').checked = true;
    $('input[value="flat_rate:1"]').dispatchEvent(new Event('change', { bubbles: true }));
    await settle(5);
    await settle(5);
    expect(chosen()).toBe('flat_rate:1');
    expect(total()).toContain('£92.95');
    // The earlier failure's message is gone once the choice went through.
    expect(document.querySelectorAll('.woocommerce-notices-wrapper .woocommerce-error')).toHaveLength(0);
  });
});

describe('basket-page island: failures keep what was typed', () => {
  it.each([
    ['offline', 'You are probably offline.'],
    ['server_error', 'An unknown error occurred.'],
    ['not_a_basket', 'An unknown error occurred.'],
  ] as const)(
    'on %s: unblocks, shows “%s”, leaves quantities, coupon code and calculator fields',
    async (failure, message) => {
      await page();
      fake.failure = failure;
      type(qty('k1'), '7');
      type($<HTMLInputElement>('#coupon_code'), 'WELCOME10');
      type($<HTMLInputElement>('#calc_shipping_postcode'), 'BS1 4DJ');
      $<HTMLButtonElement>('button[name=update_cart]').click();
      await settle(5);
      $<HTMLButtonElement>('button[name=calc_shipping]').click();
      await settle(5);
      expect(qty('k1').value).toBe('7');
      expect($<HTMLInputElement>('#coupon_code').value).toBe('WELCOME10');
      expect($<HTMLInputElement>('#calc_shipping_postcode').value).toBe('BS1 4DJ');
      expect($('form.woocommerce-cart-form').classList.contains('processing')).toBe(false);
      expect($('.cart_totals').classList.contains('processing')).toBe(false);
      expect($('.woocommerce-notices-wrapper .woocommerce-error').textContent).toBe(message);
      expect(document.querySelectorAll('.woocommerce-notices-wrapper .woocommerce-error')).toHaveLength(1);
      expect($<HTMLButtonElement>('button[name=update_cart]').disabled).toBe(false);
    },
  );
});
