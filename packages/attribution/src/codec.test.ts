/** Cookie value format: `key=value|||…`, sourcebuster's percent-encoding and the optional base64 layer. */
import { describe, expect, it } from 'vitest';
import { decodeData, encodeData, fromCookieContent, packFields, toCookieContent, unpackFields } from './codec';
import { SOURCE_KEYS, packSource } from './format';
import type { SourceData } from './types';

describe('encodeData / decodeData', () => {
  it("percent-encodes like encodeURIComponent and also escapes !~*'()", () => {
    expect(encodeData("a b!~*'()|=")).toBe('a%20b%21%7E%2A%27%28%29%7C%3D');
    expect(decodeData('a%20b%21%7E%2A%27%28%29%7C%3D')).toBe("a b!~*'()|=");
  });

  it('never throws: malformed escapes fall back to unescape, lone surrogates are replaced', () => {
    expect(decodeData('100%')).toBe('100%');
    expect(decodeData('%E9t%E9')).toBe('été'); // an old escape() cookie
    expect(encodeData('\uD800x')).toBe('%EF%BF%BDx');
  });
});

describe('the ||| format', () => {
  it('packs pairs in order and unpacks them, splitting each at its first =', () => {
    const text = packFields([
      ['typ', 'utm'],
      ['src', 'google'],
      ['ep', 'https://shop.example/?a=b&c=d'],
    ]);
    expect(text).toBe('typ=utm|||src=google|||ep=https://shop.example/?a=b&c=d');
    expect({ ...unpackFields(text) }).toEqual({ typ: 'utm', src: 'google', ep: 'https://shop.example/?a=b&c=d' });
  });

  it('decodes each value once more on reading (raw URL values are stored undecoded)', () => {
    expect(unpackFields('src=spring%20sale|||cmp=%E2%82%AC5').src).toBe('spring sale');
    expect(unpackFields('src=spring%20sale|||cmp=%E2%82%AC5').cmp).toBe('€5');
  });

  it('empty or missing text is an empty object; a key without = has an empty value', () => {
    expect(Object.keys(unpackFields(''))).toEqual([]);
    expect(Object.keys(unpackFields(null))).toEqual([]);
    expect({ ...unpackFields('pgs') }).toEqual({ pgs: '' });
  });
});

describe('cookie content (base64 off and on)', () => {
  const value = 'typ=utm|||src=news letter|||mdm=email';

  it('base64 off stores the percent-encoded value', () => {
    expect(toCookieContent(value, false)).toBe('typ%3Dutm%7C%7C%7Csrc%3Dnews%20letter%7C%7C%7Cmdm%3Demail');
  });

  it('base64 on stores base64 of the encoded value without = padding', () => {
    const content = toCookieContent(value, true);
    expect(content).toMatch(/^[A-Za-z0-9+/]+$/);
    expect(atob(content + '='.repeat((4 - (content.length % 4)) % 4))).toBe(toCookieContent(value, false));
  });

  it('both forms read back to the same value, whatever the current setting', () => {
    expect(fromCookieContent(toCookieContent(value, false))).toBe(value);
    expect(fromCookieContent(toCookieContent(value, true))).toBe(value);
  });
});

describe('cookie contents', () => {
  it('packSource writes SOURCE_KEYS in their order, as packFields would', () => {
    const keys = Object.keys(SOURCE_KEYS) as Array<keyof typeof SOURCE_KEYS>;
    const source = Object.fromEntries(keys.map((key, i) => [key, `v${i}=|`])) as unknown as SourceData;
    expect(packSource(source)).toBe(packFields(keys.map((key) => [SOURCE_KEYS[key], source[key]])));
  });
});
