import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { mountIsland, createFakeListingServer, productListingHtml, type FakeListingServer } from '@storefront/test-kit';
import island from './mount';

let server: FakeListingServer;
let unmount: () => void;
const titles = () => [...document.querySelectorAll('ul.products li.product h2')].map((h) => h.textContent);
const nav = () => document.querySelector<HTMLElement>('nav.widget_product_categories')!;
const link = (name: string) => [...nav().querySelectorAll('a')].find((a) => a.textContent === name)!;
const settle = () =>
  act(async () => {
    for (let i = 0; i < 4; i++) await new Promise((r) => setTimeout(r, 0));
  });

beforeEach(async () => {
  server = createFakeListingServer();
  vi.stubGlobal('fetch', server.fetch);
  history.replaceState(null, '', '/shop/');
  document.body.innerHTML = `<main>${productListingHtml({ page: 1 })}</main>`;
  unmount = await mountIsland(island, nav());
});
afterEach(() => {
  server.releaseHung();
  vi.unstubAllGlobals();
});

describe('listing-filter island', () => {
  it('swaps the listing regions for the category without a reload', async () => {
    await act(async () => link('Prints and cards').click());
    await settle();
    expect(location.pathname).toBe('/product-category/prints/');
    expect(titles()).toHaveLength(12);
    expect(titles()[0]).toBe('Product 02');
    expect(document.querySelector('h1')!.textContent).toBe('Prints and cards');
    expect(document.querySelector('p.woocommerce-result-count')!.textContent).toBe('Showing 1–12 of 15 results');
    expect(document.querySelector('form.woocommerce-ordering')!.getAttribute('action')).toBe(
      '/product-category/prints/',
    );
    expect(document.querySelector('a.next.page-numbers')!.getAttribute('href')).toBe(
      '/product-category/prints/page/2/',
    );
    expect(link('Prints and cards').getAttribute('aria-current')).toBe('page');
    expect(link('All products').hasAttribute('aria-current')).toBe(false);
    // The filter's links were replaced in place: the island still handles them.
    await act(async () => link('All products').click());
    await settle();
    expect(location.pathname).toBe('/shop/');
  });

  it('marks the list busy while loading', async () => {
    server.delayMs = 30;
    await act(async () => link('Textiles').click());
    await act(async () => {});
    expect(document.querySelector('ul.products')!.getAttribute('aria-busy')).toBe('true');
    await act(() =>
      vi.waitFor(() => expect(document.querySelector('ul.products')!.hasAttribute('aria-busy')).toBe(false)),
    );
  });

  it.each(['server_error', 'login_page'] as const)(
    'on %s: a message and a Retry button, the current listing kept; retry loads it',
    async (failure) => {
      server.failure = failure;
      await act(async () => link('Textiles').click());
      await settle();
      const alert = nav().querySelector('[role="alert"]')!;
      expect(alert.textContent).toContain('This selection could not be loaded. An unknown error occurred.');
      expect(titles()[1]).toBe('Product 02');
      expect(titles()).toHaveLength(12);
      expect(location.pathname).toBe('/shop/');
      server.failure = null;
      await act(async () => alert.querySelector('button')!.click());
      await settle();
      expect(location.pathname).toBe('/product-category/textiles/');
      expect(nav().querySelector('[role="alert"]')).toBeNull();
    },
  );

  it('renders nothing until a failure; on unmount its message goes and the links are let go', async () => {
    expect(nav().querySelector('[data-island-root], [role="alert"]')).toBeNull();
    server.failure = 'server_error';
    await act(async () => link('Textiles').click());
    await settle();
    expect(nav().querySelector('[role="alert"]')).not.toBeNull();
    unmount();
    expect(nav().querySelector('[data-island-root], [role="alert"]')).toBeNull();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('Prints and cards').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(server.calls).toHaveLength(1);
  });
});
