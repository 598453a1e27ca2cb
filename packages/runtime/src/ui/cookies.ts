/** Options of {@link setCookie}. */
export interface CookieOptions {
  /** Default '/'. */
  path?: string;
  /**
   * Lifetime in seconds; without it the cookie lasts the browser session. (No `expires` or `domain`: max-age is
   * understood by every browser the islands run in, and the islands' cookies belong to the page's own host.)
   */
  maxAge?: number;
  /** Default 'Lax'. 'None' implies `secure`, which browsers require for it. */
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
}

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The value of cookie `name`, or `undefined` when it is not set. */
export function getCookie(name: string): string | undefined {
  for (const pair of document.cookie ? document.cookie.split('; ') : []) {
    const at = pair.indexOf('=');
    if (decode(pair.slice(0, at)) === name) return decode(pair.slice(at + 1));
  }
  return undefined;
}

/**
 * Sets cookie `name`, percent-encoding name and value.
 * @example setCookie('store_notice' + noticeId, 'hidden') // the store notice dismissal
 */
export function setCookie(
  name: string,
  value: string,
  { path = '/', maxAge, sameSite = 'Lax', secure }: CookieOptions = {},
): void {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${path}`;
  if (maxAge !== undefined) cookie += `; max-age=${maxAge}`;
  cookie += `; SameSite=${sameSite}`;
  if (secure || sameSite === 'None') cookie += '; Secure';
  document.cookie = cookie;
}

/** Deletes cookie `name` set on `path` (default '/'). */
export function deleteCookie(name: string, path = '/'): void {
  // max-age=0 alone deletes it in browsers; the past date is for older engines and DOM emulations.
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
