/** Store notice and coming-soon banner (spec §4 'Store notice, coming-soon banner…', §7, §9 'Shop'). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '@storefront/test-kit';
import { siteNoticesIsland } from './island';
import island from './mount';

const cookie = (name: string) => new RegExp(`(?:^|; )${name}=([^;]*)`).exec(document.cookie)?.[1];
function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}
const NOTICE = `<main tabindex="-1"></main><p role="complementary" aria-label="Store notice" class="woocommerce-store-notice demo_store" data-notice-id="3f2a">Free delivery this week <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>`;
const BANNER = (url = '/wp-json/wp/v2/users/2') =>
  `<main tabindex="-1"></main><div id="coming-soon-footer-banner"><div class="coming-soon-footer-banner__content">This store is in coming soon mode.</div><a class="coming-soon-footer-banner-dismiss" data-rest-url="${url}" data-rest-nonce="n0nce"></a></div>`;

async function mount(html: string, selector: string) {
  document.body.innerHTML = html;
  const host = document.querySelector<HTMLElement>(selector)!;
  return { host, unmount: await mountIsland(island, host) };
}
const key = (el: Element, k: string) => {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
};

beforeEach(clearCookies);
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  clearCookies();
});

describe('site-notices island', () => {
  it('is defined on the store notice and the coming-soon banner, on interaction', () => {
    expect(siteNoticesIsland).toMatchObject({
      name: 'site-notices',
      selectors: ['p.woocommerce-store-notice', '#coming-soon-footer-banner'],
      hydrate: 'interaction',
    });
  });

  describe('store notice', () => {
    it('dismissing sets store_notice{id}=hidden on / and hides it; focus goes to main', async () => {
      const { host } = await mount(NOTICE, 'p.woocommerce-store-notice');
      const link = host.querySelector('a')!;
      link.focus();
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(cookie('store_notice3f2a')).toBe('hidden');
      expect(host.hidden).toBe(true);
      expect(document.activeElement).toBe(document.querySelector('main'));
    });

    it('Space dismisses it too (Enter is the link’s own click); other keys do nothing', async () => {
      const { host } = await mount(NOTICE, 'p.woocommerce-store-notice');
      const link = host.querySelector('a')!;
      expect(key(link, 'a').defaultPrevented).toBe(false);
      expect(host.hidden).toBe(false);
      expect(key(link, ' ').defaultPrevented).toBe(true);
      expect(host.hidden).toBe(true);
    });

    it('stays hidden on the next page: the cookie hides it at once', async () => {
      document.cookie = 'store_notice3f2a=hidden; path=/';
      const { host } = await mount(NOTICE, 'p.woocommerce-store-notice');
      expect(host.hidden).toBe(true);
    });

    it("on WooCommerce's markup (printed display:none, hidden by its stylesheet) it shows, then hides for good", async () => {
      const css = document.head.appendChild(document.createElement('style'));
      css.textContent = 'p.demo_store, .woocommerce-store-notice { display: none }';
      try {
        const printed = NOTICE.replace('data-notice-id="3f2a"', 'data-notice-id="3f2a" style="display:none;"');
        const { host, unmount } = await mount(printed, 'p.woocommerce-store-notice');
        expect(getComputedStyle(host).display).toBe('block');
        key(host.querySelector('a')!, ' ');
        expect(getComputedStyle(host).display).toBe('none');
        unmount();
        const again = await mount(printed, 'p.woocommerce-store-notice');
        expect(getComputedStyle(again.host).display).toBe('none');
      } finally {
        css.remove();
      }
    });

    it('a new notice (another id) shows again', async () => {
      document.cookie = 'store_notice3f2a=hidden; path=/';
      const { host } = await mount(NOTICE.replace('3f2a', '9b7c'), 'p.woocommerce-store-notice');
      expect(host.hidden).toBe(false);
    });
  });

  describe('coming-soon banner', () => {
    it('gives the dismiss link a role and an accessible name', async () => {
      const { host } = await mount(BANNER(), '#coming-soon-footer-banner');
      const link = host.querySelector('a')!;
      expect(link.getAttribute('role')).toBe('button');
      expect(link.getAttribute('aria-label')).toBe('Dismiss the coming soon banner');
      expect(link.tabIndex).toBe(0);
    });

    it('POSTs woocommerce_meta[coming_soon_banner_dismissed]=yes with X-WP-Nonce, then hides', async () => {
      let resolve!: (r: Response) => void;
      const fetch = vi.fn(() => new Promise<Response>((r) => (resolve = r)));
      vi.stubGlobal('fetch', fetch);
      const { host } = await mount(BANNER(), '#coming-soon-footer-banner');
      host.querySelector('a')!.click();
      host.querySelector('a')!.click();
      expect(fetch).toHaveBeenCalledTimes(1);
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe(`${location.origin}/wp-json/wp/v2/users/2`);
      expect(init.method).toBe('POST');
      expect(new Headers(init.headers).get('X-WP-Nonce')).toBe('n0nce');
      expect(decodeURIComponent(String(init.body))).toBe('woocommerce_meta[coming_soon_banner_dismissed]=yes');
      expect(host.hidden).toBe(false);
      resolve(new Response('{"id":2}', { headers: { 'Content-Type': 'application/json' } }));
      await vi.waitFor(() => expect(host.hidden).toBe(true));
    });

    it('hides when the call fails too', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('{"code":"rest_forbidden"}', { status: 403 })),
      );
      const { host } = await mount(BANNER(), '#coming-soon-footer-banner');
      key(host.querySelector('a')!, ' ');
      await vi.waitFor(() => expect(host.hidden).toBe(true));
    });

    it('an expired nonce is refreshed from admin-ajax and the call retried once, then the banner hides', async () => {
      const fetch = vi.fn(async (url: string, init: RequestInit) => {
        if (url.includes('admin-ajax.php')) return new Response('fr3sh');
        const nonce = new Headers(init.headers).get('X-WP-Nonce');
        return nonce === 'fr3sh'
          ? Response.json({ id: 2 })
          : Response.json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }, { status: 403 });
      });
      vi.stubGlobal('fetch', fetch);
      const { host } = await mount(BANNER(), '#coming-soon-footer-banner');
      host.querySelector('a')!.click();
      await vi.waitFor(() => expect(host.hidden).toBe(true));
      const calls = fetch.mock.calls.map(([url, init]) => [String(url), new Headers(init.headers).get('X-WP-Nonce')]);
      expect(calls).toEqual([
        [`${location.origin}/wp-json/wp/v2/users/2`, 'n0nce'],
        [expect.stringMatching(/admin-ajax\.php\?action=rest-nonce$/), null],
        [`${location.origin}/wp-json/wp/v2/users/2`, 'fr3sh'],
      ]);
    });

    it('a refused refresh or a second refusal is not retried again; the banner hides', async () => {
      const fetch = vi.fn(async (url: string) =>
        url.includes('admin-ajax.php')
          ? new Response('-1')
          : Response.json({ code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed' }, { status: 403 }),
      );
      vi.stubGlobal('fetch', fetch);
      const { host } = await mount(BANNER(), '#coming-soon-footer-banner');
      host.querySelector('a')!.click();
      await vi.waitFor(() => expect(host.hidden).toBe(true));
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('hides when the network is down', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      );
      const { host } = await mount(BANNER(), '#coming-soon-footer-banner');
      host.querySelector('a')!.click();
      await vi.waitFor(() => expect(host.hidden).toBe(true));
    });

    it('never calls another origin; the banner still hides', async () => {
      const fetch = vi.fn();
      vi.stubGlobal('fetch', fetch);
      const { host } = await mount(BANNER('https://evil.example/wp-json/wp/v2/users/2'), '#coming-soon-footer-banner');
      host.querySelector('a')!.click();
      expect(fetch).not.toHaveBeenCalled();
      expect(host.hidden).toBe(true);
    });

    it('unmounting aborts an unfinished call and leaves the banner alone', async () => {
      const fetch = vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_, reject) =>
            init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
          ),
      );
      vi.stubGlobal('fetch', fetch);
      const { host, unmount } = await mount(BANNER(), '#coming-soon-footer-banner');
      host.querySelector('a')!.click();
      unmount();
      await new Promise((r) => setTimeout(r, 10));
      expect((fetch.mock.calls[0]![1] as RequestInit).signal!.aborted).toBe(true);
      expect(host.hidden).toBe(false);
    });
  });
});
