import type { FormBody } from './form';
import { request, type RequestOptions } from './request';
import './globals';

/** The WooCommerce AJAX URL of `endpoint`, e.g. `/?wc-ajax=add_to_cart`. */
export const wcAjaxUrl = (endpoint: string): string =>
  (
    window.wc_add_to_cart_params?.wc_ajax_url ??
    window.woocommerce_params?.wc_ajax_url ??
    '/?wc-ajax=%%endpoint%%'
  ).replace('%%endpoint%%', endpoint);

/**
 * POSTs `data` form-urlencoded to a WooCommerce AJAX endpoint and parses the JSON answer.
 * @example wcAjax<AddToCartResponse>('add_to_cart', { product_id: 12, quantity: 2 })
 */
export const wcAjax = <T = unknown>(endpoint: string, data?: FormBody, opts?: RequestOptions): Promise<T> =>
  request<T>(wcAjaxUrl(endpoint), { method: 'POST', body: data, ...opts });
