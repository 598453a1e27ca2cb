/**
 * The mini-basket's thin first load: without a basket in sight nothing of the basket package (nor the HTTP client)
 * is loaded and nothing is asked; the first sign of a basket loads it and the widget then behaves as before.
 * Each test imports a fresh copy of the island (the loaded code is kept per page).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const loaded = { cart: false };

const PARAMS = { fragment_name: 'wc_fragments_t', cart_hash_key: 'wc_cart_hash_t' };
const EMPTY =
  '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the basket.</p></div>';
const withLine = (name: string) =>
  `<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">${name}</li></ul></div>`;
const shownLine = () => document.querySelector('.woocommerce-mini-cart-item')?.textContent?.trim() ?? null;
const calls = () => fetchMock.mock.calls.map(([url]) => String(url));

/** Loading the basket code afresh (after `vi.resetModules`) can take a while on a busy machine. */
const WAIT = { timeout: 5000 };

let fetchMock: ReturnType<typeof vi.fn>;
let release: () => void;

async function mount(): Promise<void> {
  vi.resetModules();
  loaded.cart = false;
  vi.doMock('@storefront/cart', async (original) => {
    loaded.cart = true;
    return original();
  });
  const { bindMiniBasket } = await import('./bind');
  release = bindMiniBasket(document.querySelector<HTMLElement>('.widget_shopping_cart_content')!);
}

beforeEach(() => {
  for (const key of ['storefront.cartSync', 'storefront.cartEvents'])
    delete (globalThis as Record<symbol, unknown>)[Symbol.for(key)];
  (globalThis as { wc_cart_fragments_params?: unknown }).wc_cart_fragments_params = PARAMS;
  document.body.innerHTML = `<header>${EMPTY}</header>`;
  fetchMock = vi.fn(
    async () =>
      new Response(
        JSON.stringify({ fragments: { 'div.widget_shopping_cart_content': withLine('Cap') }, cart_hash: 'h2' }),
        {
          headers: { 'Content-Type': 'application/json' },
        },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  release();
  vi.doUnmock('./remove-lines');
  vi.unstubAllGlobals();
  delete (globalThis as { wc_cart_fragments_params?: unknown }).wc_cart_fragments_params;
  document.cookie = 'woocommerce_cart_hash=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  sessionStorage.clear();
  localStorage.clear();
});

describe('mini-basket: first load without a basket', () => {
  // First: an earlier test's swapped widget would have handed its page-wide remove listener on (as a page does).
  it('a press while the basket code loads at mount (an unstamped widget with lines) is held, then removes', async () => {
    document.cookie = 'woocommerce_cart_hash=h2; path=/';
    document.body.innerHTML =
      '<header><div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">' +
      '<a href="/cart/?remove_item=k1" class="remove remove_from_cart_button" data-cart_item_key="k1" role="button">×</a>' +
      ' Cap</li></ul></div></header>';
    let arrive = () => {};
    const gate = new Promise<void>((r) => (arrive = r));
    vi.doMock('./remove-lines', async (original) => {
      await gate; // the basket code still on its way
      return original();
    });
    // An answer that leaves the widget in place (a swapped one would hand its listener on to the next test).
    fetchMock.mockImplementation(async () =>
      Response.json({ fragments: { 'span.count': '<span class="count">0</span>' } }),
    );
    await mount(); // the check can’t wait: the code is on its way
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.remove_from_cart_button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // held: the link is not followed (a page load before this fix)
    arrive();
    await vi.waitFor(() => expect(calls()).toContainEqual(expect.stringContaining('remove_from_cart')), WAIT);
  });

  it('no basket in sight: loads nothing of the basket package and asks nothing', async () => {
    await mount();
    await new Promise((r) => setTimeout(r, 30));
    expect(loaded.cart).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a plugin’s basket event (nothing else applies it): the basket code loads, applies it, then every event', async () => {
    await mount();
    document.cookie = 'woocommerce_cart_hash=h1; path=/'; // the plugin's call gave the visitor a basket
    const fragments = { 'div.widget_shopping_cart_content': withLine('Beanie') };
    document.body.dispatchEvent(
      new CustomEvent('added_to_cart', { detail: { fragments, cartHash: 'h1' }, bubbles: true }),
    );
    await vi.waitFor(() => expect(shownLine()).toBe('Beanie'), WAIT);
    expect(loaded.cart).toBe(true);
    expect(sessionStorage.getItem(PARAMS.cart_hash_key)).toBe('h1'); // remembered for the other tabs
    const next = { 'div.widget_shopping_cart_content': withLine('Mug') };
    document.body.dispatchEvent(
      new CustomEvent('removed_from_cart', { detail: { fragments: next, cartHash: 'h3' }, bubbles: true }),
    );
    expect(shownLine()).toBe('Mug'); // the full binding's listener, at once
    expect(fetchMock).not.toHaveBeenCalled(); // the check found this tab's fragments for the cookie's basket
  });

  it('another tab’s basket signal: the basket code loads and asks the server once', async () => {
    await mount();
    dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    await new Promise((r) => setTimeout(r, 30));
    expect(loaded.cart).toBe(false);
    document.cookie = 'woocommerce_cart_hash=h2; path=/'; // the other tab's basket (cookies are shared)
    dispatchEvent(new StorageEvent('storage', { key: PARAMS.cart_hash_key, newValue: 'h2' }));
    await vi.waitFor(() => expect(shownLine()).toBe('Cap'), WAIT);
    expect(loaded.cart).toBe(true);
    expect(calls()).toEqual([expect.stringContaining('get_refreshed_fragments')]);
  });

  it('a widget rendered for the cookie’s basket: nothing loads until a remove link is pressed, then it is removed', async () => {
    document.cookie = 'woocommerce_cart_hash=h2; path=/';
    document.body.innerHTML =
      '<header><div class="widget_shopping_cart_content" data-cart-hash="h2"><ul><li class="woocommerce-mini-cart-item">' +
      '<a href="/cart/?remove_item=k1" class="remove remove_from_cart_button" data-cart_item_key="k1" role="button">×</a>' +
      ' Cap</li></ul></div></header>';
    await mount();
    await new Promise((r) => setTimeout(r, 30));
    expect(loaded.cart).toBe(false);
    const link = document.querySelector<HTMLAnchorElement>('.remove_from_cart_button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // held: no page load
    await vi.waitFor(() => expect(calls()).toEqual([expect.stringContaining('remove_from_cart')]), WAIT);
    expect(loaded.cart).toBe(true);
  });

  it('another basket’s fragments stored in this tab: the basket code loads at mount and drops them, asking nothing', async () => {
    sessionStorage.setItem(PARAMS.cart_hash_key, 'old');
    sessionStorage.setItem(PARAMS.fragment_name, '{}');
    await mount();
    await vi.waitFor(() => expect(sessionStorage.getItem(PARAMS.cart_hash_key)).toBeNull(), WAIT);
    expect(loaded.cart).toBe(true);
    expect(sessionStorage.getItem(PARAMS.fragment_name)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a basket cookie at mount: the basket code loads at once and checks the basket', async () => {
    document.cookie = 'woocommerce_cart_hash=h2; path=/';
    await mount();
    await vi.waitFor(() => expect(shownLine()).toBe('Cap'), WAIT);
    expect(loaded.cart).toBe(true);
    expect(calls()).toEqual([expect.stringContaining('get_refreshed_fragments')]);
  });

  // Last: its swapped widget hands the page-wide remove listener on (as on a page).
  it('a press held while the code loads, then the widget swapped (fragments): the line is removed from the new widget', async () => {
    const widget = (hash: string): string =>
      `<div class="widget_shopping_cart_content" data-cart-hash="${hash}"><ul><li class="woocommerce-mini-cart-item">` +
      '<a href="/cart/?remove_item=k1" class="remove remove_from_cart_button" data-cart_item_key="k1" role="button">×</a>' +
      ' Cap</li></ul></div>';
    document.cookie = 'woocommerce_cart_hash=h2; path=/';
    document.body.innerHTML = `<header>${widget('h2')}</header>`;
    let arrive = () => {};
    const gate = new Promise<void>((r) => (arrive = r));
    vi.doMock('./remove-lines', async (original) => {
      await gate;
      return original();
    });
    await mount();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('.remove_from_cart_button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // Fresh markup for the same basket (another tab's change, say); the runtime mounts the island on it.
    document.querySelector('header')!.innerHTML = widget('h2');
    const { bindMiniBasket } = await import('./bind');
    const releaseNew = bindMiniBasket(document.querySelector<HTMLElement>('.widget_shopping_cart_content')!);
    arrive();
    await vi.waitFor(() => expect(calls()).toEqual([expect.stringContaining('remove_from_cart')]), WAIT);
    expect(String(fetchMock.mock.calls[0]![1]?.body)).toContain('k1');
    releaseNew();
  });
});
