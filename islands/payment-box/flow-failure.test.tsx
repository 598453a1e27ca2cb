import { afterEach, expect, it, vi } from 'vitest';
import { act } from 'react';
import { on } from '@storefront/runtime';
import { block, isBlocked } from '@storefront/runtime/ui';
import { mountIsland } from '@storefront/test-kit';
import { fakePaymentSettings } from '@storefront/payments/testing';
import island from './mount';
import { checkoutHtml } from './test-fixtures';

// The flow's chunk fails to load (offline, a deploy replaced it) right when the page carries a payment hash.
vi.mock('./flow', () => {
  throw new Error('chunk failed');
});

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete w.wc_stripe_upe_params;
  history.replaceState(null, '', '/checkout/');
});

it('a payment hash whose flow code cannot load shows the load-failure message the classic way and unblocks the form', async () => {
  w.wc_stripe_upe_params = fakePaymentSettings();
  // The order was placed; the checkout answered a confirm hash, and the form may still be blocked from the post.
  history.replaceState(null, '', '/checkout/#wc-stripe-confirm-pi:42:pi_42_secret_abc:n1');
  // happy-dom fires 'hashchange' for replaceState (a browser does not), on a timer of its own: let it pass first.
  await new Promise((r) => setTimeout(r, 10));
  document.body.innerHTML = checkoutHtml();
  const form = document.querySelector('form')!;
  block(form);
  form.classList.add('processing');
  const errors: string[] = [];
  const off = on('checkout_error', (d) => errors.push(String(d.message)));
  await mountIsland(island, document.querySelector<HTMLElement>('fieldset.wc-upe-form')!);
  const message = 'Failed to load Credit / Debit Card payment method. Please refresh the page and try again.';
  await act(() =>
    vi.waitFor(() =>
      expect(document.querySelector('.woocommerce-NoticeGroup-checkout [role=alert]')?.textContent).toBe(message),
    ),
  );
  expect(isBlocked(form)).toBe(false);
  expect(form.classList.contains('processing')).toBe(false);
  expect(errors).toHaveLength(1);
  // The box says so too, and the hash stays for the refresh the message asks for.
  expect(document.querySelector('.wc-stripe-upe-load-error')?.textContent).toBe(message);
  expect(location.hash).toBe('#wc-stripe-confirm-pi:42:pi_42_secret_abc:n1');
  off();
});
