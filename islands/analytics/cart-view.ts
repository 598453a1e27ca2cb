/**
 * Keeps the tracker's basket (`ga4w.data.cart`, printed with the page) current: the page prints it once, but the
 * basket page's updates, adds and removals change it without a reload. Whenever the page store's cart hash changes,
 * the basket is read again from the Store API (`GET {REST root}wc/store/v1/cart`, the shape the page data already
 * has); a line's categories, which the Store API does not give, come from what the page printed for that product.
 * A failed or unreadable answer keeps the basket as it was.
 */
import { getPageStore } from '@storefront/runtime';
import { request } from '@storefront/http';
import type { AnalyticsCart, AnalyticsData, AnalyticsProduct } from './contract';
import { objects } from './items';

/** The Store API's cart route, under the REST root. */
export const STORE_CART_ROUTE = 'wc/store/v1/cart';

/** The Store API cart as the analytics view of the basket, with categories from `known` products. */
export function cartView(answer: unknown, known: AnalyticsProduct[]): AnalyticsCart | undefined {
  const cart = answer && typeof answer === 'object' ? (answer as AnalyticsCart) : undefined;
  if (!cart || !Array.isArray(cart.items)) return undefined;
  const categories = (id: unknown) => known.find((p) => String(p.id) === String(id))?.categories;
  return {
    items: objects<AnalyticsProduct>(cart.items).map((line) => ({
      ...line,
      categories: line.categories ?? categories(line.id),
    })),
    coupons: cart.coupons,
    totals: cart.totals,
  };
}

/** Follows basket changes into `data.cart`; returns the release (an unfinished read is aborted). */
export function followCart(data: AnalyticsData): () => void {
  let controller: AbortController | undefined;
  const unsubscribe = getPageStore().subscribe((next, prev) => {
    if (next.cart.hash === prev.cart.hash) return;
    controller?.abort();
    const current = (controller = new AbortController());
    const root = (globalThis as { wpApiSettings?: { root?: unknown } }).wpApiSettings?.root;
    request((typeof root === 'string' && root ? root : '/wp-json/') + STORE_CART_ROUTE, { signal: current.signal })
      .then((answer) => {
        const known = [data.cart, { items: data.products }, { items: [data.product] }].flatMap((c) =>
          objects<AnalyticsProduct>(c && typeof c === 'object' ? c.items : undefined),
        );
        const fresh = cartView(answer, known);
        if (fresh && !current.signal.aborted) data.cart = fresh;
      })
      .catch(() => {
        // Unreachable or refused: the basket stays as last known.
      });
  });
  return () => {
    unsubscribe();
    controller?.abort();
  };
}
