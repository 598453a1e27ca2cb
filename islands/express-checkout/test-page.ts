/**
 * Test-only: a page for the island's component tests. Registers the hooks every such test needs (navigation
 * recorded instead of made, every binding undone, the page and stubs cleared) and binds the island on the page's
 * express element with the local payment double, as mount does.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { navigateTo } from '@storefront/page';
import { createLocalDoubleClient } from '@storefront/payments/local-double';
import { bindExpressCheckout } from './express-checkout';
import type { ExpressParams } from './contract';

/** What {@link expressTestPage} gives a test file. */
export interface ExpressTestPage {
  /** URLs the island navigated to in the current test. */
  readonly navigated: string[];
  /** Puts `markup` in the page and binds the island on its `#wc-stripe-express-checkout-element`. */
  mount(markup: string, params: ExpressParams): HTMLElement;
  /** Undoes every binding so far (what unmounting does). */
  unmountAll(): void;
}

/** Call once at the top of a test file. */
export function expressTestPage(): ExpressTestPage {
  const releases: (() => void)[] = [];
  const navigated: string[] = [];
  const loadClient = async () => createLocalDoubleClient({ apiBase: '/payment-double/v1', key: 'pk_test_double' });
  const unmountAll = () => releases.splice(0).forEach((release) => release());
  beforeEach(() => {
    navigated.length = 0;
    navigateTo.impl = (href) => void navigated.push(href);
  });
  afterEach(() => {
    unmountAll();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });
  return {
    navigated,
    unmountAll,
    mount(markup, params) {
      document.body.innerHTML = markup;
      const host = document.querySelector<HTMLElement>('#wc-stripe-express-checkout-element')!;
      const slot = host.appendChild(document.createElement('div'));
      releases.push(bindExpressCheckout({ host, params, loadClient }, slot));
      return host;
    },
  };
}
