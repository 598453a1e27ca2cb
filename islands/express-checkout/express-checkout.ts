/**
 * The express checkout island on its host (no React): a slot where the provider's express element (wallet button) is
 * mounted, and an alert under it for errors. Everything else is in ./express-start (the button's reads, flow and
 * provider loader), started once the island mounts (the build puts it in the island's entry, see rollup.config.mjs);
 * what a press needs (the sheet's calls, the basket changes, the error messages) is ./sheet, loaded when the shopper
 * reaches for the button.
 */
import type { PaymentClient } from '@storefront/payments';
import { CONNECTION_ERROR, type ExpressParams } from './contract';

/** What {@link bindExpressCheckout} needs (the provider loader is replaceable for tests). */
export interface ExpressCheckoutOptions {
  host: HTMLElement;
  params: ExpressParams;
  loadClient?: (params: ExpressParams) => Promise<PaymentClient>;
}

/**
 * Appends the slot and the error alert to `into` (the host by default), starts the express flow, and returns the
 * release: the flow stopped and both elements removed.
 */
export function bindExpressCheckout({ host, params, loadClient }: ExpressCheckoutOptions, into = host): () => void {
  const slot = document.createElement('div');
  slot.className = 'wc-stripe-express-checkout-element__slot';
  const alert = document.createElement('div');
  alert.className = 'wc-stripe-express-checkout-error';
  alert.setAttribute('role', 'alert');
  into.append(slot, alert);
  const showError = (message: string) => {
    alert.replaceChildren();
    if (!message) return;
    const p = document.createElement('p');
    p.className = 'woocommerce-error';
    p.textContent = message;
    alert.append(p);
  };
  let stop: (() => void) | null = null;
  let alive = true;
  import('./express-start').then(
    ({ startIsland }) => {
      if (alive) stop = startIsland({ host, slot, params, showError, loadClient });
    },
    () => alive && showError(CONNECTION_ERROR),
  );
  return () => {
    alive = false;
    stop?.();
    slot.remove();
    alert.remove();
  };
}
