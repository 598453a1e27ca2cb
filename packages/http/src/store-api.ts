import { restUrl } from './rest';
import { request, type RequestOptions } from './request';
import './globals';

/** Options of {@link createStoreApiClient}. */
export interface StoreApiClientOptions {
  /** Default `/wp-json/wc/store/v1/`. */
  root?: string;
  /** Default `wcBlocksMiddlewareConfig.storeApiNonce`. */
  nonce?: string;
  /** A `Cart-Token` to send from the start (else the first one a response carries). */
  cartToken?: string;
}

/** One line of the Store API cart (the fields this package's callers read). */
export interface StoreCartItem {
  key: string;
  id: number;
  quantity: number;
  [field: string]: unknown;
}

/** The Store API cart (the fields this package's callers read). */
export interface StoreCart {
  items: StoreCartItem[];
  items_count?: number;
  [field: string]: unknown;
}

/** Payload of `cart/add-item`: a product id plus any product data (variation, extensions…). */
export interface AddItemInput {
  id: number;
  /** Default 1. */
  quantity?: number;
  [field: string]: unknown;
}

/** Payload of `cart/remove-item`. */
export interface RemoveItemInput {
  key: string;
  booking_id?: number | string;
}

/** A WooCommerce Store API client. */
export interface StoreApiClient {
  /** Requests `path` (relative to the root) with the `Nonce` header; JSON by default. */
  request<T = unknown>(path: string, opts?: RequestOptions): Promise<T>;
  /** The nonce currently sent. */
  readonly nonce: string | undefined;
  /** The `Cart-Token` currently sent. */
  readonly cartToken: string | undefined;
  /** GET `cart`. */
  getCart(opts?: RequestOptions): Promise<StoreCart>;
  /** POST `cart/add-item`. */
  addItem(item: AddItemInput, opts?: RequestOptions): Promise<StoreCart>;
  /** POST `cart/remove-item`. */
  removeItem(item: RemoveItemInput, opts?: RequestOptions): Promise<StoreCart>;
}

/**
 * Creates a Store API client. Every response (errors too) may carry a new `Nonce` header, which
 * replaces the stored one, unless its `Nonce-Timestamp` is older than the current nonce's (a page
 * cache can serve a stale one; WooCommerce's own middleware applies the same rule). The `Cart-Token`
 * a response carries is kept and sent with every later request, as WooCommerce's blocks do.
 */
export function createStoreApiClient({
  root = '/wp-json/wc/store/v1/',
  nonce = window.wcBlocksMiddlewareConfig?.storeApiNonce,
  cartToken,
}: StoreApiClientOptions = {}): StoreApiClient {
  let timestamp = Number(window.wcBlocksMiddlewareConfig?.wcStoreApiNonceTimestamp) || 0;

  const send = <T>(path: string, opts: RequestOptions = {}): Promise<T> =>
    request<T>(restUrl(root, path), {
      ...opts,
      headers: { ...opts.headers, ...(nonce && { Nonce: nonce }), ...(cartToken && { 'Cart-Token': cartToken }) },
      onResponse(response) {
        cartToken = response.headers.get('Cart-Token') || cartToken;
        const fresh = response.headers.get('Nonce');
        const at = Number(response.headers.get('Nonce-Timestamp')) || 0;
        if (fresh && !(at && at < timestamp)) {
          nonce = fresh;
          timestamp = at || timestamp;
        }
        opts.onResponse?.(response);
      },
    });

  return {
    request: send,
    get nonce() {
      return nonce;
    },
    get cartToken() {
      return cartToken;
    },
    getCart: (opts) => send('cart', opts),
    addItem: ({ id, quantity = 1, ...rest }, opts) =>
      send('cart/add-item', { method: 'POST', json: { id, quantity, ...rest }, ...opts }),
    removeItem: (item, opts) => send('cart/remove-item', { method: 'POST', json: item, ...opts }),
  };
}
