import { HttpError } from './errors';
import { encodeForm, type FormBody } from './form';

/** Default time limit of a request, in ms. */
export const DEFAULT_TIMEOUT = 30_000;

/** Options of {@link request}. */
export interface RequestOptions {
  /** Default 'GET'. */
  method?: string;
  /** Form body: a plain object is sent form-urlencoded with PHP-style nesting. */
  body?: FormBody | string | Blob | null;
  /** JSON body (sets `Content-Type: application/json`); wins over `body`. */
  json?: unknown;
  headers?: Record<string, string>;
  /** Time limit in ms, covering the response body too; 0 = none. Default {@link DEFAULT_TIMEOUT}. */
  timeout?: number;
  /** Aborting it cancels the fetch and rejects with code `abort`. */
  signal?: AbortSignal;
  /** How to read a successful response. Default 'json'. */
  parse?: 'json' | 'text';
  /** Sees every response (also non-2xx) before its body is read, e.g. to read headers. */
  onResponse?: (response: Response) => void;
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

function toBody(opts: RequestOptions, headers: Headers): BodyInit | undefined {
  if (opts.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    return JSON.stringify(opts.json);
  }
  const { body } = opts;
  if (body == null) return undefined;
  return typeof body === 'string' || body instanceof Blob || body instanceof URLSearchParams || body instanceof FormData
    ? body
    : encodeForm(body);
}

/**
 * The one fetch wrapper: same-origin credentials, a time limit, external cancellation and
 * errors that are always {@link HttpError}s:
 * - network failure → `fetch_error`; time limit → `timeout`; `signal` aborted → `abort`;
 * - 2xx that is not JSON when `parse` is 'json' → `invalid_json` (an empty body reads as `null`);
 * - non-2xx with a JSON `{ code, message }` body → that code and message;
 * - any other non-2xx → `unknown_error`. Both non-2xx cases carry `status` and the body in `data`.
 */
export async function request<T = unknown>(url: string, opts: RequestOptions = {}): Promise<T> {
  const { timeout = DEFAULT_TIMEOUT, signal } = opts;
  const controller = new AbortController();
  // Which of our two reasons aborted the fetch; the fetch itself only reports an AbortError.
  let reason: 'abort' | 'timeout' | undefined;
  const stop = (why: 'abort' | 'timeout') => {
    reason ??= why;
    controller.abort();
  };
  const onAbort = () => stop('abort');
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort);
  const timer = timeout > 0 ? setTimeout(stop, timeout, 'timeout') : undefined;
  const headers = new Headers(opts.headers);

  try {
    const fail = () => new HttpError(reason ?? 'fetch_error');
    const response = await fetch(url, {
      method: opts.method ?? 'GET',
      headers,
      body: toBody(opts, headers),
      credentials: 'same-origin',
      signal: controller.signal,
    }).catch(() => {
      throw fail();
    });
    opts.onResponse?.(response);
    const text = await response.text().catch(() => {
      throw fail();
    });
    const { status } = response;

    let data: unknown = text;
    let parsed = opts.parse !== 'text' || !response.ok;
    if (parsed) {
      try {
        data = text === '' ? null : JSON.parse(text);
      } catch {
        parsed = false;
        if (response.ok) throw new HttpError('invalid_json', undefined, status, text);
      }
    }
    if (!response.ok) {
      if (parsed && isObject(data) && typeof data.code === 'string' && typeof data.message === 'string') {
        throw new HttpError(data.code, data.message, status, data);
      }
      throw new HttpError('unknown_error', undefined, status, data);
    }
    return data as T;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
