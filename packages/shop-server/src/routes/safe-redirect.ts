/**
 * The one check every redirect the shop (and its payment double) issues goes through: only paths on the shop's
 * own origin are followed.
 */

/** Stand-in origin for resolving paths (any origin works: only whether the result stays on it matters). */
const BASE = new URL('http://shop.invalid/');

/** Longest redirect target accepted. */
const MAX_TARGET = 2_000;

/**
 * `target` when it is a same-origin path, else `fallback` (which must itself be a trusted path).
 *
 * Accepted: a path starting with a single `/` (with query and fragment), or — when `origin` is given — an absolute
 * http(s) URL on exactly that origin (`origin` may be any URL on it, e.g. the request's), answered as its path. Refused: anything empty or longer than 2,000
 * characters; backslashes and control characters (tabs, newlines, NUL, DEL) anywhere, because browsers drop or
 * rewrite them (`/\t/evil.com` is `//evil.com`); `//host` and `/\host`; schemes (`javascript:`, `https://other`);
 * and any path whose resolved form is not on the origin or starts with `//` (`/.//evil.com` resolves to
 * `//evil.com`).
 */
export function safeRedirectPath(target: unknown, fallback: string, origin?: string): string {
  if (typeof target !== 'string' || target === '' || target.length > MAX_TARGET) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return fallback;
  let path = target;
  if (!target.startsWith('/')) {
    if (!origin || !/^https?:\/\//i.test(target)) return fallback;
    let absolute: URL;
    try {
      absolute = new URL(target);
    } catch {
      return fallback;
    }
    if (absolute.origin !== new URL(origin).origin) return fallback;
    path = absolute.pathname + absolute.search + absolute.hash;
  }
  if (path.startsWith('//')) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(path, BASE);
  } catch {
    return fallback;
  }
  if (resolved.origin !== BASE.origin || resolved.pathname.startsWith('//')) return fallback;
  return path;
}
