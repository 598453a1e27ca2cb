import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland, siteHeaderHtml, toTopHtml } from '@storefront/test-kit';
import { MENU_DELAY, RESIZE_DEBOUNCE, TO_TOP_DURATION } from './contract';
import island from './mount';

/** matchMedia answering from a width and a reduced-motion flag. */
function media(width: number, reduce = false) {
  vi.stubGlobal('matchMedia', (q: string) => {
    const min = /min-width:\s*(\d+)px/.exec(q);
    const matches = q.includes('reduced-motion') ? reduce : min ? width >= Number(min[1]) : false;
    return { matches, media: q, addEventListener() {}, removeEventListener() {} };
  });
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  vi.advanceTimersToNextFrame();
}

const $ = <T extends HTMLElement>(s: string) => document.querySelector<T>(s)!;
const header = () => $('#masthead');
const key = (el: Element, k: string) =>
  el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const pointer = (el: Element, type: string) => {
  const e = new Event(type, { bubbles: type !== 'pointerenter' && type !== 'pointerleave' });
  Object.assign(e, { pointerType: 'mouse' });
  el.dispatchEvent(e);
};

let unmounts: (() => void)[] = [];
async function page() {
  document.body.innerHTML = `<div id="top"></div>${siteHeaderHtml()}<main id="main"><p>Content</p><a href="#top" id="inline-top">Back to top</a></main>${toTopHtml()}`;
  for (const el of document.querySelectorAll<HTMLElement>('#masthead, a[href="#top"]'))
    unmounts.push(await mountIsland(island, el));
}

beforeEach(() => {
  vi.useFakeTimers();
  media(1280);
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});
afterEach(() => {
  unmounts.forEach((u) => u());
  unmounts = [];
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sticky header (spec §9)', () => {
  it('shrinks once the page is scrolled above 992 px, and grows back at the top', async () => {
    await page();
    expect(header().classList.contains('is-shrunk')).toBe(false);
    scrollTo(40);
    expect(header().classList.contains('is-shrunk')).toBe(true);
    scrollTo(0);
    expect(header().classList.contains('is-shrunk')).toBe(false);
  });

  it('does not shrink at 992 px or below, re-checked 150 ms after a resize', async () => {
    media(992);
    await page();
    scrollTo(300);
    expect(header().classList.contains('is-shrunk')).toBe(false);
    media(1200);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(RESIZE_DEBOUNCE - 1);
    expect(header().classList.contains('is-shrunk')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(header().classList.contains('is-shrunk')).toBe(true);
  });

  it('starts shrunk when mounted on a scrolled page; unmount puts the header back', async () => {
    Object.defineProperty(window, 'scrollY', { value: 500, configurable: true });
    await page();
    expect(header().classList.contains('is-shrunk')).toBe(true);
    unmounts.splice(0).forEach((u) => u());
    expect(header().classList.contains('is-shrunk')).toBe(false);
  });
});

describe('search popup', () => {
  const toggle = () => $<HTMLButtonElement>('.search-toggle');
  const popup = () => $('#search-popup');

  it('opens from the header button and focuses the search field; Escape closes and returns focus', async () => {
    await page();
    toggle().click();
    expect(popup().hidden).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe($('input[name="s"]'));
    key(document.activeElement!, 'Escape');
    expect(popup().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes on a click outside, not on one inside', async () => {
    await page();
    toggle().click();
    $('input[name="s"]').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(popup().hidden).toBe(false);
    $('main p').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(popup().hidden).toBe(true);
  });

  it('the button closes it again, returning focus to itself', async () => {
    await page();
    toggle().click();
    toggle().click();
    expect(popup().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
  });
});

describe('dropdown menus', () => {
  const shop = () => $<HTMLLIElement>('#site-navigation .menu > li.menu-item-has-children');
  const shopToggle = () => shop().querySelector<HTMLButtonElement>(':scope > .sub-menu-toggle')!;

  it('a mouse opens a sub-menu after hovering 200 ms and closes it 200 ms after leaving', async () => {
    await page();
    pointer(shop(), 'pointerenter');
    vi.advanceTimersByTime(MENU_DELAY - 1);
    expect(shop().classList.contains('is-open')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(shop().classList.contains('is-open')).toBe(true);
    expect(shopToggle().getAttribute('aria-expanded')).toBe('true');
    pointer(shop(), 'pointerleave');
    vi.advanceTimersByTime(MENU_DELAY - 1);
    expect(shop().classList.contains('is-open')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shop().classList.contains('is-open')).toBe(false);
    expect(shopToggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('leaving and coming back within 200 ms keeps it open', async () => {
    await page();
    pointer(shop(), 'pointerenter');
    vi.advanceTimersByTime(MENU_DELAY);
    pointer(shop(), 'pointerleave');
    vi.advanceTimersByTime(100);
    pointer(shop(), 'pointerenter');
    vi.advanceTimersByTime(500);
    expect(shop().classList.contains('is-open')).toBe(true);
  });

  it('the toggle button (click, Enter, Space on touch and keyboard) opens and closes at once', async () => {
    await page();
    shopToggle().click();
    expect(shop().classList.contains('is-open')).toBe(true);
    shopToggle().click();
    expect(shop().classList.contains('is-open')).toBe(false);
  });

  it('ArrowDown opens and moves in, arrows move between items, Escape closes and returns focus', async () => {
    await page();
    const link = shop().querySelector<HTMLAnchorElement>(':scope > a')!;
    link.focus();
    key(link, 'ArrowDown');
    expect(shop().classList.contains('is-open')).toBe(true);
    expect(document.activeElement?.textContent).toBe('Textiles');
    key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Prints and cards');
    key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement?.textContent).toBe('Textiles');
    key(document.activeElement!, 'ArrowUp');
    expect(document.activeElement?.textContent).toBe('Prints and cards');
    key(document.activeElement!, 'Escape');
    expect(shop().classList.contains('is-open')).toBe(false);
    expect(document.activeElement).toBe(shopToggle());
  });

  it('second level: ArrowRight opens it; Escape closes only that level', async () => {
    await page();
    shopToggle().click();
    const textiles = $<HTMLLIElement>('#sub-menu-0 > li.menu-item-has-children');
    const link = textiles.querySelector<HTMLAnchorElement>(':scope > a')!;
    link.focus();
    key(link, 'ArrowRight');
    expect(textiles.classList.contains('is-open')).toBe(true);
    expect(document.activeElement?.textContent).toBe('Cushions');
    key(document.activeElement!, 'Escape');
    expect(textiles.classList.contains('is-open')).toBe(false);
    expect(shop().classList.contains('is-open')).toBe(true);
    expect(document.activeElement).toBe(textiles.querySelector(':scope > .sub-menu-toggle'));
  });

  it('Space on a parent link opens it instead of following it', async () => {
    await page();
    const link = shop().querySelector<HTMLAnchorElement>(':scope > a')!;
    link.focus();
    expect(key(link, ' ')).toBe(false);
    expect(shop().classList.contains('is-open')).toBe(true);
  });

  it('closes when focus leaves the item or a tap lands outside the menu; opening one closes its sibling', async () => {
    await page();
    shopToggle().click();
    const [textiles, prints] = document.querySelectorAll<HTMLLIElement>('#sub-menu-0 > li');
    textiles!.querySelector<HTMLButtonElement>('.sub-menu-toggle')!.click();
    prints!.querySelector<HTMLButtonElement>('.sub-menu-toggle')!.click();
    expect(textiles!.classList.contains('is-open')).toBe(false);
    expect(prints!.classList.contains('is-open')).toBe(true);
    $('main p').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(shop().classList.contains('is-open')).toBe(false);
    shopToggle().click();
    shop().dispatchEvent(new FocusEvent('focusout', { relatedTarget: $('main a') }));
    expect(shop().classList.contains('is-open')).toBe(false);
  });

  it('makes a labelled toggle for a theme that prints none, and removes it on unmount', async () => {
    document.body.innerHTML = `<header id="masthead"><nav><ul class="menu"><li class="menu-item-has-children"><a href="/a/">Alpha</a><ul class="sub-menu"><li><a href="/b/">Beta</a></li></ul></li></ul></nav></header>`;
    const undo = await mountIsland(island, header());
    const made = $<HTMLButtonElement>('button.sub-menu-toggle');
    expect(made.getAttribute('aria-label')).toBe('Alpha sub-menu');
    expect(made.getAttribute('aria-controls')).toBe($('ul.sub-menu').id);
    undo();
    expect(document.querySelector('button.sub-menu-toggle')).toBeNull();
  });
});

describe('To Top (spec §9)', () => {
  const toTop = () => $<HTMLAnchorElement>('a.to-top');

  it('shows after 200 px of scroll, not before', async () => {
    await page();
    expect(toTop().classList.contains('is-ready')).toBe(true);
    scrollTo(200);
    expect(toTop().classList.contains('is-shown')).toBe(false);
    scrollTo(201);
    expect(toTop().classList.contains('is-shown')).toBe(true);
    scrollTo(20);
    expect(toTop().classList.contains('is-shown')).toBe(false);
  });

  it.each([['a.to-top'], ['#inline-top']])('%s scrolls to the top over 1200 ms, then focuses the top', async (sel) => {
    await page();
    const calls: number[] = [];
    vi.stubGlobal('scrollTo', (_x: number, y: number) => {
      calls.push(y);
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    });
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    $(sel).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.advanceTimersByTimeAsync(TO_TOP_DURATION / 2);
    expect(window.scrollY).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(TO_TOP_DURATION);
    expect(calls.at(-1)).toBe(0);
    expect(document.activeElement).toBe($('#top'));
  });

  it('reduced motion: at once', async () => {
    media(1280, true);
    await page();
    const calls: number[] = [];
    vi.stubGlobal('scrollTo', (_x: number, y: number) => calls.push(y));
    toTop().click();
    expect(calls).toEqual([0]);
  });

  it('a modified click is left to the browser', async () => {
    await page();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    toTop().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});

describe('the first scroll, before the header is reached for', () => {
  it('the To Top link alone shrinks the header; the header mounting too does not double it', async () => {
    document.body.innerHTML = `${siteHeaderHtml()}<main><p>Content</p></main>${toTopHtml()}`;
    const undoTop = await mountIsland(island, $('a.to-top'));
    scrollTo(300);
    expect(header().classList.contains('is-shrunk')).toBe(true);
    const undoHeader = await mountIsland(island, header());
    undoTop();
    scrollTo(0);
    expect(header().classList.contains('is-shrunk')).toBe(false);
    scrollTo(300);
    expect(header().classList.contains('is-shrunk')).toBe(true);
    undoHeader();
    expect(header().classList.contains('is-shrunk')).toBe(false);
  });
});
