/**
 * The checkout's attribution filler: it shares the page's one tracker run with the order-attribution island
 * (whichever starts first counts the page view), and never stops a submit.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_ATTRIBUTION_KEY, startPageAttribution } from '@storefront/attribution';
import { expectConsoleError } from '@storefront/test-kit';
import { startCheckoutAttribution } from './attribution';

const g = globalThis as { wc_order_attribution?: unknown } & Record<symbol, unknown>;
const PARAMS = { lifetime: 1e-5, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true };

function clearPage(): void {
  delete g[PAGE_ATTRIBUTION_KEY];
  delete g.wc_order_attribution;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (!name) continue;
    for (const domain of ['', `; domain=.${location.hostname}`])
      document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT${domain}`;
  }
  history.replaceState(null, '', '/');
}
beforeEach(clearPage);
afterEach(clearPage);

function checkoutForm(): HTMLFormElement {
  document.body.innerHTML =
    '<form class="checkout woocommerce-checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
  return document.querySelector('form')!;
}
const value = (field: string) =>
  document.querySelector<HTMLInputElement>(`input[name="wc_order_attribution_${field}"]`)?.value;
const pagesCookie = () => decodeURIComponent(/(?:^|; )sbjs_session=([^;]*)/.exec(document.cookie)?.[1] ?? '');

describe('checkout attribution', () => {
  it('reuses the page view the order-attribution island recorded: one page counted, inputs filled', async () => {
    g.wc_order_attribution = { params: { ...PARAMS } };
    history.replaceState(null, '', '/checkout/?utm_source=news&utm_medium=email');
    startPageAttribution(); // the order-attribution island, at idle
    const form = checkoutForm();
    const fill = startCheckoutAttribution(form);
    await fill();
    await fill(); // before a second submit
    expect(value('source_type')).toBe('utm');
    expect(value('utm_source')).toBe('news');
    expect(value('session_pages')).toBe('1');
    expect(pagesCookie()).toMatch(/^pgs=1\|/);
  });

  it('runs the tracker itself when it comes first; the island then reuses it', async () => {
    g.wc_order_attribution = { params: { ...PARAMS } };
    const fill = startCheckoutAttribution(checkoutForm());
    await fill();
    expect(value('source_type')).toBe('typein');
    expect(value('session_pages')).toBe('1');
    startPageAttribution()!.fill(document);
    expect(pagesCookie()).toMatch(/^pgs=1\|/);
  });

  it('fills with the values of the moment (consent withdrawn after the page view → empty inputs)', async () => {
    g.wc_order_attribution = { params: { ...PARAMS } };
    const fill = startCheckoutAttribution(checkoutForm());
    await fill();
    startPageAttribution()!.attribution.setTrackingAllowed(false);
    await fill();
    expect(value('source_type')).toBe('');
    expect(document.cookie).not.toContain('sbjs_');
  });

  it('without wc_order_attribution does nothing and resolves', async () => {
    const fill = startCheckoutAttribution(checkoutForm());
    await expect(fill()).resolves.toBeUndefined();
    expect(value('source_type')).toBeUndefined();
    expect(document.cookie).not.toContain('sbjs_');
  });

  it('a tracker that throws is logged and the filler still resolves (the order goes without attribution)', async () => {
    const logged = expectConsoleError('[storefront] order attribution');
    g.wc_order_attribution = { params: { ...PARAMS } };
    const broken = () => {
      throw new Error('broken');
    };
    g[PAGE_ATTRIBUTION_KEY] = { values: broken, settled: async () => broken() };
    const fill = startCheckoutAttribution(checkoutForm());
    await expect(fill()).resolves.toBeUndefined();
    // Once for the start, once for the fill awaited before the submit.
    expect(logged).toEqual([
      '[storefront] order attribution Error: broken',
      '[storefront] order attribution Error: broken',
    ]);
  });
});
