/** `url` resolved against the page when it is of the page's origin (relative or absolute), else null. Never throws. */
export function sameOriginUrl(url: unknown): URL | null {
  if (typeof url !== 'string' || !url.trim()) return null;
  try {
    const u = new URL(url, location.href);
    return u.origin === location.origin ? u : null;
  } catch {
    return null;
  }
}

/**
 * Sends the browser to `url`. One place for it so tests can stub it and so nothing navigates off-site: a URL
 * of another origin is ignored (returns false).
 */
export function navigate(url: string): boolean {
  const target = sameOriginUrl(url);
  if (!target) return false;
  navigateTo.impl(target.href);
  return true;
}

/** The navigation primitive; replaced in tests. */
export const navigateTo = { impl: (href: string) => location.assign(href) };
