import { wcAjax } from '@storefront/http';
import { getCookie } from '@storefront/runtime/ui';
import { applyFragments } from './fragments';

/** localStorage key of the last basket fragments this browser saw (shared by its tabs). */
export const CART_STORAGE_KEY = 'storefront_cart';
/** WooCommerce's cookie holding the basket hash while the basket has items. */
export const CART_HASH_COOKIE = 'woocommerce_cart_hash';

interface StoredCart {
  hash: string;
  fragments: Record<string, string>;
}

function readStored(value: string | null = safeGet()): StoredCart | undefined {
  try {
    const parsed = value ? (JSON.parse(value) as StoredCart) : undefined;
    return parsed && typeof parsed.hash === 'string' && parsed.fragments && typeof parsed.fragments === 'object' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function safeGet(): string | null {
  try {
    return localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, policies): work without it
  }
}

/** Stores the basket's fragments so the other tabs follow and the next page needs no request. */
export function rememberCart(hash: string | undefined, fragments: Record<string, string> | undefined): void {
  if (typeof hash !== 'string' || !fragments) return;
  try {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ hash, fragments } satisfies StoredCart));
  } catch {
    /* quota or disabled storage: cross-tab sync just doesn't happen */
  }
}

const KEY = Symbol.for('storefront.cartSync');

/**
 * Makes the page's basket regions right without wasting a request (once per page):
 * - the widget's `data-cart-hash` equals the `woocommerce_cart_hash` cookie: the page is current, nothing to do;
 * - the fragments stored by this browser have the cookie's hash: apply them (a cached page, no request);
 * - no basket cookie and the widget shows no lines: the basket is empty and so is the page, no request;
 * - otherwise (a cached page showing someone else's basket, or an unknown state): one `get_refreshed_fragments`.
 * Also follows basket changes made in the visitor's other tabs.
 */
export async function syncCart(widget: Element): Promise<void> {
  const g = globalThis as { [KEY]?: boolean };
  if (g[KEY]) return;
  g[KEY] = true;
  addEventListener('storage', (e) => {
    if (e.key !== CART_STORAGE_KEY) return;
    const stored = readStored(e.newValue);
    if (stored) applyFragments(stored.fragments, stored.hash);
  });
  const cookieHash = getCookie(CART_HASH_COOKIE) ?? '';
  const rendered = widget.getAttribute('data-cart-hash');
  if (rendered !== null && rendered === cookieHash) return;
  const stored = readStored();
  if (stored && stored.hash === cookieHash) return applyFragments(stored.fragments, stored.hash);
  if (!cookieHash && !widget.querySelector('.woocommerce-mini-cart-item')) return;
  try {
    const res = await wcAjax<{ fragments?: Record<string, string>; cart_hash?: string }>('get_refreshed_fragments');
    applyFragments(res?.fragments, res?.cart_hash);
    rememberCart(res?.cart_hash, res?.fragments);
  } catch {
    /* the server-rendered basket stays; the next basket change refreshes it */
  }
}

/** Test helper: allow `syncCart` to run again. */
export function resetCartSync(): void {
  (globalThis as { [KEY]?: boolean })[KEY] = undefined;
}
