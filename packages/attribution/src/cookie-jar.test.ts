/** The document.cookie jar: sourcebuster's cookie syntax, host-only fallback, deletion. */
import { afterEach, describe, expect, it } from 'vitest';
import { documentCookieJar, memoryCookieJar } from './cookie-jar';
import { COOKIE } from './constants';
import { startOrderAttribution } from './order-attribution';

/** A fake document recording every cookie write, applying them to a simple name → value map. */
function fakeDocument(refuseDomain = false) {
  const writes: string[] = [];
  const values = new Map<string, string>();
  const doc = {
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      if (refuseDomain && /domain=/i.test(text)) return;
      const [pair = ''] = text.split(';');
      const at = pair.indexOf('=');
      if (/max-age=-|expires=Thu, 01 Jan 1970/.test(text)) values.delete(pair.slice(0, at));
      else values.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
  return { doc: doc as unknown as Document, writes, values };
}

afterEach(() => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=-1`;
  }
});

describe('documentCookieJar', () => {
  it('writes name=content; expires=…;domain=.domain; path=/ and reads it back', () => {
    const { doc, writes } = fakeDocument();
    const jar = documentCookieJar(doc);
    jar.set({
      name: 'sbjs_current',
      value: 'typ%3Dutm',
      expires: new Date(Date.UTC(2030, 0, 1)),
      domain: '.shop.example',
    });
    expect(writes[0]).toBe(
      'sbjs_current=typ%3Dutm; expires=Tue, 01 Jan 2030 00:00:00 GMT;domain=.shop.example; path=/',
    );
    expect(jar.get('sbjs_current')).toBe('typ%3Dutm');
    expect(jar.get('sbjs_first')).toBeNull();
  });

  it('a session cookie has no expires', () => {
    const { doc, writes } = fakeDocument();
    documentCookieJar(doc).set({ name: 'a', value: 'b' });
    expect(writes[0]).toBe('a=b; path=/');
  });

  it('retries host-only when the browser refuses the domain attribute (IP or localhost)', () => {
    const { doc, writes } = fakeDocument(true);
    const jar = documentCookieJar(doc);
    jar.set({ name: 'sbjs_session', value: 'pgs%3D1', domain: '.127.0.0.1' });
    expect(writes).toEqual(['sbjs_session=pgs%3D1;domain=.127.0.0.1; path=/', 'sbjs_session=pgs%3D1; path=/']);
    expect(jar.get('sbjs_session')).toBe('pgs%3D1');
  });

  it('remove expires the cookie for the given domain attribute', () => {
    const { doc, writes } = fakeDocument();
    const jar = documentCookieJar(doc);
    jar.set({ name: 'x', value: '1' });
    jar.remove('x', '.shop.example');
    expect(writes[1]).toBe('x=; path=/; max-age=-999; expires=Thu, 01 Jan 1970 00:00:00 GMT; domain=.shop.example');
    expect(jar.get('x')).toBeNull();
  });

  it("works against the test browser's real document.cookie", () => {
    const page = () => ({ href: location.href, referrer: '', userAgent: navigator.userAgent });
    const a = startOrderAttribution({ page, domain: { host: location.hostname, isolate: true } });
    expect(document.cookie).toContain(`${COOKIE.current}=typ%3Dtypein`);
    expect(a.values().source_type).toBe('typein');
    a.setTrackingAllowed(false);
    expect(document.cookie).not.toContain('sbjs_');
  });
});

describe('memoryCookieJar', () => {
  it('expires cookies by its clock and keys them by name and domain', () => {
    let now = 0;
    const jar = memoryCookieJar(() => now);
    jar.set({ name: 'a', value: '1', expires: new Date(1000), domain: '.x' });
    jar.set({ name: 'a', value: '2' });
    expect(jar.list()).toHaveLength(2);
    jar.remove('a');
    expect(jar.get('a')).toBe('1');
    now = 1000;
    expect(jar.get('a')).toBeNull();
  });
});
