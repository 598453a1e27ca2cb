/**
 * Once per page: `startOrderAttribution` on the document's cookies is memoised on globalThis, so the
 * order-attribution island and the checkout island (or two copies of this package) count one page view.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectConsoleWarn } from '@storefront/test-kit';
import { memoryCookieJar } from './cookie-jar';
import { PAGE_ATTRIBUTION_KEY, startOrderAttribution } from './order-attribution';
import { pageAttributionConfig, startPageAttribution } from './page-global';

const page = () => ({ href: location.href, referrer: '', userAgent: 'TestAgent/1.0' });
const isolated = { domain: { host: location.hostname, isolate: true } } as const;
const sbjsSession = () => /(?:^|; )sbjs_session=([^;]*)/.exec(document.cookie)?.[1] ?? null;

function clearPage(): void {
  delete (globalThis as Record<symbol, unknown>)[PAGE_ATTRIBUTION_KEY];
  delete (globalThis as { wc_order_attribution?: unknown }).wc_order_attribution;
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (!name) continue;
    for (const domain of ['', `; domain=.${location.hostname}`])
      document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT${domain}`;
  }
}

beforeEach(clearPage);
afterEach(clearPage);

describe('startOrderAttribution, once per page', () => {
  it('a second call on the document cookies returns the same instance and does not count another page', () => {
    const first = startOrderAttribution({ page, ...isolated });
    expect(sbjsSession()).toMatch(/^pgs%3D1%7C%7C%7C/);
    const second = startOrderAttribution({ page, ...isolated, allowTracking: false }); // later options are ignored
    expect(second).toBe(first);
    expect(second.trackingAllowed).toBe(true);
    expect(second.values().session_pages).toBe('1');
    expect(sbjsSession()).toMatch(/^pgs%3D1%7C%7C%7C/);
  });

  it('keeps the instance on the global registry symbol, shared by separately loaded copies', () => {
    const a = startOrderAttribution({ page, ...isolated });
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('storefront.order-attribution')]).toBe(a);
  });

  it('a new page view (the slot cleared, as a navigation does) counts the next page', () => {
    startOrderAttribution({ page, ...isolated });
    delete (globalThis as Record<symbol, unknown>)[PAGE_ATTRIBUTION_KEY];
    expect(startOrderAttribution({ page, ...isolated }).values().session_pages).toBe('2');
  });

  it('consent changes go to the shared instance', () => {
    const a = startOrderAttribution({ page, ...isolated });
    startOrderAttribution().setTrackingAllowed(false);
    expect(a.trackingAllowed).toBe(false);
    expect(document.cookie).not.toContain('sbjs_');
  });

  it('an injected cookie jar starts an independent attribution each time (tests, SSR)', () => {
    const jar = memoryCookieJar();
    const a = startOrderAttribution({ cookies: jar, page });
    const b = startOrderAttribution({ cookies: jar, page });
    expect(b).not.toBe(a);
    expect(b.values().session_pages).toBe('2');
    expect((globalThis as Record<symbol, unknown>)[PAGE_ATTRIBUTION_KEY]).toBeUndefined();
  });
});

describe('the wc_order_attribution page global', () => {
  it('is read when it is an object, ignored otherwise', () => {
    expect(pageAttributionConfig()).toBeUndefined();
    expect(startPageAttribution()).toBeUndefined();
    (globalThis as { wc_order_attribution?: unknown }).wc_order_attribution = 'broken';
    expect(pageAttributionConfig()).toBeUndefined();
    expect(document.cookie).not.toContain('sbjs_');
  });

  it('starts the page attribution from its params and fills inputs with its prefix', () => {
    document.body.innerHTML = `<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>
      <form id="custom"><input type="hidden" name="my_source_type"></form>`;
    const config = { params: { lifetime: 1e-5, session: 30, base64: false, allowTracking: true } };
    const started = startPageAttribution(config)!;
    started.fill(document);
    expect(document.querySelector<HTMLInputElement>('input[name="wc_order_attribution_source_type"]')!.value).toBe(
      'typein',
    );
    expect(document.querySelector<HTMLInputElement>('input[name="wc_order_attribution_session_pages"]')!.value).toBe(
      '1',
    );
    expect(startPageAttribution(config)!.attribution).toBe(started.attribution);

    const warnings = expectConsoleWarn('not found. Most likely'); // the spec's warning, once per field without its input
    startPageAttribution({ params: { ...config.params, prefix: 'my_' } })!.fill(document.querySelector('#custom')!);
    expect(document.querySelector<HTMLInputElement>('input[name="my_source_type"]')!.value).toBe('typein');
    expect(warnings).toContainEqual(expect.stringContaining('Field "referrer" not found.'));
  });

  it('allowTracking "no" in the params leaves every field empty and writes no cookie', () => {
    document.body.innerHTML = '<form><wc-order-attribution-inputs></wc-order-attribution-inputs></form>';
    const started = startPageAttribution({ params: { allowTracking: 'no' } })!;
    started.fill(document);
    expect(started.attribution.values().source_type).toBeNull();
    expect([...document.querySelectorAll('input')].every((i) => i.value === '')).toBe(true);
    expect(document.cookie).not.toContain('sbjs_');
  });
});
