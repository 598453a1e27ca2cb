import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './errors';
import { DEFAULT_TIMEOUT, request } from './request';
import { hangUntilAborted, json, stubFetch, text } from './testing/fetch-stub';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The HttpError a promise rejects with (fails the test if it resolves or rejects otherwise). */
async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => expect.fail('expected a rejection'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('request: sending', () => {
  it('GETs same-origin and parses JSON', async () => {
    const calls = stubFetch(json({ ok: 1 }));
    await expect(request('/x')).resolves.toEqual({ ok: 1 });
    expect(calls[0]).toMatchObject({ url: '/x', method: 'GET', credentials: 'same-origin', body: undefined });
  });

  it('encodes a plain-object body as PHP-style form fields', async () => {
    const calls = stubFetch(json(true));
    await request('/x', { method: 'POST', body: { product_id: 7, attributes: { attribute_pa_size: 'A4' } } });
    const body = calls[0]?.body;
    expect(body).toBeInstanceOf(URLSearchParams);
    expect(decodeURIComponent(String(body))).toBe('product_id=7&attributes[attribute_pa_size]=A4');
  });

  it('passes URLSearchParams and FormData through untouched', async () => {
    const calls = stubFetch(json(true));
    const params = new URLSearchParams('a=1');
    const form = new FormData();
    await request('/x', { method: 'POST', body: params });
    await request('/x', { method: 'POST', body: form });
    expect(calls[0]?.body).toBe(params);
    expect(calls[1]?.body).toBe(form);
  });

  it('sends a JSON body with its content type and the caller headers', async () => {
    const calls = stubFetch(json(true));
    await request('/x', { method: 'POST', json: { id: 1 }, headers: { 'X-Test': 'y' } });
    expect(calls[0]?.body).toBe('{"id":1}');
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.headers.get('X-Test')).toBe('y');
  });
});

describe('request: reading', () => {
  it('returns text when asked', async () => {
    stubFetch(text('<p>hi</p>'));
    await expect(request('/x', { parse: 'text' })).resolves.toBe('<p>hi</p>');
  });

  it('reads an empty body as null', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(request('/x')).resolves.toBeNull();
  });

  it('rejects unparsable JSON with invalid_json', async () => {
    stubFetch(text('<html>Fatal error</html>'));
    const error = await failure(request('/x'));
    expect([error.code, error.message, error.status]).toEqual([
      'invalid_json',
      'The response is not a valid JSON response.',
      200,
    ]);
  });

  it("keeps a non-2xx JSON body's code and message", async () => {
    stubFetch(json({ code: 'rest_forbidden', message: 'Nope.', data: { status: 403 } }, { status: 403 }));
    const error = await failure(request('/x'));
    expect([error.code, error.message, error.status]).toEqual(['rest_forbidden', 'Nope.', 403]);
  });

  it('turns any other non-2xx into unknown_error with the status', async () => {
    stubFetch(text('Bad gateway', { status: 502 }));
    const error = await failure(request('/x', { parse: 'text' }));
    expect([error.code, error.message, error.status, error.data]).toEqual([
      'unknown_error',
      'An unknown error occurred.',
      502,
      'Bad gateway',
    ]);
  });

  it('gives onResponse every response, errors included', async () => {
    stubFetch(text('', { status: 500, headers: { 'X-A': 'b' } }));
    const seen: (string | null)[] = [];
    await failure(request('/x', { onResponse: (r) => seen.push(r.headers.get('X-A')) }));
    expect(seen).toEqual(['b']);
  });
});

describe('request: failures of the connection', () => {
  it('reports a network failure as fetch_error', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(request('/x'));
    expect([error.code, error.message]).toEqual(['fetch_error', 'You are probably offline.']);
  });

  it('times out after the default limit and cancels the fetch', async () => {
    vi.useFakeTimers();
    const calls = stubFetch(hangUntilAborted);
    const pending = failure(request('/x'));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT - 1);
    expect(calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('A timeout occurred while connecting to the server. Please try again.');
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  it('honours a custom timeout, and timeout 0 sets no timer', async () => {
    vi.useFakeTimers();
    stubFetch(hangUntilAborted);
    const short = failure(request('/x', { timeout: 50 }));
    await vi.advanceTimersByTimeAsync(50);
    expect((await short).code).toBe('timeout');

    void request('/x', { timeout: 0 }).catch(() => {});
    await Promise.resolve();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('aborts when the external signal aborts, and really cancels the fetch', async () => {
    const calls = stubFetch(hangUntilAborted);
    const controller = new AbortController();
    const pending = failure(request('/x', { signal: controller.signal }));
    await Promise.resolve();
    expect(calls[0]?.signal?.aborted).toBe(false);
    controller.abort();
    const error = await pending;
    expect([error.code, error.message]).toEqual([
      'abort',
      'The connection to the server was aborted. Please try again.',
    ]);
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  it('aborts at once with an already-aborted signal', async () => {
    const calls = stubFetch(hangUntilAborted);
    const error = await failure(request('/x', { signal: AbortSignal.abort() }));
    expect(error.code).toBe('abort');
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  it('clears its timer and signal listener once done', async () => {
    vi.useFakeTimers();
    stubFetch(json(1));
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    await request('/x', { signal: controller.signal });
    expect(vi.getTimerCount()).toBe(0);
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});
