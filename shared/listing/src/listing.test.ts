import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '@storefront/runtime';
import {
  createFakeListingServer,
  listingDocument,
  productListingHtml,
  type FakeListingServer,
} from '@storefront/test-kit';
import {
  appendItems,
  createInfiniteScroll,
  createListingFilter,
  fadeInPlan,
  isListingEntry,
  LISTING_UPDATED,
  mergedCountText,
  staggerFadeIn,
  updateInPlace,
  type FilterState,
  type InfiniteState,
} from './index';

let server: FakeListingServer;
const flush = () => new Promise((r) => setTimeout(r, 0));
const titles = () => [...document.querySelectorAll('ul.products li.product h2')].map((h) => h.textContent);

beforeEach(() => {
  server = createFakeListingServer();
  vi.stubGlobal('fetch', server.fetch);
  history.replaceState(null, '', '/shop/');
});
afterEach(() => {
  server.releaseHung();
  vi.unstubAllGlobals();
});

describe('small helpers', () => {
  it('fade-in plan: 150 ms apart, 350 ms each', () => {
    expect(fadeInPlan(3)).toEqual([
      { delay: 0, duration: 350 },
      { delay: 150, duration: 350 },
      { delay: 300, duration: 350 },
    ]);
  });

  it('merges result counts across appended pages', () => {
    expect(mergedCountText('Showing 1–12 of 30 results', 'Showing 13–24 of 30 results')).toBe(
      'Showing 1–24 of 30 results',
    );
    expect(mergedCountText('Showing all 6 results', 'Showing all 6 results')).toBe('Showing all 6 results');
  });

  it('appends only items not already in the list', () => {
    document.body.innerHTML = '<ul><li class="post-1">a</li></ul>';
    const src = new DOMParser().parseFromString(
      '<ul><li class="post-1">a</li><li class="post-2">b</li><li class="post-2">b</li></ul>',
      'text/html',
    );
    const added = appendItems(document.querySelector('ul')!, src, 'li');
    expect(added).toHaveLength(1);
    expect(document.querySelectorAll('li')).toHaveLength(2);
  });

  it('updates an element in place, keeping island roots and marks', () => {
    document.body.innerHTML = '<p class="a" data-island-mounted="x" data-old="1">old<span data-island-root></span></p>';
    const src = new DOMParser().parseFromString('<p class="b">new <b>text</b></p>', 'text/html').querySelector('p')!;
    const p = document.querySelector('p')!;
    updateInPlace(p, src);
    expect(p.className).toBe('b');
    expect(p.getAttribute('data-island-mounted')).toBe('x');
    expect(p.hasAttribute('data-old')).toBe(false);
    expect(p.textContent).toBe('new text');
    expect(p.querySelector('[data-island-root]')).not.toBeNull();
  });
});

describe('createInfiniteScroll', () => {
  const setup = () => {
    document.body.innerHTML = `<main>${productListingHtml({ page: 1 })}</main>`;
    const states: InfiniteState[] = [];
    const s = createInfiniteScroll({
      list: document.querySelector('ul.products')!,
      nav: document.querySelector('nav.woocommerce-pagination')!,
      itemSelector: 'li.product',
      listSelector: 'ul.products',
      navSelector: 'nav.woocommerce-pagination',
      onState: (x) => states.push(x),
    });
    return { s, states };
  };

  it('appends pages 2 and 3 in order, each once, following the next link; the URL follows; then the end', async () => {
    const { s, states } = setup();
    const updates: unknown[] = [];
    const off = on(LISTING_UPDATED, (d) => updates.push(d.source));
    await s.loadNext();
    expect(titles()).toHaveLength(24);
    expect(location.pathname).toBe('/shop/page/2/');
    expect(document.querySelector('a.next.page-numbers')?.getAttribute('href')).toBe('/shop/page/3/');
    await s.loadNext();
    expect(titles()).toHaveLength(30);
    expect(new Set(titles()).size).toBe(30);
    expect(titles()[0]).toBe('Product 01');
    expect(titles()[29]).toBe('Product 30');
    expect(states.at(-1)).toEqual({ status: 'end' });
    await s.loadNext();
    expect(server.calls).toEqual(['/shop/page/2/', '/shop/page/3/']);
    expect(updates).toEqual(['append', 'append']);
    off();
    s.destroy();
  });

  it('one request at a time: a second call while loading sends nothing', async () => {
    const { s, states } = setup();
    server.delayMs = 20;
    const a = s.loadNext();
    const b = s.loadNext();
    expect(document.querySelector('ul.products')!.getAttribute('aria-busy')).toBe('true');
    expect(states.at(-1)).toEqual({ status: 'loading' });
    await Promise.all([a, b]);
    expect(server.calls).toEqual(['/shop/page/2/']);
    expect(document.querySelector('ul.products')!.hasAttribute('aria-busy')).toBe(false);
    s.destroy();
  });

  it.each(['offline', 'server_error', 'login_page'] as const)(
    'on %s: an error state, the list kept, and a retry that works',
    async (failure) => {
      const { s, states } = setup();
      server.failure = failure;
      await s.loadNext();
      expect(states.at(-1)).toMatchObject({
        status: 'error',
        message: failure === 'offline' ? 'You are probably offline.' : 'An unknown error occurred.',
      });
      expect(document.querySelector('nav.woocommerce-pagination a.next')).not.toBeNull();
      expect(titles()).toHaveLength(12);
      expect(location.pathname).toBe('/shop/');
      server.failure = null;
      await s.loadNext();
      expect(titles()).toHaveLength(24);
      s.destroy();
    },
  );

  it('a destroyed scroll cancels its request and appends nothing', async () => {
    const { s } = setup();
    server.failure = 'hang';
    const p = s.loadNext();
    s.destroy();
    await p;
    expect(titles()).toHaveLength(12);
  });
});

describe('createListingFilter', () => {
  const setup = () => {
    document.body.innerHTML = `<main>${productListingHtml({ page: 1 })}</main>`;
    const nav = document.querySelector('nav.widget_product_categories')!;
    const states: FilterState[] = [];
    const f = createListingFilter({
      nav,
      accepts: (page) => !!page.querySelector('ul.products'),
      apply: (page) => {
        const list = document.querySelector('ul.products')!;
        const next = document.importNode(page.querySelector('ul.products')!, true);
        list.replaceWith(next);
        return next;
      },
      onState: (s) => states.push(s),
    });
    return { f, states, link: (name: string) => [...nav.querySelectorAll('a')].find((a) => a.textContent === name)! };
  };

  it('a click fetches the category page, applies it and pushes the URL; back fetches again', async () => {
    const { f, link } = setup();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link('Textiles').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await flush();
    await flush();
    expect(location.pathname).toBe('/product-category/textiles/');
    expect(titles()).toHaveLength(12);
    expect(titles().every((t) => Number(t!.slice(-2)) % 2 === 1)).toBe(true); // odd products are textiles
    expect(document.title).toBe('Textiles – Loom & Press');
    // popstate back to the first (flagged) entry
    history.replaceState({ storefrontListing: true }, '', '/shop/');
    const pop = new PopStateEvent('popstate', { state: { storefrontListing: true } });
    expect(isListingEntry(pop)).toBe(true);
    window.dispatchEvent(pop);
    await flush();
    await flush();
    expect(server.calls).toEqual(['/product-category/textiles/', '/shop/']);
    expect(titles()[1]).toBe('Product 02');
    f.destroy();
  });

  it('a failed fetch keeps the listing and reports the error with the URL to retry', async () => {
    const { f, states, link } = setup();
    server.failure = 'offline';
    link('Prints and cards').click();
    await flush();
    expect(states.at(-1)).toMatchObject({ status: 'error', message: 'You are probably offline.' });
    expect(location.pathname).toBe('/shop/');
    expect(titles()[1]).toBe('Product 02');
    server.failure = null;
    await f.show((states.at(-1) as { url: string }).url);
    expect(location.pathname).toBe('/product-category/prints/');
    expect(titles()[0]).toBe('Product 02');
    f.destroy();
  });

  it('a page that is not a listing (a login wall answered with 200) fails and keeps the listing', async () => {
    const { f, states, link } = setup();
    server.failure = 'login_page';
    link('Textiles').click();
    await flush();
    await flush();
    expect(states.at(-1)).toMatchObject({
      status: 'error',
      message: 'An unknown error occurred.',
      url: expect.stringContaining('/product-category/textiles/'),
    });
    expect(location.pathname).toBe('/shop/');
    expect(titles()).toHaveLength(12);
    f.destroy();
  });

  it('leaves modified clicks alone', () => {
    const { f, link } = setup();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link('Textiles').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    f.destroy();
  });
});

it('listingDocument wraps content in a page', () => {
  expect(listingDocument('<p>x</p>', 'T')).toContain('<title>T');
});

describe('staggered fade-in', () => {
  const items = () => {
    document.body.innerHTML = '<ul><li>a</li><li>b</li><li>c</li></ul>';
    const calls: Array<{ el: Element; opts: KeyframeAnimationOptions }> = [];
    const els = [...document.querySelectorAll('li')];
    for (const el of els) {
      (el as unknown as { animate: unknown }).animate = (_k: Keyframe[], opts: KeyframeAnimationOptions) => {
        calls.push({ el, opts });
        return { finished: Promise.resolve() };
      };
    }
    return { els, calls };
  };
  const media = (reduce: boolean) =>
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: reduce && q.includes('reduce'), media: q }));

  it('fades items in 150 ms apart over 350 ms each on wide desktop screens', async () => {
    media(false);
    vi.stubGlobal('innerWidth', 1280);
    const { els, calls } = items();
    await staggerFadeIn(els);
    expect(calls.map((c) => [c.opts.delay, c.opts.duration, c.opts.fill])).toEqual([
      [0, 350, 'backwards'],
      [150, 350, 'backwards'],
      [300, 350, 'backwards'],
    ]);
  });

  it('does not animate with reduced motion, or at 790 px and below', async () => {
    media(true);
    vi.stubGlobal('innerWidth', 1280);
    const a = items();
    await staggerFadeIn(a.els);
    expect(a.calls).toEqual([]);
    media(false);
    vi.stubGlobal('innerWidth', 790);
    const b = items();
    await staggerFadeIn(b.els);
    expect(b.calls).toEqual([]);
  });
});
