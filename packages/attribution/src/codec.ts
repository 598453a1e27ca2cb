/**
 * Cookie value encoding as sourcebuster writes and reads it: percent-encoding (plus `!~*'()`), an optional
 * base64 layer without `=` padding, and `key=value` pairs joined by `|||`.
 */
import { DELIMITER } from './constants';

// The characters encodeURIComponent leaves as they are that sourcebuster escapes too, and their escapes.
const EXTRA_CHARS = /[!'()*~]/g;
const EXTRA_CODES = /%(21|7E|2A|27|28|29)/g;

// encodeURIComponent throws on these; a URL or user agent from the page must never make tracking throw.
// A pair is matched first and kept; a surrogate matched alone is a lone one.
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

/** Percent-encodes `text` like encodeURIComponent, also escaping `!~*'()`. Lone surrogates become U+FFFD. */
export function encodeData(text: string): string {
  // escape() gives the same %XX for all of them but `*`, which it leaves as it is.
  return encodeURIComponent(text.replace(SURROGATES, (unit) => (unit[1] ? unit : '\uFFFD'))).replace(
    EXTRA_CHARS,
    (char) => (char === '*' ? '%2A' : escape(char)),
  );
}

/** Reverses {@link encodeData}; malformed escapes fall back to `unescape`, never throwing. */
export function decodeData(text: string): string {
  try {
    // One pass is enough: a restored character is never part of another escape.
    return decodeURIComponent(text).replace(EXTRA_CODES, unescape);
  } catch {
    // Old (pre-0.0.4) cookies used escape(). unescape never throws: it leaves a malformed escape as it is.
    return unescape(text);
  }
}

const BASE64_ONLY = /^[A-Za-z0-9+/]+$/;

/** The stored form of a cookie value: encoded, then base64 without padding when `base64` is on. */
export function toCookieContent(value: string, base64: boolean): string {
  const encoded = encodeData(value);
  return base64 ? btoa(encoded).replace(/=+$/, '') : encoded;
}

/**
 * The value of stored cookie content. Content made only of base64 characters is base64-decoded first,
 * whatever the current setting, so cookies written with base64 on or off both read back.
 */
export function fromCookieContent(content: string): string {
  let text = content;
  if (BASE64_ONLY.test(text)) {
    try {
      // atob needs no `=` padding (forgiving base64): what a padding would fix it reads as it is.
      text = atob(text);
    } catch {
      // Not base64 after all: keep it as it is.
    }
  }
  return decodeData(text);
}

/** Joins pairs as `key=value|||key=value` (values as given, unencoded). */
export function packFields(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs.map(([key, value]) => `${key}=${value}`).join(DELIMITER);
}

/**
 * Splits a `key=value|||…` string into an object; each value is split at its first `=` and decoded once
 * more (as sourcebuster's getter does). Empty input gives an empty object.
 */
export function unpackFields(text: string | null | undefined): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  if (!text) return fields;
  for (const item of text.split(DELIMITER)) {
    const at = item.indexOf('=');
    const key = at < 0 ? item : item.slice(0, at);
    fields[key] = decodeData(at < 0 ? '' : item.slice(at + 1));
  }
  return fields;
}
