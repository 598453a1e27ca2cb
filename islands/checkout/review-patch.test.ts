import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPageStore } from '@storefront/runtime/testing';
import {
  FIXTURE_CHECKOUT_PARAMS,
  checkoutPageHtml,
  checkoutState,
  createFakeCheckout,
  type FakeCheckout,
} from '@storefront/test-kit';
import { OrderReview, printedFragments } from './order-review';
import { PaymentMethods } from './payment-methods';
import { mountCheckout, refreshed, until } from './test-support';

// The payment block's in-place patch (./payment-patch) loads when an answer changes that block.

type Patch = typeof import('./payment-patch');
let page: Awaited<ReturnType<typeof mountCheckout>> | undefined;
let cleanup: (() => void) | undefined;
afterEach(() => {
  page?.cleanup();
  page = undefined;
  cleanup?.();
  cleanup = undefined;
});

/**
 * The checkout page with an order review bound by itself, `loadPatch` in place of the chunk's import; `before`
 * (what other islands did first) runs before the printed fragments are copied, else nothing printed is known.
 */
function bindReview(loadPatch: () => Promise<Patch>, before?: () => void) {
  resetPageStore();
  const fake: FakeCheckout = createFakeCheckout(checkoutState());
  vi.stubGlobal('fetch', fake.fetch);
  (window as { wc_checkout_params?: unknown }).wc_checkout_params = FIXTURE_CHECKOUT_PARAMS;
  document.body.innerHTML = checkoutPageHtml(fake.state);
  const form = document.querySelector<HTMLFormElement>('form.checkout')!;
  before?.();
  const printed = before ? printedFragments() : new Map<Element, Node>();
  const methods = new PaymentMethods(form);
  methods.init();
  const review = new OrderReview(form, methods, printed, loadPatch);
  const updated = vi.fn();
  document.body.addEventListener('updated_checkout', updated);
  cleanup = () => {
    review.dispose();
    methods.dispose();
    document.body.removeEventListener('updated_checkout', updated);
    fake.releaseHung();
    delete (window as { wc_checkout_params?: unknown }).wc_checkout_params;
    vi.unstubAllGlobals();
  };
  return { fake, review, updated, payment: () => document.querySelector('.woocommerce-checkout-payment')! };
}

const later = () => {
  let resolve!: (m: Patch) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<Patch>((res, rej) => ((resolve = res), (reject = rej)));
  return { load: vi.fn(() => promise), resolve, reject };
};

describe('the payment patch, loaded on need', () => {
  it('leaves the first answer’s fragments that are the markup the server printed as they are', async () => {
    page = await mountCheckout({}, { settleFirst: false });
    const table = page.$('.woocommerce-checkout-review-order-table');
    const payment = page.$('.woocommerce-checkout-payment');
    await refreshed(page.fake, 1);
    expect(page.$('.woocommerce-checkout-review-order-table')).toBe(table);
    expect(page.$('.woocommerce-checkout-payment')).toBe(payment);
    expect(page.names()).toContain('updated_checkout');
  });

  it('compares without the marks and the box rows another island changed before the checkout mounted', async () => {
    const load = vi.fn(() => import('./payment-patch'));
    const { review, updated, payment } = bindReview(load, () => {
      document.querySelector('.payment_box fieldset')?.setAttribute('data-island-mounted', 'payment-box');
      document.querySelectorAll<HTMLElement>('.payment_box p').forEach((p) => (p.hidden = true));
    });
    const block = payment();
    await review.refresh();
    expect(load).not.toHaveBeenCalled();
    expect(payment()).toBe(block);
    expect(updated).toHaveBeenCalledTimes(1);
  });

  it('applies an answer that changes the payment block once the patch is in, then emits updated_checkout', async () => {
    const { load, resolve } = later();
    const { fake, review, updated, payment } = bindReview(load);
    const block = payment();
    const done = review.refresh();
    await until(() => expect(load).toHaveBeenCalledTimes(1));
    expect(fake.callsTo('update_order_review')).toHaveLength(1);
    expect(updated).not.toHaveBeenCalled();
    resolve(await import('./payment-patch'));
    await done;
    expect(updated).toHaveBeenCalledTimes(1);
    expect(payment()).toBe(block); // patched in place
    await review.refresh(); // the same fragments again: nothing to patch, nothing loaded
    expect(load).toHaveBeenCalledTimes(1);
    expect(updated).toHaveBeenCalledTimes(2);
  });

  it('drops an answer whose review was disposed while the patch loaded', async () => {
    const { load, resolve } = later();
    const { review, updated } = bindReview(load);
    const done = review.refresh();
    await until(() => expect(load).toHaveBeenCalledTimes(1));
    review.dispose();
    resolve(await import('./payment-patch'));
    await done;
    expect(updated).not.toHaveBeenCalled();
  });

  it('applies the rest when the patch fails to load, and tries again with the next answer', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<Patch>>().mockRejectedValueOnce(new Error('offline'));
    load.mockImplementation(() => import('./payment-patch'));
    const { review, updated } = bindReview(load);
    const table = document.querySelector('.woocommerce-checkout-review-order-table');
    await review.refresh();
    expect(error).toHaveBeenCalledWith('[storefront] checkout: payment update failed to load', expect.any(Error));
    expect(document.querySelector('.woocommerce-checkout-review-order-table')).not.toBe(table); // replaced
    expect(updated).toHaveBeenCalledTimes(1);
    await review.refresh();
    expect(load).toHaveBeenCalledTimes(2);
    expect(updated).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
