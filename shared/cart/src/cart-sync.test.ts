import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_PRODUCTS, cartLinkHtml, miniCartHtml, type FixtureLine } from '@storefront/test-kit';
import { LEGACY_CART_STORAGE_KEY, followOtherTabs, rememberCart, resetCartSync, syncCart } from './cart-sync';

const line: FixtureLine = { key: 'k1', product: FIXTURE_PRODUCTS[0]!, quantity: 2 };
const fragments = (lines: FixtureLine[]) => ({
  'div.widget_shopping_cart_content': miniCartHtml(lines),
  'a.cart-contents': cartLinkHtml(lines),
});
/** As the reference shop prints it (WooCommerce's cart-fragments params). */
const PARAMS = {
  ajax_url: '/wp-admin/admin-ajax.php',
  wc_ajax_url: '/?wc-ajax=%%endpoint%%',
  cart_hash_key: 'wc_cart_hash_abc',
  fragment_name: 'wc_fragments_abc',
  request_timeout: 5000,
};
const XSS =
  '<div class="widget_shopping_cart_content"><img src="x" onerror="window.__xss = 1"><li class="woocommerce-mini-cart-item">evil</li></div>';
let fetchMock: ReturnType<typeof vi.fn>;

function page(lines: FixtureLine[], renderedHash?: string) {
  document.body.innerHTML = `${cartLinkHtml(lines)}${miniCartHtml(lines)}`;
  const widget = document.querySelector('.widget_shopping_cart_content')!;
  if (renderedHash !== undefined) widget.setAttribute('data-cart-hash', renderedHash);
  return widget;
}
const setCookie = (v: string) => (document.cookie = `woocommerce_cart_hash=${v}; path=/`);
const clearCookie = () => (document.cookie = 'woocommerce_cart_hash=; path=/; max-age=0');
const items = () => document.querySelectorAll('.woocommerce-mini-cart-item').length;
const g = globalThis as { wc_cart_fragments_params?: unknown };

beforeEach(() => {
  resetCartSync();
  localStorage.clear();
  sessionStorage.clear();
  clearCookie();
  g.wc_cart_fragments_params = PARAMS;
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ fragments: fragments([line]), cart_hash: 'h-server' }), {
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  resetCartSync();
  delete g.wc_cart_fragments_params;
  clearCookie();
  vi.unstubAllGlobals();
});

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

  it('uses the fragments this tab stored for the cookie hash (a cached page), without a request', async () => {
    setCookie('h2');
    rememberCart('h2', fragments([line]));
    await syncCart(page([], 'stale'));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(items()).toBe(1);
  });

  it('fetches once when the page shows a basket the cookie does not match, and stores the answer', async () => {
    setCookie('h3');
    await syncCart(page([], 'someone-else'));
    await syncCart(document.querySelector('.widget_shopping_cart_content')!); // a remount: no second request
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('wc-ajax=get_refreshed_fragments');
    expect(items()).toBe(1);
    expect(sessionStorage.getItem('wc_cart_hash_abc')).toBe('h-server');
  });

  it('clears a stale cached basket for a visitor who has none', async () => {
    await syncCart(page([line]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps the server-rendered basket when the refresh fails', async () => {
    setCookie('h5');
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await syncCart(page([line], 'other'));
    expect(items()).toBe(1);
  });

  it('an aborted check is made again by the next call', async () => {
    setCookie('h6');
    fetchMock.mockImplementationOnce(
      (_u: string, init: RequestInit) =>
        new Promise((_r, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const first = syncCart(page([], 'other'), controller.signal);
    controller.abort();
    await first;
    await syncCart(document.querySelector('.widget_shopping_cart_content')!);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(items()).toBe(1);
  });
});

describe('stored basket (finding 9: one XSS must not persist across sessions)', () => {
  it('keeps the fragments in sessionStorage under fragment_name; localStorage carries only the hash', () => {
    rememberCart('h7', fragments([line]));
    expect(JSON.parse(sessionStorage.getItem('wc_fragments_abc')!)).toEqual(fragments([line]));
    expect(sessionStorage.getItem('wc_cart_hash_abc')).toBe('h7');
    expect(localStorage.getItem('wc_cart_hash_abc')).toBe('h7');
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem(LEGACY_CART_STORAGE_KEY)).toBeNull();
  });

  it('drops what was stored once the basket cookie is gone (logout) and never re-inserts it', async () => {
    setCookie('h8');
    rememberCart('h8', { 'div.widget_shopping_cart_content': XSS });
    clearCookie(); // logged out: the next page has no basket cookie
    await syncCart(page([]));
    expect(sessionStorage.getItem('wc_fragments_abc')).toBeNull();
    expect(sessionStorage.getItem('wc_cart_hash_abc')).toBeNull();
    // Later, a basket with the same contents has the same hash again: still nothing stored comes back.
    resetCartSync();
    setCookie('h8');
    await syncCart(page([], 'stale'));
    expect(document.body.innerHTML).not.toContain('onerror');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('drops what was stored for another basket hash and asks the server instead', async () => {
    setCookie('h9');
    rememberCart('h-old', { 'div.widget_shopping_cart_content': XSS });
    await syncCart(page([line], 'other'));
    expect(document.body.innerHTML).not.toContain('onerror');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('wc_cart_hash_abc')).toBe('h-server');
  });

  it('never applies the basket HTML earlier versions left in localStorage, and removes it', async () => {
    setCookie('h10');
    localStorage.setItem(
      LEGACY_CART_STORAGE_KEY,
      JSON.stringify({ hash: 'h10', fragments: { 'div.widget_shopping_cart_content': XSS } }),
    );
    await syncCart(page([], 'stale'));
    expect(document.body.innerHTML).not.toContain('onerror');
    expect(localStorage.getItem(LEGACY_CART_STORAGE_KEY)).toBeNull();
  });

  it('stores nothing without wc_cart_fragments_params (no key to scope it to)', async () => {
    delete g.wc_cart_fragments_params;
    rememberCart('h11', fragments([line]));
    expect(sessionStorage.length + localStorage.length).toBe(0);
  });

  it('works with storage disabled', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setCookie('h12');
    expect(() => rememberCart('h12', fragments([line]))).not.toThrow();
    await syncCart(page([], 'other'));
    expect(items()).toBe(1);
  });
});

describe('followOtherTabs', () => {
  const signal = (hash: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash_abc', newValue: hash }));

  it('refreshes the fragments when another tab signals a different hash (no HTML crosses tabs)', async () => {
    rememberCart('mine', fragments([]));
    const release = followOtherTabs();
    page([]);
    signal('mine'); // the same basket: nothing to do
    expect(fetchMock).not.toHaveBeenCalled();
    signal('theirs');
    await vi.waitFor(() => expect(items()).toBe(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    release();
  });

  it('stops with the last release, cancelling a refresh under way', async () => {
    fetchMock.mockImplementation(
      (_u: string, init: RequestInit) =>
        new Promise((_r, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        ),
    );
    const a = followOtherTabs();
    const b = followOtherTabs();
    a();
    signal('other');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const init = fetchMock.mock.calls[0]![1] as RequestInit;
    b();
    expect(init.signal!.aborted).toBe(true);
    signal('again');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
