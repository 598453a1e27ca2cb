import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRestClient, getRestClient, restUrl } from './rest';
import { json, stubFetch, text, type FetchCall } from './testing/fetch-stub';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.wpApiSettings;
});

const invalidNonce = () =>
  json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } }, { status: 403 });
const isNonceRequest = (call: FetchCall) => call.url.includes('action=rest-nonce');

describe('restUrl', () => {
  it('joins pretty and plain-permalink roots', () => {
    expect(restUrl('/wp-json/', '/wp/v2/posts?per_page=1')).toBe('/wp-json/wp/v2/posts?per_page=1');
    expect(restUrl('/index.php?rest_route=/', 'wp/v2/posts?per_page=1')).toBe(
      '/index.php?rest_route=/wp/v2/posts&per_page=1',
    );
  });
});

describe('createRestClient', () => {
  it('reads root and nonce from wpApiSettings and sends X-WP-Nonce', async () => {
    window.wpApiSettings = { root: 'https://shop.test/wp-json/', nonce: 'n1' };
    const calls = stubFetch(json({ id: 1 }));
    await expect(createRestClient().request('wp/v2/users/me')).resolves.toEqual({ id: 1 });
    expect(calls[0]?.url).toBe('https://shop.test/wp-json/wp/v2/users/me');
    expect(calls[0]?.headers.get('X-WP-Nonce')).toBe('n1');
  });

  it('defaults to /wp-json/ and sends no nonce header without one', async () => {
    const calls = stubFetch(json([]));
    await createRestClient().request('wp/v2/posts');
    expect(calls[0]?.url).toBe('/wp-json/wp/v2/posts');
    expect(calls[0]?.headers.has('X-WP-Nonce')).toBe(false);
  });

  it('refreshes an invalid nonce and retries once', async () => {
    const calls = stubFetch(invalidNonce(), text('fresh'), json({ ok: true }));
    const client = createRestClient({ nonce: 'stale' });
    await expect(client.request('wc/v3/x', { method: 'POST', json: { a: 1 } })).resolves.toEqual({ ok: true });

    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', '/wp-json/wc/v3/x'],
      ['GET', '/wp-admin/admin-ajax.php?action=rest-nonce'],
      ['POST', '/wp-json/wc/v3/x'],
    ]);
    expect(calls[2]?.headers.get('X-WP-Nonce')).toBe('fresh');
    expect(calls[2]?.body).toBe('{"a":1}');
    expect(client.nonce).toBe('fresh');
  });

  it('throws a second invalid-nonce error instead of looping', async () => {
    const calls = stubFetch(invalidNonce(), text('fresh'), invalidNonce(), text('fresher'), json({}));
    const client = createRestClient({ nonce: 'stale' });
    await expect(client.request('x')).rejects.toMatchObject({ code: 'rest_cookie_invalid_nonce', status: 403 });
    expect(calls).toHaveLength(3);
  });

  it('does not retry other errors', async () => {
    const calls = stubFetch(json({ code: 'rest_forbidden', message: 'No.' }, { status: 403 }));
    await expect(createRestClient({ nonce: 'n' }).request('x')).rejects.toMatchObject({ code: 'rest_forbidden' });
    expect(calls).toHaveLength(1);
  });

  it('throws the original error when no fresh nonce comes back', async () => {
    const calls = stubFetch(invalidNonce(), text('0'));
    const client = createRestClient({ nonce: 'stale' });
    await expect(client.request('x')).rejects.toMatchObject({ code: 'rest_cookie_invalid_nonce' });
    expect(calls).toHaveLength(2);
    expect(client.nonce).toBe('stale');
  });

  it('shares one nonce refresh between concurrent failures', async () => {
    const calls = stubFetch(({ url, headers }: FetchCall) =>
      url.includes('rest-nonce')
        ? text('fresh')
        : headers.get('X-WP-Nonce') === 'fresh'
          ? json({ url })
          : invalidNonce(),
    );
    const client = createRestClient({ nonce: 'stale' });
    const results = await Promise.all([client.request('a'), client.request('b')]);
    expect(results).toEqual([{ url: '/wp-json/a' }, { url: '/wp-json/b' }]);
    expect(calls.filter(isNonceRequest)).toHaveLength(1);
    expect(calls).toHaveLength(5);
  });
});

describe('getRestClient', () => {
  it('creates one shared client lazily', () => {
    expect(getRestClient()).toBe(getRestClient());
  });
});
