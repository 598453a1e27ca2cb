import { waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalDoubleClient, DoubleElements } from './client';
import { WALLET_BUTTON_LABEL, type DoubleExpressElement } from './express-element';

/** Elements a test made: destroyed after it, as a page does when it goes (their `ready` waits a task). */
const made: { destroy(): void }[] = [];

afterEach(() => {
  made.splice(0).forEach((e) => e.destroy());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const button = () => [...document.querySelectorAll('button')].find((b) => b.textContent === WALLET_BUTTON_LABEL)!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
/** The open sheet, once its code (its own chunk) has loaded. */
const sheet = () => waitFor(() => expect(dialog()).not.toBeNull());
const action = (name: string) => dialog()!.querySelector<HTMLButtonElement>(`[data-action="${name}"]`)!;

function setup() {
  const client = createLocalDoubleClient({ apiBase: '/pd', key: 'pk' });
  const elements = client.elements({ mode: 'payment', amount: 2500, currency: 'gbp' }) as DoubleElements;
  const express = elements.create('expressCheckout', {}) as DoubleExpressElement;
  made.push(express);
  document.body.innerHTML = '<div id="slot"></div>';
  express.mount('#slot');
  return { client, elements, express };
}

describe("the double's express checkout element", () => {
  it('opens its sheet only when the click is resolved, and sends the preset address', async () => {
    const { express } = setup();
    const clicks: any[] = [];
    express.on('click', (e) => clicks.push(e));
    const changes: any[] = [];
    express.on('shippingaddresschange', (e) => changes.push(e));
    button().click();
    expect(clicks[0].expressPaymentType).toBe('double_wallet');
    expect(dialog()).toBeNull();
    clicks[0].resolve({ shippingRates: [] });
    await sheet();
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(changes[0].address).toMatchObject({ country: 'GB', postal_code: 'SW1A 1AA' });
    changes[0].resolve({ shippingRates: [{ id: 'flat_rate:1', displayName: 'Flat rate', amount: 395 }] });
    expect(dialog()!.querySelectorAll('input[type=radio]')).toHaveLength(1);
  });

  it('a click resolved with shippingAddressRequired false asks for no address (no shipping part, no address events)', async () => {
    const { express } = setup();
    const changes: unknown[] = [];
    const confirms: any[] = [];
    express.on('click', (e) => e.resolve({ shippingAddressRequired: false }));
    express.on('shippingaddresschange', (e) => changes.push(e));
    express.on('confirm', (e) => confirms.push(e));
    button().click();
    await sheet();
    expect(dialog()!.querySelector('[name="country"], [data-part="rates"]')).toBeNull();
    expect(dialog()!.querySelector('[data-part="total"]')!.textContent).toBe('Total: £25.00');
    expect(changes).toEqual([]);
    action('pay').click();
    expect(confirms[0].billingDetails.address).toMatchObject({ country: 'GB' });
    expect(confirms[0].shippingAddress).toBeUndefined();
  });

  it('a rejected address shows an error; Cancel closes and emits cancel; submit then fails', async () => {
    const { express, elements } = setup();
    const cancels: unknown[] = [];
    express.on('click', (e) => e.resolve());
    express.on('shippingaddresschange', (e) => e.reject());
    express.on('cancel', (e) => cancels.push(e));
    button().click();
    await sheet();
    expect(dialog()!.querySelector('[role="alert"]')!.textContent).toMatch(/cannot be shipped/);
    action('cancel').click();
    expect(dialog()).toBeNull();
    expect(cancels).toHaveLength(1);
    expect((await elements.submit()).error).toBeTruthy();
  });

  it("Pay emits confirm with the buyer, address and rate; createPaymentMethod then sends the sheet's card", async () => {
    const { express, elements, client } = setup();
    const confirms: any[] = [];
    express.on('click', (e) => e.resolve());
    express.on('shippingaddresschange', (e) =>
      e.resolve({ shippingRates: [{ id: 'r1', displayName: 'Flat rate', amount: 395 }] }),
    );
    express.on('confirm', (e) => confirms.push(e));
    button().click();
    await sheet();
    action('pay').click();
    expect(confirms[0]).toMatchObject({
      expressPaymentType: 'double_wallet',
      shippingRate: { id: 'r1' },
      billingDetails: { address: { country: 'GB' } },
    });
    // Stripe's confirm event (as typed by @stripe/stripe-js) has no elementType; the double sends none either.
    expect(confirms[0]).not.toHaveProperty('elementType');
    const fetch = vi.fn(
      async (_url: string, init: RequestInit) =>
        new Response(JSON.stringify({ id: 'pm_1', type: 'card', echo: JSON.parse(String(init.body)) }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    expect((await elements.submit()).error).toBeUndefined();
    const r = await client.createPaymentMethod({ elements, params: { billing_details: confirms[0].billingDetails } });
    expect(r.paymentMethod!.id).toBe('pm_1');
    expect(JSON.parse(String(fetch.mock.calls[0]![1].body)).card).toMatchObject({ number: '4242424242424242' });
  });

  it("update() merges options and answers the element, as Stripe's does", async () => {
    const { express } = setup();
    expect(express.update({ buttonHeight: 48 })).toBe(express);
    expect(express.options).toMatchObject({ buttonHeight: 48 });
  });

  it('Escape closes the sheet as a cancel', async () => {
    const { express } = setup();
    const cancels: unknown[] = [];
    express.on('click', (e) => e.resolve());
    express.on('cancel', (e) => cancels.push(e));
    button().click();
    await sheet();
    dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog()).toBeNull();
    expect(cancels).toHaveLength(1);
  });

  it('opens no sheet when unmounted while the sheet loads, and a second click meanwhile opens one sheet', async () => {
    const { express } = setup();
    express.on('click', (e) => e.resolve());
    button().click();
    button().click();
    await sheet();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    action('cancel').click();
    button().click();
    express.unmount();
    await import('./express-dialog');
    await new Promise((r) => setTimeout(r, 0));
    expect(dialog()).toBeNull();
  });
});
