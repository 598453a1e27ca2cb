import { installRelay, triggerJquery } from './jquery-bridge';
import type { EventDetail, EventName } from './wc-events';

/** A listener for an island event; it receives the DOM event, with `detail` typed by event name. */
export type IslandListener<N extends EventName> = (detail: EventDetail<N>, event: CustomEvent<EventDetail<N>>) => void;

/**
 * Emits `name` as a bubbling DOM CustomEvent on `target` (default `document.body`) and, when jQuery is on the
 * page, as a jQuery trigger with WooCommerce's positional arguments. Each side sees it exactly once.
 */
export function emit<N extends EventName>(name: N, detail: EventDetail<N>, target: EventTarget = document.body): void {
  triggerJquery(name, detail as Record<string, unknown>, target, () => {
    target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, cancelable: true }));
  });
}

/**
 * Listens for `name` on `target` (default `document.body`), whether it was emitted by an island, by plain DOM
 * code or by `jQuery(…).trigger(name, args)`. A throwing listener is logged and never stops the others.
 * Returns the unsubscribe function.
 */
export function on<N extends EventName>(name: N, listener: IslandListener<N>, target: EventTarget = document.body): () => void {
  const wrapped = (event: Event) => {
    try {
      listener(((event as CustomEvent).detail ?? {}) as EventDetail<N>, event as CustomEvent<EventDetail<N>>);
    } catch (error) {
      console.error(`[storefront] a "${name}" listener threw`, error);
    }
  };
  installRelay(name);
  target.addEventListener(name, wrapped);
  return () => target.removeEventListener(name, wrapped);
}
