/**
 * `@storefront/http`: one fetch wrapper and the clients built on it: WooCommerce AJAX
 * (`wc-ajax`), WordPress admin-ajax, the REST root (nonce refresh) and the Store API (rotating
 * nonce), a serial queue, and the message to show a shopper for a failed call (`errorMessage`).
 */
export type { WcAddToCartParams, WoocommerceParams, WpApiSettings, WcBlocksMiddlewareConfig } from './globals';
export { HTTP_ERROR_MESSAGES, HttpError, isHttpError, messageFor, type HttpErrorCode } from './errors';
export { errorMessage } from './error-message';
export { encodeForm, toSearchParams, withField, withQuery, type FormBody, type FormFields } from './form';
export { DEFAULT_TIMEOUT, request, type RequestOptions } from './request';
export { wcAjax, wcAjaxUrl } from './wc-ajax';
export { adminAjax, adminAjaxUrl, type AdminAjaxResult } from './admin-ajax';
export {
  createRestClient,
  fetchRestNonce,
  getRestClient,
  restUrl,
  type RestClient,
  type RestClientOptions,
} from './rest';
export {
  createStoreApiClient,
  type AddItemInput,
  type RemoveItemInput,
  type StoreApiClient,
  type StoreApiClientOptions,
  type StoreCart,
  type StoreCartItem,
} from './store-api';
export { createSerialQueue, type SerialQueue } from './queue';
