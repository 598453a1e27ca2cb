import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '@storefront/runtime';
import { mountIsland, settle } from '@storefront/test-kit';
import { createFakePaymentBackend, fakePaymentSettings } from '@storefront/payments/testing';
import { loadPaymentProvider } from '@storefront/payments';
import island from './mount';
import { providerLoader } from './flow';
import { checkoutHtml, fakeProvider } from './test-fixtures';

beforeAll(() => import('./flow'));

/** An IntersectionObserver the test moves: `come(true)` brings every observed element within the margin. */
class ScrolledObserver {
  static all: ScrolledObserver[] = [];
  readonly observing = new Set<Element>();
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    ScrolledObserver.all.push(this);
  }
  observe(el: Element) {
    this.observing.add(el);
  }
  unobserve(el: Element) {
    this.observing.delete(el);
  }
  disconnect() {
    this.observing.clear();
  }
  takeRecords() {
    return [];
  }
  static come(isIntersecting: boolean) {
    for (const o of ScrolledObserver.all) {
      const entries = [...o.observing].map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length) o.callback(entries, o as unknown as IntersectionObserver);
    }
  }
}

let fake: ReturnType<typeof fakeProvider>;
let unmount: () => void;
let submits: number;

beforeEach(() => {
  vi.stubGlobal('fetch', createFakePaymentBackend().fetch);
  vi.stubGlobal('IntersectionObserver', ScrolledObserver);
  ScrolledObserver.all = [];
  (window as unknown as Record<string, unknown>).wc_stripe_upe_params = fakePaymentSettings();
  fake = fakeProvider();
  providerLoader.impl = vi.fn(async () => fake.client);
  submits = 0;
});
afterEach(() => {
  unmount();
  document.body.innerHTML = '';
  providerLoader.impl = loadPaymentProvider;
  vi.unstubAllGlobals();
});

/** The checkout with the card chosen and its box below the fold (not yet within a screen of the viewport). */
async function page() {
  document.body.innerHTML = checkoutHtml();
  const form = document.querySelector('form')!;
  form.requestSubmit = () => void submits++;
  unmount = await mountIsland(island, document.querySelector<HTMLElement>('fieldset.wc-upe-form')!);
  await settle();
  return form;
}

describe('the card form of a box below the fold', () => {
  it('loads when the box comes within a screen of the viewport, not at load or at the first review refresh', async () => {
    const form = await page();
    expect(ScrolledObserver.all.map((o) => o.options.rootMargin)).toEqual(['100% 0px']);
    emit('updated_checkout', {});
    ScrolledObserver.come(false);
    await settle();
    expect(providerLoader.impl).not.toHaveBeenCalled();
    expect(fake.log.mounts).toEqual([]);

    ScrolledObserver.come(true);
    await settle();
    expect(providerLoader.impl).toHaveBeenCalledTimes(1);
    expect(fake.log.mounts).toEqual([form.querySelector('.wc-stripe-upe-element')]);
    // Loaded once: the observer is done.
    expect(ScrolledObserver.all[0]!.observing.size).toBe(0);
  });

  it('a place-order before the box came near loads the form first, then makes the payment method and posts', async () => {
    const form = await page();
    const allowed = form.dispatchEvent(new CustomEvent('checkout_place_order_stripe', { cancelable: true }));
    expect(allowed).toBe(false);
    await vi.waitFor(() => expect(submits).toBe(1));
    expect(providerLoader.impl).toHaveBeenCalledTimes(1);
    expect(form.querySelector<HTMLInputElement>('input[name="wc-stripe-payment-method"]')?.value).toBe('pm_fake1');
  });

  it('stops watching the box when the island unmounts', async () => {
    await page();
    unmount();
    unmount = () => {};
    expect(ScrolledObserver.all[0]!.observing.size).toBe(0);
    ScrolledObserver.come(true);
    await settle();
    expect(providerLoader.impl).not.toHaveBeenCalled();
  });
});
