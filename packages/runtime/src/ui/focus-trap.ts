/** Options of {@link trapFocus}. */
export interface FocusTrapOptions {
  /** Element (or selector inside the container) to focus first; default the first tabbable. */
  initialFocus?: HTMLElement | string | null;
  /** Called on Escape while the trap is the active one. */
  onEscape?: (event: KeyboardEvent) => void;
}

const TABBABLE =
  'a[href],area[href],button,input:not([type=hidden]),select,textarea,iframe,summary,audio[controls],video[controls],[contenteditable]:not([contenteditable=false]),[tabindex]';

/** Whether `el` can hold focus where it is: connected, not under `hidden` or `inert`, rendered and visible. */
const usable = (el: HTMLElement) =>
  el.isConnected && !el.closest('[hidden],[inert]') && el.checkVisibility?.({ visibilityProperty: true }) !== false;

/** The elements inside `container` that Tab reaches, in DOM order. */
export function tabbables(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && usable(el),
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
  const doc = document; // named once: the bundle is on the listing page's first load, where every byte counts
  const previous = doc.activeElement as HTMLElement | null;
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
    const active = doc.activeElement;
    const outside = !container.contains(active);
    const edge = event.shiftKey ? active === list[0] || active === container : active === list[list.length - 1];
    if (!list.length || outside || edge) {
      event.preventDefault();
      focusFirst(event.shiftKey);
    }
  };

  // The element focused last inside. Focus falls outside the trap, with no focusin to see, when that element is
  // replaced (an island enhancing its content) or stops being focusable while still in place: made `inert` (a
  // slider marking off-screen slides), `hidden` or `display:none`. Either way it is brought back in at once.
  let lastInside: HTMLElement | null = null;
  const onFocusin = (event: FocusEvent) => {
    if (!isActive()) return;
    if (container.contains(event.target as Node)) lastInside = event.target as HTMLElement;
    else focusFirst();
  };
  const observer = new MutationObserver(() => {
    const active = doc.activeElement;
    if (isActive() && lastInside && (active === lastInside || active === doc.body) && !usable(lastInside)) focusFirst();
  });

  stack.push(token);
  doc.addEventListener('keydown', onKeydown, true);
  doc.addEventListener('focusin', onFocusin, true);
  observer.observe(container, { childList: true, subtree: true, attributes: true });

  const initial = typeof initialFocus === 'string' ? container.querySelector<HTMLElement>(initialFocus) : initialFocus;
  if (initial) initial.focus();
  else focusFirst();

  let released = false;
  return () => {
    if (released) return;
    released = true;
    doc.removeEventListener('keydown', onKeydown, true);
    doc.removeEventListener('focusin', onFocusin, true);
    observer.disconnect();
    stack.splice(stack.indexOf(token), 1);
    if (addedTabindex) container.removeAttribute('tabindex');
    if (previous?.isConnected) previous.focus();
  };
}
