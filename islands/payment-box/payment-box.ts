import { loadFailureMessage, methodTitle, type PaymentSettings } from '@storefront/payments';
import { sessionFor, type SessionStatus } from './session';

/** The loading line while the provider's form loads. */
const LOADING_TEXT = 'Loading the card form…';

/** The element that shows `status` in the method's box (none when idle or ready). */
function statusElement(status: SessionStatus, settings: PaymentSettings): HTMLElement | null {
  if (status === 'failed') {
    const box = document.createElement('div');
    box.className = 'woocommerce-error wc-stripe-upe-load-error';
    box.setAttribute('role', 'alert');
    box.textContent = loadFailureMessage(methodTitle(settings));
    return box;
  }
  if (status !== 'loading') return null;
  const line = document.createElement('p');
  line.className = 'wc-stripe-upe-loading';
  line.setAttribute('role', 'status');
  line.textContent = LOADING_TEXT;
  return line;
}

/**
 * The payment box island on its host (no React): the provider's form is mounted by the form's
 * {@link sessionFor session} into `.wc-stripe-upe-element`; this shows the loading state and, when the provider
 * failed to load, the spec's load-failure message at the end of the host. Returns the release.
 */
export function bindPaymentBox(host: HTMLElement, settings: PaymentSettings): (() => void) | void {
  const form = host.closest('form');
  if (!form) return;
  const session = sessionFor(form, settings);
  let shown: SessionStatus | undefined;
  let node: HTMLElement | null = null;
  const render = () => {
    if (session.status === shown) return;
    shown = session.status;
    node?.remove();
    node = statusElement(shown, settings);
    if (node) host.append(node);
  };
  const off = session.subscribe(render);
  session.attach(host);
  render();
  return () => {
    off();
    session.detach(host);
    node?.remove();
  };
}
