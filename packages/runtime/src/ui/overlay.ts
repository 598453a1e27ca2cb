/** Opacity of the white blocking overlay (spec §9: white at 0.6). */
export const OVERLAY_OPACITY = 0.6;

/** Inline style of the overlay, as WooCommerce's blockUI draws it. */
export const OVERLAY_CSS = `position:absolute;inset:0;z-index:1000;margin:0;padding:0;border:0;background:#fff;opacity:${OVERLAY_OPACITY};cursor:wait`;

/** What `block()` changed, so `unblock()` can put it back exactly. */
interface BlockState {
  count: number;
  overlay: HTMLElement;
  /** Inline `position` before, when a static element had to become relative. */
  position?: string;
  /** Whether `el` had `style` / `class` attributes at all, so empty ones we caused can go. */
  hadStyle: boolean;
  hadClass: boolean;
  hadProcessing: boolean;
  ariaBusy: string | null;
  /** Children this block made inert (not those that already were). */
  inerted: Element[];
}

const blocked = new WeakMap<HTMLElement, BlockState>();

/** Whether `el` is currently blocked by {@link block}. */
export const isBlocked = (el: HTMLElement): boolean => blocked.has(el);

/**
 * Covers `el` with a white, translucent, wait-cursor overlay (`div.blockUI.blockOverlay`, like
 * WooCommerce's jQuery blockUI) while a request runs: `el` gets class `processing` and
 * `aria-busy="true"`, its children become `inert` so neither pointer nor keyboard reaches them, and
 * a statically positioned `el` becomes `position: relative` so the overlay can cover it. Calls
 * nest: only the last matching {@link unblock} lifts the overlay.
 */
export function block(el: HTMLElement): void {
  const state = blocked.get(el);
  if (state) {
    state.count++;
    return;
  }
  const overlay = document.createElement('div');
  overlay.className = 'blockUI blockOverlay';
  overlay.style.cssText = OVERLAY_CSS;

  const next: BlockState = {
    count: 1,
    overlay,
    hadStyle: el.hasAttribute('style'),
    hadClass: el.hasAttribute('class'),
    hadProcessing: el.classList.contains('processing'),
    ariaBusy: el.getAttribute('aria-busy'),
    inerted: [...el.children].filter((child) => !child.hasAttribute('inert')),
  };
  const { position } = getComputedStyle(el);
  // '' too: an element without layout (detached, or in a DOM without CSS) reports no position.
  if (!position || position === 'static') {
    next.position = el.style.position;
    el.style.position = 'relative';
  }
  // `inert` also blurs a focused field inside and hides the busy content from assistive tech.
  for (const child of next.inerted) child.setAttribute('inert', '');
  el.classList.add('processing');
  el.setAttribute('aria-busy', 'true');
  el.append(overlay);
  blocked.set(el, next);
}

/** Undoes one {@link block}; the last one removes the overlay and restores `el` exactly. */
export function unblock(el: HTMLElement): void {
  const state = blocked.get(el);
  if (!state || --state.count > 0) return;
  blocked.delete(el);
  state.overlay.remove();
  for (const child of state.inerted) child.removeAttribute('inert');
  if (!state.hadProcessing) el.classList.remove('processing');
  if (state.ariaBusy === null) el.removeAttribute('aria-busy');
  else el.setAttribute('aria-busy', state.ariaBusy);
  if (state.position !== undefined) el.style.position = state.position;
  if (!state.hadStyle && !el.getAttribute('style')) el.removeAttribute('style');
  if (!state.hadClass && !el.className) el.removeAttribute('class');
}
