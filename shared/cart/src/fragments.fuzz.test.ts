/**
 * Fuzzing the basket fragments (the `fragments` object of add_to_cart / remove_from_cart /
 * get_refreshed_fragments answers, also arriving from other tabs through localStorage). Keys are selectors and
 * values are the server's HTML by design; what must hold whatever they are: nothing throws, no key is ever parsed
 * as markup, a non-string value changes nothing, and the page's own roots (html, head, body) are never replaced or
 * dimmed, whatever a key matches.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit, getPageStore } from '@storefront/runtime';
import { fuzzParams, hostileJson, hostileString, injectedMarkup } from '@storefront/test-kit/fuzz';
import { listenForCartEvents } from './cart-events';
import { followOtherTabs, resetCartSync, syncCart } from './cart-sync';
import { applyFragments, dimFragments, undimFragments } from './fragments';

const WIDGET =
  '<div class="widget_shopping_cart_content"><p class="woocommerce-mini-cart__empty-message">No products in the basket.</p></div>';
const PAGE = `<header><a class="cart-contents" href="/cart/"><span class="count">0 items</span></a>${WIDGET}</header>
  <main><p id="sentinel">The page's own content</p></main>`;

/** Keys a hostile or broken server might send: selectors of the page's roots, invalid selectors, payloads. */
const key = fc.oneof(
  fc.constantFrom(
    'html',
    'body',
    'head',
    ':root',
    '*',
    'html > body',
    'body, div.widget_shopping_cart_content',
    'head > *',
    'title',
    'div.widget_shopping_cart_content',
    'a.cart-contents',
    'span.count',
    'main',
    '#sentinel',
    '',
    ' ',
    '>',
    'div[',
    ':has(',
    '\\',
  ),
  hostileString,
);
/** Values: mostly HTML (the server's by design, so benign here), sometimes anything at all. */
const benignHtml = fc.constantFrom(
  WIDGET,
  '<a class="cart-contents" href="/cart/"><span class="count">3 items</span></a>',
  '<span class="count">1 item</span>',
  '',
  'text only',
  '<div></div><p>two roots</p>',
);
const value = fc.oneof({ weight: 3, arbitrary: benignHtml }, { weight: 1, arbitrary: hostileJson });
const fragments = fc.oneof(
  fc.dictionary(key, value, { maxKeys: 5 }),
  hostileJson, // not even an object
);

let roots: Element[];
let head: string;
beforeEach(() => {
  document.head.innerHTML = '<title>Shop</title><meta name="x" content="y">';
  roots = [document.documentElement, document.head, document.body];
  head = document.head.innerHTML;
});
afterEach(() => {
  undimFragments();
  resetCartSync();
  localStorage.clear();
});

/** The page's roots are the same nodes, head is untouched, and none of them is dimmed or blocked. */
function expectRootsIntact(): void {
  expect([document.documentElement, document.head, document.body]).toEqual(roots);
  expect(roots.every((r, i) => r === [document.documentElement, document.head, document.body][i])).toBe(true);
  expect(document.head.innerHTML).toBe(head);
  for (const r of roots) expect(r.classList.contains('updating') || !!r.querySelector(':scope > .blockUI')).toBe(false);
}

describe('fragments fuzz', () => {
  it('applyFragments: never throws, never parses a key, leaves html/head/body alone; then dimming leaves them alone too', () => {
    fc.assert(
      fc.property(fragments, hostileJson, (frags, hash) => {
        document.body.innerHTML = PAGE;
        applyFragments(frags as Record<string, string>, hash as string);
        expectRootsIntact();
        expect(injectedMarkup()).toEqual([]);
        const { cart } = getPageStore().getState();
        expect(typeof cart.hash).toBe('string');
        expect(Number.isFinite(cart.count)).toBe(true);
        dimFragments(); // every key seen so far is now a region to dim
        expectRootsIntact();
        undimFragments();
      }),
      fuzzParams(60),
    );
  });

  it('a non-string value leaves its region as it was', () => {
    const nonString = hostileJson.filter((v) => typeof v !== 'string');
    fc.assert(
      fc.property(nonString, (v) => {
        document.body.innerHTML = PAGE;
        const before = document.body.innerHTML;
        applyFragments({ 'div.widget_shopping_cart_content': v, 'a.cart-contents': v } as unknown as Record<
          string,
          string
        >);
        expect(document.body.innerHTML).toBe(before);
      }),
      fuzzParams(60),
    );
  });

  it('through the events (a plugin triggering added_to_cart) and the other tabs (storage): never throws', async () => {
    const params = { fragment_name: 'wc_fragments_fuzz', cart_hash_key: 'wc_cart_hash_fuzz' };
    (globalThis as { wc_cart_fragments_params?: unknown }).wc_cart_fragments_params = params;
    // Another tab's signal makes this one ask the server: a request that never answers, released by the abort.
    const fetch = vi.fn(
      (_: unknown, init?: RequestInit) =>
        new Promise<Response>((_r, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    document.body.innerHTML = PAGE;
    const stopEvents = listenForCartEvents();
    const stopFollowing = followOtherTabs();
    await syncCart(document.querySelector('.widget_shopping_cart_content')!);
    try {
      fc.assert(
        fc.property(
          fragments,
          hostileJson,
          fc.oneof(
            hostileString,
            hostileJson.map((v) => JSON.stringify(v)),
          ),
          (frags, hash, signal) => {
            document.body.innerHTML = PAGE;
            emit('added_to_cart', { fragments: frags as Record<string, string>, cartHash: hash as string });
            emit('removed_from_cart', { fragments: frags as Record<string, string>, cartHash: hash as string });
            window.dispatchEvent(new StorageEvent('storage', { key: params.cart_hash_key, newValue: signal }));
            expectRootsIntact();
            expect(injectedMarkup()).toEqual([]);
          },
        ),
        fuzzParams(60),
      );
    } finally {
      stopFollowing();
      stopEvents();
      delete (globalThis as { wc_cart_fragments_params?: unknown }).wc_cart_fragments_params;
      sessionStorage.clear();
    }
  });

  it('sanity: a selector naming the widget does replace it (the property above is not vacuous)', () => {
    document.body.innerHTML = PAGE;
    applyFragments({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">new</div>' });
    expect(document.querySelector('.widget_shopping_cart_content')!.textContent).toBe('new');
  });
});
