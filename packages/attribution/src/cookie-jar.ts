/**
 * Where the tracker keeps its cookies. The default jar is `document.cookie`; tests and non-browser callers
 * pass a {@link memoryCookieJar} driven by their own clock.
 */

/** One cookie write. */
export interface CookieWrite {
  /** Cookie name, already encoded. */
  name: string;
  /** Cookie content, already encoded. */
  value: string;
  /** Expiry; absent means a session cookie (gone when the browser closes). */
  expires?: Date;
  /** Domain attribute as written (sourcebuster writes `.example.com`); absent means host-only. */
  domain?: string;
}

/** Reads and writes raw (still encoded) cookie content. */
export interface CookieJar {
  /** The content of cookie `name`, or null when it is not set. */
  get(name: string): string | null;
  /** Writes (or replaces) a cookie on path `/`. */
  set(cookie: CookieWrite): void;
  /** Deletes cookie `name` on path `/` for the given domain attribute (host-only when absent). */
  remove(name: string, domain?: string): void;
}

/**
 * A jar over `document.cookie`, writing cookies as sourcebuster does:
 * `name=content; expires=…;domain=.example.com; path=/`. A browser refuses a domain attribute on some hosts
 * (IP addresses, `localhost`); such a write is retried host-only so tracking still works there.
 */
export function documentCookieJar(doc: Document = document): CookieJar {
  const read = (name: string): string | null => {
    const prefix = `${name}=`;
    for (const part of doc.cookie.split(';')) {
      const cookie = part.replace(/^ +/, '');
      if (cookie.startsWith(prefix)) return cookie.slice(prefix.length);
    }
    return null;
  };
  const write = ({ name, value, expires, domain }: CookieWrite): void => {
    const expiry = expires ? `; expires=${expires.toUTCString()}` : '';
    const scope = domain ? `;domain=${domain}` : '';
    doc.cookie = `${name}=${value}${expiry}${scope}; path=/`;
  };
  return {
    get: read,
    set(cookie) {
      write(cookie);
      const live = !cookie.expires || cookie.expires.getTime() > Date.now();
      if (cookie.domain && live && read(cookie.name) !== cookie.value) write({ ...cookie, domain: undefined });
    },
    remove(name, domain) {
      const scope = domain ? `; domain=${domain}` : '';
      doc.cookie = `${name}=; path=/; max-age=-999; expires=Thu, 01 Jan 1970 00:00:00 GMT${scope}`;
    },
  };
}

/** A cookie held by a {@link memoryCookieJar}. */
export interface StoredCookie {
  name: string;
  value: string;
  /** Expiry in epoch ms; undefined for a session cookie. */
  expires?: number;
  domain?: string;
}

/** An in-memory jar (for tests, SSR or workers), with expiry judged by `now`. */
export interface MemoryCookieJar extends CookieJar {
  /** Every cookie not yet expired at `now()`. */
  list(): StoredCookie[];
  /** Drops session cookies, as closing the browser does. */
  endBrowserSession(): void;
}

/**
 * Creates an in-memory jar. Cookies are keyed by name and domain attribute like a browser's; `get`
 * returns the first live one with that name.
 */
export function memoryCookieJar(now: () => number = Date.now): MemoryCookieJar {
  const cookies = new Map<string, StoredCookie>();
  const key = (name: string, domain?: string) => `${domain ?? ''}\u0000${name}`;
  const live = (cookie: StoredCookie) => cookie.expires === undefined || cookie.expires > now();
  return {
    get(name) {
      for (const cookie of cookies.values()) if (cookie.name === name && live(cookie)) return cookie.value;
      return null;
    },
    set({ name, value, expires, domain }) {
      cookies.delete(key(name, domain)); // a rewrite moves to the end, as in document.cookie
      cookies.set(key(name, domain), { name, value, expires: expires?.getTime(), domain });
    },
    remove(name, domain) {
      cookies.delete(key(name, domain));
    },
    list() {
      return [...cookies.values()].filter(live);
    },
    endBrowserSession() {
      for (const [id, cookie] of cookies) if (cookie.expires === undefined) cookies.delete(id);
    },
  };
}
