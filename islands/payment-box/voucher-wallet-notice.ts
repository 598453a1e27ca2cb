/**
 * The cash app's amount notice (spec §8 'Notice (not an error)'): while Cash App Pay is the chosen method and the
 * total is above 200000 minor units, its payment box starts with the notice naming the wallet. The total is the one
 * the server prints on the cash app's method item (`data-cart-total`, updated in place by every order review refresh),
 * else the page settings'. Loaded only with the cash app's form.
 */
import { on } from '@storefront/runtime';
import { methodTitle, type PaymentSettings } from '@storefront/payments';
import { cashAppNotice } from '@storefront/payments/cash-app-notice';
import type { PaymentSession } from './session';

/** The notice's class (WooCommerce's info notice, plus its own). */
export const CASH_APP_NOTICE_CLASS = 'wc-stripe-cashapp-limit-notice';

/** Follows the notice for the cash app's session `s` until it ends (nothing once it ended). */
export function followCashAppNotice(s: Pick<PaymentSession, 'form' | 'settings' | 'scope'>): void {
  if (!s.scope.disposed) s.scope.add(cashAppNotices(s.form, s.settings));
}

/** Shows, updates or removes the notice in `form` now and whenever the choice or the total may have changed. */
export function cashAppNotices(form: HTMLFormElement, settings: PaymentSettings): () => void {
  const update = () => {
    const radio = form.querySelector<HTMLInputElement>('input[name="payment_method"][value="stripe_cashapp"]');
    const box = form.querySelector<HTMLElement>('.payment_box.payment_method_stripe_cashapp');
    const printed = radio?.closest<HTMLElement>('li')?.dataset.cartTotal;
    const total = printed !== undefined && printed !== '' ? Number(printed) : settings.cartTotal;
    const text = radio?.checked && box ? cashAppNotice(total, methodTitle(settings, 'cashapp')) : null;
    let notice = form.querySelector<HTMLElement>(`.${CASH_APP_NOTICE_CLASS}`);
    if (!text || notice?.parentElement !== box) notice?.remove();
    if (!text || !box) return;
    if (!notice?.isConnected) {
      notice = form.ownerDocument.createElement('div');
      notice.className = `woocommerce-info ${CASH_APP_NOTICE_CLASS}`;
      notice.setAttribute('role', 'status');
      box.prepend(notice);
    }
    if (notice.textContent !== text) notice.textContent = text;
  };
  const offs = [on('payment_method_selected', update), on('updated_checkout', update)];
  form.addEventListener('change', update);
  update();
  return () => {
    offs.forEach((off) => off());
    form.removeEventListener('change', update);
    form.querySelector(`.${CASH_APP_NOTICE_CLASS}`)?.remove();
  };
}
