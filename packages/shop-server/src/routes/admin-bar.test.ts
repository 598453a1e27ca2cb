/**
 * WordPress's toolbar in the reference shop: a logged-in shop manager sees it first in the body of every theme page
 * (with `admin-bar` on the body and an edit link on a product page); customers and guests never do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_MANAGER } from '../db/migrations-accounts';
import { SEED_CUSTOMER } from '../db/migrations-checkout';
import { SEED_IDS } from '../db/seed';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await closeParsers();
  await shop.close();
});

/** Logs in through My account's form, as a visitor would. */
async function loggedIn(username: string, password: string): Promise<Client> {
  const c = new Client(shop.app);
  const form = parseHtml(await c.text('/my-account/'));
  const nonce = form.querySelector<HTMLInputElement>('#woocommerce-login-nonce')!.value;
  const res = await c.postForm('/my-account/', {
    'woocommerce-login-nonce': nonce,
    username,
    password,
    login: 'Log in',
  });
  expect(res.headers.get('location')).toBe('/my-account/');
  return c;
}

const page = async (c: Client, path: string) => parseHtml(await c.text(path));
const links = (doc: Document) =>
  [...doc.querySelectorAll('#wpadminbar .ab-top-menu > li > a.ab-item')].map((a) => [
    a.textContent,
    a.getAttribute('href'),
  ]);

describe('admin bar (spec §2 site-wide elements, §9 admin-bar offsets)', () => {
  it('a logged-in shop manager sees it at the start of every page, with an edit link on a product', async () => {
    const c = await loggedIn(SEED_MANAGER.username, SEED_MANAGER.password);
    for (const path of ['/', '/shop/', '/my-account/', '/cart/']) {
      const doc = await page(c, path);
      expect(doc.body.classList.contains('admin-bar'), path).toBe(true);
      // At the start of the body, after the skip link (which stays the first stop of the keyboard).
      expect(doc.querySelector('body > a.skip-link:first-child + #wpadminbar'), path).not.toBeNull();
    }
    const product = await page(c, '/product/art-print/');
    const nav = product.querySelector('#wpadminbar > .quicklinks[role="navigation"]')!;
    expect(nav.getAttribute('aria-label')).toBe('Toolbar');
    expect(nav.querySelectorAll(':scope > ul.ab-top-menu')).toHaveLength(2);
    const [, , , logout] = links(product);
    expect(links(product)).toEqual([
      ['Loom & Press', '/'],
      ['Edit product', `/wp-admin/post.php?post=${SEED_IDS.product}&action=edit`],
      ['Howdy, manager', '/my-account/'],
      ['Log out', logout![1]],
    ]);
    expect(links(await page(c, '/shop/')).map(([text]) => text)).toEqual(['Loom & Press', 'Howdy, manager', 'Log out']);
    // The shop has no admin screens: the edit link is WordPress's, answered 404 (README says so).
    expect((await c.request(`/wp-admin/post.php?post=${SEED_IDS.product}&action=edit`)).status).toBe(404);
    // The toolbar's logout link works: afterwards the bar is gone.
    const out = await c.request(logout![1]!);
    expect(out.status).toBe(302);
    const after = await page(c, '/shop/');
    expect(after.getElementById('wpadminbar')).toBeNull();
    expect(after.body.classList.contains('admin-bar')).toBe(false);
  });

  it('a logged-in customer and a guest see no toolbar', async () => {
    const customer = await loggedIn(SEED_CUSTOMER.username, SEED_CUSTOMER.password);
    const guest = new Client(shop.app);
    for (const c of [customer, guest]) {
      for (const path of ['/', '/product/art-print/', '/my-account/']) {
        const doc = await page(c, path);
        expect(doc.getElementById('wpadminbar'), path).toBeNull();
        expect(doc.body.classList.contains('admin-bar'), path).toBe(false);
      }
    }
    // The customer really is logged in (the dashboard, not the login form).
    expect((await page(customer, '/my-account/')).querySelector('#woocommerce-login-nonce')).toBeNull();
  });

  it('the role is stored on the account: only the seeded manager is a shop manager', async () => {
    const rows = await shop.db.query<{ username: string; role: string }>(
      'select username, role from customers order by id',
    );
    expect(rows.rows).toEqual([
      { username: SEED_CUSTOMER.username, role: 'customer' },
      { username: SEED_MANAGER.username, role: 'shop_manager' },
    ]);
    await expect(shop.db.query("update customers set role = 'owner' where id = 1")).rejects.toThrow();
  });
});
