import { adminAjax } from './admin-ajax';
import { isHttpError } from './errors';
import { request, type RequestOptions } from './request';
import './globals';

/** Options of {@link createRestClient}. */
export interface RestClientOptions {
  /** Default `wpApiSettings.root`, else `/wp-json/`. */
  root?: string;
  /** Default `wpApiSettings.nonce`. */
  nonce?: string;
}

/** A WordPress REST client bound to one root and nonce. */
export interface RestClient {
  /** Requests `path` (relative to the root) with the `X-WP-Nonce` header; JSON by default. */
  request<T = unknown>(path: string, opts?: RequestOptions): Promise<T>;
  /** The nonce currently sent (it changes after a refresh). */
  readonly nonce: string | undefined;
}

/**
 * Joins a REST root and a route, also for plain-permalink roots like `/index.php?rest_route=/`
 * where the route's own query has to continue with `&`.
 */
export function restUrl(root: string, path: string): string {
  const route = path.replace(/^\//, '');
  return root + (root.includes('?') ? route.replace('?', '&') : route);
}

/** Fetches a fresh `wp_rest` nonce from admin-ajax (`action=rest-nonce`, plain-text answer). */
export async function fetchRestNonce(): Promise<string | undefined> {
  const { success, data } = await adminAjax<string>('rest-nonce', undefined, { method: 'GET', parse: 'text' });
  return success && data ? data : undefined;
}

/**
 * Creates a REST client. When the server answers `rest_cookie_invalid_nonce` (the nonce expired
 * while the page stayed open), it fetches a fresh nonce, keeps it, and retries the request once;
 * a second failure is thrown as is. Concurrent failures share one nonce refresh.
 */
export function createRestClient({
  root = window.wpApiSettings?.root ?? '/wp-json/',
  nonce = window.wpApiSettings?.nonce,
}: RestClientOptions = {}): RestClient {
  let refreshing: Promise<string | undefined> | undefined;

  const send = <T>(path: string, opts: RequestOptions, retried: boolean): Promise<T> =>
    request<T>(restUrl(root, path), {
      ...opts,
      headers: { ...opts.headers, ...(nonce && { 'X-WP-Nonce': nonce }) },
    }).catch(async (error: unknown) => {
      if (retried || !isHttpError(error, 'rest_cookie_invalid_nonce')) throw error;
      // A failed refresh rethrows the original error, which says more than the refresh's.
      refreshing ??= fetchRestNonce()
        .catch(() => undefined)
        .finally(() => (refreshing = undefined));
      const fresh = await refreshing;
      if (!fresh) throw error;
      nonce = fresh;
      return send<T>(path, opts, true);
    });

  return {
    request: (path, opts = {}) => send(path, opts, false),
    get nonce() {
      return nonce;
    },
  };
}

let defaultClient: RestClient | undefined;

/** The page's shared REST client, created on first use from `wpApiSettings`. */
export const getRestClient = (): RestClient => (defaultClient ??= createRestClient());
