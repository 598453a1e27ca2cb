import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { mountIsland, productTabsHtml } from '@storefront/test-kit';
import { initialTabKey, keyMove } from './contract';
import island from './mount';

let unmount: (() => void) | undefined;
afterEach(() => {
  vi.unstubAllGlobals();
  unmount?.();
  unmount = undefined;
  history.replaceState(null, '', '/product/art-print/');
  document.documentElement.removeAttribute('dir');
});

async function page(url = '/product/art-print/', opts: Parameters<typeof productTabsHtml>[0] = {}) {
  history.replaceState(null, '', url);
  document.body.innerHTML = `<header id="masthead" class="site-header">Header</header><div class="woocommerce-product-rating"><a href="#reviews" class="woocommerce-review-link">(2 customer reviews)</a></div>${productTabsHtml(opts)}`;
  unmount = await mountIsland(island, document.querySelector<HTMLElement>('.woocommerce-tabs')!);
}
const tab = (key: string) => document.querySelector<HTMLAnchorElement>(`a[href="#tab-${key}"]`)!;
const panel = (key: string) => document.getElementById(`tab-${key}`)!;
const shown = () => ['description', 'additional_information', 'reviews'].filter((k) => !panel(k).hidden);
const key = (k: string) =>
  act(
    () =>
      void document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }),
      ),
  );

describe('the tab to open first (spec §2)', () => {
  it.each([
    ['/p/', '#comment-12', 'reviews'],
    ['/p/', '#reviews', 'reviews'],
    ['/p/', '#tab-reviews', 'reviews'],
    ['/p/comment-page-2/', '', 'reviews'],
    ['/p/?cpage=2', '', 'reviews'],
    ['/p/', '#tab-additional_information', 'additional_information'],
    ['/p/', '#tab-description', null],
    ['/p/', '', null],
  ])('%s%s → %s', (path, hash, expected) => {
    expect(initialTabKey(`https://shop.test${path}${hash}`, hash)).toBe(expected);
  });

  it('keys: arrows follow the orientation and right-to-left; Home/End', () => {
    expect(keyMove('ArrowRight', false, false)).toBe(1);
    expect(keyMove('ArrowRight', false, true)).toBe(-1);
    expect(keyMove('ArrowLeft', false, true)).toBe(1);
    expect(keyMove('ArrowDown', false, false)).toBeNull();
    expect(keyMove('ArrowDown', true, false)).toBe(1);
    expect(keyMove('ArrowRight', true, false)).toBeNull();
    expect(keyMove('Home', true, true)).toBe('first');
    expect(keyMove('End', false, false)).toBe('last');
  });
});

describe('product tabs island', () => {
  it('shows the first tab by default with tab semantics and a roving tabindex', async () => {
    await page();
    expect(shown()).toEqual(['description']);
    expect(document.querySelector('ul.wc-tabs')!.getAttribute('role')).toBe('tablist');
    expect(tab('description').getAttribute('aria-selected')).toBe('true');
    expect(tab('description').tabIndex).toBe(0);
    expect(tab('reviews').getAttribute('aria-selected')).toBe('false');
    expect(tab('reviews').tabIndex).toBe(-1);
    expect(tab('reviews').getAttribute('aria-controls')).toBe('tab-reviews');
    expect(document.querySelector('li.description_tab')!.classList.contains('active')).toBe(true);
  });

  it('a click selects a tab without following the link', async () => {
    await page();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => void tab('additional_information').dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(shown()).toEqual(['additional_information']);
  });

  it.each(['#reviews', '#comment-3', '#tab-reviews'])('opens on Reviews for %s', async (hash) => {
    await page(`/product/art-print/${hash}`);
    expect(shown()).toEqual(['reviews']);
  });

  it('opens on Reviews for a comment page and on Additional information for its hash', async () => {
    await page('/product/art-print/comment-page-2/');
    expect(shown()).toEqual(['reviews']);
    unmount!();
    await page('/product/art-print/#tab-additional_information');
    expect(shown()).toEqual(['additional_information']);
  });

  it('a link to the reviews opens the Reviews tab', async () => {
    await page();
    act(() => document.querySelector<HTMLAnchorElement>('.woocommerce-review-link')!.click());
    expect(shown()).toEqual(['reviews']);
  });

  it('arrow keys, Home and End move focus and selection (wrapping)', async () => {
    await page();
    tab('description').focus();
    await key('ArrowRight');
    expect(document.activeElement).toBe(tab('additional_information'));
    expect(shown()).toEqual(['additional_information']);
    await key('End');
    expect(document.activeElement).toBe(tab('reviews'));
    await key('ArrowRight');
    expect(document.activeElement).toBe(tab('description'));
    await key('ArrowLeft');
    expect(document.activeElement).toBe(tab('reviews'));
    await key('Home');
    expect(shown()).toEqual(['description']);
  });

  it('right to left: ArrowLeft moves forward', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    await page();
    tab('description').focus();
    await key('ArrowLeft');
    expect(document.activeElement).toBe(tab('additional_information'));
  });

  it('a vertical list uses ArrowDown/ArrowUp and ignores ArrowRight', async () => {
    await page('/product/art-print/', { orientation: 'vertical' });
    tab('description').focus();
    await key('ArrowRight');
    expect(document.activeElement).toBe(tab('description'));
    await key('ArrowDown');
    expect(document.activeElement).toBe(tab('additional_information'));
    await key('ArrowUp');
    expect(document.activeElement).toBe(tab('description'));
  });

  it('a list laid out vertically (no aria-orientation) is vertical too: ArrowDown/ArrowUp, and it says so', async () => {
    // Tabs stacked beside the panels, as Storefront shows them on wide screens (happy-dom has no layout: rects given).
    const items = () => [...document.querySelectorAll<HTMLElement>('ul.wc-tabs > li')];
    const stack = () =>
      items().forEach((li, i) =>
        vi.spyOn(li, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, i * 40, 200, 40)),
      );
    const row = () =>
      items().forEach((li, i) =>
        vi.spyOn(li, 'getBoundingClientRect').mockReturnValue(new DOMRect(i * 150, 0, 150, 40)),
      );
    document.body.innerHTML = productTabsHtml();
    stack();
    unmount = await mountIsland(island, document.querySelector<HTMLElement>('.woocommerce-tabs')!);
    const list = document.querySelector('ul.wc-tabs')!;
    expect(list.getAttribute('aria-orientation')).toBe('vertical');
    tab('description').focus();
    await key('ArrowRight');
    expect(document.activeElement).toBe(tab('description'));
    await key('ArrowDown');
    expect(document.activeElement).toBe(tab('additional_information'));
    // The same list in a row (a narrow screen's theme rule): horizontal again.
    row();
    await key('ArrowRight');
    expect(document.activeElement).toBe(tab('reviews'));
    expect(list.hasAttribute('aria-orientation')).toBe(false);
    unmount();
    unmount = undefined;
    expect(list.hasAttribute('aria-orientation')).toBe(false);
  });

  it('a printed aria-orientation wins over the layout', async () => {
    document.body.innerHTML = productTabsHtml({ orientation: 'horizontal' });
    document
      .querySelectorAll<HTMLElement>('ul.wc-tabs > li')
      .forEach((li, i) => vi.spyOn(li, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, i * 40, 200, 40)));
    unmount = await mountIsland(island, document.querySelector<HTMLElement>('.woocommerce-tabs')!);
    tab('description').focus();
    await key('ArrowRight');
    expect(document.activeElement).toBe(tab('additional_information'));
    expect(document.querySelector('ul.wc-tabs')!.getAttribute('aria-orientation')).toBe('horizontal');
  });

  it('when the site enables it, a clicked tab is scrolled to 100 px below the top (header not sticky)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.stubGlobal('matchMedia', () => ({ matches: true })); // reduced motion: jump
    await page('/product/art-print/', { scrollOnClick: true });
    vi.spyOn(tab('reviews'), 'getBoundingClientRect').mockReturnValue({ top: 700 } as DOMRect);
    act(() => tab('reviews').click());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 600);
  });

  it('with a sticky header the offset is its height + 100', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    await page('/product/art-print/', { scrollOnClick: true });
    const header = document.getElementById('masthead')!;
    header.style.position = 'sticky';
    Object.defineProperty(header, 'offsetHeight', { value: 80 });
    vi.spyOn(tab('reviews'), 'getBoundingClientRect').mockReturnValue({ top: 700 } as DOMRect);
    act(() => tab('reviews').click());
    expect(scrollTo).toHaveBeenLastCalledWith(0, 520);
  });

  it('without the setting a click does not scroll', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await page();
    act(() => tab('reviews').click());
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
