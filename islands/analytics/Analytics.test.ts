/**
 * The analytics island (spec §1 'Analytics', §4 'Analytics consent'): Consent Mode, no hit and no script before
 * consent, the eight shop events, the store-analytics loader once, the pin tag only with marketing consent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '@storefront/runtime';
import { resetPageStore } from '@storefront/runtime/testing';
import { setConsent, startConsent } from '@storefront/consent';
import { mountIsland } from '@storefront/test-kit';
import type { Ga4wGlobal } from './contract';
import { analyticsIsland } from './island';
import island from './mount';

const g = globalThis as unknown as Record<string, unknown> & { dataLayer?: IArguments[]; ga4w?: Ga4wGlobal };
const product = (id: number, name: string, price = 1000) => ({
  id,
  name,
  categories: [{ name: 'Prints' }],
  prices: { price, currency_minor_unit: 2 },
});
const settings = {
  tracker_function_name: 'gtag',
  measurement_id: 'G-LOCAL',
  currency: 'GBP',
  locale: 'en_GB',
  visitor: 'guest',
  scripts: { gtag: '/gtag.js', store_analytics: '/store-analytics.js', pin: '/pin.js' },
  pin_tag_id: 'PIN1',
};
/** The data-layer calls, as arrays. */
const calls = () => (g.dataLayer ?? []).map((args) => Array.from(args));
const events = (name?: string) =>
  calls().filter((c) => c[0] === 'event' && (!name || c[1] === name)) as [string, string, Record<string, unknown>][];
const pinCalls = () => ((g.pintrk as { queue?: unknown[][] } | undefined)?.queue ?? []).map((c) => c);
const scripts = (src: string) => document.querySelectorAll(`script[src^="${src}"]`);

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
async function mountPage(data: Ga4wGlobal['data'], body = '') {
  g.ga4w = { data, settings };
  document.body.innerHTML = `${body}<script id="woocommerce-google-analytics-integration-data-js-after" data-consent-island="analytics"></script>`;
  return mountIsland(island, document.querySelector('script')!);
}
const listing = () => ({ products: [product(11, 'Linen towel', 1500), product(31, 'Art print')], list_name: 'Shop' });

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});
let leave: (() => void) | undefined;
afterEach(() => {
  leave?.();
  leave = undefined;
  document.body.innerHTML = '';
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  for (const key of ['ga4w', 'dataLayer', 'gtag', 'pintrk']) delete g[key];
  resetPageStore();
  clearCookies();
});

describe('analytics island', () => {
  it('is defined with no classic selector: only consent makes its markup island markup', () => {
    expect(analyticsIsland).toMatchObject({ name: 'analytics', hydrate: 'idle' });
    expect(analyticsIsland.selectors).toBeUndefined();
  });

  it('without consent: no tracker, no data layer, no hit, no script', async () => {
    await mountPage(listing());
    await new Promise((r) => setTimeout(r, 20));
    expect(g.dataLayer).toBeUndefined();
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });

  it('statistics granted at load: Consent Mode default denied then updated, config en_GB/GBP/guest, view_item_list', async () => {
    document.cookie = 'wp_consent_statistics=allow; path=/';
    await mountPage(listing());
    await vi.waitFor(() => expect(events('view_item_list')).toHaveLength(1));
    const all = calls();
    expect(all[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(all[1]).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(all.find((c) => c[0] === 'config')).toEqual([
      'config',
      'G-LOCAL',
      { language: 'en_GB', currency: 'GBP', user_properties: { visitor: 'guest' } },
    ]);
    expect(events('view_item_list')[0]![2]).toEqual({
      item_list_name: 'Shop',
      items: [
        { item_id: '11', item_name: 'Linen towel', item_category: 'Prints', quantity: 1, price: 15, index: 0 },
        { item_id: '31', item_name: 'Art print', item_category: 'Prints', quantity: 1, price: 10, index: 1 },
      ],
    });
    expect(scripts('/gtag.js')).toHaveLength(1);
    expect((scripts('/gtag.js')[0] as HTMLScriptElement).src).toContain('?id=G-LOCAL');
    expect(scripts('/store-analytics.js')).toHaveLength(1);
    expect(scripts('/pin.js')).toHaveLength(0);
    expect(g.pintrk).toBeUndefined();
  });

  it('a later grant loads the tracker without a reload; the store-analytics script is added exactly once', async () => {
    // The banner's consent state, as on a page where the visitor has not chosen yet.
    leave = startConsent();
    await mountPage(listing());
    setConsent({ statistics: true });
    await vi.waitFor(() => expect(events('view_item_list')).toHaveLength(1));
    const updates = () => calls().filter((c) => c[1] === 'update');
    setConsent({ marketing: true });
    await vi.waitFor(() => expect(updates()).toHaveLength(2));
    setConsent({ statistics: false });
    await vi.waitFor(() => expect(updates()).toHaveLength(3));
    setConsent({ statistics: true });
    await vi.waitFor(() => expect(updates()).toHaveLength(4));
    expect(scripts('/store-analytics.js')).toHaveLength(1);
    expect(scripts('/gtag.js')).toHaveLength(1);
    expect(events('view_item_list')).toHaveLength(1);
  });

  it('denial turns reporting off: no hits while statistics is denied', async () => {
    document.cookie = 'wp_consent_statistics=allow; path=/';
    leave = startConsent(); // the banner's consent state, which setConsent below stands for
    await mountPage(
      listing(),
      '<ul class="products"><li class="product"><a class="woocommerce-LoopProduct-link" href="/p/">P</a><a class="add_to_cart_button" data-product_id="31" data-quantity="1" href="?add-to-cart=31">Add</a></li></ul>',
    );
    await vi.waitFor(() => expect(events()).toHaveLength(1));
    setConsent({ statistics: false });
    await vi.waitFor(() => expect(calls().at(-1)![1]).toBe('update'));
    emit('added_to_cart', { button: document.querySelector('.add_to_cart_button')! });
    document
      .querySelector<HTMLAnchorElement>('.woocommerce-LoopProduct-link')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(events()).toHaveLength(1);
  });

  it('select_content when a loop product link is clicked, add_to_cart from the button’s event with its quantity', async () => {
    document.cookie = 'wp_consent_statistics=allow; path=/';
    await mountPage(
      listing(),
      '<ul class="products"><li class="product post-31"><a class="woocommerce-LoopProduct-link" href="/p/"><h2>Art print</h2></a><a class="add_to_cart_button" data-product_id="31" data-quantity="2" href="?add-to-cart=31">Add</a></li></ul>',
    );
    await vi.waitFor(() => expect(events('view_item_list')).toHaveLength(1));
    const link = document.querySelector('h2')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.addEventListener('click', (e) => e.preventDefault());
    link.dispatchEvent(click);
    await vi.waitFor(() => expect(events('select_content')).toHaveLength(1));
    expect(events('select_content')[0]![2]).toMatchObject({ content_type: 'product', content_id: '31' });
    emit('added_to_cart', { button: document.querySelector('.add_to_cart_button')! });
    await vi.waitFor(() => expect(events('add_to_cart')).toHaveLength(1));
    expect(events('add_to_cart')[0]![2]).toEqual({
      currency: 'GBP',
      value: 20,
      items: [{ item_id: '31', item_name: 'Art print', item_category: 'Prints', quantity: 2, price: 10 }],
    });
  });

  it('the payloads load after the tracker (at idle, or at the first action): the page events still go first', async () => {
    document.cookie = 'wp_consent_statistics=allow; path=/';
    await mountPage(
      listing(),
      '<ul class="products"><li class="product"><a class="woocommerce-LoopProduct-link" href="/p/"><h2>Linen towel</h2></a><a class="add_to_cart_button" data-product_id="11">Add</a></li></ul>',
    );
    // The tracker's first load set up Consent Mode and the config; nothing is reported before the payloads arrive.
    await vi.waitFor(() => expect(calls().some((c) => c[0] === 'config')).toBe(true));
    expect(events()).toEqual([]);
    const link = document.querySelector('h2')!;
    link.addEventListener('click', (e) => e.preventDefault());
    link.click();
    await vi.waitFor(() => expect(events('select_content')).toHaveLength(1));
    expect(events().map((e) => e[1])).toEqual(['view_item_list', 'select_content']);
    expect(events('select_content')[0]![2]).toMatchObject({ content_id: '11', items: [{ item_name: 'Linen towel' }] });
  });

  it('a payloads chunk that failed to load is tried again at the next action', async () => {
    vi.doMock('./analytics-events', () => {
      throw new Error('chunk failed to load');
    });
    document.cookie = 'wp_consent_statistics=allow; path=/';
    await mountPage(
      listing(),
      '<ul class="products"><li class="product post-11"><a class="woocommerce-LoopProduct-link" href="/p/"><h2>Linen towel</h2></a></li></ul>',
    );
    await vi.waitFor(() => expect(calls().some((c) => c[0] === 'config')).toBe(true));
    await new Promise((r) => setTimeout(r, 300));
    expect(events()).toEqual([]);
    vi.doUnmock('./analytics-events');
    const link = document.querySelector('h2')!;
    link.addEventListener('click', (e) => e.preventDefault());
    link.click();
    await vi.waitFor(() => expect(events().map((e) => e[1])).toEqual(['view_item_list', 'select_content']));
  });

  it('view_item on a product page, with the chosen variation on add_to_cart', async () => {
    document.cookie = 'wp_consent_statistics=allow; path=/';
    await mountPage(
      { product: product(31, 'Art print') },
      '<button data-product_id="31" class="single_add_to_cart_button">Add</button>',
    );
    await vi.waitFor(() => expect(events('view_item')).toHaveLength(1));
    expect(events('view_item')[0]![2]).toMatchObject({ value: 10, items: [{ item_id: '31', quantity: 1, price: 10 }] });
    emit('found_variation', { variation: { attributes: { attribute_pa_size: 'A3' } } });
    emit('added_to_cart', { button: document.querySelector('button')! });
    await vi.waitFor(() => expect(events('add_to_cart')).toHaveLength(1));
    expect(events('add_to_cart')[0]![2]).toMatchObject({ items: [{ item_variant: 'A3' }] });
  });

  it('remove_from_cart from a remove link, with the line’s quantity and coupon price', async () => {
    document.cookie = 'wp_consent_statistics=allow; path=/';
    const line = { ...product(31, 'Art print'), quantity: 2, price_after_coupon_discount: 900 };
    await mountPage(
      { cart: { items: [line] } },
      '<a class="remove" data-product_id="31" href="/cart/?remove_item=k">×</a>',
    );
    await vi.waitFor(() => expect(calls().some((c) => c[0] === 'config')).toBe(true));
    const link = document.querySelector('a')!;
    link.addEventListener('click', (e) => e.preventDefault());
    link.click();
    await vi.waitFor(() => expect(events('remove_from_cart')).toHaveLength(1));
    expect(events('remove_from_cart')[0]![2]).toEqual({
      currency: 'GBP',
      value: 18,
      items: [{ item_id: '31', item_name: 'Art print', item_category: 'Prints', quantity: 2, price: 9 }],
    });
  });

  it('begin_checkout, purchase and search from the page data', async () => {
    document.cookie = 'wp_consent_statistics=allow; path=/';
    const items = [{ ...product(31, 'Art print'), quantity: 1, totals: { line_total: 1000 } }];
    await mountPage({
      events: ['begin_checkout'],
      cart: { items, coupons: [], totals: { currency_code: 'GBP', total_price: 1395, currency_minor_unit: 2 } },
      order: {
        id: 1001,
        affiliation: 'Storefront',
        totals: { total_price: 1395, tax_total: 0, shipping_total: 395, currency_code: 'GBP', currency_minor_unit: 2 },
        items,
      },
      search_term: 'linen',
    });
    await vi.waitFor(() => expect(events()).toHaveLength(3));
    expect(events().map((e) => e[1])).toEqual(['begin_checkout', 'purchase', 'search']);
    expect(events('begin_checkout')[0]![2]).toMatchObject({ value: 13.95, currency: 'GBP' });
    expect(events('purchase')[0]![2]).toMatchObject({ transaction_id: '1001', value: 13.95, shipping: 3.95 });
    expect(events('search')[0]![2]).toEqual({ search_term: 'linen' });
  });

  it('the pin tag loads and is fed add-to-cart and checkout only with marketing consent', async () => {
    document.cookie = 'wp_consent_statistics=allow; path=/';
    leave = startConsent(); // the banner's consent state, which setConsent below stands for
    const order = {
      id: 7,
      totals: { total_price: 1000, currency_code: 'GBP', currency_minor_unit: 2 },
      items: [{ ...product(31, 'Art print'), quantity: 1 }],
    };
    await mountPage(
      { order, products: [product(31, 'Art print')] },
      '<a class="add_to_cart_button" data-product_id="31">Add</a>',
    );
    await vi.waitFor(() => expect(events('purchase')).toHaveLength(1));
    emit('added_to_cart', { button: document.querySelector('a')! });
    expect(g.pintrk).toBeUndefined();
    expect(scripts('/pin.js')).toHaveLength(0);
    setConsent({ marketing: true });
    await vi.waitFor(() => expect(scripts('/pin.js')).toHaveLength(1));
    expect(pinCalls()).toEqual([
      ['load', 'PIN1'],
      ['page'],
      ['track', 'checkout', { value: 10, order_quantity: 1, currency: 'GBP', order_id: '7' }],
    ]);
    emit('added_to_cart', { button: document.querySelector('a')! });
    await vi.waitFor(() => expect(pinCalls()).toHaveLength(4));
    expect(pinCalls().at(-1)).toEqual(['track', 'addtocart', { value: 10, order_quantity: 1, currency: 'GBP' }]);
    // Page events went to the analytics service once, at the statistics grant.
    expect(events('purchase')).toHaveLength(1);
  });

  it('unmount stops listening; a page without ga4w does nothing', async () => {
    document.cookie = 'wp_consent_statistics=allow; path=/';
    const unmount = await mountPage({}, '<a class="add_to_cart_button" data-product_id="31">Add</a>');
    await vi.waitFor(() => expect(calls().some((c) => c[0] === 'config')).toBe(true));
    unmount();
    const before = calls().length;
    emit('added_to_cart', { button: document.querySelector('a')! });
    setConsent({ marketing: true });
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { marketing: 'allow' } }));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls()).toHaveLength(before);
    delete g.ga4w;
    document.body.innerHTML = '<script data-island="analytics"></script>';
    await mountIsland(island, document.querySelector('script')!);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls()).toHaveLength(before);
  });

  it('a Consent API client: reads wp_has_consent and follows its change event (another consent tool)', async () => {
    const values: Record<string, string> = { statistics: 'deny', marketing: 'deny' };
    const api = globalThis as { wp_has_consent?: (c: string) => boolean };
    api.wp_has_consent = (category) => values[category] === 'allow';
    try {
      await mountPage(listing());
      await new Promise((r) => setTimeout(r, 20));
      expect(g.dataLayer).toBeUndefined();
      values.statistics = 'allow';
      document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'allow' } }));
      await vi.waitFor(() => expect(events('view_item_list')).toHaveLength(1));
      // An event about another category changes nothing; a denial is applied.
      const updates = () => calls().filter((c) => c[0] === 'consent' && c[1] === 'update');
      expect(updates()).toHaveLength(1);
      document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { preferences: 'allow' } }));
      values.statistics = 'deny';
      document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'deny' } }));
      await vi.waitFor(() => expect(updates()).toHaveLength(2));
      expect(updates()[1]![2]).toMatchObject({ analytics_storage: 'denied' });
    } finally {
      delete api.wp_has_consent;
    }
  });

  it('never starts the page’s shared consent state itself (the Consent API stub or the banner’s state answers)', async () => {
    document.cookie = 'wp_consent_statistics=allow; path=/';
    const api = globalThis as { wp_has_consent?: unknown };
    await mountPage(listing());
    await vi.waitFor(() => expect(events('view_item_list')).toHaveLength(1));
    expect(api.wp_has_consent).toBeUndefined();
  });
});
