import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from './testing/fetch-stub';
import { wcAjax, wcAjaxUrl } from './wc-ajax';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.wc_add_to_cart_params;
  delete window.woocommerce_params;
});

describe('wcAjaxUrl', () => {
  it('defaults to /?wc-ajax=endpoint', () => {
    expect(wcAjaxUrl('get_refreshed_fragments')).toBe('/?wc-ajax=get_refreshed_fragments');
  });

  it('prefers wc_add_to_cart_params, then woocommerce_params', () => {
    window.woocommerce_params = { ajax_url: '/a', wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%' };
    expect(wcAjaxUrl('checkout')).toBe('/shop/?wc-ajax=checkout');
    window.wc_add_to_cart_params = { ajax_url: '/a', wc_ajax_url: '/en/?wc-ajax=%%endpoint%%&lang=en' };
    expect(wcAjaxUrl('add_to_cart')).toBe('/en/?wc-ajax=add_to_cart&lang=en');
  });
});

describe('wcAjax', () => {
  it('POSTs form fields and parses the JSON answer', async () => {
    const calls = stubFetch(json({ fragments: {}, cart_hash: 'abc' }));
    const answer = await wcAjax<{ cart_hash: string }>('add_to_cart', { product_id: 12, quantity: 2 });
    expect(answer.cart_hash).toBe('abc');
    expect(calls[0]?.url).toBe('/?wc-ajax=add_to_cart');
    expect(calls[0]?.method).toBe('POST');
    expect(String(calls[0]?.body)).toBe('product_id=12&quantity=2');
  });

  it('lets options override the method and parsing', async () => {
    const calls = stubFetch(new Response('<div class="woocommerce-message">ok</div>'));
    const html = await wcAjax<string>('apply_coupon', { coupon_code: 'X' }, { parse: 'text' });
    expect(html).toContain('woocommerce-message');
    expect(calls[0]?.method).toBe('POST');
  });
});
