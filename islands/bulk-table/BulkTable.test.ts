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
const rows = () => [...host().querySelectorAll('tbody tr')].map((tr) => tr.textContent);
/** The shop's answer for the parent (101), unlike the table the page was printed with. */
const PARENT_ANSWER: ReadonlyArray<readonly [string, number]> = [['1+', 950]];
const PARENT_ANSWER_ROWS = ['1+£9.50'];
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
    tables: { 101: bulkTableHtml(101, PARENT_ANSWER), 1001: bulkTableHtml(1001), 1002: bulkTableHtml(1002) },
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

  // §4 'Bulk pricing table': "It is not reloaded when the id is not in data-available-ids."
  it('is not reloaded for an id outside data-available-ids: the table shown stays, nothing is requested', async () => {
    await page();
    await found(1002);
    await showing('1002');
    await found(1003);
    expect(tableFor()).toBe('1002');
    expect(host().hasAttribute('aria-busy')).toBe(false);
    await found(1002); // already shown: no second request either
    expect(backend.calls.map((c) => c.body.product_id)).toEqual(['1002']);
  });

  // §4: "On reset it returns to the parent product's table. That table is cached after its first load."
  it('goes back to the cached parent table on reset, without a request', async () => {
    await page();
    const parentRows = rows();
    await found(1002);
    await showing('1002');
    await reset();
    expect(tableFor()).toBe('101');
    expect(rows()).toEqual(parentRows);
    expect(backend.calls.map((c) => c.body.product_id)).toEqual(['1002']);
  });

  // §7 'Product page': "On success=false or an HTTP error, the table is requested again for the parent product id."
  it.each(['success_false', 'server_error', 'offline', 'invalid_json'] as const)(
    'on %s requests the table again for the parent product id and shows its answer',
    async (failure) => {
      await page();
      backend.failure = failure;
      backend.failIds = [1001];
      form().querySelector<HTMLSelectElement>('[name="attribute_pa_size"]')!.value = 'a5';
      await found(1001);
      await act(() => vi.waitFor(() => expect(rows()).toEqual(PARENT_ANSWER_ROWS)));
      expect(tableFor()).toBe('101');
      expect(host().hasAttribute('aria-busy')).toBe(false);
      expect(backend.calls.map((c) => c.body.product_id)).toEqual(['1001', '101']);
      // The same payload, only the id changed.
      const { product_id: _v, ...variationBody } = backend.calls[0]!.body;
      const { product_id: _p, ...parentBody } = backend.calls[1]!.body;
      expect(parentBody).toEqual(variationBody);
      // The parent's answer is its table from now on (reset shows it, no request).
      await found(1002);
      await showing('1002');
      await reset();
      expect(rows()).toEqual(PARENT_ANSWER_ROWS);
      expect(backend.calls).toHaveLength(3);
    },
  );

  it('when the parent request fails too, shows the parent table the page came with, and asks no more', async () => {
    await page();
    const pageRows = rows();
    await found(1002);
    await showing('1002');
    backend.failure = 'server_error';
    await found(1001);
    await act(() => vi.waitFor(() => expect(host().hasAttribute('aria-busy')).toBe(false)));
    expect(tableFor()).toBe('101');
    expect(rows()).toEqual(pageRows);
    expect(backend.calls.map((c) => c.body.product_id)).toEqual(['1002', '1001', '101']);
  });

  // §7: the payload carries "extra custom fields supplied by the cart form".
  it('sends the cart form’s extra custom fields, but not its standard ones, and keeps the action', async () => {
    await page();
    form().insertAdjacentHTML(
      'beforeend',
      '<input type="hidden" name="wdp_custom_note" value="For the office">' +
        '<input type="checkbox" name="gift_wrap" value="yes" checked>' +
        '<input type="checkbox" name="unticked" value="yes">' +
        '<input type="hidden" name="action" value="something_else">',
    );
    await found(1001);
    await showing('1001');
    const body = backend.calls[0]!.body;
    expect(body).toMatchObject({
      action: 'get_table_with_product_bulk_table',
      product_id: '1001',
      wdp_custom_note: 'For the office',
      gift_wrap: 'yes',
    });
    expect(Object.keys(body)).not.toContain('unticked');
    for (const standard of ['quantity', 'add-to-cart', 'variation_id'])
      expect(Object.keys(body)).not.toContain(standard);
  });

  it('a newer variation aborts the older request', async () => {
    await page();
    backend.failure = 'hang'; // the first answer never comes by itself
    await found(1001);
    backend.failure = null;
    await found(1002);
    await showing('1002');
    expect(backend.aborted).toBe(1);
  });

  it('the same variation found again while its table loads (the form’s first check after a quick choice) asks once', async () => {
    await page();
    await found(1001);
    await found(1001);
    await showing('1001');
    expect(backend.calls.map((c) => c.body.product_id)).toEqual(['1001']);
    expect(backend.aborted).toBe(0);
  });

  it('back to the variation on screen before another one’s table answered: that answer is dropped', async () => {
    await page();
    await found(1002);
    await showing('1002');
    backend.failure = 'hang';
    await found(1001);
    backend.failure = null;
    await found(1002);
    expect(backend.aborted).toBe(1);
    expect(tableFor()).toBe('1002');
    expect(host().hasAttribute('aria-busy')).toBe(false);
  });
});
