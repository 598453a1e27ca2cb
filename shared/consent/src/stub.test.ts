/** The inline Consent API stub (stub/consent-stub.js) before the islands load, and the consent state taking over. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getPageStore } from '@storefront/runtime';
import { resetPageStore } from '@storefront/runtime/testing';
import { CONSENT_CHANGE_EVENT, setConsent, startConsent } from './consent';
import { CONSENT_STUB_SOURCE } from '../stub/source';

type Fn<A extends unknown[], R> = ((...args: A) => R) & { storefront?: true; stub?: object };
type ApiWindow = typeof globalThis & {
  wp_has_consent?: Fn<[string], boolean>;
  wp_set_consent?: Fn<[string, string], void>;
  wp_consent_type?: string;
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
  resetPageStore();
  clearCookies();
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
    expect(w.wp_set_consent!.stub).toBeDefined();
    expect(w.wp_has_consent!('statistics')).toBe(true);
    expect(w.wp_has_consent!('marketing')).toBe(false);
  });
});
