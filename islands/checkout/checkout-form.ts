/**
 * The classic checkout form (`form.checkout.woocommerce-checkout`): binds the address fields (./address), the
 * payment method list, the order review refresh and its triggers at mount, and the listeners of everything the
 * shopper starts (submit, coupon, login, terms: ./lazy, whose code arrives at the first interaction). Plain DOM
 * controllers on the server markup; nothing is re-rendered.
 */
import { emit, on } from '@storefront/runtime';
import { bindAddressFields, type AddressController } from './address';
import { checkoutParams } from './contract';
import { bindInteractions } from './lazy';
import { OrderReview, printedFragments } from './order-review';
import { PaymentMethods } from './payment-methods';
import { bindRefreshTriggers } from './triggers';

/** Runs `fn`, logging instead of throwing, so one broken part leaves the rest of the checkout working. */
function guarded<T>(what: string, fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch (error) {
    console.error(`[storefront] checkout: ${what} failed`, error);
    return fallback;
  }
}

/** Enhances a checkout form; returns the cleanup. */
export function bindCheckoutForm(form: HTMLFormElement): () => void {
  form.noValidate = true; // the island validates; the browser's bubbles would fight it
  const printed = printedFragments(); // before the payment list below changes the block
  const methods = new PaymentMethods(form);
  const address = guarded<AddressController | undefined>(
    'address fields',
    () =>
      bindAddressFields(form, { onCountryChange: (type) => type === 'billing' && methods.onBillingCountryChange() }),
    undefined,
  );
  methods.init();
  const review = new OrderReview(form, methods, printed);
  // `update` on the form is WooCommerce's manual trigger.
  const onUpdate = () => emit('update_checkout', {});
  form.addEventListener('update', onUpdate);
  const offs = [
    bindRefreshTriggers(form, review, address),
    // The shopper's first reach loads the field checks and the address rules with the interactive part.
    bindInteractions(form, methods, review, async () => {
      await Promise.all([address?.validationReady(), address?.rulesReady()]);
    }),
    on('init_checkout', () => emit('update_checkout', {})),
  ];
  // Like WooCommerce: the order review is refreshed once the page is ready.
  if (checkoutParams().is_checkout === '1') emit('init_checkout', {});
  return () => {
    form.removeEventListener('update', onUpdate);
    offs.forEach((off) => off());
    review.dispose();
    methods.dispose();
    address?.dispose();
  };
}
