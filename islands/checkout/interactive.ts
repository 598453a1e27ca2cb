/**
 * The interactive part of the checkout, a lazy chunk loaded at the shopper's first interaction (./lazy): the
 * submit, the coupon form, the login and terms toggles and order attribution. None of it is needed before the
 * shopper touches the page, so the page's initial JS stays small.
 */
import { startCheckoutAttribution } from './attribution';
import { createCoupons, type Coupons } from './coupon';
import type { OrderReview } from './order-review';
import type { PaymentMethods } from './payment-methods';
import { CheckoutSubmit } from './submit';
import { toggleLogin, toggleTerms } from './toggles';

/** What the page's listeners call once the chunk is in. */
export interface Interactive {
  submit: CheckoutSubmit;
  coupons: Coupons;
  toggleLogin: typeof toggleLogin;
  toggleTerms: typeof toggleTerms;
  dispose(): void;
}

/** Sets up the interactive part for a checkout form; `dispose` stops its scrolls and pending focus (unmount). */
export function createInteractive(form: HTMLFormElement, methods: PaymentMethods, review: OrderReview): Interactive {
  const stop = new AbortController();
  const fillAttribution = startCheckoutAttribution(form);
  const submit = new CheckoutSubmit(
    form,
    () => methods.current(),
    () => {
      review.cancel(); // a queued refresh must not run into the submit
      return fillAttribution();
    },
    stop.signal,
  );
  const coupons = createCoupons(form);
  return {
    submit,
    coupons,
    toggleLogin: (target, links) => toggleLogin(target, links, stop.signal),
    toggleTerms,
    dispose: () => {
      stop.abort();
      coupons.dispose();
    },
  };
}
