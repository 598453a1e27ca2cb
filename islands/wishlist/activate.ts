import { TOUCH_MOUSE_GAP_MS } from './contract';

/** Adds `handler` for every event type in `types` on `el`; returns the function that removes them all. */
export function listen(el: EventTarget, types: readonly string[], handler: (e: Event) => void, capture?: boolean) {
  types.forEach((t) => el.addEventListener(t, handler, capture));
  return () => types.forEach((t) => el.removeEventListener(t, handler, capture));
}

/**
 * Calls `fn` once per activation of `el`: on mouseup (main button) and touchend, as the plugin does (spec §9), and on
 * keyboard activation (Enter or Space; on a native button, the click the browser makes of them). The mouse events a
 * browser emulates after a touch, and the click after a mouseup, are swallowed, so one press is one call whatever
 * the input; a click whose mouseup came before the listeners (a press held while the island loaded) is one too.
 * Returns the function that removes the listeners.
 */
export function onActivate(el: HTMLElement, fn: (e: Event) => void): () => void {
  const native = el instanceof HTMLButtonElement;
  let lastTouch = -Infinity;
  let sawUp = false; // a mouseup on `el` since the last click: that click is the same press
  // One handler for the five event types (one function instead of five keeps the first chunk small).
  return listen(el, ['touchend', 'mouseup', 'click', 'keydown', 'keyup'], (e) => {
    const { type } = e;
    const at = e.timeStamp || performance.now();
    if (type === 'touchend') {
      lastTouch = at;
      if (e.cancelable) e.preventDefault(); // no emulated mousedown/mouseup/click after it
      return fn(e);
    }
    if (type === 'mouseup')
      return void ((e as MouseEvent).button === 0 && (sawUp = true) && at - lastTouch >= TOUCH_MOUSE_GAP_MS && fn(e));
    if (type === 'click') {
      e.preventDefault(); // a button in a form must not submit it, a link must not be followed
      // detail 0: a click the browser made from Enter/Space on a native button. A pointer's click counts when this
      // element never saw its mouseup (pressed before the island mounted: the runtime plays the held click again).
      const act = (e as MouseEvent).detail ? !sawUp : native;
      sawUp = false;
      return void (act && fn(e));
    }
    const k = e as KeyboardEvent;
    if (native || k.repeat || k.altKey || k.ctrlKey || k.metaKey) return;
    // Like a native button: Enter on keydown, Space on keyup (its keydown would scroll the page).
    const space = k.key === ' ' || k.key === 'Spacebar';
    if (!space && k.key !== 'Enter') return;
    e.preventDefault();
    if (type === (space ? 'keyup' : 'keydown')) fn(e);
  });
}

/** Makes a non-button element (the plugin's thumbnail `div`, the share list's email `a` without href) a button to assistive tech and the keyboard. */
export function asButton(el: HTMLElement): void {
  if (el instanceof HTMLButtonElement) {
    if (!el.hasAttribute('type')) el.type = 'button';
    return;
  }
  if (!el.hasAttribute('role')) el.setAttribute('role', 'button');
  if (!el.hasAttribute('tabindex')) el.tabIndex = 0;
}
