/** Shared helpers of this package's tests (not exported). */
import { vi } from 'vitest';

/** Records every cookie string written to `document.cookie` (the writes still happen). */
export function captureCookieWrites(): { writes: string[]; restore: () => void } {
  const proto = Object.getPrototypeOf(document) as object;
  let descriptor: PropertyDescriptor | undefined;
  for (let p: object | null = proto; p && !descriptor; p = Object.getPrototypeOf(p) as object | null) {
    descriptor = Object.getOwnPropertyDescriptor(p, 'cookie');
  }
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor!.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      descriptor!.set!.call(document, value);
    },
  });
  return { writes, restore: () => delete (document as { cookie?: string }).cookie };
}

/** Deletes every cookie of the test document. */
export function clearCookies(): void {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** A fetch stub answering each call with the next of `answers` (a Response, or an Error to throw). */
export function stubFetch(...answers: Array<Response | Error | ((url: string, init?: RequestInit) => Response)>) {
  const calls: Array<{ url: string; body: URLSearchParams | null; method: string }> = [];
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    const body =
      init?.body instanceof URLSearchParams
        ? init.body
        : typeof init?.body === 'string'
          ? new URLSearchParams(init.body)
          : null;
    calls.push({ url: String(url), body, method: init?.method ?? 'GET' });
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next(String(url), init) : next.clone();
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}
