import { scrollToElement } from './ui/scroll';
import { triggersEventObject, WC_EVENT_ARGS } from './wc-events';

/** The slice of jQuery the bridge uses. */
interface JQueryLike {
  (el: unknown): {
    trigger(event: string | Record<string, unknown>, args?: unknown[]): unknown;
    on(name: string, fn: (e: JqEvent, ...args: unknown[]) => void): unknown;
    [0]?: unknown;
  };
  event: { triggered?: string | undefined };
  fn?: { jquery?: string };
  scroll_to_notices?: (el: ArrayLike<Element>) => void;
}
interface JqEvent {
  type: string;
  target: EventTarget;
}

/** Names being emitted by an island right now: their jQuery echo must not come back as a DOM event. */
const emitting = new Set<string>();

function jq(): JQueryLike | undefined {
  const j = (globalThis as { jQuery?: JQueryLike }).jQuery;
  return typeof j === 'function' && j.event ? j : undefined;
}

/**
 * Runs a native dispatch without jQuery seeing it: jQuery's own handler skips events whose type equals
 * `jQuery.event.triggered` (the flag jQuery itself sets while it calls native methods during a trigger).
 */
function hiddenFromJquery(j: JQueryLike | undefined, name: string, dispatch: () => void): void {
  if (!j) return dispatch();
  const prev = j.event.triggered;
  j.event.triggered = name;
  try {
    dispatch();
  } finally {
    j.event.triggered = prev;
  }
}

function toArgs(j: JQueryLike, name: string, detail: Record<string, unknown>): unknown[] {
  return (WC_EVENT_ARGS[name] ?? []).map((key) => (key[0] === '$' ? j(detail[key.slice(1)] ?? []) : detail[key]));
}

function fromArgs(name: string, args: unknown[]): Record<string, unknown> {
  const spec = WC_EVENT_ARGS[name];
  if (!spec) return { args };
  const detail: Record<string, unknown> = {};
  spec.forEach((key, i) => {
    const value = args[i] as { jquery?: string; [0]?: unknown } | undefined;
    if (key[0] === '$') detail[key.slice(1)] = value && value.jquery ? value[0] : value;
    else detail[key] = value;
  });
  return detail;
}

/** Dispatches natively (hidden from jQuery), then triggers the jQuery handlers with positional arguments. */
export function triggerJquery(
  name: string,
  detail: Record<string, unknown>,
  target: EventTarget,
  dispatch: () => void,
): void {
  const j = jq();
  hiddenFromJquery(j, name, dispatch);
  if (!j) return;
  emitting.add(name);
  try {
    const event = triggersEventObject(name) ? { ...detail, type: name, target: j(detail.target ?? target) } : name;
    j(target).trigger(event, toArgs(j, name, detail));
  } catch (error) {
    console.error(`[storefront] a jQuery "${name}" handler threw`, error);
  } finally {
    emitting.delete(name);
  }
}

/**
 * Makes `jQuery(…).trigger(name, args)` from a theme or plugin reach islands' DOM listeners. Called once per name
 * (events.ts keeps track). This module is only loaded once jQuery is on the page (see `loadJqueryBridge`).
 */
export function installRelay(name: string): void {
  const j = jq();
  if (!j) return;
  j(document).on(name, (e, ...args) => {
    // Native events reach here only through jQuery's own listener; those are not triggers.
    if (emitting.has(name) || !('isTrigger' in e)) return;
    hiddenFromJquery(j, name, () =>
      e.target.dispatchEvent(new CustomEvent(name, { detail: fromArgs(name, args), bubbles: true, cancelable: true })),
    );
  });
}

/**
 * `jQuery.scroll_to_notices($el)`: WooCommerce's woocommerce.js defines it and other plugins (payment gateways
 * showing their errors) call it, so it must stay when that script is swapped for the islands. Scrolls to the first
 * element of the set with the notice offset and duration (spec §9 'Shop'); a page's own definition is kept.
 */
export function provideScrollToNotices(): void {
  const j = jq();
  // The notice offset and duration are scrollToElement's defaults.
  if (j && !j.scroll_to_notices) j.scroll_to_notices = (el) => void (el[0] && scrollToElement(el[0]));
}
