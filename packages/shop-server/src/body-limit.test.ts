/**
 * Request bodies over the limit: the shop answers 413 before doing any work (no session, basket line, order or
 * comment is stored). Driven over real HTTP against a running shop, so a limit checked on the declared
 * Content-Length and one enforced while streaming (no Content-Length) are both exercised. Every request here would
 * succeed without its 2 MB of padding, which each test first shows with a small body.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopServer, type ShopServer } from './index';
import { checkoutWithBasket, gbForm, postCheckout } from './test/checkout-helpers';
import { Client, closeParsers } from './test/helpers';

const SESSION_COOKIE = 'wp_woocommerce_session_storefront';
const PAD = 'x'.repeat(2 * 1024 * 1024);

let shop: ShopServer;
beforeAll(async () => {
  shop = await createShopServer({ port: 0 });
});
afterAll(async () => {
  await shop?.close();
  await closeParsers();
});

const urlencoded = (fields: Record<string, string | number>): string =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

/** What the server answered a big post: the status and the cookies it set. */
interface BigAnswer {
  status: number;
  setCookies: string[];
}

/**
 * POSTs `body` over a raw socket and reads the answer's status line and headers. A server may answer 413 and
 * stop reading while the body is still being sent; a browser shows that answer, but fetch and node:http report a
 * failed request (EPIPE, "other side closed") instead. `streamed` sends the body in chunks without a Content-Length, so the server only learns
 * its size by reading it.
 */
function bigPost(
  c: Client,
  path: string,
  body: string,
  headers: Record<string, string>,
  streamed = false,
): Promise<BigAnswer> {
  const url = new URL(path, shop.url);
  // No `Connection: close`: a server that answers early then closes at once, and the unread answer is lost in the reset.
  const all: Record<string, string> = { Host: url.host, ...headers };
  if (c.cookies.size) all.Cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const bytes = Buffer.from(body);
  if (streamed) all['Transfer-Encoding'] = 'chunked';
  else all['Content-Length'] = String(bytes.length);
  const head = `POST ${url.pathname}${url.search} HTTP/1.1\r\n${Object.entries(all)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    const socket = connect(Number(url.port), url.hostname);
    const done = (): void => {
      const text = Buffer.concat(received).toString('latin1');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1]);
      const headerBlock = text.split('\r\n\r\n')[0] ?? '';
      if (!status) return reject(new Error(`no HTTP answer (${received.length} packets)`));
      resolve({ status, setCookies: [...headerBlock.matchAll(/^set-cookie: (.*)$/gim)].map((m) => m[1]!) });
    };
    socket.on('data', (d) => {
      received.push(d);
      if (Buffer.concat(received).includes('\r\n\r\n')) socket.destroy(); // the status and headers are all we need
    });
    socket.on('close', done);
    socket.on('error', () => undefined); // a reset after the answer: 'close' follows and reads what came
    socket.write(head);
    const CHUNK = 64 * 1024;
    const write = (at: number): void => {
      if (socket.destroyed || socket.writableEnded) return;
      if (at >= bytes.length) return void (streamed ? socket.end('0\r\n\r\n') : socket.end());
      const part = bytes.subarray(at, at + CHUNK);
      const framed = streamed
        ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')])
        : part;
      if (socket.write(framed)) setImmediate(() => write(at + CHUNK));
      else socket.once('drain', () => write(at + CHUNK));
    };
    write(0);
  });
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe('bodies over the limit answer 413 and store nothing', () => {
  it('?wc-ajax=add_to_cart: no session, no basket line (declared length and streamed)', async () => {
    const small = new Client(shop.url);
    expect((await small.postForm('/?wc-ajax=add_to_cart', { product_id: 102, quantity: 1 })).status).toBe(200);
    expect((await small.storeCart()).items_count).toBe(1);

    for (const stream of [false, true]) {
      const res = await bigPost(
        new Client(shop.url),
        '/?wc-ajax=add_to_cart',
        urlencoded({ product_id: 102, quantity: 1, pad: PAD }),
        FORM,
        stream,
      );
      expect(res.status, stream ? 'streamed' : 'declared length').toBe(413);
      expect(res.setCookies.join('\n')).not.toContain(SESSION_COOKIE); // no session was even created
    }
    // The first shopper's session is untouched too: a big post with their cookie changes nothing.
    expect(
      (await bigPost(small, '/?wc-ajax=add_to_cart', urlencoded({ product_id: 102, quantity: 5, pad: PAD }), FORM))
        .status,
    ).toBe(413);
    expect((await small.storeCart()).items_count).toBe(1);
  });

  it('?wc-ajax=checkout: no order, the basket stays', async () => {
    const c = new Client(shop.url);
    const { nonces } = await checkoutWithBasket(c);
    expect(
      (await bigPost(c, '/?wc-ajax=checkout', urlencoded({ ...gbForm(nonces.process), order_comments: PAD }), FORM))
        .status,
    ).toBe(413);
    expect((await c.storeCart()).items_count).toBe(2);
    // The same form without the padding places the order: the next order number, so nothing was made in between.
    const placed = await postCheckout(c, gbForm(nonces.process));
    expect(placed.body.result).toBe('success');
    const other = new Client(shop.url);
    const o = await checkoutWithBasket(other);
    const next = await postCheckout(other, gbForm(o.nonces.process));
    const id = (r: { redirect?: string }) => Number(/order-received\/(\d+)\//.exec(r.redirect ?? '')?.[1]);
    expect(id(next.body)).toBe(id(placed.body) + 1);
  });

  it('/wp-comments-post.php: no comment', async () => {
    const c = new Client(shop.url);
    const blog = await c.text('/blog/');
    const path = /href="(\/blog\/(?!page\/|category\/)[a-z0-9-]+\/)"/.exec(blog)![1]!;
    const page = await c.text(path);
    const postId = /name="comment_post_ID" value="(\d+)"/.exec(page)![1]!;
    const comment = (text: string, pad = '') =>
      urlencoded({
        comment_post_ID: postId,
        comment_parent: 0,
        author: 'Load Test',
        email: 'load@example.org',
        comment: text,
        ...(pad ? { url: pad } : {}),
      });

    expect((await bigPost(c, '/wp-comments-post.php', comment('marker-oversized-comment', PAD), FORM)).status).toBe(
      413,
    );
    expect(await c.text(path)).not.toContain('marker-oversized-comment');
    // A normal-sized comment still goes through (so the check above could see one).
    const ok = await c.request('/wp-comments-post.php', {
      method: 'POST',
      body: comment('marker-normal-comment'),
      headers: FORM,
    });
    expect(ok.status).toBeLessThan(400);
    expect(await c.text(path)).toContain('marker-normal-comment');
  });

  it('Store API cart/add-item: nothing added', async () => {
    const c = new Client(shop.url);
    const nonce = await c.storeNonce();
    const big = JSON.stringify({ id: 102, quantity: 1, pad: PAD });
    expect(
      (
        await bigPost(c, '/wp-json/wc/store/v1/cart/add-item', big, {
          'Content-Type': 'application/json',
          Nonce: nonce,
        })
      ).status,
    ).toBe(413);
    expect((await c.storeCart()).items_count).toBe(0);
    const ok = await c.postJson('/wp-json/wc/store/v1/cart/add-item', { id: 102, quantity: 1 }, { Nonce: nonce });
    expect(ok.status).toBe(201);
  });

  it('Store API checkout: 413 before the nonce or the basket is looked at', async () => {
    const c = new Client(shop.url);
    const big = JSON.stringify({ billing_address: { first_name: PAD } });
    const headers = { 'Content-Type': 'application/json', Nonce: await c.storeNonce() };
    expect((await bigPost(c, '/wp-json/wc/store/v1/checkout', big, headers)).status).toBe(413);
    expect((await bigPost(c, '/wp-json/wc/store/v1/checkout', big, headers, true)).status).toBe(413);
  });
});
