/**
 * Parallax's markup contract: stellar.js's data attributes, which parallax themes print, and the spec's numbers
 * (§9 'Breakpoints': parallax off on mobile, vertical offset 150).
 */

/** Parallax runs only on hover-capable (not touch-first) devices and when motion is welcome. */
export const PARALLAX_QUERY = '(hover: hover) and (prefers-reduced-motion: no-preference)';
/** stellar.js's `verticalOffset` as the theme sets it (spec §9), px. */
export const PARALLAX_OFFSET = 150;
/** Ratios outside ±this are ignored (a typo such as 50 for 0.5 would fling the layer off the page). */
const MAX_RATIO = 10;

/** One moving layer of a host: its background (`data-stellar-background-ratio`) or the element itself. */
export interface ParallaxLayer {
  /** Moves the background image (background-position) rather than the element (the `translate` property). */
  background: boolean;
  /** stellar's ratio: 1 moves with the page, 0.5 at half its speed, 2 at twice. */
  ratio: number;
  /** Vertical offset, px: `data-stellar-vertical-offset`, else {@link PARALLAX_OFFSET}. */
  offset: number;
}

const finite = (value: string | undefined): number | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** The layers an element asks for; junk ratios (not numbers, beyond ±10, or 1, which does not move) are skipped. */
export function parallaxLayers(data: DOMStringMap): ParallaxLayer[] {
  const given = finite(data.stellarVerticalOffset);
  const offset = given !== undefined && Math.abs(given) <= 10000 ? given : PARALLAX_OFFSET;
  const layers: ParallaxLayer[] = [];
  for (const [background, value] of [
    [true, data.stellarBackgroundRatio],
    [false, data.stellarRatio],
  ] as const) {
    const ratio = finite(value);
    if (ratio !== undefined && ratio !== 1 && Math.abs(ratio) <= MAX_RATIO) layers.push({ background, ratio, offset });
  }
  return layers;
}

/**
 * stellar.js's rule: a layer is shifted by `(scrollY + offset - top) * (1 - ratio)` px, where `top` is the host's
 * place on the page (so a host whose top is `offset` px down the page sits where the theme put it at scroll 0). A
 * `background-attachment: fixed` background is placed against the viewport, so its factor is `-ratio`.
 */
export function parallaxShift(o: { scrollY: number; top: number; layer: ParallaxLayer; fixed?: boolean }): number {
  const factor = o.fixed ? -o.layer.ratio : 1 - o.layer.ratio;
  return Math.round((o.scrollY + o.layer.offset - o.top) * factor * 10) / 10;
}
