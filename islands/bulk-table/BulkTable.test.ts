import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { emit } from '@storefront/runtime';
import {
  mountIsland,
  bulkTableHtml,
  createFakeVariationBackend,
  variationProductHtml,
  type FakeVariationBackend,
} from '@storefront/test-kit';
import island from './mount';

let backend: FakeVariationBackend;
const host = () => document.querySelector<HTMLElement>('.wdp_bulk_table_content')!;
const tableFor = () => host().querySelector('table')?.getAttribute('data-table-for');
const form = () => document.querySelector<HTMLFormElement>('form.variations_form')!;
/** Waits until the table shown is `id`'s (its request answered and applied). */
const showing = (id: string) => act(() => vi.waitFor(() => expect(tableFor()).toBe(id)));

async function page() {
  document.body.innerHTML = variationProductHtml({ bulkIds: [101, 1001, 1002] });
  await mountIsland(island, host());
}
const found = (id: number) => act(async () => emit('found_variation', { variation: { variation_id: id } }, form()));
const reset = () => act(async () => emit('reset_data', {}, form()));

beforeEach(() => {
  backend = createFakeVariationBackend({
    tables: { 101: bulkTableHtml(101), 1001: bulkTableHtml(1001), 1002: bulkTableHtml(1002) },
  });
  vi.stubGlobal('fetch', backend.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('bulk-table island', () => {
  it('loads the table of a found variation listed in data-available-ids, with the chosen attributes', async () => {
    await page();
    form().querySelector<HTMLSelectElement>('[name="attribute_pa_size"]')!.value = 'a5';
    form().querySelector<HTMLSelectElement>('[name="attribute_pa_type"]')!.value = 'giclee';
    await found(1001);
    await showing('1001');
    expect(backend.calls).toEqual([
      {
        endpoint: 'bulk_table',
        body: {
          action: 'get_table_with_product_bulk_table',
          product_id: '1001',
          'attributes[attribute_pa_size]': 'a5',
          'attributes[attribute_pa_type]': 'giclee',
        },
      },
    ]);
    // Nothing of the island's own in the page: the container and the table are the server's markup.
    expect(document.querySelector('[data-island-root]')).toBeNull();
  });

  it('does not reload for an id without a table, and goes back to the cached parent table on reset', async () => {
    await page();
    await found(1002);
    await showing('1002');
    await found(1003);
    expect(tableFor()).toBe('101'); // at once, from the kept markup
    await found(1002);
    await act(() => vi.waitFor(() => expect(backend.calls).toHaveLength(2)));
    await reset();
    expect(tableFor()).toBe('101');
    expect(backend.calls.map((c) => c.body.product_id)).toEqual(['1002', '1002']);
  });

  it.each(['success_false', 'server_error', 'offline'] as const)(
    'falls back to the parent table on %s',
    async (failure) => {
      await page();
      await found(1002);
      await showing('1002');
      backend.failure = failure;
      await found(1001);
      await showing('101');
      await act(() => vi.waitFor(() => expect(host().hasAttribute('aria-busy')).toBe(false)));
    },
  );

  it('a newer variation aborts the older request', async () => {
    await page();
    backend.failure = 'hang'; // the first answer never comes by itself
    await found(1001);
    backend.failure = null;
    await found(1002);
    await showing('1002');
    expect(backend.aborted).toBe(1);
  });
});
