/**
 * The double's form for a redirect payment type (loaded when such an element mounts): iDEAL's labelled bank select
 * (the banks the shop's double accepts), or for the other types a line saying the payment is authorised on the
 * double's page; captioned as the double.
 */
import { IDEAL_BANKS } from './ideal-banks';
import type { DoubleRedirectElement } from './redirect-element';

let counter = 0;

/** Renders `el`'s form into `target` (unless it was unmounted meanwhile) and fires `ready` a task later. */
export function renderRedirectForm(el: DoubleRedirectElement, target: HTMLElement): void {
  if (el.target !== target) return;
  // The double stands in for the provider's form, which reads an intent's type from the intent; the shop's double
  // refuses a payment method of another type when the intent is confirmed.
  el.type ||= target.dataset.paymentMethodType ?? '';
  const id = `payment-double-${el.type}-${++counter}`;
  const root = (el.root = target.ownerDocument.createElement('div'));
  root.className = 'payment-double';
  if (el.type === 'ideal') {
    const options = IDEAL_BANKS.map((b) => `<option value="${b.code}">${b.name}</option>`).join('');
    root.innerHTML =
      `<label for="${id}">Bank (iDEAL — local payment double, no real payment is taken)</label> ` +
      `<select id="${id}" aria-describedby="${id}-e"><option value="">Choose your bank</option>${options}</select>` +
      `<div id="${id}-e" class="payment-double__error" role="alert"></div>`;
    const select = root.querySelector('select')!;
    select.value = el.bank;
    select.addEventListener('change', () => {
      el.bank = select.value;
      showError(el, '');
      el.emit('change', { elementType: 'payment', complete: !!el.bank, value: { type: 'ideal' } });
    });
  } else {
    root.innerHTML = `<p>You authorise this payment on the local payment double's test page (no real payment is taken).</p>`;
  }
  target.append(root);
  setTimeout(() => el.root === root && el.emit('ready', { elementType: 'payment' }), 0);
}

/** The payment method of `el`'s form (its type and details), or the error shown (and the field focused). */
export function submitRedirectForm(el: DoubleRedirectElement): { method?: Record<string, unknown>; error?: string } {
  if (el.type !== 'ideal') return { method: { type: el.type } };
  if (el.bank) return { method: { type: 'ideal', ideal: { bank: el.bank } } };
  const error = 'Choose your bank.';
  showError(el, error);
  el.root?.querySelector('select')?.focus();
  return { error };
}

function showError(el: DoubleRedirectElement, message: string): void {
  const box = el.root?.querySelector('[role=alert]');
  if (box) box.textContent = message;
  el.root?.querySelector('select')?.setAttribute('aria-invalid', String(!!message));
}
