/**
 * The express checkout island's component: a slot where the provider's express element (wallet button) is mounted,
 * and an alert under it for errors. Everything else (endpoints, flow, provider) is in ./express-start, imported once the
 * island mounts, so this first bundle stays small.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { PaymentClient } from '@storefront/payments';
import { CONNECTION_ERROR, type ExpressCheckoutProps, type ExpressParams } from './contract';

/** Props of {@link ExpressCheckout} (the provider loader is replaceable for tests). */
export interface ExpressCheckoutComponentProps extends ExpressCheckoutProps {
  host: HTMLElement;
  loadClient?: (params: ExpressParams) => Promise<PaymentClient>;
}

/** The express checkout island. */
export function ExpressCheckout({ host, params, loadClient }: ExpressCheckoutComponentProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [error, setError] = useState('');

  useLayoutEffect(() => {
    let stop: (() => void) | null = null;
    let alive = true;
    import('./express-start').then(
      ({ startIsland }) => {
        if (alive) stop = startIsland({ host, slot: slot.current!, params, showError: setError, loadClient });
      },
      () => alive && setError(CONNECTION_ERROR),
    );
    return () => {
      alive = false;
      stop?.();
    };
  }, [host, params, loadClient]);

  return (
    <>
      <div className="wc-stripe-express-checkout-element__slot" ref={slot} />
      <div className="wc-stripe-express-checkout-error" role="alert">
        {error ? <p className="woocommerce-error">{error}</p> : null}
      </div>
    </>
  );
}
