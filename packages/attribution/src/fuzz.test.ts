/** No URL, referrer, user agent, option or cookie garbage makes the tracker throw. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCookieContent, toCookieContent, unpackFields } from './codec';
import { ALL_COOKIES } from './constants';
import { memoryCookieJar } from './cookie-jar';
import { ATTRIBUTION_FIELD_NAMES } from './fields';
import { startOrderAttribution } from './order-attribution';
import { T0 } from './test-support';
import { runTracker } from './tracker';

const nasty = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.constantFrom(
    '',
    '?',
    '%',
    '%E0%A4%A',
    '|||',
    '=',
    '&&==',
    'https://',
    '//[::1',
    'http://u:p@www.:80/?text=',
    '?constructor=1&__proto__=x',
    'https://www.google.%/',
  ),
);
const queryish = fc
  .array(
    fc.tuple(
      fc.constantFrom('utm_source', 'utm_id', 'gclid', 'yclid', 'text', 'q', 'constructor', '__proto__', ''),
      fc.option(nasty),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.map(([k, v]) => (v === null ? k : `${k}=${v}`)).join('&'));

describe('fuzz', () => {
  it('runTracker never throws and always yields string fields, whatever the page and the cookies hold', () => {
    fc.assert(
      fc.property(
        nasty,
        queryish,
        nasty,
        nasty,
        fc.array(fc.tuple(fc.constantFrom(...ALL_COOKIES), nasty), { maxLength: 6 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 200 }),
        (base, query, referrer, agent, cookies, base64, gapMinutes) => {
          let now = T0;
          const jar = memoryCookieJar(() => now);
          for (const [name, value] of cookies) jar.set({ name, value });
          const page = { href: `${base}?${query}`, referrer, userAgent: agent };
          const a = startOrderAttribution({
            cookies: jar,
            now: () => now,
            page: () => page,
            base64,
            timezoneOffset: 0,
          });
          const values = a.values();
          expect(Object.keys(values)).toEqual(ATTRIBUTION_FIELD_NAMES);
          for (const value of Object.values(values)) expect(typeof value).toBe('string');
          now += gapMinutes * 60_000;
          runTracker({ base64 }, { cookies: jar, now: () => now, page, random: Math.random });
          a.setTrackingAllowed(false);
          expect(Object.values(a.values()).every((v) => v === null)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('cookie content round-trips for any packed text, base64 on or off', () => {
    // Packed values always hold `=` (stored as %3D), so they never look like bare base64.
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'grapheme' }),
        fc.boolean(),
        (key, value, base64) => {
          const text = `${key}=${value}`;
          expect(fromCookieContent(toCookieContent(text, base64))).toBe(text);
        },
      ),
    );
  });

  it('(known ambiguity, as in sourcebuster) bare alphanumeric content is read as base64', () => {
    expect(fromCookieContent('00')).not.toBe('00');
  });

  it('any text unpacks without throwing', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => void unpackFields(text)));
  });

  it('odd options never throw either', () => {
    fc.assert(
      fc.property(
        fc.record({
          lifetime: fc.oneof(fc.double(), fc.string()),
          sessionLength: fc.oneof(fc.double(), fc.string()),
          timezoneOffset: fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.string()),
          domain: fc.oneof(fc.string(), fc.record({ host: fc.string(), isolate: fc.boolean() })),
          promocode: fc.oneof(fc.boolean(), fc.record({ min: fc.string(), max: fc.string() })),
        }),
        (options) => {
          const jar = memoryCookieJar(() => T0);
          runTracker(options, {
            cookies: jar,
            now: () => T0,
            page: { href: 'https://shop.example/', referrer: '', userAgent: '' },
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
