/** The content effects' markup contract and the spec's numbers (§2 'Headlines', §9 'Theme page behaviour'). */

/** Typed headline: `data-typed-sentence-1` … `-4`; the animated text goes in this child (`aria-hidden`). */
export const TYPED_TEXT = '.typed-headline__text';
/** Typed headline default start delay, ms (spec §9). */
export const TYPED_START_DELAY = 500;
/** Typing, deleting and the pause before deleting, ms (per character for the first two). */
export const TYPED_SPEED = { type: 70, back: 35, pause: 1500 } as const;

/** Fitted text: font size = clamped width / (compressor × 10), between min and max font sizes (fitText's rule). */
export const FIT_WIDTH = { min: 400, max: 1140 } as const;
/** Defaults of the fitted text's attributes (the theme's CSS gives the same size before the island runs). */
export const FIT_DEFAULTS = { compressor: 1, min: 24, max: 72 } as const;
/**
 * Resize handling debounce, ms (spec §9): `@storefront/runtime/timing`'s RESIZE_DEBOUNCE_MS, written out so that the
 * island's first bundle (on the home page at load) imports no chunk for one number.
 */
export const RESIZE_DEBOUNCE = 150;

/** Entry animations run only above 790 px and not on touch-first devices (spec §9). */
export const ANIMATE_QUERY = '(min-width: 791px) and (hover: hover)';
/** Reveal offset: the element animates once 25 px of it is in view (spec §9). */
export const REVEAL_OFFSET = 25;
/** Entry animation lengths, ms: 800, 900 for the fade variants (spec §9). */
export const animationMs = (name: string): number => (name.startsWith('fade') ? 900 : 800);

/** The sentences of a typed headline (1 to 4, empty ones skipped). */
export function typedSentences(data: Record<string, string | undefined>): string[] {
  return [1, 2, 3, 4].map((n) => data[`typedSentence-${n}`]?.trim() ?? '').filter(Boolean);
}

/** A non-negative integer attribute, or the fallback. */
export function ms(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= 0 && n <= 60000 ? n : fallback;
}

/** The fitted font size, px, for a container `width` px wide. */
export function fittedSize(width: number, o: { compressor: number; min: number; max: number }): number {
  const w = Math.min(Math.max(width, FIT_WIDTH.min), FIT_WIDTH.max);
  return Math.round(Math.max(Math.min(w / (o.compressor * 10), o.max), o.min) * 100) / 100;
}
