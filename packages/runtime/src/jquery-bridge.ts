import { WC_EVENT_ARGS, WC_EVENT_PROPS } from './wc-events';

/** The slice of jQuery the bridge uses. */
interface JQueryLike {
  (el: unknown): {
    trigger(event: string | Record<string, unknown>, args?: unknown[]): unknown;
    on(name: string, fn: (e: JqEvent, ...args: unknown[]) => void): unknown;
    [0]?: unknown;
  };
  event: { triggered?: string | undefined };
  fn?: { jquery?: string };
}
interface JqEvent {
  type: string;
  target: EventTarget;
}

const relayed = new Set<string>();
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

/** Values at `keys` (positional arguments, or an event's properties) as a detail; `$` keys unwrap jQuery objects. */
function toDetail(keys: readonly string[], value: (key: string, i: number) => unknown): Record<string, unknown> {
  const detail: Record<string, unknown> = {};
  keys.forEach((key, i) => {
    const name = key[0] === '$' ? key.slice(1) : key;
    const v = value(name, i) as { jquery?: string; [0]?: unknown } | undefined;
    detail[name] = key[0] === '$' && v && v.jquery ? v[0] : v;
  });
  return detail;
}

function fromArgs(name: string, args: unknown[], e: JqEvent): Record<string, unknown> {
  const props = WC_EVENT_PROPS[name];
  if (props) return toDetail(props, (key) => (e as unknown as Record<string, unknown>)[key]);
  const spec = WC_EVENT_ARGS[name];
  return spec ? toDetail(spec, (_key, i) => args[i]) : { args };
}

const toNode = (t: unknown): EventTarget => {
  const x = t as { jquery?: string; [0]?: EventTarget } | undefined;
  return (x?.jquery ? x[0] : (t as EventTarget)) ?? document.body;
};

/** The jQuery event to trigger: the name, or an object carrying the detail's properties (see `WC_EVENT_PROPS`). */
function toEvent(j: JQueryLike, name: string, detail: Record<string, unknown>): string | Record<string, unknown> {
  const props = WC_EVENT_PROPS[name];
  if (!props) return name;
  const event: Record<string, unknown> = { type: name };
  props.forEach((key) => {
    if (key[0] !== '$') event[key] = detail[key];
    else if (detail[key.slice(1)]) event[key.slice(1)] = j(detail[key.slice(1)]);
  });
  return event;
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
  installRelay(name);
  emitting.add(name);
  try {
    j(target).trigger(toEvent(j, name, detail), toArgs(j, name, detail));
  } catch (error) {
    console.error(`[storefront] a jQuery "${name}" handler threw`, error);
  } finally {
    emitting.delete(name);
  }
}

/**
 * Makes `jQuery(…).trigger(name, args)` from a theme or plugin reach islands' DOM listeners, once per name.
 * This module is only loaded once jQuery is on the page (see `loadJqueryBridge`).
 */
export function installRelay(name: string): void {
  const j = jq();
  if (!j || relayed.has(name)) return;
  relayed.add(name);
  j(document).on(name, (e, ...args) => {
    // Native events reach here only through jQuery's own listener; those are not triggers.
    if (emitting.has(name) || !('isTrigger' in e)) return;
    hiddenFromJquery(j, name, () =>
      // The plugin's event objects carry `target` as a jQuery object: dispatch on its element.
      toNode(e.target).dispatchEvent(
        new CustomEvent(name, { detail: fromArgs(name, args, e), bubbles: true, cancelable: true }),
      ),
    );
  });
}

/** Test helper: forget installed relays (a new jQuery instance needs new ones). */
export function resetBridge(): void {
  relayed.clear();
}
