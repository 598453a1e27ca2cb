import { vi } from 'vitest';

/** One recorded `fetch` call, with the request's headers and body made easy to assert on. */
export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
  credentials: RequestCredentials | undefined;
}

/** Answers one call: a Response, or a function producing one (or rejecting). */
export type Responder = Response | ((call: FetchCall) => Response | Promise<Response>);

/**
 * Test-only: replaces global `fetch`. Each call takes the next responder in order (the last one
 * repeats); returns the list the calls are recorded in. Pair with `vi.unstubAllGlobals()`.
 */
export function stubFetch(...responders: Responder[]): FetchCall[] {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call: FetchCall = {
        url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: init.body,
        signal: init.signal,
        credentials: init.credentials,
      };
      calls.push(call);
      const responder = responders[Math.min(calls.length, responders.length) - 1];
      if (!responder) throw new Error('stubFetch: no responder');
      return typeof responder === 'function' ? responder(call) : responder.clone();
    }),
  );
  return calls;
}

/** A fetch that never answers but rejects like the real one once its signal aborts. */
export const hangUntilAborted = ({ signal }: FetchCall): Promise<Response> =>
  new Promise((_, reject) => {
    const fail = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) fail();
    signal?.addEventListener('abort', fail);
  });

/** A JSON response. */
export const json = (body: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(body), { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });

/** A plain-text response. */
export const text = (body: string, init: ResponseInit = {}): Response => new Response(body, init);
