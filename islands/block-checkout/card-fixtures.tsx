/**
 * Helpers of the block checkout's card tests: a scripted payment provider, the island mounted with the card offered
 * over the fake Store API, a valid order filled in, and what the page did.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { navigateTo } from '@storefront/page';
import type { PaymentClient } from '@storefront/payments';
import { fakePaymentSettings } from '@storefront/payments/testing';
import { BlockCheckout } from './BlockCheckout';
import { cardProvider, resetCardProvider } from './card';
import { readBlockSettings } from './settings';
import { BLOCK_HTML, blockSettings, fakeStoreApi, type CheckoutAnswer } from './test-fixtures';
import { fillGbOrder, type } from './test-form';

type W = Record<string, unknown>;
/** What the page did: where it navigated, the shop's wc-ajax calls (endpoint, fields). */
export const seen = {
  navigated: [] as string[],
  ajax: [] as Array<{ endpoint: string; fields: Record<string, string> }>,
};
const realLoad = cardProvider.impl;

/** Registers the card tests' set-up and clean-up. */
export function cardTestHooks(): void {
  beforeEach(() => {
    seen.navigated = [];
    seen.ajax = [];
    navigateTo.impl = (href) => void seen.navigated.push(href);
  });
  afterEach(cleanupCard);
}

function cleanupCard() {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  cardProvider.impl = realLoad;
  resetCardProvider();
  delete (window as unknown as W).wcSettings;
}

/** A scripted provider: its element renders a card number field; `createPaymentMethod` answers `pm`. */
export function fakeProvider(o: { pmError?: unknown; submitError?: unknown; intentStatus?: string } = {}) {
  const element = {
    mount: vi.fn((node: HTMLElement) => {
      node.innerHTML = '<label>Card number <input name="card"></label>';
    }),
    on: vi.fn(),
    destroy: vi.fn(),
    unmount: vi.fn(),
    update: vi.fn(),
  };
  const elements = {
    create: vi.fn(() => element),
    submit: vi.fn(async () => ({ error: o.submitError })),
    update: vi.fn(),
  };
  const intent = { id: 'pi_1', client_secret: 'pi_1_secret_2', payment_method: 'pm_1' };
  const client = {
    elements: vi.fn((_options: unknown) => elements),
    createPaymentMethod: vi.fn(async (_options: unknown) =>
      o.pmError ? { error: o.pmError } : { paymentMethod: { id: 'pm_1', type: 'card' } },
    ),
    retrievePaymentIntent: vi.fn(async () => ({
      paymentIntent: { ...intent, status: o.intentStatus ?? 'requires_action' },
    })),
    handleNextAction: vi.fn(async () => ({ paymentIntent: { ...intent, status: 'succeeded' } })),
  };
  cardProvider.impl = vi.fn(async () => client as unknown as PaymentClient);
  return { client, elements, element };
}

/**
 * The block checkout with the card offered (last, as the shop lists it), over the fake Store API; `card`: more of
 * `stripe_data`, `page`: more of `wcSettings` (saved cards, logged in…).
 */
export async function mount(checkout?: CheckoutAnswer, card: Record<string, unknown> = {}, page: W = {}) {
  const api = fakeStoreApi(checkout ? { checkout } : {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const m = /wc-ajax=wc_stripe_(\w+)/.exec(String(url));
      if (!m) return api.fetch(url, init);
      seen.ajax.push({ endpoint: m[1]!, fields: Object.fromEntries(new URLSearchParams(String(init.body))) });
      const data = m[1] === 'update_order_status' ? { return_url: '/checkout/order-received/7/?key=wc_order_k' } : {};
      return new Response(JSON.stringify({ success: true, data }), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  const settings = blockSettings({
    paymentMethodSortOrder: ['cod', 'bacs', 'cheque', 'stripe'],
    paymentMethodData: { ...(blockSettings().paymentMethodData as W), stripe: { title: 'Card', description: '' } },
    stripe_data: { ...fakePaymentSettings(), title: 'Card', blocksAppearance: null, ...card },
    ...page,
  });
  (window as unknown as W).wcSettings = settings;
  (window as unknown as W).wcBlocksMiddlewareConfig = { storeApiNonce: 'n1' };
  document.body.innerHTML = BLOCK_HTML;
  const host = document.querySelector<HTMLElement>('.wp-block-woocommerce-checkout')!;
  const props = readBlockSettings(settings, { ...host.dataset } as Record<string, string>);
  const view = render(<BlockCheckout host={host} settings={props} />, {
    container: host.appendChild(document.createElement('div')),
  });
  await screen.findByRole('button', { name: 'Place order' });
  return { api, host, unmount: view.unmount };
}

export { fillGbOrder, type };

/** A valid GB order, the card chosen (`form`: the card form is expected, no saved card chosen). */
export async function fillAndChooseCard() {
  fillGbOrder();
  fireEvent.click(screen.getByRole('radio', { name: 'Card' }));
  await screen.findByLabelText('Card number');
}

export const placeOrder = () => fireEvent.click(screen.getByRole('button', { name: /Place order|Placing order/ }));
export const checkoutPosts = (api: ReturnType<typeof fakeStoreApi>) => api.calls.filter((c) => c.route === 'checkout');
