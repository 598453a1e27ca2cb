/**
 * History entries the listing code owns carry this flag in `history.state`, so a `popstate` to them is
 * answered by fetching the listing again instead of being left to other code.
 */
export const HISTORY_FLAG = 'storefrontListing';

/** `history.state` with the listing flag added, other keys kept. */
function flagged(): Record<string, unknown> {
  const state = history.state as unknown;
  return { ...(state && typeof state === 'object' ? (state as Record<string, unknown>) : {}), [HISTORY_FLAG]: true };
}

/** Pushes `url` as a new listing entry (a filter was chosen). The current entry is flagged first. */
export function pushListingUrl(url: string): void {
  history.replaceState(flagged(), '', location.href);
  history.pushState({ [HISTORY_FLAG]: true }, '', url);
}

/** Replaces the current entry's URL (infinite scroll: the URL follows the page in view). */
export function replaceListingUrl(url: string): void {
  if (new URL(url, location.href).href === location.href) return;
  history.replaceState(flagged(), '', url);
}

/** Whether a `popstate` event returns to an entry the listing code made. */
export const isListingEntry = (e: PopStateEvent): boolean =>
  !!(e.state && typeof e.state === 'object' && (e.state as Record<string, unknown>)[HISTORY_FLAG]);
