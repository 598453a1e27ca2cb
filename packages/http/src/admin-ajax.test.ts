import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAjax, adminAjaxUrl } from './admin-ajax';
import { HttpError } from './errors';
import { json, stubFetch, text } from './testing/fetch-stub';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.wc_add_to_cart_params;
  delete window.woocommerce_params;
});

describe('adminAjaxUrl', () => {
  it('reads ajax_url from the WooCommerce globals, else the WordPress default', () => {
    expect(adminAjaxUrl()).toBe('/wp-admin/admin-ajax.php');
    window.woocommerce_params = { ajax_url: '/wp/wp-admin/admin-ajax.php', wc_ajax_url: '' };
    expect(adminAjaxUrl()).toBe('/wp/wp-admin/admin-ajax.php');
    window.wc_add_to_cart_params = { ajax_url: '/x/admin-ajax.php', wc_ajax_url: '' };
    expect(adminAjaxUrl()).toBe('/x/admin-ajax.php');
  });
});

describe('adminAjax', () => {
  it('POSTs the action with the fields, PHP-style', async () => {
    const calls = stubFetch(json({ success: true, data: '<table></table>' }));
    const result = await adminAjax('get_table_with_product_bulk_table', {
      product_id: 9,
      attributes: { attribute_pa_size: 'A4' },
    });
    expect(result).toEqual({ success: true, data: '<table></table>', total: undefined });
    expect(calls[0]).toMatchObject({ url: '/wp-admin/admin-ajax.php', method: 'POST' });
    const body = calls[0]?.body as URLSearchParams;
    expect(body.get('action')).toBe('get_table_with_product_bulk_table');
    expect(body.get('attributes[attribute_pa_size]')).toBe('A4');
  });

  it("counts a bare '1' as success", async () => {
    stubFetch(text('1'));
    await expect(adminAjax('heartbeat_ack')).resolves.toEqual({ success: true, total: undefined });
  });

  it('reads success=false and data from an error object', async () => {
    stubFetch(json({ success: false, data: 'No table' }));
    await expect(adminAjax('x')).resolves.toMatchObject({ success: false, data: 'No table' });
  });

  it('reads the total of query-attachments from X-WP-Total', async () => {
    stubFetch(json({ success: true, data: [{ id: 1 }] }, { headers: { 'X-WP-Total': '37' } }));
    await expect(adminAjax('query-attachments', { query: { posts_per_page: 1 } })).resolves.toEqual({
      success: true,
      data: [{ id: 1 }],
      total: 37,
    });
  });

  it('ignores X-WP-Total for other actions', async () => {
    stubFetch(json({ success: true }, { headers: { 'X-WP-Total': '37' } }));
    expect((await adminAjax('other')).total).toBeUndefined();
  });

  it('GETs with the action in the query and returns text (rest-nonce)', async () => {
    const calls = stubFetch(text('a1b2c3d4e5'));
    await expect(adminAjax('rest-nonce', undefined, { method: 'GET', parse: 'text' })).resolves.toMatchObject({
      success: true,
      data: 'a1b2c3d4e5',
    });
    expect(calls[0]).toMatchObject({
      url: '/wp-admin/admin-ajax.php?action=rest-nonce',
      method: 'GET',
      body: undefined,
    });
  });

  it("reads WordPress's bare '0' and '-1' text answers as failures", async () => {
    stubFetch(text('0'), text('-1'));
    expect((await adminAjax('rest-nonce', undefined, { parse: 'text' })).success).toBe(false);
    expect((await adminAjax('rest-nonce', undefined, { parse: 'text' })).success).toBe(false);
  });

  it('rejects non-JSON text with invalid_json unless text was asked for', async () => {
    stubFetch(text('<br />Warning'));
    const error = await adminAjax('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).code).toBe('invalid_json');
  });

  it('keeps a FormData upload as FormData and adds the action', async () => {
    const calls = stubFetch(json({ success: true }));
    const form = new FormData();
    form.append('async-upload', new Blob(['x']), 'photo.jpg');
    await adminAjax('upload-attachment', form);
    const body = calls[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('action')).toBe('upload-attachment');
    expect(body.get('async-upload')).toBeInstanceOf(Blob);
  });

  it('throws HTTP errors (e.g. 400 for an unknown action)', async () => {
    stubFetch(text('0', { status: 400 }));
    await expect(adminAjax('nope')).rejects.toMatchObject({ code: 'unknown_error', status: 400 });
  });
});
