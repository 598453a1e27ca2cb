/**
 * URL pieces as sourcebuster reads them: raw (undecoded) query values, referrer host and path, and the
 * `www.`-less host used for comparisons. Nothing here throws, whatever the input.
 */

/** The parts of a URL the tracker uses. */
export interface UrlParts {
  /** Host without user info or port, as written (not lower-cased). */
  host: string;
  /** Path ('' when the URL has none). */
  path: string;
  /** Query without `?` ('' when none). */
  query: string;
}

// scheme, //authority, path, ?query, #fragment — every part optional, so any string matches.
const URL_PARTS = /^(?:[^:/?#]+:)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#[\s\S]*)?$/;

/** Splits `url` into host, path and query. */
export function urlParts(url: string): UrlParts {
  const match = URL_PARTS.exec(url) ?? []; // never null (see URL_PARTS); the fallback only satisfies the types
  let authority = match[1] ?? '';
  authority = authority.slice(authority.lastIndexOf('@') + 1);
  const host = authority.startsWith('[')
    ? authority.slice(0, authority.indexOf(']') + 1)
    : authority.replace(/:\d*$/, '');
  return { host, path: match[2] ?? '', query: match[3] ?? '' };
}

/** A host with its first `www.` removed, as sourcebuster compares hosts. */
export function stripWww(host: string): string {
  return host.replace('www.', '');
}

/** The comparable host of `url`. */
export function hostOf(url: string): string {
  return stripWww(urlParts(url).host);
}
