/** The consent banner (spec §4 'Consent banner', §9): modes, cookies, the 400 ms removal, consent granted. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPageStore } from '@storefront/runtime';
import { resetPageStore } from '@storefront/runtime/testing';
import { mountIsland } from '@storefront/test-kit';
import { consentBannerIsland } from './island';
import island from './mount';

const cookie = (name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1];
function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** Jetpack's widget markup (classes and data attributes as the shop prints them). */
function bannerHtml(classes = 'hide-on-button', attrs = 'data-hide-timeout="30" data-consent-expiration="180"') {
  return `<main tabindex="-1"><p>Page</p></main><div class="widget widget_eu_cookie_law_widget"><div class="${classes}" ${attrs} id="eu-cookie-law">
<form method="post" action="/consent/accept/"><input type="submit" value="Close and accept" class="accept"></form>
Privacy &amp; cookies: this site uses cookies. <a href="/privacy-policy/" rel="nofollow">Cookie policy</a></div></div>`;
}
async function mountBanner(classes?: string, attrs?: string) {
  document.body.innerHTML = bannerHtml(classes, attrs);
  const host = document.getElementById('eu-cookie-law')!;
  const unmount = await mountIsland(island, host);
  return { host, unmount, widget: () => document.querySelector('.widget_eu_cookie_law_widget') };
}
const submit = (host: HTMLElement) =>
  host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
const dismissed = vi.fn();

beforeEach(() => {
  clearCookies();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  document.body.addEventListener('eucookielaw-dismissed', dismissed);
});
afterEach(() => {
  document.body.removeEventListener('eucookielaw-dismissed', dismissed);
  dismissed.mockReset();
  vi.useRealTimers();
  document.body.innerHTML = '';
  resetPageStore();
  clearCookies();
  scrollTo(0, 0);
});

describe('consent banner island', () => {
  it('is defined on div#eu-cookie-law and hydrates on interaction', () => {
    expect(consentBannerIsland).toMatchObject({
      name: 'consent-banner',
      selectors: ['#eu-cookie-law'],
      hydrate: 'interaction',
    });
  });

  it('is a named landmark and takes no focus', async () => {
    const before = document.activeElement;
    const { host } = await mountBanner();
    expect(host.getAttribute('role')).toBe('region');
    expect(host.getAttribute('aria-label')).toBe('Cookie consent');
    expect(document.activeElement).toBe(before);
  });

  it('submitting the form: cookie for data-consent-expiration days, consent granted, event, removed after 400 ms', async () => {
    const { host, widget } = await mountBanner();
    const event = new Event('submit', { bubbles: true, cancelable: true });
    host.querySelector('form')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(Number(cookie('eucookielaw'))).toBe(Date.now() + 180 * 864e5);
    expect(cookie('personalized-ads-consent')).toBeUndefined();
    expect(getPageStore().getState().consent).toEqual({ statistics: true, marketing: true });
    expect(cookie('wp_consent_statistics')).toBe('allow');
    expect(dismissed).toHaveBeenCalledTimes(1);
    expect(host.classList.contains('hide')).toBe(true);
    vi.advanceTimersByTime(399);
    expect(widget()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(widget()).toBeNull();
  });

  it('accepts once: a second submit is the browser’s again (listeners removed)', async () => {
    const { host } = await mountBanner();
    submit(host);
    const again = new Event('submit', { bubbles: true, cancelable: true });
    host.querySelector('form')!.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    expect(dismissed).toHaveBeenCalledTimes(1);
  });

  it('with ads active on a button banner also sets personalized-ads-consent', async () => {
    const { host } = await mountBanner('hide-on-button ads-active', 'data-consent-expiration="30"');
    submit(host);
    expect(Number(cookie('personalized-ads-consent'))).toBe(Date.now() + 30 * 864e5);
    expect(cookie('eucookielaw')).toBe(cookie('personalized-ads-consent'));
  });

  it('hide-on-scroll: dismissed when the page scrolls more than 50 px, not at 50', async () => {
    const { widget } = await mountBanner('hide-on-scroll ads-active');
    scrollTo(0, 50);
    dispatchEvent(new Event('scroll'));
    expect(dismissed).not.toHaveBeenCalled();
    scrollTo(0, 51);
    dispatchEvent(new Event('scroll'));
    expect(dismissed).toHaveBeenCalledTimes(1);
    expect(cookie('eucookielaw')).toBeDefined();
    // Ads are active but the banner does not hide on its button: no ads cookie.
    expect(cookie('personalized-ads-consent')).toBeUndefined();
    dispatchEvent(new Event('scroll'));
    expect(dismissed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(400);
    expect(widget()).toBeNull();
  });

  it('hide-on-time: dismissed after data-hide-timeout seconds', async () => {
    await mountBanner('hide-on-time', 'data-hide-timeout="5"');
    vi.advanceTimersByTime(4999);
    expect(dismissed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dismissed).toHaveBeenCalledTimes(1);
    expect(getPageStore().getState().consent.marketing).toBe(true);
  });

  it('hide-on-time without a usable timeout uses 30 s; unmounting before it releases the timer', async () => {
    const { unmount } = await mountBanner('hide-on-time', 'data-hide-timeout="soon"');
    vi.advanceTimersByTime(29_999);
    expect(dismissed).not.toHaveBeenCalled();
    unmount();
    vi.advanceTimersByTime(10_000);
    expect(dismissed).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is removed at load when the consent cookie exists', async () => {
    document.cookie = 'eucookielaw=1; path=/';
    const { widget } = await mountBanner();
    expect(widget()).toBeNull();
  });

  it('with ads active both cookies must exist to remove it at load', async () => {
    document.cookie = 'eucookielaw=1; path=/';
    const first = await mountBanner('hide-on-button ads-active');
    expect(first.widget()).not.toBeNull();
    first.unmount();
    document.cookie = 'personalized-ads-consent=1; path=/';
    const second = await mountBanner('hide-on-button ads-active');
    expect(second.widget()).toBeNull();
  });

  it('focus on the accept button moves to the main region when the banner goes', async () => {
    const { host } = await mountBanner();
    const button = host.querySelector<HTMLInputElement>('input.accept')!;
    button.focus();
    submit(host);
    vi.advanceTimersByTime(400);
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('accepted in another tab: this tab’s banner goes too, without setting anything again', async () => {
    const { widget, host } = await mountBanner();
    document.cookie = 'eucookielaw=1; path=/';
    const newValue = JSON.stringify({ statistics: true, marketing: true, at: 1 });
    dispatchEvent(new StorageEvent('storage', { key: 'storefront_consent', newValue }));
    expect(getPageStore().getState().consent).toEqual({ statistics: true, marketing: true });
    expect(host.classList.contains('hide')).toBe(true);
    expect(dismissed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(widget()).toBeNull();
    expect(cookie('eucookielaw')).toBe('1');
  });

  it('a consent change without the banner’s cookie (another consent tool) leaves the banner', async () => {
    const { widget } = await mountBanner();
    document.dispatchEvent(new CustomEvent('wp_listen_for_consent_change', { detail: { statistics: 'allow' } }));
    vi.advanceTimersByTime(400);
    expect(widget()).not.toBeNull();
  });

  it('unmounted during the 400 ms: nothing left pending', async () => {
    const { host, unmount } = await mountBanner('hide-on-scroll');
    submit(host);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    scrollTo(0, 500);
    dispatchEvent(new Event('scroll'));
    expect(dismissed).toHaveBeenCalledTimes(1);
  });
});
