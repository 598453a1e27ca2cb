/** Bootstrap 3's scrollspy offset when `data-offset` is absent (px below the top of the scroll area). */
export const SCROLLSPY_OFFSET = 10;

/** The three affix states and the class Bootstrap 3 gives each. */
export type AffixState = 'top' | 'affix' | 'bottom';
/** Class per state: `affix-top`, `affix`, `affix-bottom`. */
export const affixClass = (state: AffixState): string => (state === 'affix' ? 'affix' : `affix-${state}`);

/** A non-negative pixel count from a `data-offset-*` value, or `undefined` when absent or not a number. */
export function offsetOf(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? Math.max(0, n) : undefined;
}

/**
 * Bootstrap 3's rule for `affix-bottom`: the page is scrolled so far that the pinned element's lower edge (scroll +
 * its fixed `top` + its height) reaches `offsetBottom` px above the end of the page. Returns that scroll position.
 */
export const bottomLine = (o: { scrollHeight: number; offsetBottom: number; pinnedTop: number; height: number }) =>
  Math.max(0, o.scrollHeight - o.offsetBottom - o.pinnedTop - o.height);
