import { HttpError } from './errors';
import { withField, withQuery, type FormBody } from './form';
import { request, type RequestOptions } from './request';
import './globals';

/** What {@link adminAjax} resolves with. */
export interface AdminAjaxResult<T> {
  success: boolean;
  data?: T;
  /** `X-WP-Total` of a `query-attachments` answer. */
  total?: number;
}

/** The admin-ajax URL from WooCommerce's globals, or WordPress's default. */
export const adminAjaxUrl = (): string =>
  window.wc_add_to_cart_params?.ajax_url ?? window.woocommerce_params?.ajax_url ?? '/wp-admin/admin-ajax.php';

/**
 * Calls a WordPress admin-ajax `action` (POST form fields by default; `{ method: 'GET' }` puts
 * them in the query). The answer is read as the spec's generic admin-ajax call:
 * - the text `1` → `{ success: true }`;
 * - a JSON object → its `success` and `data` (`wp_send_json_success/error`);
 * - with `parse: 'text'`, any other text → `{ success, data: text }`, where WordPress's bare
 *   failure answers `0` (unknown action) and `-1` (bad nonce) are `success: false`;
 * - with JSON parsing (the default), other JSON → `{ success: false, data }`; non-JSON → `invalid_json`.
 * @example adminAjax<string>('rest-nonce', undefined, { method: 'GET', parse: 'text' })
 */
export async function adminAjax<T = unknown>(
  action: string,
  data?: FormBody,
  opts: RequestOptions = {},
): Promise<AdminAjaxResult<T>> {
  const get = opts.method?.toUpperCase() === 'GET';
  const fields = withField(data, 'action', action);
  let total: number | undefined;
  let status: number | undefined;
  const text = (
    await request<string>(get ? withQuery(adminAjaxUrl(), fields) : adminAjaxUrl(), {
      method: 'POST',
      ...opts,
      body: get ? undefined : fields,
      parse: 'text',
      onResponse(response) {
        status = response.status;
        const header = response.headers.get('X-WP-Total');
        if (action === 'query-attachments' && header !== null) total = Number(header);
        opts.onResponse?.(response);
      },
    })
  ).trim();

  if (text === '1') return { success: true, total };
  let value: unknown = text;
  if (opts.parse !== 'text') {
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError('invalid_json', undefined, status, text);
    }
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const body = value as { success?: unknown; data?: T };
    return { success: body.success === true, data: body.data, total };
  }
  return { success: opts.parse === 'text' && text !== '0' && text !== '-1', data: value as T, total };
}
