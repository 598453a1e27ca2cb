/** URL pieces as sourcebuster reads them. */
import { describe, expect, it } from 'vitest';
import { formatSbjsDate } from './date';
import { hostOf, urlParts } from './url';
import { isHostOrSubdomain, queryParams } from './url-match';

describe('queryParams', () => {
  it('keeps raw values: the text between the first and second =, undecoded', () => {
    const params = queryParams('utm_source=spring%20sale&utm_medium=a=b&gclid');
    expect(params.get('utm_source')).toBe('spring%20sale');
    expect(params.get('utm_medium')).toBe('a');
    expect(params.has('gclid')).toBe(true);
    expect(params.get('gclid')).toBeUndefined(); // no = → not given
  });

  it('a repeated name joins its values with a comma; inherited object keys mean nothing', () => {
    expect(queryParams('utm_source=a&utm_source=b&utm_source').get('utm_source')).toBe('a,b,');
    expect(queryParams('utm_source&utm_source=b').get('utm_source')).toBe('b');
    expect(queryParams('x=1').get('constructor')).toBeUndefined();
  });
});

describe('urlParts / hostOf', () => {
  it('host without user info or port, path and query', () => {
    expect(urlParts('https://user:pw@www.Example.com:8080/a/b?x=1#h')).toEqual({
      host: 'www.Example.com',
      path: '/a/b',
      query: 'x=1',
    });
    expect(urlParts('https://example.com')).toEqual({ host: 'example.com', path: '', query: '' });
    expect(hostOf('https://www.blog.example/')).toBe('blog.example');
  });

  it('subdomain matching is case-insensitive and label-aligned', () => {
    expect(isHostOrSubdomain('M.Facebook.com', 'facebook.com')).toBe(true);
    expect(isHostOrSubdomain('notfacebook.com', 'facebook.com')).toBe(false);
  });
});

describe('formatSbjsDate', () => {
  it('YYYY-MM-DD HH:MM:SS, shifted by whole hours from UTC', () => {
    const t = Date.UTC(2026, 0, 5, 23, 4, 9);
    expect(formatSbjsDate(t, 0)).toBe('2026-01-05 23:04:09');
    expect(formatSbjsDate(t, 3)).toBe('2026-01-06 02:04:09');
    expect(formatSbjsDate(NaN, 0)).toBe('');
  });
});
