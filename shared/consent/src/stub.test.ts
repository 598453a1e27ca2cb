/** The inline Consent API stub (stub/consent-stub.js) before the islands load, and the consent state taking over. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPageStore } from '@storefront/runtime';
import { boot, resetPageStore, shutdown } from '@storefront/runtime/testing';
import { CONSENT_CHANGE_EVENT, CONSENT_STORAGE_KEY, setConsent, startConsent } from './consent';
import { CONSENT_STUB_SOURCE } from '../stub/source';

type Fn<A extends unknown[], R> = ((...args: A) => R) & { storefront?: true; stub?: object };
type ApiWindow = typeof globalThis & {
  wp_has_consent?: Fn<[string], boolean>;
  wp_set_consent?: Fn<[string, string], void>;
  wp_consent_type?: string;
  wc_order_attribution?: { setOrderTracking?: (allow: boolean) => void };
};
const w = globalThis as ApiWindow;
const cookie = (name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1];
const change = (detail: unknown) => document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail }));
/** Runs the stub as the page's first inline script does. */
const printStub = () => new Function(CONSENT_STUB_SOURCE)();

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
let release: (() => void) | undefined;

beforeEach(clearCookies);
afterEach(() => {
  release?.();
  release = undefined;
  delete w.wp_has_consent;
  delete w.wp_set_consent;
  delete w.wp_consent_type;
  delete w.wc_order_attribution;
  resetPageStore();
  clearCookies();
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('Consent API stub (inline, first in <head>)', () => {
  it('is compact inline text without its comment', () => {
    expect(CONSENT_STUB_SOURCE).not.toMatch(/^\s*\/\*/);
    expect(CONSENT_STUB_SOURCE.length).toBeLessThan(1600);
  });

  it('answers from the wp_consent_* cookies before any island runs', () => {
    document.cookie = 'wp_consent_statistics=allow; path=/';
    document.cookie = 'wp_consent_marketing=deny; path=/';
    document.cookie = 'xwp_consent_preferences=allow; path=/';
    printStub();
    expect(w.wp_has_consent!('statistics')).toBe(true);
    expect(w.wp_has_consent!('statistics-anonymous')).toBe(true);
    expect(w.wp_has_consent!('marketing')).toBe(false);
    expect(w.wp_has_consent!('preferences')).toBe(false);
    expect(w.wp_has_consent!('functional')).toBe(true);
    expect(w.wp_has_consent!('stat(')).toBe(false);
    expect(w.wp_has_consent!('constructor')).toBe(false);
    expect(w.wp_consent_type).toBe('optin');
  });

  it('follows change events and its own wp_set_consent (cookie for 30 days, then the event)', () => {
    printStub();
    const seen: unknown[] = [];
    document.addEventListener(CONSENT_CHANGE_EVENT, (e) => seen.push((e as CustomEvent).detail), { once: true });
    w.wp_set_consent!('statistics', 'allow');
    expect(cookie('wp_consent_statistics')).toBe('allow');
    expect(seen).toEqual([{ statistics: 'allow' }]);
    expect(w.wp_has_consent!('statistics')).toBe(true);
    change({ marketing: 'allow', preferences: 'maybe' });
    expect(w.wp_has_consent!('marketing')).toBe(true);
    expect(w.wp_has_consent!('preferences')).toBe(false);
    w.wp_set_consent!('x; path=/evil', 'allow');
    w.wp_set_consent!('marketing', 'yes; domain=example.com');
    expect(document.cookie).not.toMatch(/evil|yes/);
  });

  it('yields to a Consent API already on the page', () => {
    const real = () => true;
    w.wp_has_consent = real;
    printStub();
    expect(w.wp_has_consent).toBe(real);
    expect(w.wp_set_consent).toBeUndefined();
  });

  it('the consent state takes over with the same answers, and gives them back when it stops', () => {
    document.cookie = 'wp_consent_statistics=allow; path=/';
    printStub();
    const stub = w.wp_has_consent;
    const stubSet = w.wp_set_consent;
    // An early consent tool's choice, before any island.
    change({ marketing: 'allow', preferences: 'allow' });
    release = startConsent();
    expect(w.wp_has_consent).not.toBe(stub);
    expect(w.wp_has_consent!.storefront).toBe(true);
    expect(getPageStore().getState().consent).toEqual({ statistics: true, marketing: true });
    for (const category of ['statistics', 'marketing', 'preferences', 'functional', 'other'])
      expect(w.wp_has_consent!(category)).toBe(stub!(category));

    // Both directions while it runs: the store's change reaches the stub, another script's event reaches the store.
    setConsent({ statistics: false });
    expect(stub!('statistics')).toBe(false);
    change({ marketing: 'deny' });
    expect(getPageStore().getState().consent.marketing).toBe(false);
    w.wp_set_consent!('statistics', 'allow');
    expect(getPageStore().getState().consent.statistics).toBe(true);
    expect(cookie('wp_consent_statistics')).toBe('allow');

    release();
    release = undefined;
    expect(w.wp_has_consent).toBe(stub);
    expect(w.wp_set_consent).toBe(stubSet);
    expect(w.wp_has_consent!('statistics')).toBe(true);
    expect(w.wp_has_consent!('marketing')).toBe(false);
  });
});

describe('Consent API stub: other tabs', () => {
  /** Another tab's ping, in the consent state's format. */
  const ping = (consent: { statistics: boolean; marketing: boolean } | string | null) =>
    dispatchEvent(
      new StorageEvent('storage', {
        key: CONSENT_STORAGE_KEY,
        newValue: typeof consent === 'object' && consent ? JSON.stringify({ ...consent, at: 1 }) : consent,
      }),
    );
  let seen: unknown[];
  const record = (e: Event) => seen.push((e as CustomEvent).detail);
  beforeEach(() => {
    seen = [];
    document.addEventListener(CONSENT_CHANGE_EVENT, record);
  });
  afterEach(() => document.removeEventListener(CONSENT_CHANGE_EVENT, record));

  it('wp_set_consent pings other tabs with the whole choice', () => {
    document.cookie = 'wp_consent_marketing=allow; path=/';
    printStub();
    w.wp_set_consent!('statistics', 'allow');
    const sent = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!) as Record<string, unknown>;
    expect(sent).toEqual({ statistics: true, marketing: true, at: expect.any(Number) });
    w.wp_set_consent!('marketing', 'deny');
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ marketing: false });
  });

  it('a ping becomes one change event per category that really changed, never pinged back', () => {
    document.cookie = 'wp_consent_statistics=deny; path=/';
    document.cookie = 'wp_consent_marketing=allow; path=/';
    printStub();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    try {
      // The other tab writes the shared cookies, then pings: this page still tells its own scripts.
      document.cookie = 'wp_consent_statistics=allow; path=/';
      ping({ statistics: true, marketing: true });
      expect(seen).toEqual([{ statistics: 'allow' }]);
      expect(w.wp_has_consent!('statistics')).toBe(true);
      ping({ statistics: true, marketing: true });
      expect(seen).toHaveLength(1);
      ping({ statistics: false, marketing: false });
      expect(seen).toEqual([{ statistics: 'allow' }, { statistics: 'deny' }, { marketing: 'deny' }]);
      expect(w.wp_has_consent!('marketing')).toBe(false);
      // Not ours, malformed or removed: nothing happens, nothing is thrown.
      dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '{"statistics":true}' }));
      ping('{bad');
      ping(null);
      expect(seen).toHaveLength(3);
      // The other tab wrote the cookies; this one writes neither cookies nor a ping.
      expect(setItem).not.toHaveBeenCalled();
      expect(cookie('wp_consent_statistics')).toBe('allow');
      expect(cookie('wp_consent_marketing')).toBe('allow');
    } finally {
      setItem.mockRestore();
    }
  });

  it('order attribution follows marketing from another tab', () => {
    const setOrderTracking = vi.fn();
    w.wc_order_attribution = { setOrderTracking };
    printStub();
    ping({ statistics: true, marketing: false });
    expect(setOrderTracking).not.toHaveBeenCalled();
    document.cookie = 'wp_consent_marketing=allow; path=/';
    ping({ statistics: true, marketing: true });
    document.cookie = 'wp_consent_marketing=deny; path=/';
    ping({ statistics: false, marketing: false });
    expect(setOrderTracking.mock.calls).toEqual([[true], [false]]);
  });

  it('a grant re-inserts markup waiting for consent as island markup: the runtime mounts it', async () => {
    document.body.innerHTML =
      '<script type="application/json" id="ga4w-data" data-consent-island="analytics">{}</script>';
    const mount = vi.fn();
    await boot([{ name: 'analytics', load: async () => ({ mount }) }]);
    try {
      printStub();
      ping({ statistics: false, marketing: false });
      expect(document.querySelector('[data-island]')).toBeNull();
      ping({ statistics: true, marketing: false });
      const island = document.getElementById('ga4w-data')!;
      expect(island.getAttribute('data-island')).toBe('analytics');
      await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
      expect(mount.mock.calls[0]![0]).toBe(island);
      ping({ statistics: true, marketing: true });
      await Promise.resolve();
      expect(mount).toHaveBeenCalledTimes(1);
    } finally {
      shutdown();
    }
  });

  it('blocked storage: wp_set_consent still writes the cookie and fires the event', () => {
    printStub();
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      expect(() => w.wp_set_consent!('marketing', 'allow')).not.toThrow();
      expect(cookie('wp_consent_marketing')).toBe('allow');
      expect(seen).toEqual([{ marketing: 'allow' }]);
    } finally {
      setItem.mockRestore();
    }
  });

  it('while the consent state runs only it follows pings (one event each); the stub follows again after', () => {
    printStub();
    release = startConsent();
    ping({ statistics: true, marketing: false });
    expect(seen).toEqual([{ statistics: 'allow' }]);
    release();
    release = undefined;
    ping({ statistics: true, marketing: true });
    expect(seen).toEqual([{ statistics: 'allow' }, { marketing: 'allow' }]);
  });

  it("the stub and the consent state read each other's pings", () => {
    // The consent state's ping, read by a tab with only the stub.
    release = startConsent();
    setConsent({ statistics: true, marketing: true });
    const fromState = localStorage.getItem(CONSENT_STORAGE_KEY);
    release();
    release = undefined;
    delete w.wp_has_consent;
    delete w.wp_set_consent;
    resetPageStore();
    clearCookies();
    localStorage.clear();
    printStub();
    seen = [];
    ping(fromState);
    expect(seen).toEqual([{ statistics: 'allow' }, { marketing: 'allow' }]);

    // The stub's ping, read by a tab running the consent state.
    w.wp_set_consent!('marketing', 'deny');
    const fromStub = localStorage.getItem(CONSENT_STORAGE_KEY);
    delete w.wp_has_consent;
    delete w.wp_set_consent;
    clearCookies();
    release = startConsent();
    seen = [];
    ping(fromStub);
    expect(getPageStore().getState().consent).toEqual({ statistics: true, marketing: false });
    expect(seen).toEqual([{ statistics: 'allow' }]);
  });
});
