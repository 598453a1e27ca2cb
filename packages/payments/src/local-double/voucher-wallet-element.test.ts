import { afterEach, describe, expect, it } from 'vitest';
import { payByDate, showVoucher } from './voucher-wallet-element';

afterEach(() => {
  document.body.innerHTML = '';
});

describe("the double's voucher", () => {
  it('shows the number and the date to pay by in a labelled dialog; Done closes it, focus goes back', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const expires = Date.UTC(2026, 10, 30, 12) / 1000;
    let closed = false;
    const shown = showVoucher('boleto', { number: '0123456789', expires_at: expires }).then(() => (closed = true));
    const dialog = document.querySelector('dialog.payment-double-voucher')!;
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).toBe('Your Boleto voucher (local payment double)');
    expect([...dialog.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['0123456789', payByDate(expires)]);
    expect(payByDate(expires)).toBe('30 November 2026');
    await Promise.resolve();
    expect(closed).toBe(false);
    dialog.querySelector('button')!.click();
    await shown;
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
