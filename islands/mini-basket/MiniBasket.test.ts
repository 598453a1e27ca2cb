import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '@storefront/runtime';
import { navigateTo } from '@storefront/page';
import {
  FIXTURE_PRODUCTS,
  createFakeCartBackend,
  miniCartHtml,
  cartLinkHtml,
  mountIsland,
  settle,
  unmountLeftIslands,
  type FakeCartBackend,
  type FixtureLine,
} from '@storefront/test-kit';
import island from './mount';
import { loadFullMiniBasket } from './bind';

let backend: FakeCartBackend;
let navigated: string[];
const lines = (): FixtureLine[] => [
  { key: 'k1', product: FIXTURE_PRODUCTS[0]!, quantity: 2 },
  { key: 'k2', product: FIXTURE_PRODUCTS[1]!, quantity: 1 },
];

async function page() {
  document.body.innerHTML = `<header>${cartLinkHtml(backend.lines)}<div class="widget woocommerce widget_shopping_cart">${miniCartHtml(backend.lines)}</div></header>`;
  const host = document.querySelector<HTMLElement>('.widget_shopping_cart_content')!;
  // A page rendered for the current basket: the mount's sync check has nothing to fetch.
  host.setAttribute('data-cart-hash', backend.hash());
  document.cookie = `woocommerce_cart_hash=${backend.hash()}; path=/`;
  await mountIsland(island, host);
  return host;
}
const removeLink = (key: string) =>
  document.querySelector<HTMLAnchorElement>(`a.remove_from_cart_button[data-cart_item_key="${key}"]`)!;

// These pages have a basket: on a real page its full code is loaded before the remove links are used (the thin first
// load and the upgrade are MiniBasketThin.test.ts's).
beforeAll(() => loadFullMiniBasket());
beforeEach(() => {
  backend = createFakeCartBackend({ lines: lines() });
  vi.stubGlobal('fetch', backend.fetch);
  navigated = [];
  navigateTo.impl = (href) => void navigated.push(href);
});
afterEach(() => vi.unstubAllGlobals());

describe('mini-basket island', () => {
  it('blocks the line while the call runs, then replaces the fragments', async () => {
    await page();
    backend.delayMs = 30;
    const removed: unknown[] = [];
    on('removed_from_cart', (d) => removed.push(d.cartHash));
    removeLink('k1').click();
    const row = removeLink('k1').closest('li')!;
    expect(row.classList.contains('processing')).toBe(true);
    expect(row.querySelector('.blockUI.blockOverlay')).not.toBeNull();
    await settle(40);
    expect(backend.calls).toEqual([{ endpoint: 'remove_from_cart', body: { cart_item_key: 'k1' } }]);
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(1);
    expect(document.querySelector('a.cart-contents .count')!.textContent).toBe('1 item');
    expect(removed).toEqual(['hash-k2x1']);
    expect(navigated).toEqual([]);
  });

  it('Space on a remove link (role=button) removes the line once and keeps the page from scrolling', async () => {
    await page();
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    removeLink('k1').dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    await settle(10);
    expect(backend.calls).toEqual([{ endpoint: 'remove_from_cart', body: { cart_item_key: 'k1' } }]);
    expect(document.querySelectorAll('.woocommerce-mini-cart-item')).toHaveLength(1);
    expect(navigated).toEqual([]);
  });

  it('a second click on a line being removed sends nothing more', async () => {
    await page();
    backend.delayMs = 30;
    removeLink('k1').click();
    removeLink('k1').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await settle(40);
    expect(backend.calls).toHaveLength(1);
  });

  it.each(['no_fragments', 'offline', 'server_error', 'invalid_json'] as const)(
    'on %s: follows the remove link’s own URL',
    async (failure) => {
      await page();
      backend.failure = failure;
      const href = removeLink('k2').href;
      removeLink('k2').click();
      await settle();
      expect(navigated).toEqual([href]);
    },
  );

  it('a widget just swapped in by fragments removes at once, before the island is mounted on it', async () => {
    const host = await page();
    // What a fragment swap does: a new widget replaces the mounted one (the runtime mounts on it when idle).
    const fresh = document.createElement('div');
    fresh.innerHTML = miniCartHtml(backend.lines);
    host.replaceWith(fresh.firstElementChild!);
    const link = removeLink('k2');
    expect(link.closest('[data-island-mounted]')).toBeNull();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    await settle();
    expect(backend.calls).toEqual([{ endpoint: 'remove_from_cart', body: { cart_item_key: 'k2' } }]);
    expect(navigated).toEqual([]);
  });

  it('leaves links without a cart item key alone', async () => {
    const host = await page();
    host.insertAdjacentHTML('beforeend', '<a class="remove_from_cart_button" href="/cart/?remove_item=x">×</a>');
    const link = host.querySelector<HTMLAnchorElement>('a.remove_from_cart_button:not([data-cart_item_key])')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(backend.calls).toHaveLength(0);
  });

  it('follows other tabs; a widget swapped for fresh markup hands that over to the new widget’s island, an unmount in place ends it', async () => {
    const w = window as { wc_cart_fragments_params?: unknown };
    w.wc_cart_fragments_params = { cart_hash_key: 'wc_cart_hash_t', fragment_name: 'wc_fragments_t' };
    const otherTab = (hash: string) =>
      window.dispatchEvent(new StorageEvent('storage', { key: 'wc_cart_hash_t', newValue: hash }));
    const refreshes = () => backend.calls.filter((c) => c.endpoint === 'get_refreshed_fragments').length;
    try {
      const first = await page();
      // Fragments replace the widget; the runtime unmounts the old island, the new one mounts when idle.
      const next = document.createElement('div');
      next.className = 'widget_shopping_cart_content';
      first.replaceWith(next);
      unmountLeftIslands();
      otherTab('h-other-1');
      await settle();
      expect(refreshes()).toBe(1); // still followed in between
      const unmountNext = await mountIsland(
        island,
        document.querySelector<HTMLElement>('.widget_shopping_cart_content')!,
      );
      unmountNext(); // in place: nothing follows any more
      otherTab('h-other-2');
      await settle();
      expect(refreshes()).toBe(1);
    } finally {
      delete w.wc_cart_fragments_params;
    }
  });
});
