/**
 * Sends the browser to `url`. One place for it so tests can stub it and so nothing navigates off-site: a URL
 * of another origin is ignored (returns false).
 */
export function navigate(url: string): boolean {
  let target: URL;
  try {
    target = new URL(url, location.href);
  } catch {
    return false;
  }
  if (target.origin !== location.origin) return false;
  navigateTo.impl(target.href);
  return true;
}

/** The navigation primitive; replaced in tests. */
export const navigateTo = { impl: (href: string) => location.assign(href) };
