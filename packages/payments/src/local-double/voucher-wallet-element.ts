/**
 * The local payment double's voucher (loaded when a voucher is confirmed): a modal dialog with the voucher's number
 * and the date to pay by, as the provider's client shows a Boleto, Multibanco or OXXO voucher; confirming resolves
 * once the shopper closes it. Plain DOM; Escape closes it too, and focus goes back where it was.
 */
import type { PaymentIntentResult } from '../types';

/** Shows the voucher of a confirm's answer when its intent waits with one (`{type}_display_details`); then the answer. */
export async function withVoucherShown(r: PaymentIntentResult): Promise<PaymentIntentResult> {
  const next = (r.paymentIntent?.next_action ?? {}) as Record<string, unknown>;
  const kind = typeof next.type === 'string' ? /^([a-z_]+)_display_details$/.exec(next.type) : null;
  if (kind) await showVoucher(kind[1]!, next[kind[0]]);
  return r;
}

/** The vouchers' names. */
const TITLES: Record<string, string> = { boleto: 'Boleto', multibanco: 'Multibanco', oxxo: 'OXXO' };

let counter = 0;

/** The voucher fields the dialog reads (the provider's `{type}_display_details`). */
interface VoucherDetails {
  number?: unknown;
  expires_at?: unknown;
}

/** The date a voucher expiring at `seconds` (Unix) must be paid by, e.g. '30 November 2026'. */
export function payByDate(seconds: number): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(seconds * 1000));
}

/** Shows the voucher of `type` in a modal dialog; resolves when it is closed. */
export function showVoucher(type: string, details: unknown, doc: Document = document): Promise<void> {
  const d = (details && typeof details === 'object' ? details : {}) as VoucherDetails;
  const id = `payment-double-voucher-${++counter}`;
  const opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  const dialog = doc.createElement('dialog');
  dialog.className = 'payment-double-voucher';
  dialog.setAttribute('aria-labelledby', `${id}-title`);
  const title = doc.createElement('h2');
  title.id = `${id}-title`;
  title.textContent = `Your ${TITLES[type] ?? type} voucher (local payment double)`;
  const list = doc.createElement('dl');
  const row = (name: string, value: string) => {
    const dt = doc.createElement('dt');
    const dd = doc.createElement('dd');
    dt.textContent = name;
    dd.textContent = value;
    list.append(dt, dd);
  };
  row('Voucher number', String(d.number ?? ''));
  if (typeof d.expires_at === 'number') row('Pay by', payByDate(d.expires_at));
  const note = doc.createElement('p');
  note.textContent = 'Pay this voucher before it expires. No real payment is taken: this is a test voucher.';
  const done = doc.createElement('button');
  done.type = 'button';
  done.textContent = 'Done';
  dialog.append(title, list, note, done);
  doc.body.append(dialog);
  return new Promise((resolve) => {
    const close = () => {
      dialog.remove();
      opener?.focus();
      resolve();
    };
    done.addEventListener('click', close);
    dialog.addEventListener('cancel', (e) => (e.preventDefault(), close()));
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    done.focus();
  });
}
