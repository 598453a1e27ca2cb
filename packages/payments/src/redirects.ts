/**
 * Same-origin redirects and intent ids: the small helpers of the payment flows and the provider double, apart from
 * the hash parser (`hash-flows.ts`) so that loading them does not load it.
 */

/**
 * Whether `url` (absolute or relative) points at `pageOrigin` (e.g. `location.origin`) over http(s).
 * Protocol-relative (`//evil.example/`), `javascript:` and unparsable URLs are not same-origin. Never throws.
 */
export function isSameOrigin(url: unknown, pageOrigin: string): boolean {
  return safeRedirect(url, pageOrigin) !== null;
}

/**
 * The absolute URL to go to for a redirect read from a hash, or `null` when it is empty, unparsable, not
 * http(s) or of another origin than `pageOrigin` (spec §5: a redirect URL is followed only with the page's
 * origin). Never throws.
 */
export function safeRedirect(url: unknown, pageOrigin: string): string | null {
  if (typeof url !== 'string' || !url.trim()) return null;
  try {
    const base = new URL(pageOrigin);
    const target = new URL(url.trim(), base.origin + '/');
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
    return target.origin === base.origin ? target.href : null;
  } catch {
    return null;
  }
}

/** The intent id inside a client secret (`pi_123_secret_abc` → `pi_123`), or '' for anything else. */
export function intentIdFromSecret(clientSecret: string): string {
  const m = /^((?:pi|seti)_[A-Za-z0-9]+)_secret_/.exec(clientSecret);
  return m ? m[1]! : '';
}
