/** Options of {@link trapFocus}. */
export interface FocusTrapOptions {
  /** Element (or selector inside the container) to focus first; default the first tabbable. */
  initialFocus?: HTMLElement | string | null;
  /** Called on Escape while the trap is the active one. */
  onEscape?: (event: KeyboardEvent) => void;
}

const TABBABLE =
  'a[href],area[href],button,input:not([type=hidden]),select,textarea,iframe,summary,audio[controls],video[controls],[contenteditable]:not([contenteditable=false]),[tabindex]';

/** The elements inside `container` that Tab reaches, in DOM order. */
export function tabbables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !el.closest('[hidden],[inert]') &&
      getComputedStyle(el).visibility !== 'hidden' &&
      el.checkVisibility?.() !== false,
  );
}

// Traps can nest (a dialog opened from a dialog): only the newest one handles keys and focus.
const stack: object[] = [];

/**
 * Keeps keyboard focus inside `container` (a modal, an off-canvas basket) until the returned
 * `release()` is called: Tab and Shift+Tab cycle through its tabbable elements, focus that
 * wanders outside is pulled back, Escape calls `onEscape`. Focuses `initialFocus`, else the first
 * tabbable, else the container itself (given `tabindex="-1"` for the time being). `release()`
 * returns focus to the element that had it before.
 */
export function trapFocus(container: HTMLElement, { initialFocus, onEscape }: FocusTrapOptions = {}): () => void {
  const token = {};
  const previous = document.activeElement as HTMLElement | null;
  const addedTabindex = !container.hasAttribute('tabindex');
  const isActive = () => stack[stack.length - 1] === token;

  const focusFirst = (last = false) => {
    const list = tabbables(container);
    const target = (last ? list[list.length - 1] : list[0]) ?? container;
    if (target === container && !container.hasAttribute('tabindex')) container.tabIndex = -1;
    target.focus();
  };

  const onKeydown = (event: KeyboardEvent) => {
    if (!isActive()) return;
    if (event.key === 'Escape') {
      onEscape?.(event);
      return;
    }
    if (event.key !== 'Tab') return;
    const list = tabbables(container);
    const active = document.activeElement;
    const outside = !container.contains(active);
    const edge = event.shiftKey ? active === list[0] || active === container : active === list[list.length - 1];
    if (!list.length || outside || edge) {
      event.preventDefault();
      focusFirst(event.shiftKey);
    }
  };

  // The element focused last inside: when markup replaces it (an island enhancing its content), focus would fall
  // to the body, outside the trap; it is brought back in at once.
  let lastInside: Element | null = null;
  const onFocusin = (event: FocusEvent) => {
    if (!isActive()) return;
    if (container.contains(event.target as Node)) lastInside = event.target as Element;
    else focusFirst();
  };
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (isActive() && lastInside && !lastInside.isConnected && (!active || active === document.body)) focusFirst();
  });

  stack.push(token);
  document.addEventListener('keydown', onKeydown, true);
  document.addEventListener('focusin', onFocusin, true);
  observer.observe(container, { childList: true, subtree: true });

  const initial = typeof initialFocus === 'string' ? container.querySelector<HTMLElement>(initialFocus) : initialFocus;
  if (initial) initial.focus();
  else focusFirst();

  let released = false;
  return () => {
    if (released) return;
    released = true;
    document.removeEventListener('keydown', onKeydown, true);
    document.removeEventListener('focusin', onFocusin, true);
    observer.disconnect();
    stack.splice(stack.indexOf(token), 1);
    if (addedTabindex) container.removeAttribute('tabindex');
    if (previous?.isConnected) previous.focus();
  };
}
