/**
 * Issue #10, finding 1: request bodies are limited on every route (413 before any work, also for chunked bodies
 * without Content-Length), and the comment endpoint checks and stores clipped fields in linear time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { createShopServer } from '../index';
import { BODY_LIMITS } from './body-limit';
import { COMMENT_LIMITS } from '../domain/limits';
import { Client, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
});

const count = async (table: string): Promise<number> =>
  (await shop.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;

/** A body stream of `size` bytes of `byte`, sent in 64 kB chunks (no Content-Length: chunked on the wire). */
function stream(size: number, byte = 0x61): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(ctrl) {
      if (sent >= size) return ctrl.close();
      const n = Math.min(65_536, size - sent);
      sent += n;
      ctrl.enqueue(new Uint8Array(n).fill(byte));
    },
  });
}

const comment = (extra: Record<string, string | number> = {}) => ({
  comment_post_ID: FIXTURES.blogPost.id,
  comment_parent: 0,
  author: 'Ada',
  email: 'ada@example.co.uk',
  comment: 'Hello',
  ...extra,
});

describe('body size limit', () => {
  it('answers an oversize POST with 413: nothing stored, no session made', async () => {
    const before = {
      comments: await count('comments'),
      sessions: await count('sessions'),
      items: await count('cart_items'),
    };
    const c = new Client(shop.app);
    const big = 'x'.repeat(BODY_LIMITS.default + 1);
    const res = await c.postForm('/wp-comments-post.php', comment({ comment: big }));
    expect(res.status).toBe(413);
    const cart = await c.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.greetingCard.id, padding: big });
    expect(cart.status).toBe(413);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(cart.headers.getSetCookie()).toEqual([]);
    expect(c.cookies.size).toBe(0);
    expect({
      comments: await count('comments'),
      sessions: await count('sessions'),
      items: await count('cart_items'),
    }).toEqual(before);
  });

  it('limits comments to a smaller body than other routes', async () => {
    expect(BODY_LIMITS.comments).toBeLessThan(BODY_LIMITS.default);
    const before = await count('comments');
    const res = await new Client(shop.app).postForm(
      '/wp-comments-post.php',
      comment({ comment: 'y'.repeat(BODY_LIMITS.comments + 1) }),
    );
    expect(res.status).toBe(413);
    expect(await count('comments')).toBe(before);
  });

  it('refuses a chunked body without Content-Length once it passes the limit', async () => {
    const before = await count('cart_items');
    const res = await shop.app.request('/?wc-ajax=add_to_cart', {
      method: 'POST',
      body: stream(BODY_LIMITS.default * 3),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await count('cart_items')).toBe(before);
  });

  it('refuses a chunked upload over real HTTP (Transfer-Encoding: chunked) with 413', async () => {
    const server = await createShopServer({ port: 0 });
    try {
      const res = await fetch(`${server.url}/wp-comments-post.php`, {
        method: 'POST',
        body: stream(BODY_LIMITS.default * 2),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      const ok = await fetch(`${server.url}/?wc-ajax=get_refreshed_fragments`, {
        method: 'POST',
        body: stream(1000),
        duplex: 'half',
      } as RequestInit);
      expect(ok.status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('lets ordinary posts through', async () => {
    const res = await new Client(shop.app).postForm('/wp-comments-post.php', comment());
    expect(res.status).toBe(302);
  });
});

describe('POST /wp-comments-post.php', () => {
  // The test's timeout is the only clock: the old quadratic pattern took 1.4 s on 32 kB, so ~20 s on this email
  // (just under the comment body limit); the clipped, linear check answers in milliseconds.
  it('refuses a huge email without a quadratic pattern check', { timeout: 10_000 }, async () => {
    const res = await new Client(shop.app).postJson('/wp-comments-post.php', comment({ email: '@'.repeat(127_000) }));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Please fill in the required fields (name, email).');
  });

  it('refuses an email longer than WordPress’s 100 characters (clipping would store another address)', async () => {
    const res = await new Client(shop.app).postForm(
      '/wp-comments-post.php',
      comment({ email: `${'a'.repeat(95)}@example.co.uk` }),
    );
    expect(res.status).toBe(400);
  });

  it('clips the author and the comment to WordPress’s column sizes before storing', async () => {
    const res = await new Client(shop.app).postJson(
      '/wp-comments-post.php',
      comment({ author: 'A'.repeat(1_000), comment: 'c'.repeat(70_000) }),
    );
    expect(res.status).toBe(302);
    const id = Number(/#comment-(\d+)$/.exec(res.headers.get('location')!)![1]);
    const row = (
      await shop.db.query<{ author: string; content: string }>('select author, content from comments where id = $1', [
        id,
      ])
    ).rows[0]!;
    expect(row.author.length).toBe(COMMENT_LIMITS.author);
    expect(row.content.length).toBe(COMMENT_LIMITS.content);
  });

  it('answers malformed numbers with the form error, not a server error', async () => {
    const c = new Client(shop.app);
    const rating = await c.postForm(
      '/wp-comments-post.php',
      comment({ comment_post_ID: FIXTURES.artPrint.id, rating: '3.5' }),
    );
    expect(rating.status).toBe(400);
    const parent = await c.postForm('/wp-comments-post.php', comment({ comment_parent: '99999999999' }));
    expect(parent.status).toBe(302);
    const post = await c.postForm('/wp-comments-post.php', comment({ comment_post_ID: '99999999999' }));
    expect(post.status).toBe(400);
  });
});
