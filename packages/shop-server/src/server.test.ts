import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES } from './fixtures';
import { createShopServer } from './index';
import { Client } from './test/helpers';

const dir = mkdtempSync(join(tmpdir(), 'shop-server-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('createShopServer', () => {
  it('serves on a free port and keeps sessions and baskets across a restart of the same data dir', async () => {
    const dataDir = join(dir, 'data');
    const first = await createShopServer({ port: 0, dataDir, distDir: join(dir, 'no-dist') });
    let client: Client;
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      client = new Client(first.url);
      const home = await client.request('/');
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<html lang="en-GB">');
      // A missing dist is not a crash: the loader is simply not found.
      expect((await client.request('/assets/loader.js')).status).toBe(404);
      expect((await client.request('/assets/vendor/jquery.min.js')).headers.get('content-type')).toContain(
        'text/javascript',
      );
      const added = await client.postForm('/?wc-ajax=add_to_cart', {
        product_id: FIXTURES.greetingCard.id,
        quantity: 3,
      });
      expect(((await added.json()) as { cart_hash: string }).cart_hash).toBeTruthy();
    } finally {
      await first.close();
    }

    const second = await createShopServer({ port: 0, dataDir });
    try {
      expect(second.seeded).toBe(false);
      const again = new Client(second.url);
      for (const [k, v] of client.cookies) again.cookies.set(k, v);
      const cart = await again.storeCart();
      expect(cart.items_count).toBe(3);
      expect(cart.items[0]?.id).toBe(FIXTURES.greetingCard.id);
    } finally {
      await second.close();
    }
  });
});
