import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, getCookie, setCookie } from './cookies';

afterEach(() => {
  vi.useRealTimers();
  for (const name of ['store_notice7', 'a b;c', 'x', 'y']) deleteCookie(name);
});

const written = () => {
  const set = vi.spyOn(document, 'cookie', 'set');
  return () => set.mock.calls.map(([value]) => value);
};

describe('setCookie', () => {
  it('writes path=/ and SameSite=Lax by default (the store notice cookie)', () => {
    const writes = written();
    setCookie('store_notice7', 'hidden');
    expect(writes()).toEqual(['store_notice7=hidden; path=/; SameSite=Lax']);
  });

  it('percent-encodes name and value', () => {
    const writes = written();
    setCookie('a b;c', 'é=1; x');
    expect(writes()[0]).toBe('a%20b%3Bc=%C3%A9%3D1%3B%20x; path=/; SameSite=Lax');
  });

  it('writes max-age, SameSite and Secure (SameSite=None implies Secure)', () => {
    const writes = written();
    setCookie('x', '1', { path: '/shop', maxAge: 60, sameSite: 'Strict', secure: true });
    setCookie('y', '1', { sameSite: 'None' });
    expect(writes()).toEqual([
      'x=1; path=/shop; max-age=60; SameSite=Strict; Secure',
      'y=1; path=/; SameSite=None; Secure',
    ]);
  });
});

describe('getCookie', () => {
  it('reads back what setCookie wrote, decoded', () => {
    setCookie('store_notice7', 'hidden');
    setCookie('a b;c', 'é=1; x');
    expect(getCookie('store_notice7')).toBe('hidden');
    expect(getCookie('a b;c')).toBe('é=1; x');
  });

  it('returns undefined for a missing cookie and tolerates bad encoding', () => {
    expect(getCookie('missing')).toBeUndefined();
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('x=%E0%A4%A; y=2');
    expect(getCookie('x')).toBe('%E0%A4%A');
    expect(getCookie('y')).toBe('2');
  });
});

describe('deleteCookie', () => {
  it('expires the cookie on its path', () => {
    setCookie('x', '1');
    expect(getCookie('x')).toBe('1');
    const writes = written();
    deleteCookie('x');
    expect(writes()[0]).toBe('x=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT');
    expect(getCookie('x')).toBeUndefined();
  });
});
