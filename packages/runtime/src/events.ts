import type { EventDetail, EventName } from './wc-events';

type Bridge = typeof import('./jquery-bridge');
let bridge: Bridge | undefined;
/** Event names listened for before the bridge arrived: relayed once it does. */
const wanted = new Set<string>();
/** Event names whose jQuery triggers the bridge relays to DOM listeners (once per name and jQuery). */
const relayed = new Set<string>();

function relay(name: string): void {
  if (!bridge || relayed.has(name)) return;
  relayed.add(name);
  bridge.installRelay(name);
}

/**
 * Loads the jQuery bridge when jQuery is on the page (pages without jQuery never download it). The runtime
 * calls this at boot, before it mounts islands, and again at window load for a jQuery that came late.
 */
export function loadJqueryBridge(): Promise<void> {
  if (bridge || !(globalThis as { jQuery?: unknown }).jQuery) return Promise.resolve();
  return import('./jquery-bridge').then((b) => {
    bridge = b;
    b.provideScrollToNotices();
    wanted.forEach(relay);
  });
}

/** A listener for an island event; it receives the DOM event, with `detail` typed by event name. */
export type IslandListener<N extends EventName> = (detail: EventDetail<N>, event: CustomEvent<EventDetail<N>>) => void;

/**
 * Emits `name` as a bubbling DOM CustomEvent on `target` (default `document.body`) and, when jQuery is on the
 * page, as a jQuery trigger with WooCommerce's positional arguments. Each side sees it exactly once.
 */
export function emit<N extends EventName>(name: N, detail: EventDetail<N>, target: EventTarget = document.body): void {
  const dispatch = () => void target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, cancelable: true }));
  if (!bridge) return dispatch();
  relay(name); // a jQuery trigger of the same name from a plugin must reach islands too
  bridge.triggerJquery(name, detail as Record<string, unknown>, target, dispatch);
}

/**
 * Listens for `name` on `target` (default `document.body`), whether it was emitted by an island, by plain DOM
 * code or by `jQuery(…).trigger(name, args)`. A throwing listener is logged and never stops the others.
 * Returns the unsubscribe function.
 */
export function on<N extends EventName>(
  name: N,
  listener: IslandListener<N>,
  target: EventTarget = document.body,
): () => void {
  const wrapped = (event: Event) => {
    try {
      listener(((event as CustomEvent).detail ?? {}) as EventDetail<N>, event as CustomEvent<EventDetail<N>>);
    } catch (error) {
      console.error(`[storefront] ${name} listener`, error);
    }
  };
  wanted.add(name);
  relay(name);
  target.addEventListener(name, wrapped);
  return () => target.removeEventListener(name, wrapped);
}

/** Test helper: drop the loaded bridge so a test can start without jQuery. */
export function unloadJqueryBridge(): void {
  relayed.clear();
  bridge = undefined;
}
