/**
 * Issue #10, finding 2 (and the double's return URL of finding 3): every redirect stays on the shop's origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_AUTH_PATH, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from '../payments/config';
import { createIntent } from '../payments/payment-double/engine';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';
import { safeRedirectPath } from './safe-redirect';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

/** Where a browser would go for a Location header sent by http://shop.test/some/page. */
const landsOn = (location: string): string => new URL(location, 'http://shop.test/some/page').origin;

const NASTY = [
  '//evil.example/',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '\t//evil.com',
  '/a\u0000b',
  '/a\u007fb',
  '/x\\y',
  '/.//evil.com/x',
  '/./../..//evil.com',
  '/..//evil.com',
  'https://evil.example/',
  'http:evil.example',
  'HTTPS://evil.example/x',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'mailto:a@b.c',
  'evil.example',
  '',
  ' /cart/',
  'cart/',
  '?x=1',
  '#top',
  `/${'a'.repeat(2_001)}`,
];

describe('safeRedirectPath', () => {
  it.each(NASTY.map((t) => [t.length > 60 ? `${t.slice(0, 10)}… (${t.length} characters)` : JSON.stringify(t), t]))(
    'refuses %s',
    (_label, target) => {
      expect(safeRedirectPath(target, '/fallback/')).toBe('/fallback/');
      expect(safeRedirectPath(target, '/fallback/', 'http://shop.test')).toBe('/fallback/');
    },
  );

  it.each([
    '/',
    '/cart/',
    '/my-account/?a=1&b=%2F%2Fx#frag',
    '/checkout/#wc-stripe-confirm-pi:1:pi_1_secret_2:abc',
    '/product/art-print/?attribute_pa_size=a4',
    '/a//b',
  ])('keeps the same-origin path %j', (target) => {
    expect(safeRedirectPath(target, '/fallback/')).toBe(target);
    expect(landsOn(safeRedirectPath(target, '/fallback/'))).toBe('http://shop.test');
  });

  it('turns an absolute URL on the given origin into its path, and refuses other origins', () => {
    expect(safeRedirectPath('http://shop.test/checkout/#x', '/f/', 'http://shop.test')).toBe('/checkout/#x');
    expect(safeRedirectPath('http://shop.test/checkout/', '/f/')).toBe('/f/');
    for (const other of [
      'https://shop.test/x',
      'http://shop.test:8080/x',
      'http://evil.example/x',
      'http://shop.test.evil.example/x',
      'http://shop.test@evil.example/x',
      'http://shop.test/.//evil.com/x',
    ]) {
      expect(safeRedirectPath(other, '/f/', 'http://shop.test')).toBe('/f/');
    }
  });

  it('non-strings go to the fallback', () => {
    for (const v of [undefined, null, 42, ['/cart/'], { toString: () => '/cart/' }])
      expect(safeRedirectPath(v, '/f/')).toBe('/f/');
  });
});

describe('redirects the shop issues', () => {
  it('?add-to-cart on a path starting with // goes back to a same-origin path', async () => {
    for (const path of ['//evil.example/', '//evil.example/x/', '/\\evil.example/']) {
      const res = await new Client(shop.app).request(`http://shop.test${path}?add-to-cart=${FIXTURES.greetingCard.id}`);
      expect(res.status).toBe(302);
      const location = res.headers.get('location')!;
      expect(landsOn(location), `${path} → ${location}`).toBe('http://shop.test');
      expect(location.startsWith('//')).toBe(false);
    }
  });

  it('the login form’s redirect field only goes to same-origin paths', async () => {
    for (const [redirect, expected] of [
      ['/\t/evil.com', '/my-account/'],
      ['//evil.com', '/my-account/'],
      ['/.//evil.com', '/my-account/'],
      ['/checkout/', '/checkout/'],
    ]) {
      const c = new Client(shop.app);
      const nonce = parseHtml(await c.text('/my-account/')).querySelector<HTMLInputElement>(
        '#woocommerce-login-nonce',
      )!.value;
      const res = await c.postForm('/my-account/', {
        login: 'Login',
        username: 'customer',
        password: 'customer-password',
        'woocommerce-login-nonce': nonce,
        redirect: redirect!,
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location'), JSON.stringify(redirect)).toBe(expected);
    }
  });

  it('the payment double’s authentication page never sends the shopper off the origin', async () => {
    const c = new Client(shop.app);
    const api = (path: string, body: unknown) =>
      c.postJson(`http://shop.test${PAYMENT_DOUBLE_API_BASE}${path}`, body, {
        Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}`,
      });
    for (const back of ['/.//evil.com/x', '//evil.com/x', 'https://evil.com/x', '/\t/evil.com']) {
      const pm = (
        (await (
          await api('/payment_methods', {
            type: 'card',
            card: { number: '4000002760003184', exp_month: 12, exp_year: new Date().getFullYear() + 2, cvc: '123' },
          })
        ).json()) as { id: string }
      ).id;
      const intent = await createIntent(shop.db, { kind: 'payment', amount: 100, currency: 'GBP' });
      const confirmed = (await (
        await api(`/payment_intents/${intent.id}/confirm`, {
          client_secret: intent.client_secret,
          payment_method: pm,
          return_url: '/checkout/',
        })
      ).json()) as { next_action: { redirect_to_url: { url: string } } };
      // A crafted link carries the bad return URL: the page must not offer it, and answering must not follow it.
      const url = confirmed.next_action.redirect_to_url.url.replace(
        /return_url=[^&]*/,
        `return_url=${encodeURIComponent(back)}`,
      );
      const page = parseHtml(await c.text(`http://shop.test${url}`));
      expect(page.documentElement.outerHTML).not.toContain('evil.com');
      const fields = Object.fromEntries(
        [...page.querySelectorAll<HTMLInputElement>('form input[type=hidden]')].map((i) => [i.name, i.value]),
      );
      const res = await c.postForm(`http://shop.test${PAYMENT_DOUBLE_AUTH_PATH}/${intent.id}`, {
        ...fields,
        return_url: back,
        outcome: 'fail',
      });
      expect(res.status).toBe(303);
      expect(res.headers.get('location'), back).toBe('/');
    }
  });
});
