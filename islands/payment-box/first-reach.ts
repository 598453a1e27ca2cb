/**
 * What makes the payment box load its code before the page needs it (one home for both rules): the shopper's first
 * reach for the page and a payment hash. The watcher (`watch.ts`) loads the box's first bundle on them, the session
 * (`session.ts`) the chosen method's form.
 */

/** Whether the shopper reached for the page before this was asked: a press or key taken (user activation), a scroll. */
export const reachedAlready = (): boolean => !!navigator.userActivation?.hasBeenActive || scrollY > 0;

/**
 * Calls `fn` on each of the shopper's reaches for the page (pointer, key, focus, touch, wheel, scroll) until `signal`
 * aborts, as the checkout's own interactive code has them: the box is printed below the fold, so its code is in
 * long before the shopper gets there, and a page nobody touches loads none of it. A touch fires pointerdown too, and
 * a wheel scrolls: no touchstart or wheel needed.
 */
export function onReach(fn: () => void, signal: AbortSignal): void {
  for (const type of ['pointerdown', 'keydown', 'focusin', 'scroll'])
    addEventListener(type, fn, { signal, capture: true, passive: true });
}

/** Whether the page's hash is a payment hash, roughly: the flow module parses it for real. */
export const paymentHash = (): boolean =>
  /^#(?:wc-stripe-(?:confirm|voucher|wallet)|confirm-[ps]i)-/.test(location.hash);
