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
    expect(spoken()).toContain('Showing 1–24 of 30 results');
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

  it('speaks the count once 2 s after the page starts (a sort or a page link reloaded the listing)', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<p class="woocommerce-result-count">Showing all 6 results</p>';
    await mountIsland(island, document.querySelector<HTMLElement>('p.woocommerce-result-count')!);
    await act(async () => vi.advanceTimersByTime(1900));
    expect(spoken()).not.toContain('Showing');
    await act(async () => vi.advanceTimersByTime(200));
    expect(spoken()).toContain('Showing all 6 results');
    expect(vi.getTimerCount()).toBeLessThanOrEqual(1); // at most the announcer's own clean-up
  });
});
