/**
 * Issue #10, finding 12: the test-only REST route is off outside tests, and the portfolio filter escapes its
 * category names (the blog view's data-filter was written raw).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await shop.close();
  await closeParsers();
});

/** POSTs to the echo route with a valid X-WP-Nonce. */
async function echo(app: ReturnType<typeof createApp>): Promise<{ status: number; code?: string }> {
  const c = new Client(app);
  const res = await c.postJson('/wp-json/storefront/v1/echo', { a: 1 }, { 'X-WP-Nonce': await c.restNonce() });
  return { status: res.status, code: ((await res.json()) as { code?: string }).code };
}

const listed = async (app: ReturnType<typeof createApp>): Promise<boolean> =>
  Object.hasOwn(
    ((await (await app.request('/wp-json/')).json()) as { routes: Record<string, unknown> }).routes,
    '/storefront/v1/echo',
  );

describe('/wp-json/storefront/v1/echo (test route)', () => {
  it('is not served or listed in production', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const app = createApp(shop.db);
    expect(await echo(app)).toEqual({ status: 404, code: 'rest_no_route' });
    expect(await listed(app)).toBe(false);
    vi.unstubAllEnvs();
  });

  it('is off when the app is built with testRoutes: false, even under tests', async () => {
    const app = createApp(shop.db, { testRoutes: false });
    expect((await echo(app)).status).toBe(404);
    expect(await listed(app)).toBe(false);
  });

  it('is served when asked for (testRoutes: true) or under NODE_ENV=test', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect((await echo(createApp(shop.db, { testRoutes: true }))).status).toBe(200);
    vi.stubEnv('NODE_ENV', 'test');
    expect((await echo(createApp(shop.db))).status).toBe(200);
    vi.unstubAllEnvs();
  });
});

describe('portfolio filter', () => {
  it('escapes category names in data-filter, class names and links', async () => {
    const evil = 'x"><script>alert(1)</script><b class="y';
    await shop.db.query(
      `insert into portfolio_items (id, slug, title, summary, category, menu_order) values (99001, 'evil-item', 'Evil', 'Summary', $1, -1)`,
      [evil],
    );
    try {
      const html = await new Client(shop.app).text('/portfolio/');
      expect(html).not.toContain('<script>alert(1)</script>');
      const doc = parseHtml(html);
      expect(doc.querySelectorAll('main script, .post-listing script, .post-listing b.y')).toHaveLength(0);
      const link = [...doc.querySelectorAll('nav.portfolio-filters a')].find((a) => a.textContent === evil)!;
      expect(link.getAttribute('data-filter')).toBe(`.portfolio-category-${evil.toLowerCase()}`);
      expect(new URL(link.getAttribute('href')!, 'http://shop.test').searchParams.get('category')).toBe(
        evil.toLowerCase(),
      );
    } finally {
      await shop.db.query('delete from portfolio_items where id = 99001');
    }
  });
});
