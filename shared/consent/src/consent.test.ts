import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPageStore } from '@storefront/runtime';
import { resetPageStore } from '@storefront/runtime/testing';
import { CONSENT_CHANGE_EVENT, CONSENT_STORAGE_KEY, hasConsent, setConsent, startConsent } from './consent';

type ApiWindow = typeof globalThis & {
  wp_has_consent?: (c: string) => boolean;
  wp_set_consent?: (c: string, v: 'allow' | 'deny') => void;
  wp_consent_type?: string;
  wc_order_attribution?: { setOrderTracking?: (allow: boolean) => void; params?: { allowTracking?: boolean } };
};
const w = globalThis as ApiWindow;
const cookie = (name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1];

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
let release: (() => void) | undefined;
const changes: unknown[] = [];
const record = (e: Event) => changes.push((e as CustomEvent).detail);

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  changes.length = 0;
  document.addEventListener(CONSENT_CHANGE_EVENT, record);
});
afterEach(() => {
  release?.();
  release = undefined;
  document.removeEventListener(CONSENT_CHANGE_EVENT, record);
  delete w.wp_consent_type;
  delete w.wc_order_attribution;
  document.body.innerHTML = '';
  resetPageStore();
  clearCookies();
});

describe('consent state', () => {
  it('starts denied without a recorded choice and installs the Consent API face', () => {
    release = startConsent();
    expect(getPageStore().getState().consent).toEqual({ statistics: false, marketing: false });
    expect(w.wp_has_consent!('statistics')).toBe(false);
    expect(w.wp_has_consent!('marketing')).toBe(false);
    expect(w.wp_has_consent!('functional')).toBe(true);
    expect(w.wp_consent_type).toBe('optin');
    expect(changes).toEqual([]);
  });

  it('loads the choice recorded in the wp_consent_* cookies', () => {
    document.cookie = 'wp_consent_statistics=allow; path=/';
    document.cookie = 'wp_consent_marketing=deny; path=/';
    release = startConsent();
    expect(getPageStore().getState().consent).toEqual({ statistics: true, marketing: false });
    expect(hasConsent('statistics-anonymous')).toBe(true);
    expect(changes).toEqual([]);
  });

  it('a change in the store writes the cookies, fires one event per category and pings other tabs', () => {
    release = startConsent();
    setConsent({ statistics: true, marketing: true }, 180);
    expect(changes).toEqual([{ statistics: 'allow' }, { marketing: 'allow' }]);
    expect(cookie('wp_consent_statistics')).toBe('allow');
    expect(cookie('wp_consent_marketing')).toBe('allow');
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ statistics: true, marketing: true });
    expect(w.wp_has_consent!('marketing')).toBe(true);
    setConsent({ marketing: false });
    expect(changes.at(-1)).toEqual({ marketing: 'deny' });
    expect(cookie('wp_consent_marketing')).toBe('deny');
    setConsent({ marketing: false });
    expect(changes).toHaveLength(3);
  });

  it('another script using the Consent API (wp_set_consent or the event) updates the store without an echo', () => {
    release = startConsent();
    w.wp_set_consent!('statistics', 'allow');
    expect(getPageStore().getState().consent.statistics).toBe(true);
    expect(changes).toEqual([{ statistics: 'allow' }]);
    document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { marketing: 'allow' } }));
    expect(getPageStore().getState().consent.marketing).toBe(true);
    expect(cookie('wp_consent_marketing')).toBe('allow');
    // Only the other script's own event: no second one from the store.
    expect(changes).toEqual([{ statistics: 'allow' }, { marketing: 'allow' }]);
    document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { marketing: 'maybe' } }));
    document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: null }));
    expect(getPageStore().getState().consent.marketing).toBe(true);
  });

  it('follows a real Consent API when one is on the page', () => {
    const values: Record<string, string> = { statistics: 'allow', marketing: 'deny' };
    const set = vi.fn((category: string, value: 'allow' | 'deny') => {
      values[category] = value;
      document.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: { [category]: value } }));
    });
    w.wp_has_consent = (category) => values[category] === 'allow';
    w.wp_set_consent = set;
    try {
      release = startConsent();
      expect(getPageStore().getState().consent).toEqual({ statistics: true, marketing: false });
      setConsent({ marketing: true });
      expect(set).toHaveBeenCalledWith('marketing', 'allow');
      expect(changes).toEqual([{ marketing: 'allow' }]);
    } finally {
      release?.();
      release = undefined;
      delete w.wp_has_consent;
      delete w.wp_set_consent;
    }
  });

  it('another tab’s change (storage event) updates this tab and fires the event here', () => {
    release = startConsent();
    const newValue = JSON.stringify({ statistics: true, marketing: false, at: 1 });
    dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue }));
    expect(getPageStore().getState().consent).toEqual({ statistics: true, marketing: false });
    expect(changes).toEqual([{ statistics: 'allow' }]);
    dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: '{bad' }));
    dispatchEvent(new StorageEvent('storage', { key: 'other', newValue }));
    expect(changes).toHaveLength(1);
  });

  it('order attribution follows marketing consent through setOrderTracking', () => {
    const setOrderTracking = vi.fn();
    w.wc_order_attribution = { setOrderTracking };
    release = startConsent();
    setConsent({ statistics: true });
    expect(setOrderTracking).not.toHaveBeenCalled();
    setConsent({ marketing: true });
    setConsent({ marketing: false });
    expect(setOrderTracking.mock.calls).toEqual([[true], [false]]);
  });

  it('before the attribution hook exists, the attribution params it will start from carry the choice', () => {
    const attribution: { params: { allowTracking?: boolean } } = { params: { allowTracking: true } };
    w.wc_order_attribution = attribution;
    release = startConsent();
    setConsent({ marketing: true });
    setConsent({ marketing: false });
    expect(attribution.params.allowTracking).toBe(false);
  });

  it('a grant turns markup waiting for consent into island markup (re-inserted, so the runtime sees it)', () => {
    document.body.innerHTML =
      '<script type="application/json" id="ga4w-data" data-consent-island="analytics">{}</script>';
    const before = document.getElementById('ga4w-data');
    release = startConsent();
    expect(before!.hasAttribute('data-island')).toBe(false);
    setConsent({ statistics: true });
    const after = document.getElementById('ga4w-data')!;
    expect(after).not.toBe(before);
    expect(after.getAttribute('data-island')).toBe('analytics');
  });

  it('is installed once for several users and removed by the last release', () => {
    const a = startConsent();
    const b = startConsent();
    expect(w.wp_has_consent).toBeTypeOf('function');
    a();
    a();
    expect(w.wp_has_consent).toBeTypeOf('function');
    b();
    expect(w.wp_has_consent).toBeUndefined();
    setConsent({ statistics: true });
    expect(changes).toEqual([]);
  });

  it('blocked storage does not stop the change', () => {
    release = startConsent();
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    try {
      setConsent({ statistics: true });
      expect(changes).toEqual([{ statistics: 'allow' }]);
    } finally {
      spy.mockRestore();
    }
  });
});
