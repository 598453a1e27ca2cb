/** Zoom gestures: two-finger pinch, and mouse drag to pan a zoomed book. */

/** Watches touch pointers on `el`; returns the function that stops watching. */
export function watchPinch(el: HTMLElement, onStep: (step: 1 | -1) => void): () => void {
  const points = new Map<number, { x: number; y: number }>();
  let base = 0;
  const distance = () => {
    const [a, b] = [...points.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const down = (e: PointerEvent) => {
    if (e.pointerType !== 'touch') return;
    points.set(e.pointerId, { x: e.clientX, y: e.clientY });
    base = points.size === 2 ? distance() : 0;
  };
  const move = (e: PointerEvent) => {
    if (!points.has(e.pointerId)) return;
    points.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (points.size !== 2 || !base) return;
    const ratio = distance() / base;
    if (ratio > 1.25 || ratio < 0.8) {
      onStep(ratio > 1 ? 1 : -1);
      base = distance();
    }
  };
  const up = (e: PointerEvent) => {
    points.delete(e.pointerId);
    base = 0;
  };
  el.addEventListener('pointerdown', down);
  el.addEventListener('pointermove', move);
  el.addEventListener('pointerup', up);
  el.addEventListener('pointercancel', up);
  return () => {
    el.removeEventListener('pointerdown', down);
    el.removeEventListener('pointermove', move);
    el.removeEventListener('pointerup', up);
    el.removeEventListener('pointercancel', up);
  };
}

/**
 * Mouse drag pans `el` (a scrolling viewport) while `active()` says the book is zoomed; the drag then does not
 * reach page-flip (no page turn). Returns the function that stops watching.
 */
export function watchDragPan(el: HTMLElement, active: () => boolean): () => void {
  let from: { x: number; y: number } | null = null;
  const down = (e: MouseEvent) => {
    if (e.button !== 0 || !active() || (e.target as Element).closest?.('a, button, input')) return;
    e.stopPropagation();
    e.preventDefault();
    from = { x: e.clientX, y: e.clientY };
  };
  const move = (e: MouseEvent) => {
    if (!from) return;
    el.scrollBy(from.x - e.clientX, from.y - e.clientY);
    from = { x: e.clientX, y: e.clientY };
  };
  const up = () => void (from = null);
  el.addEventListener('mousedown', down, true);
  window.addEventListener('mousemove', move);
  window.addEventListener('mouseup', up);
  return () => {
    el.removeEventListener('mousedown', down, true);
    window.removeEventListener('mousemove', move);
    window.removeEventListener('mouseup', up);
  };
}
