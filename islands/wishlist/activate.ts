import { TOUCH_MOUSE_GAP_MS } from './contract';

/**
 * Calls `fn` once per activation of `el`: on mouseup (main button) and touchend, as the plugin does (spec §9), and on
 * keyboard activation (Enter or Space; on a native button, the click the browser makes of them). The mouse events a
 * browser emulates after a touch, and the click after a mouseup, are swallowed, so one press is one call whatever
 * the input. Returns the function that removes the listeners.
 */
export function onActivate(el: HTMLElement, fn: (e: Event) => void): () => void {
  const native = el instanceof HTMLButtonElement;
  let lastTouch = -Infinity;
  const onTouchEnd = (e: TouchEvent) => {
    lastTouch = e.timeStamp || performance.now();
    if (e.cancelable) e.preventDefault(); // no emulated mousedown/mouseup/click after it
    fn(e);
  };
  const onMouseUp = (e: MouseEvent) => {
    if (e.button !== 0 || (e.timeStamp || performance.now()) - lastTouch < TOUCH_MOUSE_GAP_MS) return;
    fn(e);
  };
  const onClick = (e: MouseEvent) => {
    e.preventDefault(); // a button in a form must not submit it, a link must not be followed
    // detail 0: a click the browser made from Enter/Space on a native button (a pointer's click already fired mouseup).
    if (native && e.detail === 0) fn(e);
  };
  const onKey = (e: KeyboardEvent) => {
    if (native || e.repeat || e.altKey || e.ctrlKey || e.metaKey) return;
    // Like a native button: Enter on keydown, Space on keyup (its keydown would scroll the page).
    if (e.key === ' ' || e.key === 'Spacebar') {
      e.preventDefault();
      if (e.type === 'keyup') fn(e);
    } else if (e.key === 'Enter' && e.type === 'keydown') {
      e.preventDefault();
      fn(e);
    }
  };
  el.addEventListener('touchend', onTouchEnd);
  el.addEventListener('mouseup', onMouseUp);
  el.addEventListener('click', onClick);
  el.addEventListener('keydown', onKey);
  el.addEventListener('keyup', onKey);
  return () => {
    el.removeEventListener('touchend', onTouchEnd);
    el.removeEventListener('mouseup', onMouseUp);
    el.removeEventListener('click', onClick);
    el.removeEventListener('keydown', onKey);
    el.removeEventListener('keyup', onKey);
  };
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
