import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURES } from './fixtures';
import { clearCspReports, cspReports } from './security-headers';
import { Client, testShop, type TestShop } from './test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(() => shop.close());
afterEach(() => {
  vi.unstubAllEnvs();
  clearCspReports();
});

/** The headers every response carries, whatever it is. */
function expectSecurityHeaders(res: Response): void {
  const h = res.headers;
  expect(h.get('x-content-type-options')).toBe('nosniff');
  expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(h.get('permissions-policy')).toBe(
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), usb=(), payment=(self)',
  );
  expect(h.get('strict-transport-security')).toBeNull();
  const csp = h.get('content-security-policy') ?? '';
  for (const directive of [
    "default-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
    'report-uri /csp-report',
  ])
    expect(csp).toContain(directive);
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='; /);
  expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='; /);
  expect(csp).not.toMatch(/unsafe-(inline|eval|hashes)|strict-dynamic|\*/);
}

const nonceOf = (res: Response): string =>
  /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? '';

describe('security headers', () => {
  it('are on pages, JSON, wc-ajax, REST, assets, media, 404s and the double’s pages', async () => {
    const c = new Client(shop.app);
    const responses = await Promise.all([
      c.request('/'),
      c.request('/no-such-page/'),
      c.request('/wp-json/wc/store/v1/cart'),
      c.postForm('/?wc-ajax=get_refreshed_fragments', {}),
      c.postForm('/wp-admin/admin-ajax.php', { action: 'nope' }),
      c.request('/theme/style.css'),
      c.request('/assets/vendor/jquery.min.js'),
      c.request('/assets/missing.js'),
      c.request('/media/art-print-1.svg'),
      c.request(`/quick-view/${FIXTURES.artPrint.id}/`),
      c.request('/payment-double/authenticate/pi_unknown?token=x'),
      c.postJson('/payment-double/v1/payment_methods', {}),
    ]);
    for (const res of responses) expectSecurityHeaders(res);
    // Product images may be embedded elsewhere (mail, other sites); nothing else.
    expect(responses[8]!.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(responses[5]!.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('give each response its own nonce, and pages put it on every inline script and style', async () => {
    const c = new Client(shop.app);
    await c.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.greetingCard.id, quantity: 1 });
    const seen = new Set<string>();
    for (const path of [
      '/',
      '/shop/',
      `/product/${FIXTURES.artPrint.slug}/`,
      '/cart/',
      '/checkout/',
      `/blog/${FIXTURES.blogPost.slug}/`,
      '/my-account/',
      '/cart/?with-jquery=1',
      '/payment-double/authenticate/pi_unknown?token=x',
    ]) {
      const res = await c.request(path);
      const nonce = nonceOf(res);
      expect(seen.has(nonce), path).toBe(false);
      seen.add(nonce);
      const html = await res.text();
      const tags = [...html.matchAll(/<(script|style)\b[^>]*>/g)].map((m) => m[0]);
      expect(tags.length, path).toBeGreaterThan(0);
      // JSON data blocks do not run; every other script and style carries the nonce.
      for (const tag of tags.filter((t) => !/type="application\/json"/.test(t)))
        expect(tag, path).toContain(`nonce="${nonce}"`);
      // No style attributes or inline event handlers: the CSP refuses both.
      expect(html, path).not.toMatch(/\sstyle=["']|\son[a-z]+=["']|javascript:/i);
    }
  });

  it('name the provider’s origins when the pages use Stripe.js', async () => {
    vi.stubEnv('PAYMENT_PROVIDER', 'stripe');
    vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_csp');
    const res = await new Client(shop.app).request('/theme/style.css');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com https:\/\/\*\.js\.stripe\.com;/);
    expect(csp).toContain("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;");
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
    expect(csp).toContain("img-src 'self' data: https://*.stripe.com;");
    expect(csp).not.toMatch(/unsafe-/);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(res.headers.get('permissions-policy')).toContain('payment=(self "https://js.stripe.com")');
  });

  it('add HSTS on HTTPS requests only', async () => {
    const res = await shop.app.request('https://shop.test/theme/style.css');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
  });
});

describe('POST /csp-report', () => {
  it('records reports in both formats and answers 204', async () => {
    const c = new Client(shop.app);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const legacy = await c.request('/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': {
          'document-uri': 'http://shop.test/',
          'violated-directive': 'script-src-elem',
          'blocked-uri': 'inline',
        },
      }),
    });
    const api = await c.request('/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json' },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          body: { documentURL: 'http://shop.test/cart/', effectiveDirective: 'style-src-attr' },
        },
      ]),
    });
    expect([legacy.status, api.status]).toEqual([204, 204]);
    expect(cspReports()).toEqual([
      { 'document-uri': 'http://shop.test/', 'violated-directive': 'script-src-elem', 'blocked-uri': 'inline' },
      { documentURL: 'http://shop.test/cart/', effectiveDirective: 'style-src-attr' },
    ]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('ignores what is not a report and refuses large bodies', async () => {
    const c = new Client(shop.app);
    expect((await c.request('/csp-report', { method: 'POST', body: 'not json' })).status).toBe(204);
    expect((await c.request('/csp-report', { method: 'POST', body: 'x'.repeat(70_000) })).status).toBe(413);
    expect(cspReports()).toEqual([]);
  });
});
