/**
 * Test support for the checkout island's tests: mounts the island on the fixture page against the in-page fake
 * backend, records navigations and island events. Not bundled (only tests import it).
 */
import { expect, vi } from 'vitest';
import { act } from 'react';
import { navigateTo } from '@storefront/page';
import { getPageStore } from '@storefront/runtime';
import { resetPageStore } from '@storefront/runtime/testing';
import {
  FIXTURE_CHECKOUT_PARAMS,
  checkoutPageHtml,
  checkoutState,
  createFakeCheckout,
  orderPayHtml,
  type CheckoutFixtureState,
  type FakeCheckout,
} from '@storefront/test-kit';
import island from './mount';
import { wc10CheckoutPageHtml, wc10Fetch } from './wc10.fixture';
// Lazy chunks of the island, warmed so their dynamic imports resolve at once in tests.
import './interactive';
import './order-pay';
import '@storefront/attribution';

/** Waits until `check` passes (polling), for outcomes that follow requests and slides. */
export const until = (check: () => void, timeout = 10_000): Promise<void> =>
  vi.waitFor(check, { timeout, interval: 10 });

/**
 * Lets timers and pending fetches run (`ms` of real time). Only for giving something that must NOT happen a chance
 * to; to wait for something that must, use {@link until} or {@link refreshed} (a fixed wait fails on a busy machine).
 */
export const settle = (ms = 80): Promise<void> => act(() => new Promise<void>((r) => setTimeout(r, ms)));

/**
 * Waits until `count` order review refreshes were sent, every call was answered and the last answer applied (the
 * page store's checkout status left 'updating').
 */
export const refreshed = (fake: FakeCheckout, count: number): Promise<void> =>
  until(() => {
    expect(fake.callsTo('update_order_review').length).toBeGreaterThanOrEqual(count);
    expect(fake.pending).toBe(0);
    expect(getPageStore().getState().checkout.status).not.toBe('updating');
  });

/** Events the island emits on document.body, in order. */
const EVENTS = [
  'update_checkout',
  'updated_checkout',
  'payment_method_selected',
  'checkout_error',
  'applied_coupon_in_checkout',
  'removed_coupon_in_checkout',
  'init_checkout',
];

/** Mounts the island on the checkout (or order-pay) fixture page; `wc10`: on WooCommerce 10's own markup (./wc10.fixture). */
export async function mountCheckout(
  overrides: Partial<CheckoutFixtureState> = {},
  options: {
    orderPay?: boolean;
    params?: Record<string, unknown>;
    settleFirst?: boolean;
    chosen?: string;
    wc10?: boolean;
  } = {},
) {
  resetPageStore();
  sessionStorage.clear();
  if (options.chosen) sessionStorage.setItem('storefront_checkout_payment_method', options.chosen);
  const fake = createFakeCheckout(checkoutState(overrides));
  vi.stubGlobal('fetch', options.wc10 ? wc10Fetch(fake.fetch, () => fake.state) : fake.fetch);
  (window as { wc_checkout_params?: unknown }).wc_checkout_params = { ...FIXTURE_CHECKOUT_PARAMS, ...options.params };
  const navigations: string[] = [];
  navigateTo.impl = (href) => void navigations.push(href);
  document.body.innerHTML = options.orderPay
    ? orderPayHtml(fake.state)
    : options.wc10
      ? wc10CheckoutPageHtml(fake.state)
      : checkoutPageHtml(fake.state);
  const events: Array<{ name: string; detail: unknown }> = [];
  const listeners = EVENTS.map((name) => {
    const fn = (e: Event) => events.push({ name, detail: (e as CustomEvent).detail });
    document.body.addEventListener(name, fn);
    return () => document.body.removeEventListener(name, fn);
  });
  const form = document.querySelector<HTMLFormElement>(options.orderPay ? 'form#order_review' : 'form.checkout')!;
  let unmount: (() => void) | void;
  await act(async () => {
    unmount = island.mount(form, {
      name: 'checkout',
      report: (e) => {
        throw e;
      },
    });
  });
  if (options.settleFirst !== false) {
    // The checkout page refreshes its order review once at load (init_checkout); order-pay does not.
    const initRefresh =
      !options.orderPay &&
      (window as { wc_checkout_params?: { is_checkout?: string } }).wc_checkout_params?.is_checkout === '1';
    if (initRefresh) await refreshed(fake, 1);
    else await settle();
  }
  const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel)!;
  return {
    fake,
    form,
    events,
    navigations,
    $,
    input: (sel: string) => $<HTMLInputElement>(sel),
    names: () => events.map((e) => e.name),
    cleanup() {
      unmount?.();
      listeners.forEach((off) => off());
      fake.releaseHung();
      delete (window as { wc_checkout_params?: unknown }).wc_checkout_params;
      vi.unstubAllGlobals();
    },
  };
}

/** Types `text` into `input` as keydown + input events (what the typing refresh listens to). */
export function typeInto(input: HTMLInputElement, text: string): void {
  for (const ch of text) {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: ch, bubbles: true }));
    input.value += ch;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** Fills the form's required fields with a GB guest and ticks the terms. */
export function fillForm(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    const el = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (el) el.value = value;
  }
  const terms = document.querySelector<HTMLInputElement>('#terms');
  if (terms) terms.checked = true;
}
