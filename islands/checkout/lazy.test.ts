import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@storefront/test-kit';
import { mountCheckout, until } from './test-support';

// The interactive chunk fails (as a chunk that cannot be fetched would).
vi.mock('./interactive', () => ({
  createInteractive: () => {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));

let page: Awaited<ReturnType<typeof mountCheckout>> | undefined;
afterEach(() => {
  page?.cleanup();
  page = undefined;
});

describe('interactive chunk failure', () => {
  it('a submit shows the generic checkout error and posts nothing; a toggle click does not navigate', async () => {
    const logged = expectConsoleError('[storefront] checkout: loading failed');
    page = await mountCheckout();
    const submitted = page.form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submitted).toBe(false); // no native post
    await until(() =>
      expect(page!.$('.woocommerce-NoticeGroup-checkout')?.textContent).toContain(
        'There was an error processing your order.',
      ),
    );
    expect(page.names()).toContain('checkout_error');
    expect(page.fake.callsTo('checkout')).toHaveLength(0);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    expect(page.$('a.showcoupon').dispatchEvent(click)).toBe(false);
    await until(() => expect(logged).not.toHaveLength(0));
  });
});
