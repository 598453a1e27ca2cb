import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { DoubleElements } from './client';
import { DoubleDebitElement } from './debit-element';
import {
  checkDebitAccount,
  DEBIT_FIELDS,
  DEBIT_TEST_ACCOUNTS,
  failsWhenSettled,
  isFailingAccount,
  mandateText,
} from './debit-accounts';
import { DEBIT_TYPES, type DebitType } from './debit-types';

const made: { destroy(): void }[] = [];
afterEach(() => {
  made.splice(0).forEach((e) => e.destroy());
  document.body.innerHTML = '';
});

/** A mounted debit element of `type` (its form rendered), in a fresh elements group. */
async function mounted(type: DebitType) {
  const elements = new DoubleElements({
    mode: 'payment',
    amount: 1250,
    currency: 'eur',
    paymentMethodTypes: [type],
  });
  const element = elements.create('payment', { business: { name: 'Loom & Press' } }) as DoubleDebitElement;
  made.push(element);
  const events: unknown[] = [];
  element.on('change', (e) => events.push(e));
  const host = document.body.appendChild(document.createElement('div'));
  element.mount(host);
  await waitFor(() => expect(host.querySelector('.payment-double--debit')).not.toBeNull());
  return { elements, element, host, events };
}

const input = (host: HTMLElement, name: string) => host.querySelector<HTMLInputElement>(`input[data-field="${name}"]`)!;
const type = (host: HTMLElement, name: string, value: string) =>
  fireEvent.input(input(host, name), { target: { value } });

describe('debit accounts', () => {
  it.each(DEBIT_TYPES.map((t) => [t]))('%s: the test accounts are valid; the failing ones are known', (t) => {
    const { good, failing, failsLater } = DEBIT_TEST_ACCOUNTS[t];
    const ok = checkDebitAccount(t, good);
    const bad = checkDebitAccount(t, failing);
    const late = checkDebitAccount(t, failsLater);
    if (!('details' in ok) || !('details' in bad) || !('details' in late)) throw new Error('invalid test account');
    expect(isFailingAccount(t, ok.details)).toBe(false);
    expect(isFailingAccount(t, bad.details)).toBe(true);
    expect(isFailingAccount(t, late.details)).toBe(false);
    expect([ok, bad, late].map((a) => failsWhenSettled(t, a.details))).toEqual([false, false, true]);
  });

  it('checks IBANs (mod 97) and routing numbers (ABA check digit); spaces and hyphens are ignored', () => {
    expect(checkDebitAccount('sepa_debit', { iban: 'gb82 west 1234 5698 7654 32' })).toEqual({
      details: { iban: 'GB82WEST12345698765432' },
      last4: '5432',
    });
    expect(checkDebitAccount('sepa_debit', { iban: 'GB82WEST12345698765433' })).toEqual({
      param: 'sepa_debit[iban]',
      message: 'The IBAN is not valid: check its country code and digits.',
    });
    const us = { routing_number: '110000001', account_number: '1234' };
    expect(checkDebitAccount('us_bank_account', us)).toMatchObject({ param: 'us_bank_account[routing_number]' });
    expect(checkDebitAccount('bacs_debit', { sort_code: '10-88-00', account_number: '1234567' })).toEqual({
      param: 'bacs_debit[account_number]',
      message: 'The account number must have 8 digits.',
    });
    expect(checkDebitAccount('acss_debit', {})).toEqual({
      param: 'acss_debit[transit_number]',
      message: 'Enter the transit number.',
    });
  });
});

describe.each(DEBIT_TYPES.map((t) => [t]))('the double’s %s element', (t) => {
  it('shows a labelled field per account part and the mandate naming the business', async () => {
    const { host } = await mounted(t);
    const labels = [...host.querySelectorAll('label')].map((l) => l.textContent!.toLowerCase());
    expect(labels).toEqual(DEBIT_FIELDS[t].map((f) => f.label.toLowerCase()));
    for (const label of host.querySelectorAll('label')) expect(document.getElementById(label.htmlFor)).not.toBeNull();
    // No name: nothing of the account is posted with the shop's form.
    for (const i of host.querySelectorAll('input')) expect(i.name).toBe('');
    expect(host.querySelector('.payment-double__terms')!.textContent).toBe(mandateText('Loom & Press'));
  });

  it('refuses an empty account with the first field’s message, then submits the account typed', async () => {
    const { elements, element, host, events } = await mounted(t);
    const first = DEBIT_FIELDS[t][0]!;
    expect(await elements.submit()).toEqual({
      error: { type: 'validation_error', code: 'incomplete', message: `Enter the ${first.label}.` },
    });
    expect(input(host, first.name).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(host, first.name));
    const good = DEBIT_TEST_ACCOUNTS[t].good as Record<string, string>;
    for (const [name, value] of Object.entries(good)) type(host, name, value);
    expect(input(host, first.name).getAttribute('aria-invalid')).toBe('false');
    expect(events.at(-1)).toMatchObject({ complete: true, value: { type: t } });
    // Unmounted and mounted again (the checkout re-renders its box): what was typed is still there.
    element.unmount();
    element.mount(host);
    await waitFor(() => expect(input(host, first.name)?.value).toBe(good[first.name]));
    expect(await elements.submit()).toEqual({});
    const extra = t === 'us_bank_account' ? { account_holder_type: 'individual' } : {};
    expect(elements.submitted).toEqual({ type: t, [t]: { ...good, ...extra } });
  });
});
