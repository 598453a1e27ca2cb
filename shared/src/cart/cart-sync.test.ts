import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_PRODUCTS, cartLinkHtml, miniCartHtml, type FixtureLine } from '../fixtures';
import { CART_STORAGE_KEY, rememberCart, resetCartSync, syncCart } from './cart-sync';

const line: FixtureLine = { key: 'k1', product: FIXTURE_PRODUCTS[0]!, quantity: 2 };
const fragments = (lines: FixtureLine[]) => ({ 'div.widget_shopping_cart_content': miniCartHtml(lines), 'a.cart-contents': cartLinkHtml(lines) });
let fetchMock: ReturnType<typeof vi.fn>;

function page(lines: FixtureLine[], renderedHash?: string) {
  document.body.innerHTML = `${cartLinkHtml(lines)}${miniCartHtml(lines)}`;
  const widget = document.querySelector('.widget_shopping_cart_content')!;
  if (renderedHash !== undefined) widget.setAttribute('data-cart-hash', renderedHash);
  return widget;
}
const setCookie = (v: string) => (document.cookie = `woocommerce_cart_hash=${v}; path=/`);

beforeEach(() => {
  resetCartSync();
  localStorage.clear();
  document.cookie = 'woocommerce_cart_hash=; path=/; max-age=0';
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ fragments: fragments([line]), cart_hash: 'h-server' }), { headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('syncCart', () => {
  it('sends no request for a visitor without a basket on a page showing none', async () => {
    await syncCart(page([]));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no request when the page was rendered for the current basket', async () => {
    setCookie('h1');
    await syncCart(page([line], 'h1'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the fragments this browser stored for the cookie hash (a cached page), without a request', async () => {
    setCookie('h2');
    rememberCart('h2', fragments([line]));
    await syncCart(page([], 'stale'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(1);
  });

  it('fetches once when the page shows a basket the cookie does not match, and stores the answer', async () => {
    setCookie('h3');
    await syncCart(page([], 'someone-else'));
    await syncCart(document.querySelector('.widget_shopping_cart_content')!); // a remount: no second request
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('wc-ajax=get_refreshed_fragments');
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).hash).toBe('h-server');
  });

  it('clears a stale cached basket for a visitor who has none', async () => {
    await syncCart(page([line]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('follows a basket change made in another tab', async () => {
    await syncCart(page([]));
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: JSON.stringify({ hash: 'h4', fragments: fragments([line]) }) }));
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(1);
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: '{broken' }));
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(1);
  });

  it('keeps the server-rendered basket when the refresh fails', async () => {
    setCookie('h5');
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await syncCart(page([line], 'other'));
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(1);
  });
});
