/**
 * Found by the two-tab load test (scripts/e2e/load.e2e.ts): another tab's storage event can arrive after this tab
 * applied a newer basket of its own, and it was applied anyway, so the tab showed an older basket again (a line it
 * had just removed came back; removing it again failed and followed the link to /cart/). A storage event's basket
 * should only be applied while its hash is still the `woocommerce_cart_hash` cookie, which always names the newest
 * basket this browser received. The fix belongs in cart-sync.ts (its storage listener), which another change is
 * editing; until it lands, the first test here fails.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_HASH_COOKIE, CART_STORAGE_KEY, rememberCart, resetCartSync, syncCart } from './cart-sync';

const WIDGET = 'div.widget_shopping_cart_content';
const widget = (line: string) => `<div class="widget_shopping_cart_content"><ul><li class="woocommerce-mini-cart-item">${line}</li></ul></div>`;

/** What another tab does after applying a basket: stores it, which fires `storage` here. */
function otherTabStores(hash: string, line: string): void {
  rememberCart(hash, { [WIDGET]: widget(line) });
  dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: localStorage.getItem(CART_STORAGE_KEY) }));
}
const shown = () => document.querySelector('.woocommerce-mini-cart-item')?.textContent ?? null;

beforeEach(async () => {
  // This tab shows the newest basket (the cookie's): the line was removed here a moment ago.
  document.body.innerHTML = '<div class="widget_shopping_cart_content" data-cart-hash="h2"><p>No products in the basket.</p></div>';
  document.cookie = `${CART_HASH_COOKIE}=h2; path=/`;
  resetCartSync();
  await syncCart(document.querySelector(WIDGET)!);
});
afterEach(() => {
  document.cookie = `${CART_HASH_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  localStorage.clear();
});

describe('baskets from other tabs', () => {
  it('a late storage event with an older basket than the cookie names is not applied', () => {
    otherTabStores('h1', 'the line removed here');
    expect(shown()).toBeNull();
  });

  it('the newest basket from another tab is applied', () => {
    document.cookie = `${CART_HASH_COOKIE}=h3; path=/`; // the other tab's answer reached the browser
    otherTabStores('h3', 'added in the other tab');
    expect(shown()).toBe('added in the other tab');
  });
});
