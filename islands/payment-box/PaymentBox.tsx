import { useLayoutEffect, useState } from 'react';
import { loadFailureMessage, methodTitle } from '@storefront/payments';
import type { PaymentBoxProps } from './contract';
import { sessionFor, type SessionStatus } from './session';

/** The payment type of a fieldset: its mount point's `data-payment-method-type` (the card when it has none). */
const typeOf = (host: HTMLElement): string =>
  host.querySelector<HTMLElement>('[data-payment-method-type]')?.dataset.paymentMethodType || 'card';

/**
 * The payment box island's UI: the provider's form is mounted by the form's {@link sessionFor session} into
 * `.wc-stripe-upe-element`; this component shows the loading state and, when the provider failed to load, the
 * spec's load-failure message in the method's box.
 */
export function PaymentBox({ host, settings }: PaymentBoxProps & { host: HTMLElement }) {
  const [status, setStatus] = useState<SessionStatus>('idle');
  useLayoutEffect(() => {
    const form = host.closest('form');
    if (!form) return;
    const session = sessionFor(form, settings, typeOf(host));
    const off = session.subscribe(() => setStatus(session.status));
    session.attach(host);
    setStatus(session.status);
    return () => {
      off();
      session.detach(host);
    };
  }, [host, settings]);

  if (status === 'failed') {
    return (
      <div className="woocommerce-error wc-stripe-upe-load-error" role="alert">
        {loadFailureMessage(methodTitle(settings, typeOf(host)))}
      </div>
    );
  }
  if (status === 'loading') {
    return (
      <p className="wc-stripe-upe-loading" role="status">
        Loading the payment form…
      </p>
    );
  }
  return null;
}
