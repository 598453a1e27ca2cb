/** Bootstrap 3's data-API markup contract, as themes print it. */

/** The widget a trigger asks for. */
export type Toggle = 'collapse' | 'tab' | 'tooltip' | 'popover' | 'modal' | 'dropdown' | 'buttons';
/** Collapse height animation (Bootstrap's 350 ms). */
export const COLLAPSE_MS = 350;
/** Bootstrap's state classes. */
export const IN = 'in';
export const OPEN = 'open';
export const ACTIVE = 'active';
/** A button of a `data-toggle="buttons"` group that filters or sorts its grid (Isotope's attributes). */
export const GRID_CONTROL = 'button[data-filter], button[data-sort-by]';

/** The element a trigger controls: `data-target`, else the `href` fragment (same page only). */
export function targetOf(trigger: Element): HTMLElement | null {
  const ref = trigger.getAttribute('data-target') ?? trigger.getAttribute('href') ?? '';
  if (!/^#[\w-]+$/.test(ref)) return null;
  return document.getElementById(ref.slice(1));
}
