/**
 * Payment errors shown the classic checkout way (spec §8 "How payment errors are shown"): an alert at the top of
 * the form in `.woocommerce-NoticeGroup-checkout`, the fields re-validated, the page scrolled to the notice and
 * `checkout_error` emitted.
 */
import { emit } from '@storefront/runtime';
import { focusAlertNotices, scrollToNotices, type Scope } from '@storefront/runtime/ui';
import { SEL } from './contract';

/** Removes the notices this island (or the checkout) put at the top of the form. */
export function clearPaymentErrors(form: HTMLFormElement): void {
  form.querySelectorAll(SEL.noticeGroup).forEach((n) => n.remove());
}

/**
 * Shows `message` at the top of `form`. The alert is a `div[role=alert]` inside WooCommerce's notice group (a
 * list can't carry role=alert and pass axe). The scroll and the focus 500 ms later belong to `scope` (the payment
 * session): disposing it cancels them. Returns the notice.
 */
export function showPaymentError(form: HTMLFormElement, message: string, scope: Scope): HTMLElement {
  clearPaymentErrors(form);
  const group = document.createElement('div');
  group.className = 'woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout';
  const notice = document.createElement('div');
  notice.className = 'woocommerce-error';
  notice.setAttribute('role', 'alert');
  notice.textContent = message;
  group.append(notice);
  form.prepend(group);
  // As WooCommerce does after a failed submit: every field validates again, so its marks are current.
  form
    .querySelectorAll('.input-text, select, input[type=checkbox]')
    .forEach((el) => el.dispatchEvent(new Event('validate', { bubbles: true })));
  void scrollToNotices(group, scope.signal);
  scope.add(focusAlertNotices(group));
  emit('checkout_error', { message: group.innerHTML });
  return notice;
}
