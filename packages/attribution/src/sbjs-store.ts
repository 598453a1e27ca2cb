/**
 * The sbjs cookies over a {@link CookieJar}: encoding, lifetimes in minutes and the domain attribute, as
 * sourcebuster sets them. Cookies are named here without their `sbjs_` prefix (`current`, `first_add`, …).
 */
import { fromCookieContent, toCookieContent, unpackFields } from './codec';
import type { CookieJar } from './cookie-jar';
import type { SbjsData } from './types';

/** A container of `sbjs.get`: an sbjs cookie's name without `sbjs_`. */
export type SbjsContainer = keyof SbjsData;

/** An sbjs cookie's name without `sbjs_`: a container or the migrations record. */
export type SbjsName = SbjsContainer | 'migrations';

/** Every sbjs cookie but the migrations record, in sourcebuster's order: the containers of `sbjs.get`. */
export const SBJS_CONTAINERS = 'current current_add first first_add session udata promo'.split(
  ' ',
) as readonly SbjsContainer[];

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

/** Typed access to the sbjs cookies (named without `sbjs_`). */
export interface SbjsStore {
  /** The decoded value of cookie `sbjs_<name>`, or null when unset or empty. */
  get(name: SbjsName): string | null;
  /** Writes `value` for `minutes` (a falsy lifetime writes a session cookie, as sourcebuster does). */
  set(name: SbjsName, value: string, minutes: number): void;
  /** Deletes cookie `sbjs_<name>` under every domain attribute the tracker or WooCommerce may have used. */
  destroy(name: SbjsName, hostname?: string): void;
  /** Every container parsed into `key → value`, like sourcebuster's `sbjs.get`. */
  parse(): SbjsData;
}

/** Creates the store. */
export function createSbjsStore({ jar, now, base64, domain, isolate }: SbjsStoreOptions): SbjsStore {
  const dotted = domain ? `.${domain}` : undefined;
  // The names are plain ASCII: the cookie name is the name as it is.
  const get = (name: SbjsName): string | null => {
    const content = jar.get(`sbjs_${name}`);
    // An empty value counts as unset, like sourcebuster's truthiness checks.
    return (content && fromCookieContent(content)) || null;
  };
  return {
    get,
    set(name, value, minutes) {
      jar.set({
        name: `sbjs_${name}`,
        value: toCookieContent(value, base64),
        expires: minutes ? new Date(now() + minutes * 60_000) : undefined,
        domain: isolate ? undefined : dotted,
      });
    },
    destroy(name, hostname) {
      // Host-only, the cookie domain (set when not isolated) and, as WooCommerce deletes, the full hostname.
      for (const attribute of new Set([undefined, dotted, hostname ? `.${hostname}` : undefined]))
        jar.remove(`sbjs_${name}`, attribute);
    },
    parse() {
      const data: Record<string, Record<string, string>> = {};
      for (const name of SBJS_CONTAINERS) data[name] = unpackFields(get(name));
      return data as unknown as SbjsData;
    },
  };
}
