/** Options of {@link setCookie}. */
export interface CookieOptions {
  /** Default '/'. */
  path?: string;
  /** Lifetime in seconds. */
  maxAge?: number;
  /** Expiry date, or a number of days from now. Without it (and `maxAge`) it is a session cookie. */
  expires?: Date | number;
  domain?: string;
  /** Default 'Lax'. 'None' implies `secure`, which browsers require for it. */
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
}

const DAY = 864e5;

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
  { path = '/', maxAge, expires, domain, sameSite = 'Lax', secure }: CookieOptions = {},
): void {
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${path}`;
  if (maxAge !== undefined) cookie += `; max-age=${maxAge}`;
  if (expires !== undefined) {
    cookie += `; expires=${(typeof expires === 'number' ? new Date(Date.now() + expires * DAY) : expires).toUTCString()}`;
  }
  if (domain) cookie += `; domain=${domain}`;
  cookie += `; SameSite=${sameSite}`;
  if (secure || sameSite === 'None') cookie += '; Secure';
  document.cookie = cookie;
}

/** Deletes cookie `name` set on `path` (default '/'). */
export function deleteCookie(name: string, path = '/'): void {
  setCookie(name, '', { path, maxAge: 0, expires: new Date(0) });
}
