import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { getPageStore, on } from '@storefront/runtime';
import { navigateTo } from '@storefront/page';
import {
  FIXTURE_ADD_TO_CART_PARAMS,
  FIXTURE_PRODUCTS,
  createFakeCartBackend,
  loopButtonHtml,
  miniCartHtml,
  cartLinkHtml,
  mountIsland,
  settle,
  type FakeCartBackend,
} from '@storefront/test-kit';
import island from './mount';

const product = FIXTURE_PRODUCTS[0]!;
let backend: FakeCartBackend;
let navigated: string[];
const offs: (() => void)[] = [];

function page(extra = '') {
  document.body.innerHTML = `<header>${cartLinkHtml([])}${miniCartHtml([])}</header><ul class="products"><li class="product">${loopButtonHtml(product, extra)}</li></ul>`;
  return document.querySelector<HTMLAnchorElement>('a.ajax_add_to_cart')!;
}

beforeEach(() => {
  backend = createFakeCartBackend();
  vi.stubGlobal('fetch', backend.fetch);
  navigated = [];
  navigateTo.impl = (href) => void navigated.push(href);
  (window as { wc_add_to_cart_params?: unknown }).wc_add_to_cart_params = { ...FIXTURE_ADD_TO_CART_PARAMS };
});
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (window as { wc_add_to_cart_params?: unknown }).wc_add_to_cart_params;
});

describe('add-to-cart island', () => {
  it('posts every data attribute, goes loading → added, applies fragments and adds one View basket link', async () => {
    const button = page();
    await mountIsland(island, button);
    const seen: string[] = [];
    offs.push(
      on('adding_to_cart', () => seen.push('adding')),
      on('added_to_cart', (d) => seen.push(`added:${d.cartHash}`)),
    );
    act(() => button.click()); // the island's state updates run inside act
    expect(button.classList.contains('loading')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('.widget_shopping_cart_content')!.classList.contains('updating')).toBe(true);
    await settle();
    expect(backend.calls).toEqual([
      {
        endpoint: 'add_to_cart',
        body: {
          quantity: '1',
          product_id: '11',
          product_sku: 'TT-LIN',
          success_message: '“Linen tea towel” has been added to your basket',
        },
      },
    ]);
    expect(button.className).toMatch(/\badded\b/);
    expect(button.classList.contains('loading')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    const links = button.parentElement!.querySelectorAll('a.added_to_cart.wc-forward');
    expect(links).toHaveLength(1);
    // Right after the button, as WooCommerce places it, so theme rules on `.add_to_cart_button + .added_to_cart` apply.
    expect(button.nextElementSibling).toBe(links[0]);
    expect(document.querySelector('.add_to_cart_button + .added_to_cart')).toBe(links[0]);
    expect(links[0]!.getAttribute('href')).toBe('/cart/');
    expect(links[0]!.textContent).toBe('View basket');
    expect(document.querySelector('.widget_shopping_cart_content .quantity')!.textContent).toMatch(/^1 ×/);
    expect(document.querySelector('.widget_shopping_cart_content')!.classList.contains('updating')).toBe(false);
    expect(getPageStore().getState().cart).toEqual({ count: 1, hash: 'hash-key11x1' });
    expect(seen).toEqual(['adding', 'added:hash-key11x1']);
  });

  it('queues quick clicks: one request at a time, in order, and still one link', async () => {
    const button = page();
    backend.delayMs = 20;
    let inFlight = 0;
    let maxInFlight = 0;
    const inner = backend.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      try {
        return await inner(...args);
      } finally {
        inFlight--;
      }
    });
    await mountIsland(island, button);
    act(() => button.click());
    act(() => button.click());
    act(() => button.click());
    await settle(150);
    expect(backend.calls).toHaveLength(3);
    expect(maxInFlight).toBe(1);
    expect(document.querySelector('.widget_shopping_cart_content .quantity')!.textContent).toMatch(/^3 ×/);
    expect(document.querySelectorAll('.added_to_cart')).toHaveLength(1);
    expect(button.classList.contains('loading')).toBe(false);
  });

  it('announces the success message after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const button = page();
    await mountIsland(island, button);
    act(() => button.click());
    await settle();
    const region = () => document.querySelector('[role="status"][aria-live="polite"]')?.textContent ?? '';
    await vi.advanceTimersByTimeAsync(900);
    expect(region()).toBe('');
    await vi.advanceTimersByTimeAsync(200);
    expect(region()).toBe('“Linen tea towel” has been added to your basket');
  });

  it('unmounted while adding: the basket change still reaches the page, the gone button announces and adds nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const button = page();
    backend.delayMs = 20;
    const unmount = await mountIsland(island, button);
    act(() => button.click());
    unmount(); // e.g. a quick view closed, a listing swapped, while the request is under way
    await settle(50);
    expect(document.querySelector('.widget_shopping_cart_content .quantity')!.textContent).toMatch(/^1 ×/);
    expect(getPageStore().getState().cart.count).toBe(1);
    expect(document.querySelectorAll('.added_to_cart')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(document.querySelector('[role="status"][aria-live="polite"]')?.textContent ?? '').toBe('');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves a button without product_id as a plain link', async () => {
    document.body.innerHTML = `<a href="/product/x/" class="button add_to_cart_button ajax_add_to_cart">Read more</a>`;
    const button = document.querySelector<HTMLAnchorElement>('a')!;
    await mountIsland(island, button);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(backend.calls).toHaveLength(0);
  });

  it('keeps ctrl/cmd-click (new tab) as the link’s own behaviour', async () => {
    const button = page();
    await mountIsland(island, button);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    button.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(backend.calls).toHaveLength(0);
  });

  it('goes to the product page when the answer is error + product_url', async () => {
    const button = page();
    backend.failure = 'error_with_product_url';
    await mountIsland(island, button);
    act(() => button.click());
    await settle();
    expect(navigated).toEqual([`${location.origin}/product/11/`]);
  });

  it('an error without product_url goes on with §7: fragments applied, button added, View basket link', async () => {
    const button = page();
    backend.failure = 'error_without_product_url';
    await mountIsland(island, button);
    const seen: string[] = [];
    offs.push(on('added_to_cart', () => seen.push('added')));
    act(() => button.click());
    await settle();
    expect(navigated).toEqual([]);
    expect(seen).toEqual(['added']);
    expect(document.querySelector('.sf-add-to-cart__error')).toBeNull();
    expect(button.classList.contains('added')).toBe(true);
    expect(button.nextElementSibling?.matches('a.added_to_cart')).toBe(true);
    expect(document.querySelector('.widget_shopping_cart_content')!.classList.contains('updating')).toBe(false);
  });

  it('an error without product_url still follows redirect-after-add (step 2 of §7)', async () => {
    (window as { wc_add_to_cart_params?: Record<string, unknown> }).wc_add_to_cart_params!.cart_redirect_after_add =
      'yes';
    const button = page();
    backend.failure = 'error_without_product_url';
    await mountIsland(island, button);
    act(() => button.click());
    await settle();
    expect(navigated).toEqual([`${location.origin}/cart/`]);
  });

  it('goes to the basket when redirect-after-add is yes', async () => {
    (window as { wc_add_to_cart_params?: Record<string, unknown> }).wc_add_to_cart_params!.cart_redirect_after_add =
      'yes';
    const button = page();
    await mountIsland(island, button);
    act(() => button.click());
    await settle();
    expect(navigated).toEqual([`${location.origin}/cart/`]);
    expect(document.querySelectorAll('.added_to_cart')).toHaveLength(0);
  });

  it.each([
    ['offline', 'You are probably offline.'],
    ['invalid_json', 'The response is not a valid JSON response.'],
    ['server_error', 'An unknown error occurred.'],
  ] as const)('on %s: shows the message, unblocks, loses nothing, and a retry works', async (failure, message) => {
    const button = page();
    await mountIsland(island, button);
    backend.failure = failure;
    act(() => button.click());
    await settle();
    expect(document.querySelector('[role="alert"].sf-add-to-cart__error')!.textContent).toBe(message);
    expect(button.nextElementSibling?.matches('.sf-add-to-cart__error')).toBe(true);
    expect(button.classList.contains('loading')).toBe(false);
    expect(document.querySelector('.widget_shopping_cart_content')!.classList.contains('updating')).toBe(false);
    expect(document.querySelector('.blockOverlay')).toBeNull();
    backend.failure = null;
    act(() => button.click());
    await settle();
    expect(document.querySelector('.sf-add-to-cart__error')).toBeNull();
    expect(button.classList.contains('added')).toBe(true);
  });

  it('on the basket page, or beside an existing link, adds no View basket link', async () => {
    (window as { wc_add_to_cart_params?: Record<string, unknown> }).wc_add_to_cart_params!.is_cart = '1';
    const button = page();
    await mountIsland(island, button);
    act(() => button.click());
    await settle();
    expect(document.querySelectorAll('.added_to_cart')).toHaveLength(0);

    (window as { wc_add_to_cart_params?: Record<string, unknown> }).wc_add_to_cart_params!.is_cart = '';
    const again = page();
    again.insertAdjacentHTML('afterend', '<a href="/cart/" class="added_to_cart wc-forward">View basket</a>');
    await mountIsland(island, again);
    act(() => again.click());
    await settle();
    expect(document.querySelectorAll('.added_to_cart')).toHaveLength(1);
  });
});
