import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '@storefront/runtime';
import { navigateTo } from '@storefront/shared';
import { FIXTURE_PRODUCTS, createFakeCartBackend, miniCartHtml, cartLinkHtml, mountIsland, settle, type FakeCartBackend, type FixtureLine } from '@storefront/shared/fixtures';
import island from './mount';

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
const removeLink = (key: string) => document.querySelector<HTMLAnchorElement>(`a.remove_from_cart_button[data-cart_item_key="${key}"]`)!;

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

  it('a second click on a line being removed sends nothing more', async () => {
    await page();
    backend.delayMs = 30;
    removeLink('k1').click();
    removeLink('k1').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await settle(40);
    expect(backend.calls).toHaveLength(1);
  });

  it.each(['no_fragments', 'offline', 'server_error', 'invalid_json'] as const)('on %s: follows the remove link’s own URL', async (failure) => {
    await page();
    backend.failure = failure;
    const href = removeLink('k2').href;
    removeLink('k2').click();
    await settle();
    expect(navigated).toEqual([href]);
  });

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
});
