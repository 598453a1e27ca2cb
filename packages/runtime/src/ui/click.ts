/**
 * Whether a click is the shopper's plain activation of a link or button, which an island may take over: the main
 * button, no modifier key (Ctrl/⌘/Shift/Alt ask the browser for a new tab, window or download) and not already
 * handled by another script (`defaultPrevented`). Anything else keeps the element's own behaviour.
 */
export const isPlainClick = (e: MouseEvent): boolean =>
  !e.defaultPrevented && !e.button && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey);
