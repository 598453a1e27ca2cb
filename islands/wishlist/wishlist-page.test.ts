import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { getPageStore, on } from '@storefront/runtime';
import { mountIsland } from '@storefront/test-kit';
import island from './mount';
import {
  createFakeWishlistBackend,
  heartHtml,
  installWishlistGlobals,
  preloadLazyChunks,
  wishlistPageHtml,
} from './testing';

let backend: ReturnType<typeof createFakeWishlistBackend>;
let removeGlobals: () => void;
const offs: (() => void)[] = [];
const ITEMS = [
  { id: 11, name: 'Linen tea towel' },
  { id: 31, name: 'Art print – A4' },
];

beforeAll(preloadLazyChunks);
beforeEach(() => {
  backend = createFakeWishlistBackend({ ids: [11, 31] });
  vi.stubGlobal('fetch', backend.fetch);
  removeGlobals = installWishlistGlobals();
  localStorage.clear();
});
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  removeGlobals();
  vi.unstubAllGlobals();
});

const press = (el: HTMLElement) =>
  act(() => {
    el.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, button: 0 }));
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
  });
const settled = () =>
  act(() =>
    vi.waitFor(() => {
      expect(document.querySelector('.loading')).toBeNull();
      expect(backend.inflight).toBe(0);
    }),
  );
const toast = () => document.querySelector('.alg-wc-wl-notification')?.textContent ?? '';

function wishlistPage() {
  document.body.innerHTML = `<header><span class="alg-wc-wl-counter">2</span></header><main tabindex="-1">${wishlistPageHtml(ITEMS)}</main>`;
  const hearts = [...document.querySelectorAll<HTMLElement>('.alg-wc-wl-btn')];
  return {
    hearts,
    removeAllBtn: document.querySelector<HTMLElement>('.alg-wc-wl-remove-all')!,
    social: document.querySelector<HTMLElement>('.alg-wc-wl-social')!,
    counter: document.querySelector('.alg-wc-wl-counter')!,
  };
}

describe('wishlist page', () => {
  it('removing an item removes its row (focus moves to the next heart); the last one shows the empty state', async () => {
    const { hearts, counter } = wishlistPage();
    await mountIsland(island, document.querySelector<HTMLElement>('.alg-wc-wl-view-table-container')!);
    for (const h of hearts) await mountIsland(island, h);
    hearts[0]!.focus();
    press(hearts[0]!);
    await settled();
    expect(document.querySelectorAll('.alg-wc-wl-view-table tbody tr')).toHaveLength(1);
    expect(document.activeElement).toBe(hearts[1]);
    expect(counter.textContent).toBe('1');
    press(hearts[1]!);
    await settled();
    expect(document.querySelector('.alg-wc-wl-view-table')).toBeNull();
    expect(document.querySelector('.alg-wc-wl-social')).toBeNull();
    const empty = document.querySelector<HTMLElement>('.alg-wc-wl-empty-wishlist')!;
    expect(empty.hidden).toBe(false);
    expect(document.activeElement).toBe(empty);
    expect(counter.textContent).toBe('0');
  });

  it('remove all: one call with the nonce, the message, every heart off, the empty state, the auto-hidden button gone', async () => {
    const { removeAllBtn, counter } = wishlistPage();
    document.body.insertAdjacentHTML('beforeend', heartHtml(11, { thumb: true, inList: true }));
    await mountIsland(island, removeAllBtn);
    const seen: unknown[] = [];
    offs.push(on('alg_wc_wl_remove_all', (d) => seen.push(d.target)));
    press(removeAllBtn);
    expect(removeAllBtn.classList.contains('loading')).toBe(true);
    await settled();
    expect(backend.calls.filter((c) => c.action === 'alg_wc_wl_remove_all_from_wish_list')).toEqual([
      { action: 'alg_wc_wl_remove_all_from_wish_list', nonce: 'wl-nonce' },
    ]);
    await vi.waitFor(() => expect(toast()).toContain('All the items have been removed from your wishlist.'));
    expect(document.querySelector('.alg-wc-wl-view-table')).toBeNull();
    expect(document.querySelector('.alg-wc-wl-social')).toBeNull();
    expect(removeAllBtn.isConnected).toBe(false);
    expect(document.querySelector<HTMLElement>('.alg-wc-wl-empty-wishlist')!.hidden).toBe(false);
    expect(document.querySelector('.alg-wc-wl-thumb-btn')!.className).toMatch(/\badd\b/);
    expect(counter.textContent).toBe('0');
    expect(getPageStore().getState().wishlist.ids).toEqual([]);
    expect(seen).toEqual([removeAllBtn]);
  });

  it('a click on a part before its chunk is in is held and replayed once it is wired', async () => {
    const { removeAllBtn } = wishlistPage();
    let unmount: (() => void) | void = undefined;
    act(() => void (unmount = island.mount(removeAllBtn, { name: 'test', report: () => {} })));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    removeAllBtn.dispatchEvent(click); // at once: the chunk's import has not resolved yet
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() =>
      expect(backend.calls.filter((c) => c.action === 'alg_wc_wl_remove_all_from_wish_list')).toHaveLength(1),
    );
    await settled();
    act(() => unmount?.());
  });

  it('Enter or Space on a part before its chunk is in is held and replayed once it is wired (no native click follows them)', async () => {
    const { social } = wishlistPage();
    // A theme's 'remove all' that is not a button: only the island makes Enter press it.
    const removeAll = document.querySelector<HTMLElement>('.alg-wc-wl-remove-all')!;
    removeAll.outerHTML = '<span class="alg-wc-wl-remove-all" role="button" tabindex="0">Remove all</span>';
    const span = document.querySelector<HTMLElement>('.alg-wc-wl-remove-all')!;
    const email = social.querySelector<HTMLElement>('a.email')!;
    const panel = social.querySelector<HTMLElement>('.alg-wc-wl-email-options')!;
    const unmounts: (() => void)[] = [];
    const key = (el: HTMLElement, type: string, k: string) => {
      const e = new KeyboardEvent(type, { key: k, bubbles: true, cancelable: true });
      el.dispatchEvent(e);
      return e;
    };
    act(() => {
      for (const host of [span, social])
        unmounts.push(island.mount(host, { name: 'test', report: () => {} }) as () => void);
    });
    // At once: the chunk's import has not resolved yet. Held: no page scroll, nothing else gets them.
    expect(key(span, 'keydown', 'Enter').defaultPrevented).toBe(true);
    expect(key(span, 'keyup', 'Enter').defaultPrevented).toBe(true);
    expect(key(email, 'keydown', ' ').defaultPrevented).toBe(true);
    expect(key(email, 'keyup', ' ').defaultPrevented).toBe(true);
    // Other keys, and keys on what the parts' code does not handle, pass.
    expect(key(email, 'keydown', 'a').defaultPrevented).toBe(false);
    expect(key(social.querySelector('input')!, 'keydown', 'Enter').defaultPrevented).toBe(false);
    expect(backend.calls.filter((c) => c.action === 'alg_wc_wl_remove_all_from_wish_list')).toHaveLength(0);
    await vi.waitFor(() =>
      expect(backend.calls.filter((c) => c.action === 'alg_wc_wl_remove_all_from_wish_list')).toHaveLength(1),
    );
    expect(email.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    await settled();
    await vi.waitFor(() => expect(toast()).toContain('All the items have been removed from your wishlist.'));
    act(() => unmounts.forEach((u) => u()));
  });

  it('remove all failing: the spec’s message and nothing lost', async () => {
    const { removeAllBtn } = wishlistPage();
    await mountIsland(island, removeAllBtn);
    await settled();
    backend.failure = 'nonce';
    press(removeAllBtn);
    await settled();
    await vi.waitFor(() => expect(toast()).toContain('Sorry, Some error occurred. Please, try again later.'));
    expect(document.querySelectorAll('.alg-wc-wl-view-table tbody tr')).toHaveLength(2);
    expect(removeAllBtn.isConnected).toBe(true);
    expect(removeAllBtn.classList.contains('loading')).toBe(false);
    expect(getPageStore().getState().wishlist.ids).toEqual([11, 31]);
  });

  it('copy link: the Clipboard API gets the wishlist URL, then the message and the event', async () => {
    const { social } = wishlistPage();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await mountIsland(island, social);
    const seen: unknown[] = [];
    offs.push(on('alg_wc_wl_copied_to_clipboard', (d) => seen.push(d.link)));
    const copy = social.querySelector<HTMLAnchorElement>('a.copy')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void copy.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(toast()).toContain('Wishlist URL copied to clipboard'));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/wishlist/?user=abc');
    expect(seen).toEqual(['http://localhost:3000/wishlist/?user=abc']);
  });

  it('copy link without the Clipboard API falls back to execCommand; when both fail, the error message', async () => {
    const { social } = wishlistPage();
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    await mountIsland(island, social);
    act(() => social.querySelector<HTMLAnchorElement>('a.copy')!.click());
    await vi.waitFor(() => expect(toast()).toContain('Wishlist URL copied to clipboard'));
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    exec.mockReturnValue(false);
    act(() => social.querySelector<HTMLAnchorElement>('a.copy')!.click());
    await vi.waitFor(() => expect(toast()).toContain('Sorry, Some error occurred.'));
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('share links open in a new window; the email link is a button that opens and shuts its panel', async () => {
    const { social } = wishlistPage();
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    await mountIsland(island, social);
    const fb = social.querySelector<HTMLAnchorElement>('a.facebook')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    fb.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith(fb.href, '_blank', expect.stringContaining('noopener'));
    const email = social.querySelector<HTMLElement>('a.email')!;
    const panel = social.querySelector<HTMLElement>('.alg-wc-wl-email-options')!;
    expect(email.getAttribute('role')).toBe('button');
    expect(email.tabIndex).toBe(0);
    expect(email.getAttribute('aria-expanded')).toBe('false');
    expect(email.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.hidden).toBe(true);
    act(() => email.click());
    expect(email.getAttribute('aria-expanded')).toBe('true');
    expect(email.classList.contains('active')).toBe(true);
    expect(panel.hidden).toBe(false);
    act(
      () => void email.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })),
    );
    expect(email.getAttribute('aria-expanded')).toBe('false');
    await vi.waitFor(() => expect(panel.hidden).toBe(true));
  });

  it('responsive layout below 768 px wide or 400 px high, re-evaluated after resizing stops; gone at unmount', async () => {
    vi.useFakeTimers();
    const { social } = wishlistPage();
    const size = (w: number, h: number) => {
      Object.defineProperty(window, 'innerWidth', { value: w, configurable: true });
      Object.defineProperty(window, 'innerHeight', { value: h, configurable: true });
    };
    size(1280, 900);
    const unmount = await mountIsland(island, social);
    const body = document.body.classList;
    expect(body.contains('alg-wc-wl-responsive')).toBe(false);
    size(700, 900);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(100);
    expect(body.contains('alg-wc-wl-responsive')).toBe(false); // debounced
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(150);
    expect(body.contains('alg-wc-wl-responsive')).toBe(true);
    size(1280, 399);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(150);
    expect(body.contains('alg-wc-wl-responsive')).toBe(true);
    size(768, 400);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(150);
    expect(body.contains('alg-wc-wl-responsive')).toBe(false);
    size(700, 900);
    window.dispatchEvent(new Event('resize'));
    unmount();
    await vi.advanceTimersByTimeAsync(0); // the aborted list read lets go of its time limit
    expect(vi.getTimerCount()).toBe(0);
    expect(body.contains('alg-wc-wl-responsive')).toBe(false);
    size(1024, 768);
  });

  it('a cached page’s empty block is fetched and filled; its hearts then work', async () => {
    document.body.innerHTML = `<div class="alg-wc-wl-view-table-container ajax-loading"></div>`;
    const host = document.querySelector<HTMLElement>('.alg-wc-wl-view-table-container')!;
    const block = wishlistPageHtml(ITEMS);
    const inner = backend.fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const body = new URLSearchParams(String(init.body));
      if (body.get('action') !== 'alg_wc_wl_pro_get_wish_list_sc') return inner(url, init);
      backend.calls.push(Object.fromEntries(body));
      return new Response(JSON.stringify({ success: true, data: block }));
    });
    await mountIsland(island, host);
    await vi.waitFor(() => expect(host.classList.contains('ajax-loading')).toBe(false));
    expect(backend.calls).toContainEqual({ action: 'alg_wc_wl_pro_get_wish_list_sc', nonce: 'wl-nonce' });
    expect(host.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(host.hasAttribute('aria-busy')).toBe(false);
    await settled();
  });

  it('a cached page’s block that fails to load says so', async () => {
    document.body.innerHTML = `<div class="alg-wc-wl-view-table-container ajax-loading"></div>`;
    const host = document.querySelector<HTMLElement>('.alg-wc-wl-view-table-container')!;
    backend.failure = 'invalid_json';
    await mountIsland(island, host);
    await vi.waitFor(() =>
      expect(host.querySelector('[role="alert"]')?.textContent).toBe(
        'Sorry, Some error occurred. Please, try again later.',
      ),
    );
    await settled();
  });
});
