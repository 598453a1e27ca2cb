import { loadFailureMessage, methodTitle, type PaymentSettings } from '@storefront/payments';
import { createScope } from '@storefront/runtime/ui';
import { PaymentSession, sessionFor, type SessionStatus } from './session';

/** The loading line while the provider's form loads. */
const LOADING_TEXT = 'Loading the payment form…';

/** The element that shows `status` in the method's box (none when idle or ready). */
function statusElement(status: SessionStatus, settings: PaymentSettings, type: string): HTMLElement | null {
  if (status !== 'failed' && status !== 'loading') return null;
  const failed = status === 'failed';
  const el = document.createElement(failed ? 'div' : 'p');
  el.className = failed ? 'woocommerce-error wc-stripe-upe-load-error' : 'wc-stripe-upe-loading';
  el.setAttribute('role', failed ? 'alert' : 'status');
  el.textContent = failed ? loadFailureMessage(methodTitle(settings, type)) : LOADING_TEXT;
  return el;
}

/** Hosts whose session is still being bound (another type's session loads first). */
const bindings = new WeakMap<HTMLElement, Promise<unknown>>();

/** Resolves once the box on `host` has its session (at once for the card's); never rejects. */
export const boxBound = (host: HTMLElement): Promise<unknown> => bindings.get(host) ?? Promise.resolve();

/**
 * The payment box island on its host (no React): the provider's form is mounted by the form's
 * {@link sessionFor session} into `.wc-stripe-upe-element`; this shows the loading state and, when the provider
 * failed to load, the spec's load-failure message at the end of the host. Another provider type's form (split mode:
 * its mount point's `data-payment-method-type`) has its session's code loaded first. `reached`: the shopper already
 * reached for the page (the watcher saw it). Returns the release.
 */
export function bindPaymentBox(host: HTMLElement, settings: PaymentSettings, reached = false): (() => void) | void {
  const form = host.closest('form');
  // A checkout that needs no payment (a free order, spec §3 isPaymentNeeded) mounts no method: no provider loads. The
  // setting is the page's at load; the method list the checkout hides while the total is 0 says it live, and a box
  // that comes in a shown list (the total rose, or the page printed methods) needs paying.
  if (!form || (host.closest('ul[hidden]') && !settings.isPaymentNeeded)) return;
  const type = host.querySelector<HTMLElement>('[data-payment-method-type]')?.dataset.paymentMethodType || 'card';
  const scope = createScope();
  let shown: SessionStatus | undefined;
  let node: HTMLElement | null = null;
  const render = (status: SessionStatus) => {
    if (status === shown) return;
    shown = status;
    node?.remove();
    node = statusElement(status, settings, type);
    if (node) host.append(node);
  };
  const bind = (session: PaymentSession) => {
    scope.add(session.subscribe(() => render(session.status)));
    session.attach(host, reached);
    scope.add(() => session.detach(host));
    render(session.status);
  };
  if (type === 'card') bind(sessionFor(form, settings));
  else
    bindings.set(
      host,
      import('./type-session')
        .then((m) => m.typeSessionFor(form, settings, type, PaymentSession))
        .then(
          (s) => scope.disposed || bind(s),
          // Without its code the type can't be paid: said in its box, as for a provider that failed to load.
          () => scope.disposed || render('failed'),
        ),
    );
  scope.add(() => node?.remove());
  return () => scope.dispose();
}
