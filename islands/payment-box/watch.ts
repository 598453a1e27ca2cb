/**
 * The payment box at idle: a watcher that loads the box's first bundle (`box.ts`: its session, settings, save rules
 * and notices) only when the box is needed, so the classic checkout, which prints the box ~1200 px below the fold,
 * loads none of it for a shopper who never gets there. Its few selectors are the contract's (`contract.ts`,
 * `save-options.ts`), written out: the contract loads with the bundle.
 */
import type { MountContext, Unmount } from '@storefront/runtime';
import { onReach, paymentHash, reachedAlready } from './first-reach';

/** The box's first bundle. */
export const loadBox = () => import('./box');

/**
 * Watches the payment box on `host` and loads its first bundle ({@link loadBox}):
 * - at once where the page needs it at load: any form but the classic checkout's (order-pay, add-payment-method),
 *   saved methods (a chosen one hides the card form), a payment hash, a reach before the box mounted, a save row
 *   whose rule needs the page's settings, or a box whose gateway its method radio doesn't name;
 * - else at the shopper's first reach for the page, a method, saved-method or 'create account' choice, a payment
 *   hash, or a place-order for the box's gateway (`checkout_place_order_{gateway}`), which is held (vetoed) and made
 *   again once the bundle is bound: the event dispatched again for the session to take; if nobody vetoes it (a
 *   saved card, or the bundle failed to load and was reported), the form is submitted again and posts.
 * The one rule the bundle applies at load on a guest's checkout — a guest not creating an account can't save
 * (save-options.ts) — is applied here, so the save row is hidden before the shopper can see the box and nothing
 * moves when the bundle comes ('create account' is printed for guests only).
 */
export function watchPaymentBox(host: HTMLElement, ctx: MountContext, load = loadBox): Unmount | void {
  const form = host.closest('form');
  if (!form) return;
  const gateway = host.closest('li')?.querySelector<HTMLInputElement>('[name=payment_method]')?.value;
  const box = form.querySelector<HTMLInputElement>(`#wc-${gateway}-new-payment-method`);
  const row = box?.closest<HTMLElement>('.woocommerce-SavedPaymentMethods-saveNew');
  const account = form.querySelector<HTMLInputElement>('#createaccount');
  const signal = new AbortController();
  let gone: unknown;
  let started: unknown;
  let reached = false;
  let release: Unmount | void;
  let replay: (() => unknown) | undefined;
  const start = () =>
    started ||
    (started = load()
      .then((bundle) => {
        if (gone) return;
        release = bundle.mountBox(host, reached);
        // A held place-order waits for the session that takes it (another type's loads its code first).
        return bundle.boxBound(host);
      })
      .catch((error: unknown) => gone || ctx.report(error))
      .finally(() => {
        signal.abort();
        if (!gone) replay?.();
      }));
  const opts = { signal: signal.signal };
  form.addEventListener(
    `checkout_place_order_${gateway}`,
    (e) => {
      // A second press while one is held is vetoed too: the held one goes ahead, once.
      e.preventDefault();
      replay ??=
        (start(),
        () =>
          form.dispatchEvent(new CustomEvent(e.type, { detail: (e as CustomEvent).detail, cancelable: true })) &&
          form.requestSubmit());
    },
    opts,
  );
  form.addEventListener(
    'change',
    (e) => (e.target as Element).matches('[name=payment_method],[name$=-payment-token],#createaccount') && start(),
    opts,
  );
  addEventListener('hashchange', () => paymentHash() && start(), opts);
  onReach(() => ((reached = true), start()), signal.signal);
  if (
    !gateway ||
    !form.matches('.woocommerce-checkout') ||
    form.querySelector('[name$=-payment-token]') ||
    paymentHash() ||
    reachedAlready() ||
    (row && (!account || account.checked))
  )
    start();
  else if (row) {
    row.hidden = true;
    box!.checked = false;
  }
  return () => {
    gone = 1;
    signal.abort();
    release?.();
  };
}
