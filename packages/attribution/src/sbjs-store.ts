/**
 * The sbjs cookies over a {@link CookieJar}: encoding, lifetimes in minutes and the domain attribute, as
 * sourcebuster sets them.
 */
import { fromCookieContent, toCookieContent, unpackFields, encodeData } from './codec';
import { COOKIE } from './constants';
import type { CookieJar } from './cookie-jar';
import type { SbjsData } from './types';

/** Every sbjs cookie but the migrations record, in COOKIE's order: the containers of `sbjs.get`. */
export const SBJS_CONTAINERS = Object.values(COOKIE).filter((name) => name !== COOKIE.migrations);

/** How the store writes cookies. */
export interface SbjsStoreOptions {
  jar: CookieJar;
  /** Clock in epoch ms. */
  now: () => number;
  /** Base64-encode cookie content. */
  base64: boolean;
  /** The site domain (no leading dot), shared with subdomains unless `isolate`. */
  domain: string;
  /** Host-only cookies (no domain attribute). */
  isolate: boolean;
}

/** Typed access to the sbjs cookies. */
export interface SbjsStore {
  /** The decoded value of cookie `name`, or null when unset or empty. */
  get(name: string): string | null;
  /** Writes `value` for `minutes` (a falsy lifetime writes a session cookie, as sourcebuster does). */
  set(name: string, value: string, minutes: number): void;
  /** Deletes cookie `name` under every domain attribute the tracker or WooCommerce may have used. */
  destroy(name: string, hostname?: string): void;
  /** Every container parsed into `key → value`, like sourcebuster's `sbjs.get`. */
  parse(): SbjsData;
}

/** Creates the store. */
export function createSbjsStore({ jar, now, base64, domain, isolate }: SbjsStoreOptions): SbjsStore {
  const domainAttribute = domain && !isolate ? `.${domain}` : undefined;
  const get = (name: string): string | null => {
    const content = jar.get(encodeData(name));
    // An empty value counts as unset, like sourcebuster's truthiness checks.
    return content ? fromCookieContent(content) || null : null;
  };
  return {
    get,
    set(name, value, minutes) {
      const expires = minutes ? new Date(now() + minutes * 60_000) : undefined;
      jar.set({ name: encodeData(name), value: toCookieContent(value, base64), expires, domain: domainAttribute });
    },
    destroy(name, hostname) {
      const encoded = encodeData(name);
      const domains = new Set<string | undefined>([undefined, domainAttribute, domain ? `.${domain}` : undefined]);
      if (hostname) domains.add(`.${hostname}`); // WooCommerce deletes with the full hostname
      for (const attribute of domains) jar.remove(encoded, attribute);
    },
    parse() {
      // Keyed by the cookie name without `sbjs_` (current, current_add, …, promo), in COOKIE's order.
      const data: Record<string, Record<string, string>> = {};
      for (const name of SBJS_CONTAINERS) data[name.slice(5)] = unpackFields(get(name));
      return data as unknown as SbjsData;
    },
  };
}
