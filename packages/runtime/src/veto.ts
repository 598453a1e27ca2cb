/**
 * Vetoable events: WooCommerce asks extensions before it places an order (`checkout_place_order`,
 * `checkout_place_order_{method}`) with `$form.triggerHandler(name, args)`, and any jQuery handler returning
 * false stops it. Islands get the same hook as a cancelable DOM event: `preventDefault()` vetoes.
 * Kept out of the runtime chunk (see rollup.config.mjs): only the checkout-side islands need it.
 */

interface JQueryVetoLike {
  (el: EventTarget): { triggerHandler(name: string, args?: unknown[]): unknown };
  event: { triggered?: string | undefined };
}

function pageJquery(): JQueryVetoLike | undefined {
  const j = (globalThis as { jQuery?: JQueryVetoLike }).jQuery;
  return typeof j === 'function' && j.event && typeof j(document).triggerHandler === 'function' ? j : undefined;
}

/**
 * Asks every listener whether `name` may go ahead. Dispatches a non-bubbling, cancelable CustomEvent on `target`
 * (hidden from jQuery, so its handlers do not run twice), then calls jQuery's `triggerHandler(name, jqueryArgs)`
 * when jQuery is on the page. Returns false when a DOM listener called `preventDefault()` or a jQuery handler
 * returned false. A throwing listener is logged and does not veto.
 */
export function emitVetoable(
  name: string,
  detail: Record<string, unknown>,
  target: EventTarget,
  jqueryArgs: unknown[] = [],
): boolean {
  const j = pageJquery();
  const event = new CustomEvent(name, { detail, bubbles: false, cancelable: true });
  const previous = j?.event.triggered;
  if (j) j.event.triggered = name;
  try {
    target.dispatchEvent(event);
  } finally {
    if (j) j.event.triggered = previous;
  }
  if (event.defaultPrevented) return false;
  if (!j) return true;
  try {
    return j(target).triggerHandler(name, jqueryArgs) !== false;
  } catch (error) {
    console.error(`[storefront] a jQuery "${name}" handler threw`, error);
    return true;
  }
}
