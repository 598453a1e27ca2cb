import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { mountIsland, createFakeListingServer, postListingHtml, type FakeListingServer } from '@storefront/test-kit';
import island, { readPostGridProps } from './mount';

let server: FakeListingServer;
let fire: () => void = () => {};
let disconnected = false;
const host = () => document.querySelector<HTMLElement>('div.post-listing')!;
const items = () => [...document.querySelectorAll<HTMLElement>('.post-grid > .post-grid-item')];
const settle = () =>
  act(async () => {
    for (let i = 0; i < 4; i++) await new Promise((r) => setTimeout(r, 0));
  });

beforeEach(() => {
  server = createFakeListingServer();
  vi.stubGlobal('fetch', server.fetch);
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: IntersectionObserverCallback) {
        fire = () =>
          cb([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
      }
      observe() {}
      unobserve() {}
      disconnect() {
        disconnected = true;
      }
    },
  );
  history.replaceState(null, '', '/blog/');
  disconnected = false;
});
afterEach(() => vi.unstubAllGlobals());

describe('post-grid island', () => {
  it('reads its layout', () => {
    expect(readPostGridProps({ layout: 'fitRows' }).layout).toBe('fitRows');
    expect(readPostGridProps({}).layout).toBe('masonry');
    expect(readPostGridProps({ item_label: 'projects' }).itemLabel).toBe('projects');
  });

  it('masonry: every item spans grid rows; fit rows: plain grid rows', async () => {
    document.body.innerHTML = postListingHtml();
    await mountIsland(island, host());
    expect(document.querySelector('.post-grid')!.classList.contains('is-masonry')).toBe(true);
    for (const el of items()) expect(el.style.gridRowEnd).toMatch(/^span \d+$/);
    document.body.innerHTML = postListingHtml({ layout: 'fitRows' });
    await mountIsland(island, host());
    expect(document.querySelector('.post-grid')!.classList.contains('is-fit-rows')).toBe(true);
    expect(items()[0]!.style.gridRowEnd).toBe('');
  });

  it('appends the next page near the end, then says there are no more', async () => {
    document.body.innerHTML = postListingHtml();
    await mountIsland(island, host());
    expect(items()).toHaveLength(4);
    await act(async () => fire());
    await settle();
    expect(items()).toHaveLength(6);
    expect(host().querySelector('[role="status"]')!.textContent).toBe('No more posts');
    expect(location.pathname).toBe('/blog/page/2/');
  });

  it('marks the first page for the theme fade once; items added later are not marked', async () => {
    document.body.innerHTML = postListingHtml();
    expect(host().hasAttribute('data-fade-live')).toBe(false);
    const unmount = await mountIsland(island, host());
    expect(host().hasAttribute('data-fade-live')).toBe(true);
    expect(items().map((el) => el.hasAttribute('data-first-page'))).toEqual([true, true, true, true]);
    await act(async () => fire());
    await settle();
    expect(items().map((el) => el.hasAttribute('data-first-page'))).toEqual([true, true, true, true, false, false]);
    // Mounted again: appended items are not taken for the first page (the theme would fade them again).
    unmount();
    await mountIsland(island, host());
    expect(items().filter((el) => el.hasAttribute('data-first-page'))).toHaveLength(4);
    // A filtered-in grid: its items fade by script, none is marked.
    const link = [...host().querySelectorAll('nav.post-filters a')].find((a) => a.textContent === 'Studio news')!;
    await act(async () => (link as HTMLElement).click());
    await settle();
    expect(items()).toHaveLength(3);
    expect(items().some((el) => el.hasAttribute('data-first-page'))).toBe(false);
  });

  it('filters without a reload (URL pushed), keeping the island and laying out the new grid', async () => {
    document.body.innerHTML = postListingHtml();
    await mountIsland(island, host());
    const link = [...host().querySelectorAll('nav.post-filters a')].find((a) => a.textContent === 'Studio news')!;
    await act(async () => (link as HTMLElement).click());
    await settle();
    expect(location.pathname).toBe('/blog/category/news/');
    expect(items()).toHaveLength(3);
    expect(items().every((el) => el.classList.contains('category-news'))).toBe(true);
    for (const el of items()) expect(el.style.gridRowEnd).toMatch(/^span \d+$/);
    expect(host().querySelector('nav.post-filters a[aria-current="page"]')!.textContent).toBe('Studio news');
  });

  it.each([
    ['offline', 'You are probably offline.'],
    ['login_page', 'An unknown error occurred.'],
  ] as const)('a failed filter (%s) keeps the grid and offers a retry', async (failure, message) => {
    document.body.innerHTML = postListingHtml();
    await mountIsland(island, host());
    server.failure = failure;
    const link = [...host().querySelectorAll('nav.post-filters a')].find((a) => a.textContent === 'Making')!;
    await act(async () => (link as HTMLElement).click());
    await settle();
    expect(host().querySelector('[role="alert"]')!.textContent).toContain(message);
    expect(items()).toHaveLength(4);
    server.failure = null;
    await act(async () => host().querySelector<HTMLButtonElement>('[role="alert"] button')!.click());
    await settle();
    expect(location.pathname).toBe('/blog/category/making/');
    expect(host().querySelector('[role="alert"]')).toBeNull();
  });

  it('on unmount: stops watching and listening, the layout undone, its status line removed', async () => {
    document.body.innerHTML = postListingHtml();
    const unmount = await mountIsland(island, host());
    expect(host().querySelector('[role="status"]')).not.toBeNull();
    const removed = vi.spyOn(window, 'removeEventListener');
    unmount();
    expect(disconnected).toBe(true);
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function));
    expect(items()[0]!.style.gridRowEnd).toBe('');
    expect(host().querySelector('[data-island-root], [role="status"]')).toBeNull();
    // The filter links are the server's again: a click is not handled by the island.
    const link = [...host().querySelectorAll('nav.post-filters a')].find((a) => a.textContent === 'Studio news')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
