import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { mountIsland, createFakeListingServer, productListingHtml, type FakeListingServer } from '@storefront/test-kit';
import island from './mount';

let server: FakeListingServer;
let unmount: () => void;
let io: { cb: IntersectionObserverCallback; fire(): void; disconnected?: boolean };
const titles = () => [...document.querySelectorAll('ul.products li.product h2')].map((h) => h.textContent);
const nav = () => document.querySelector<HTMLElement>('nav.woocommerce-pagination')!;
const status = () => nav().querySelector('[role="status"]')!.textContent;
const settle = () =>
  act(async () => {
    for (let i = 0; i < 4; i++) await new Promise((r) => setTimeout(r, 0));
  });

beforeEach(async () => {
  server = createFakeListingServer();
  vi.stubGlobal('fetch', server.fetch);
  // A controllable IntersectionObserver: `fire()` says the pagination came within reach.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      options: IntersectionObserverInit | undefined;
      constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.options = options;
        io = {
          cb,
          fire: () =>
            cb([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
        };
        (io as unknown as { options: unknown }).options = options;
      }
      observe() {}
      unobserve() {}
      disconnect() {
        io.disconnected = true;
      }
    },
  );
  history.replaceState(null, '', '/shop/');
  document.body.innerHTML = `<main>${productListingHtml({ page: 1 })}</main>`;
  unmount = await mountIsland(island, nav());
});
afterEach(() => {
  server.releaseHung();
  vi.unstubAllGlobals();
});

describe('listing-infinite island', () => {
  it('starts 400 px before the end and appends the next pages, then says there are no more', async () => {
    expect((io as unknown as { options: IntersectionObserverInit }).options.rootMargin).toBe('0px 0px 400px 0px');
    await act(async () => io.fire());
    await settle();
    expect(titles()).toHaveLength(24);
    expect(document.querySelector('p.woocommerce-result-count')!.textContent).toBe('Showing 1–24 of 30 results');
    await act(async () => io.fire());
    await settle();
    expect(titles()).toHaveLength(30);
    expect(new Set(titles()).size).toBe(30);
    expect(status()).toBe('No more products');
    expect(nav().querySelector('a.next')).toBeNull();
    expect(location.pathname).toBe('/shop/page/3/');
    // Appended buttons are real add-to-cart markup, for the runtime to mount.
    expect(document.querySelectorAll('ul.products a.ajax_add_to_cart[data-product_id]')).toHaveLength(30);
  });

  it('shows the loading state while the page is fetched', async () => {
    server.failure = 'hang';
    await act(async () => io.fire());
    await settle();
    expect(status()).toBe('Loading more products…');
    expect(document.querySelector('ul.products')!.getAttribute('aria-busy')).toBe('true');
    await act(async () => io.fire());
    await settle();
    expect(server.calls).toHaveLength(1);
    await act(async () => server.releaseHung());
  });

  it('on failure: the message and a Retry button; retry appends the page', async () => {
    server.failure = 'offline';
    await act(async () => io.fire());
    await settle();
    expect(status()).toBe('The next page could not be loaded. You are probably offline.');
    expect(titles()).toHaveLength(12);
    server.failure = null;
    await act(async () => nav().querySelector<HTMLButtonElement>('button.listing-retry')!.click());
    await settle();
    expect(titles()).toHaveLength(24);
    expect(nav().querySelector('button.listing-retry')).toBeNull();
  });

  it('on unmount: stops watching and listening, the list no longer busy, its status line removed', async () => {
    server.failure = 'hang';
    await act(async () => io.fire());
    await settle();
    const removed = vi.spyOn(window, 'removeEventListener');
    unmount();
    expect(io.disconnected).toBe(true);
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function));
    expect(document.querySelector('ul.products')!.hasAttribute('aria-busy')).toBe(false);
    expect(nav().querySelector('[data-island-root], [role="status"]')).toBeNull();
  });
});
