/**
 * Found by the two-tab load test (e2e/load.e2e.ts): another tab's storage event can arrive after this tab
 * applied a newer basket of its own. Other tabs now signal only a hash (no HTML crosses tabs), and a tab whose
 * hash differs asks the server, which always has the newest basket: a late signal can never bring an older
 * basket back.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_HASH_COOKIE, followOtherTabs, rememberCart, resetCartSync, syncCart } from './cart-sync';

const WIDGET = 'div.widget_shopping_cart_content';
const widget = (line: string) =>
  `<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">${line}</li></ul></div>`;
const params = { fragment_name: 'wc_fragments_t', cart_hash_key: 'wc_cart_hash_t' };
const shown = () => document.querySelector('.woocommerce-mini-cart-item')?.textContent ?? null;
/** Another tab's signal: only the hash of the basket it now has. */
const otherTabSignals = (hash: string) =>
  dispatchEvent(new StorageEvent('storage', { key: params.cart_hash_key, newValue: hash }));

let server: { hash: string; line: string };
let stop: () => void;
beforeEach(async () => {
  (globalThis as { wc_cart_fragments_params?: unknown }).wc_cart_fragments_params = params;
  server = { hash: 'h2', line: '' };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            fragments: {
              [WIDGET]: server.line ? widget(server.line) : '<div class="widget_shopping_cart_content"></div>',
            },
            cart_hash: server.hash,
          }),
          { headers: { 'Content-Type': 'application/json' } },
        ),
    ),
  );
  // This tab shows the newest basket (the cookie's): the line was removed here a moment ago.
  document.body.innerHTML =
    '<div class="widget_shopping_cart_content" data-cart-hash="h2"><p>No products in the basket.</p></div>';
  document.cookie = `${CART_HASH_COOKIE}=h2; path=/`;
  resetCartSync();
  await syncCart(document.querySelector(WIDGET)!);
  rememberCart('h2', { [WIDGET]: '<div class="widget_shopping_cart_content"></div>' });
  stop = followOtherTabs();
});
afterEach(() => {
  stop();
  delete (globalThis as { wc_cart_fragments_params?: unknown }).wc_cart_fragments_params;
  document.cookie = `${CART_HASH_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  localStorage.clear();
  sessionStorage.clear();
});

describe('baskets from other tabs', () => {
  it('a late signal naming an older basket brings nothing old back: the server answers the newest', async () => {
    otherTabSignals('h1');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(shown()).toBeNull();
  });

  it('the newest basket from another tab is applied', async () => {
    server = { hash: 'h3', line: 'added in the other tab' };
    otherTabSignals('h3');
    await vi.waitFor(() => expect(shown()).toBe('added in the other tab'));
  });

  it("a signal of this tab's own hash asks nothing", async () => {
    otherTabSignals('h2');
    await new Promise((r) => setTimeout(r, 0));
    expect(fetch).not.toHaveBeenCalled();
  });
});
