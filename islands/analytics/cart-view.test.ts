/**
 * The basket the tracker reports from stays current (`ga4w.data.cart` is printed once; the basket page, adds and
 * removals change it): a cart-hash change re-reads the Store API cart; a failed read keeps the last known basket.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPageStore } from '@storefront/runtime';
import { resetPageStore } from '@storefront/runtime/testing';
import { mountIsland } from '@storefront/test-kit';
import type { AnalyticsProduct, Ga4wGlobal } from './contract';
import { cartView } from './cart-view';
import island from './mount';

const g = globalThis as unknown as Record<string, unknown> & { dataLayer?: IArguments[]; ga4w?: Ga4wGlobal };
const events = (name: string) =>
  (g.dataLayer ?? []).map((a) => Array.from(a)).filter((c) => c[0] === 'event' && c[1] === name) as [
    string,
    string,
    Record<string, unknown>,
  ][];
const line = (quantity: number, lineTotal: number): AnalyticsProduct => ({
  id: 31,
  name: 'Art print',
  quantity,
  categories: [{ name: 'Prints' }],
  prices: { price: 1000, currency_minor_unit: 2, currency_code: 'GBP' },
  totals: { line_total: lineTotal, currency_minor_unit: 2 },
});
/** The Store API's answer: money as strings, no categories. */
const storeCart = (quantity: number, lineTotal: number) => ({
  items: [
    { ...line(quantity, lineTotal), categories: undefined, key: 'k31', totals: { line_total: String(lineTotal) } },
  ],
  coupons: [{ code: 'save10' }],
  totals: { currency_code: 'GBP', currency_minor_unit: 2, total_price: String(lineTotal) },
});

async function mountBasket() {
  document.cookie = 'wp_consent_statistics=allow; path=/';
  g.ga4w = { data: { cart: { items: [line(1, 1000)] } }, settings: {} };
  document.body.innerHTML =
    '<a class="remove" data-product_id="31" href="/cart/?remove_item=k31">×</a><script id="woocommerce-google-analytics-integration-data-js-after" data-island="analytics"></script>';
  const unmount = await mountIsland(island, document.querySelector('script')!);
  // The payloads module (which follows the basket) arrives at idle.
  await new Promise((r) => setTimeout(r, 250));
  return unmount;
}
function removeClick() {
  const link = document.querySelector('a.remove')!;
  link.addEventListener('click', (e) => e.preventDefault(), { once: true });
  (link as HTMLAnchorElement).click();
}

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('no network in this test'));
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  for (const key of ['ga4w', 'dataLayer', 'gtag', 'wpApiSettings']) delete g[key];
  document.cookie = 'wp_consent_statistics=; path=/; max-age=0';
  resetPageStore();
});

describe('the basket the tracker reports from', () => {
  it('maps the Store API cart, taking categories from what the page printed', () => {
    expect(cartView(storeCart(2, 2000), [line(1, 1000)])).toEqual({
      items: [expect.objectContaining({ id: 31, quantity: 2, categories: [{ name: 'Prints' }] })],
      coupons: [{ code: 'save10' }],
      totals: { currency_code: 'GBP', currency_minor_unit: 2, total_price: '2000' },
    });
    expect(cartView({ code: 'rest_no_route' }, [])).toBeUndefined();
    expect(cartView(null, [])).toBeUndefined();
  });

  it('a cart-hash change re-reads the basket: a later removal reports its new quantity and price', async () => {
    const unmount = await mountBasket();
    vi.mocked(fetch).mockResolvedValue(Response.json(storeCart(3, 2700)));
    g.wpApiSettings = { root: '/shop-root/wp-json/' };
    getPageStore().setState({ cart: { count: 3, hash: 'h2' } });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(vi.mocked(fetch).mock.calls[0]![0])).toContain('/shop-root/wp-json/wc/store/v1/cart');
    await new Promise((r) => setTimeout(r, 0));
    removeClick();
    await vi.waitFor(() => expect(events('remove_from_cart')).toHaveLength(1));
    expect(events('remove_from_cart')[0]![2]).toEqual({
      currency: 'GBP',
      value: 27,
      items: [{ item_id: '31', item_name: 'Art print', item_category: 'Prints', quantity: 3, price: 9 }],
    });
    unmount();
  });

  it('a failed read keeps the last known basket, and nothing is thrown', async () => {
    const unmount = await mountBasket();
    vi.mocked(fetch).mockResolvedValue(new Response('oops', { status: 500 }));
    getPageStore().setState({ cart: { count: 3, hash: 'h2' } });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    removeClick();
    await vi.waitFor(() => expect(events('remove_from_cart')).toHaveLength(1));
    expect(events('remove_from_cart')[0]![2]).toMatchObject({ value: 10, items: [{ quantity: 1, price: 10 }] });
    unmount();
  });

  it('unmounting stops following the basket', async () => {
    const unmount = await mountBasket();
    unmount();
    await new Promise((r) => setTimeout(r, 0));
    getPageStore().setState({ cart: { count: 2, hash: 'h3' } });
    await new Promise((r) => setTimeout(r, 0));
    expect(fetch).not.toHaveBeenCalled();
  });
});
