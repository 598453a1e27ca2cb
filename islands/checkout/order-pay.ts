/**
 * The order-pay form (`form#order_review`): the payment method list and the veto hooks; when nobody vetoes, the
 * form is blocked (processing) and its normal post goes through, as in WooCommerce.
 */
import { block, unblock } from '@storefront/runtime/ui';
import { emitVetoable } from '@storefront/runtime/veto';
import { PaymentMethods } from './payment-methods';

/** Enhances an order-pay form; returns the cleanup. */
export function bindOrderPay(form: HTMLFormElement): () => void {
  form.noValidate = true;
  const methods = new PaymentMethods(form);
  methods.init();
  let processing = false;
  const api = { form, get_payment_method: () => methods.current() };

  const onSubmit = (event: Event) => {
    if (processing) {
      event.preventDefault(); // a second submit while the first is on its way
      return;
    }
    const detail = { form, api };
    if (
      !emitVetoable('checkout_place_order', detail, form, [api]) ||
      !emitVetoable(`checkout_place_order_${methods.current()}`, detail, form, [api])
    ) {
      event.preventDefault();
      return;
    }
    processing = true;
    block(form);
  };
  // Coming back to the page from the history must not find it blocked.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted || !processing) return;
    processing = false;
    unblock(form);
  };
  form.addEventListener('submit', onSubmit);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    form.removeEventListener('submit', onSubmit);
    window.removeEventListener('pageshow', onPageShow);
    methods.dispose();
  };
}
