/**
 * Site-wide elements on the server: the consent banner (and its no-JavaScript accept), the store notice, the
 * coming-soon banner with its nonce-checked user-meta route, the analytics data and the local analytics doubles.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEED_MANAGER } from '../db/migrations-accounts';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});
afterEach(() => {
  delete process.env.CONSENT_BANNER;
  delete process.env.CONSENT_ADS;
  delete process.env.COMING_SOON;
  delete process.env.STORE_NOTICE;
});

const doc = async (c: Client, path: string) => parseHtml(await c.text(path));
const ga4wOf = (d: Document) => {
  const script = d.querySelector('script#woocommerce-google-analytics-integration-data-js-after')!;
  const window: { ga4w?: { data: Record<string, unknown>; settings: Record<string, unknown> } } = {};
  new Function('window', script.textContent!)(window);
  return { script, ga4w: window.ga4w! };
};
async function logIn(c: Client, username = 'customer', password = 'customer-password') {
  const d = await doc(c, '/my-account/');
  const nonce = d.querySelector<HTMLInputElement>('#woocommerce-login-nonce')!.value;
  await c.postForm('/my-account/', { 'woocommerce-login-nonce': nonce, login: 'Login', username, password });
}

describe('consent banner', () => {
  it('is printed on every page as Jetpack’s widget, a named region whose form posts to the shop', async () => {
    const d = await doc(new Client(shop.app), '/shop/');
    const banner = d.querySelector('.widget_eu_cookie_law_widget > div#eu-cookie-law')!;
    expect(banner.className).toBe('hide-on-button');
    expect(banner.getAttribute('role')).toBe('region');
    expect(banner.getAttribute('aria-label')).toBe('Cookie consent');
    expect(banner.getAttribute('data-consent-expiration')).toBe('180');
    expect(banner.hasAttribute('data-hydrate')).toBe(false);
    expect(
      banner.querySelector('form[method="post"][action="/consent/accept/"] input.accept[type="submit"]'),
    ).not.toBeNull();
    expect(banner.querySelector('input[name="redirect_to"]')!.getAttribute('value')).toBe('/shop/');
    expect(banner.querySelector('a[href]')).not.toBeNull();
  });

  it('scroll and time modes hydrate when idle; ads add ads-active', async () => {
    process.env.CONSENT_BANNER = 'scroll';
    process.env.CONSENT_ADS = '1';
    const d = await doc(new Client(shop.app), '/');
    const banner = d.querySelector('#eu-cookie-law')!;
    expect(banner.className).toBe('hide-on-scroll ads-active');
    expect(banner.getAttribute('data-hydrate')).toBe('idle');
    process.env.CONSENT_BANNER = 'off';
    expect((await doc(new Client(shop.app), '/')).querySelector('#eu-cookie-law')).toBeNull();
  });

  it('accepting without JavaScript sets the cookies and comes back; the banner is gone, analytics is island markup', async () => {
    const c = new Client(shop.app);
    expect(ga4wOf(await doc(c, '/shop/')).script.hasAttribute('data-island')).toBe(false);
    const res = await c.postForm('/consent/accept/', { redirect_to: '/shop/?orderby=price' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/shop/?orderby=price');
    expect(c.cookies.get('eucookielaw')).toMatch(/^\d+$/);
    expect(c.cookies.get('wp_consent_statistics')).toBe('allow');
    expect(c.cookies.get('wp_consent_marketing')).toBe('allow');
    expect(c.cookies.has('personalized-ads-consent')).toBe(false);
    const d = await doc(c, '/shop/');
    expect(d.querySelector('#eu-cookie-law')).toBeNull();
    expect(ga4wOf(d).script.getAttribute('data-island')).toBe('analytics');
  });

  it('never redirects off the shop', async () => {
    const res = await new Client(shop.app).postForm('/consent/accept/', { redirect_to: 'https://evil.example/' });
    expect(res.headers.get('location')).toBe('/');
  });

  it('with ads on, the ads cookie must exist too for the banner to stay away', async () => {
    process.env.CONSENT_ADS = '1';
    const c = new Client(shop.app);
    c.cookies.set('eucookielaw', '1');
    expect((await doc(c, '/')).querySelector('#eu-cookie-law')).not.toBeNull();
    await c.postForm('/consent/accept/', { redirect_to: '/' });
    expect(c.cookies.get('personalized-ads-consent')).toMatch(/^\d+$/);
    expect((await doc(c, '/')).querySelector('#eu-cookie-law')).toBeNull();
  });

  it('order attribution is allowed unless marketing consent was denied', async () => {
    const c = new Client(shop.app);
    const allow = (d: Document) =>
      new Function(`${d.querySelector('#wc-order-attribution-js-extra')!.textContent}; return wc_order_attribution;`)()
        .params.allowTracking;
    expect(allow(await doc(c, '/'))).toBe(true);
    c.cookies.set('wp_consent_marketing', 'deny');
    expect(allow(await doc(c, '/'))).toBe(false);
  });
});

describe('store notice', () => {
  it('is printed with an id from its text, hidden once its cookie says so', async () => {
    process.env.STORE_NOTICE = 'Closed for the holidays';
    const c = new Client(shop.app);
    const notice = (await doc(c, '/')).querySelector('p.woocommerce-store-notice')!;
    const id = notice.getAttribute('data-notice-id')!;
    expect(id).toMatch(/^[0-9a-f]{8}$/);
    expect(notice.textContent).toContain('Closed for the holidays');
    expect(notice.querySelector('a.woocommerce-store-notice__dismiss-link[role="button"]')).not.toBeNull();
    c.cookies.set(`store_notice${id}`, 'hidden');
    expect((await doc(c, '/')).querySelector('p.woocommerce-store-notice')!.hasAttribute('hidden')).toBe(true);
    process.env.STORE_NOTICE = 'Open again';
    const changed = (await doc(c, '/')).querySelector('p.woocommerce-store-notice')!;
    expect(changed.getAttribute('data-notice-id')).not.toBe(id);
    expect(changed.hasAttribute('hidden')).toBe(false);
  });
});

describe('coming-soon banner', () => {
  it('shows to a shop manager in coming-soon mode; the REST route needs the nonce and stores the meta', async () => {
    process.env.COMING_SOON = '1';
    const guest = new Client(shop.app);
    expect((await doc(guest, '/')).querySelector('#coming-soon-footer-banner')).toBeNull();
    const customer = new Client(shop.app);
    await logIn(customer);
    expect((await doc(customer, '/')).querySelector('#coming-soon-footer-banner')).toBeNull();
    const c = new Client(shop.app);
    await logIn(c, SEED_MANAGER.username, SEED_MANAGER.password);
    const link = (await doc(c, '/')).querySelector('#coming-soon-footer-banner a.coming-soon-footer-banner-dismiss')!;
    const url = new URL(link.getAttribute('data-rest-url')!);
    expect(url.pathname).toMatch(/^\/wp-json\/wp\/v2\/users\/\d+$/);
    const body = { 'woocommerce_meta[coming_soon_banner_dismissed]': 'yes' };
    expect((await c.postForm(url.pathname, body)).status).toBe(401);
    expect((await c.postForm(url.pathname, body, { 'X-WP-Nonce': 'wrong' })).status).toBe(403);
    expect((await guest.postForm(url.pathname, body, { 'X-WP-Nonce': await guest.restNonce() })).status).toBe(403);
    const nonce = link.getAttribute('data-rest-nonce')!;
    const res = await c.postForm(url.pathname, body, { 'X-WP-Nonce': nonce });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } });
    expect((await doc(c, '/')).querySelector('#coming-soon-footer-banner')).toBeNull();
    // Kept with the account (user meta), not the session or the server's memory: another sign-in doesn't see it.
    const again = new Client(shop.app);
    await logIn(again, SEED_MANAGER.username, SEED_MANAGER.password);
    expect((await doc(again, '/')).querySelector('#coming-soon-footer-banner')).toBeNull();
    const { rows } = await shop.db.query<{ meta: unknown }>('select meta from customers where id = $1', [
      SEED_MANAGER.id,
    ]);
    expect(rows[0]!.meta).toEqual({ coming_soon_banner_dismissed: 'yes' });
  });
});

describe('analytics data', () => {
  it('a listing prints its products in pence with category names, the basket and the local double scripts', async () => {
    const { ga4w, script } = ga4wOf(await doc(new Client(shop.app), '/product-category/prints-and-cards/'));
    expect(script.getAttribute('data-consent-island')).toBe('analytics');
    const products = ga4w.data.products as Array<Record<string, unknown>>;
    expect(products.length).toBeGreaterThan(0);
    const print = products.find((p) => p.name === 'Art print')!;
    expect(print).toMatchObject({ prices: { price: 1000, currency_minor_unit: 2, currency_code: 'GBP' } });
    expect(print.categories).toEqual([{ name: 'Prints and cards' }, { name: 'Prints' }]);
    expect(ga4w.data.cart).toMatchObject({ items: [], totals: { currency_code: 'GBP', total_price: 0 } });
    expect(ga4w.settings).toMatchObject({ currency: 'GBP', locale: 'en_GB', visitor: 'guest' });
    expect((ga4w.settings.scripts as Record<string, string>).store_analytics).toBe(
      '/local-doubles/store-analytics/s.js',
    );
  });

  it('the doubles are served and record what they receive (records are test routes)', async () => {
    const c = new Client(shop.app);
    const js = await c.request('/local-doubles/analytics/gtag.js');
    expect(js.headers.get('content-type')).toContain('javascript');
    await c.request('/local-doubles/records', { method: 'DELETE' });
    expect((await c.postJson('/local-doubles/collect', { source: 'nope', name: 'x' })).status).toBe(400);
    await c.postJson('/local-doubles/collect', {
      source: 'analytics',
      name: 'view_item',
      params: { a: 1 },
      page: '/p/',
    });
    expect(await (await c.request('/local-doubles/records')).json()).toEqual([
      { source: 'analytics', name: 'view_item', params: { a: 1 }, page: '/p/' },
    ]);
  });
});

describe('product search', () => {
  it('/?s= lists the matching products and prints the search term for the search event', async () => {
    const d = await doc(new Client(shop.app), '/?s=print&post_type=product');
    expect(d.querySelector('h1')!.textContent).toBe('Search results for: “print”');
    const names = [...d.querySelectorAll('ul.products li.product h2')].map((h) => h.textContent);
    expect(names).toContain('Art print');
    const { ga4w } = ga4wOf(d);
    expect(ga4w.data.search_term).toBe('print');
    expect((ga4w.data.products as unknown[]).length).toBe(names.length);
  });

  it('finds nothing for a blank or unmatched term, and treats LIKE wildcards literally', async () => {
    for (const term of ['', 'zzzz-no-such-thing', '%', '_']) {
      const d = await doc(new Client(shop.app), `/?s=${encodeURIComponent(term)}`);
      expect(d.querySelectorAll('ul.products li.product'), term).toHaveLength(0);
      expect(d.querySelector('.woocommerce-no-products-found')).not.toBeNull();
    }
  });
});

describe('added to cart by a form post', () => {
  it('the next page prints the added line (variation name, added quantity) once', async () => {
    const c = new Client(shop.app);
    await c.text('/product/art-print/');
    const product = (ga4wOf(await doc(c, '/product/art-print/')).ga4w.data.product as { id: number }).id;
    const res = await c.postForm('/product/art-print/', {
      'add-to-cart': product,
      product_id: product,
      variation_id: 0,
      attribute_pa_size: 'a3',
      attribute_pa_type: 'giclee',
      quantity: 2,
    });
    expect(res.status).toBe(303);
    const added = ga4wOf(await doc(c, res.headers.get('location')!)).ga4w.data.added_to_cart as Record<string, unknown>;
    expect(added).toMatchObject({ name: 'Art print', quantity: 2 });
    expect(added.variation).toMatch(/A3/i);
    expect(added).not.toHaveProperty('totals');
    expect(ga4wOf(await doc(c, '/')).ga4w.data.added_to_cart).toBeUndefined();
  });
});
