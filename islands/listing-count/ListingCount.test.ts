import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { emit } from '@storefront/runtime';
import { mountIsland } from '@storefront/test-kit';
import { LISTING_UPDATED } from '@storefront/listing';
import island from './mount';

afterEach(() => vi.useRealTimers());
const spoken = () => [...document.querySelectorAll('[aria-live="polite"]')].map((r) => r.textContent).join('|');

describe('listing-count island', () => {
  it('speaks the result count in a live region 2 s after the listing changes (the latest change wins)', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<p class="woocommerce-result-count">Showing 1–12 of 30 results</p>';
    const host = document.querySelector<HTMLElement>('p.woocommerce-result-count')!;
    await mountIsland(island, host);
    emit(LISTING_UPDATED, { source: 'filter' });
    await act(async () => vi.advanceTimersByTime(1000));
    host.firstChild!.textContent = 'Showing 1–24 of 30 results';
    emit(LISTING_UPDATED, { source: 'append' });
    await act(async () => vi.advanceTimersByTime(1900));
    expect(spoken()).not.toContain('Showing');
    await act(async () => vi.advanceTimersByTime(300));
    // The shared live region's code loads at the first count spoken (a dynamic import).
    await vi.waitFor(() => expect(spoken()).toContain('Showing 1–24 of 30 results'));
  });

  it('stops at unmount: a change after it, or one still waiting, is not spoken', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<p class="woocommerce-result-count">Showing 1–12 of 30 results</p>';
    const unmount = await mountIsland(island, document.querySelector<HTMLElement>('p.woocommerce-result-count')!);
    emit(LISTING_UPDATED, { source: 'filter' });
    unmount();
    emit(LISTING_UPDATED, { source: 'append' });
    await act(async () => vi.advanceTimersByTime(5000));
    expect(spoken()).not.toContain('Showing');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a count printed as its own live region (WooCommerce 10) is spoken again 2 s after the page starts', async () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<p class="woocommerce-result-count" role="alert" aria-relevant="all">Showing all 6 results' +
      '<span class="screen-reader-text"> Sorted by price</span></p>';
    const host = document.querySelector<HTMLElement>('p.woocommerce-result-count')!;
    const printed = host.innerHTML;
    const changes: MutationRecord[] = [];
    const watch = new MutationObserver((m) => changes.push(...m));
    watch.observe(host, { childList: true });
    await mountIsland(island, host);
    expect(host.getAttribute('aria-hidden')).toBe('true');
    await act(async () => vi.advanceTimersByTime(1900));
    expect(changes.filter((c) => c.type === 'childList')).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(200));
    await Promise.resolve();
    watch.disconnect();
    expect(changes.filter((c) => c.type === 'childList').length).toBeGreaterThan(0);
    expect(host.hasAttribute('aria-hidden')).toBe(false);
    expect(host.innerHTML).toBe(printed);
    expect(spoken()).not.toContain('Showing'); // the page's shared region keeps what it says
  });

  it('a plain count says nothing at start, and an unmount during the wait leaves it as printed', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<p class="woocommerce-result-count">Showing all 6 results</p>';
    await mountIsland(island, document.querySelector<HTMLElement>('p.woocommerce-result-count')!);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(spoken()).not.toContain('Showing');
    document.body.innerHTML = '<p class="woocommerce-result-count" role="alert">Showing all 6 results</p>';
    const host = document.querySelector<HTMLElement>('p.woocommerce-result-count')!;
    const unmount = await mountIsland(island, host);
    unmount();
    expect(host.hasAttribute('aria-hidden')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  // Spec §2 'Product listing', §9: one announcement per change, 2 s after it.
  it('a count that is its own live region is not also spoken in the shared region after an in-place change', async () => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<p class="woocommerce-result-count" role="alert" aria-relevant="all">Showing 1–12 of 30 results' +
      '<span class="screen-reader-text"> Sorted by price</span></p>';
    const host = document.querySelector<HTMLElement>('p.woocommerce-result-count')!;
    await mountIsland(island, host);
    await act(async () => vi.advanceTimersByTime(2100)); // the page-start refresh is done
    expect(host.hasAttribute('aria-hidden')).toBe(false);
    const refreshes: MutationRecord[] = [];
    const watch = new MutationObserver((m) => refreshes.push(...m.filter((r) => r.type === 'childList')));
    // An append updates the count in place, then says so: in the same task the count is taken out of hearing, so
    // its own region does not speak the change at once…
    host.firstChild!.textContent = 'Showing 1–24 of 30 results';
    emit(LISTING_UPDATED, { source: 'append' });
    expect(host.getAttribute('aria-hidden')).toBe('true');
    watch.observe(host, { childList: true });
    await act(async () => vi.advanceTimersByTime(1900));
    expect(refreshes).toHaveLength(0);
    // …but 2 s later, in itself (its content set again), and nowhere else.
    await act(async () => vi.advanceTimersByTime(200));
    await Promise.resolve();
    watch.disconnect();
    expect(host.hasAttribute('aria-hidden')).toBe(false);
    expect(refreshes.length).toBeGreaterThan(0);
    expect(host.textContent).toBe('Showing 1–24 of 30 results Sorted by price');
    expect(spoken()).not.toContain('Showing');
  });

  it('a plain count on a sorted listing page (?orderby=…) is spoken in the live region 2 s after the page starts', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/shop/?orderby=price');
    try {
      document.body.innerHTML = '<p class="woocommerce-result-count">Showing 1–12 of 30 results</p>';
      await mountIsland(island, document.querySelector<HTMLElement>('p.woocommerce-result-count')!);
      await act(async () => vi.advanceTimersByTime(1900));
      expect(spoken()).not.toContain('Showing');
      await act(async () => vi.advanceTimersByTime(300));
      // The shared live region's code loads at the first count spoken (a dynamic import).
      await vi.waitFor(() => expect(spoken()).toContain('Showing 1–12 of 30 results'));
    } finally {
      history.replaceState(null, '', '/');
    }
  });
});
