import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/dom';
import { DoubleElements } from './client';
import type { DoubleRedirectElement } from './redirect-element';
import { BOLETO_TEST_TAX_IDS, isValidTaxId, taxIdDigits, TAX_ID_MISSING } from './boleto-tax-id';

const made: { destroy(): void }[] = [];
afterEach(() => {
  made.splice(0).forEach((e) => e.destroy());
  document.body.innerHTML = '';
});

/** A mounted Boleto element (its form rendered), in a fresh elements group. */
async function mounted() {
  const elements = new DoubleElements({
    mode: 'payment',
    amount: 5000,
    currency: 'brl',
    paymentMethodTypes: ['boleto'],
  });
  const element = elements.create('payment') as DoubleRedirectElement;
  made.push(element);
  const events: unknown[] = [];
  element.on('change', (e) => events.push(e));
  const host = document.body.appendChild(document.createElement('div'));
  element.mount(host);
  await waitFor(() => expect(host.querySelector('.payment-double--boleto input')).not.toBeNull());
  return { elements, element, host, events, input: () => host.querySelector('input')! };
}

describe('Boleto tax ids', () => {
  it('takes valid CPFs and CNPJs, formatted or not', () => {
    for (const id of [BOLETO_TEST_TAX_IDS.cpf, BOLETO_TEST_TAX_IDS.cnpj, '00000000191', '11222333000181'])
      expect(isValidTaxId(id), id).toBe(true);
    expect(taxIdDigits(' 000.000.001-91 ')).toBe('00000000191');
  });

  it('refuses wrong check digits, lengths, repeated digits, letters and non-strings', () => {
    for (const id of [
      '000.000.001-90',
      '11.222.333/0001-82',
      '0000000019',
      '000000001910',
      '000.000.000-00',
      '1'.repeat(14),
      '000.000.00a-91',
      null,
      191,
    ])
      expect(isValidTaxId(id), String(id)).toBe(false);
  });
});

describe("the double's Boleto form", () => {
  it('asks for the CPF or CNPJ in a labelled field with no name (the provider only gets it)', async () => {
    const { host, input } = await mounted();
    const label = host.querySelector('label')!;
    expect(label.textContent).toBe('CPF or CNPJ (tax id)');
    expect(document.getElementById(label.htmlFor)).toBe(input());
    expect(input().name).toBe('');
    expect(host.textContent).toContain(BOLETO_TEST_TAX_IDS.cpf);
  });

  it('refuses an empty tax id with its message, then submits the one typed, kept across a remount', async () => {
    const { elements, element, host, events, input } = await mounted();
    expect(await elements.submit()).toEqual({
      error: { type: 'validation_error', code: 'incomplete', message: TAX_ID_MISSING },
    });
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(host.querySelector('[role=alert]')!.textContent).toBe(TAX_ID_MISSING);
    expect(document.activeElement).toBe(input());
    fireEvent.input(input(), { target: { value: BOLETO_TEST_TAX_IDS.cnpj } });
    expect(input().getAttribute('aria-invalid')).toBe('false');
    expect(events.at(-1)).toMatchObject({ complete: true, value: { type: 'boleto' } });
    element.unmount();
    element.mount(host);
    await waitFor(() => expect(host.querySelector('input')?.value).toBe(BOLETO_TEST_TAX_IDS.cnpj));
    expect(await elements.submit()).toEqual({});
    expect(elements.submitted).toEqual({ type: 'boleto', boleto: { tax_id: BOLETO_TEST_TAX_IDS.cnpj } });
  });
});
