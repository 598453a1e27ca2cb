/**
 * Whether a click is the shopper's plain activation of a link or button, which an island may take over: the main
 * button, no modifier key (Ctrl/⌘/Shift/Alt ask the browser for a new tab, window or download) and not already
 * handled by another script (`defaultPrevented`). Anything else keeps the element's own behaviour.
 */
export const isPlainClick = (e: MouseEvent): boolean =>
  !e.defaultPrevented && !e.button && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey);

/**
 * Space on a link that says it is a button (`role="button"`: WooCommerce's remove and dismiss links) must act like
 * a button. When `e` is a Space keydown on an element matching `selector`, this keeps the page from scrolling and
 * clicks that element, so its click handling runs; returns whether it did.
 */
export function clickOnSpace(e: KeyboardEvent, selector: string): boolean {
  const el = (e.target as Element | null)?.closest?.<HTMLElement>(selector);
  if (e.key !== ' ' || e.defaultPrevented || !el) return false;
  e.preventDefault();
  el.click();
  return true;
}
