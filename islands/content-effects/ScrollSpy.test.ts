import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '@storefront/test-kit';
import { bottomLine, offsetOf } from './spy-contract';
import island from './mount';

type Entry = { target: Element; isIntersecting: boolean; boundingClientRect: DOMRect; rootBounds: DOMRect | null };

/** A stubbed IntersectionObserver: tests decide what intersects and fire the callback. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: (entries: Entry[]) => void,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  fire(target: Element, isIntersecting: boolean, bottom = 0) {
    const rect = { top: bottom - 100, bottom } as DOMRect;
    this.callback([{ target, isIntersecting, boundingClientRect: rect, rootBounds: null }]);
  }
}
const live = () => FakeObserver.all.filter((o) => !o.disconnected);
/** Mounts and waits for the lazily imported affix/scrollspy chunk. */
async function mount(host: HTMLElement) {
  const unmount = await mountIsland(island, host);
  await vi.dynamicImportSettled();
  return unmount;
}
const $ = (s: string) => document.querySelector<HTMLElement>(s)!;
const events: string[] = [];
const record = (e: Event) => events.push(e.type);

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.all = [];
  events.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('contract', () => {
  it('reads data-offset-* as non-negative px, ignoring junk', () => {
    expect(offsetOf('120')).toBe(120);
    expect(offsetOf('-5')).toBe(0);
    expect(offsetOf('abc')).toBeUndefined();
    expect(offsetOf('')).toBeUndefined();
    expect(offsetOf(undefined)).toBeUndefined();
  });
  it("Bootstrap 3's bottom rule: scroll + pinned top + height reaches offset-bottom above the end", () => {
    expect(bottomLine({ scrollHeight: 2000, offsetBottom: 200, pinnedTop: 20, height: 300 })).toBe(1480);
    expect(bottomLine({ scrollHeight: 400, offsetBottom: 200, pinnedTop: 20, height: 300 })).toBe(0);
  });
});

describe('affix (data-spy="affix")', () => {
  const AFFIX = '<aside id="side" data-spy="affix" data-offset-top="120" data-offset-bottom="300">Menu</aside>';

  it('is affix-top at first, affix past offset-top, affix-bottom near the end, with Bootstrap events', async () => {
    document.body.innerHTML = AFFIX;
    for (const t of ['affix', 'affixed', 'affix-top', 'affixed-top', 'affix-bottom', 'affixed-bottom'])
      $('#side').addEventListener(`${t}.bs.affix`, record);
    const unmount = await mount($('#side'));
    const [observer] = live();
    const [topBand, bottomBand] = [...observer!.targets] as HTMLElement[];
    expect(topBand!.style.height).toBe('120px');
    expect(topBand!.getAttribute('aria-hidden')).toBe('true');
    observer!.fire(topBand!, true);
    expect($('#side').className).toBe('affix-top');
    observer!.fire(topBand!, false); // scrolled past 120 px
    expect($('#side').className).toBe('affix');
    observer!.fire(bottomBand!, false); // the pinned edge reached 300 px above the end
    expect($('#side').className).toBe('affix-bottom');
    expect($('#side').style.top).not.toBe('');
    observer!.fire(bottomBand!, true);
    expect($('#side').className).toBe('affix');
    expect($('#side').style.top).toBe('');
    expect(events).toEqual([
      'affix-top.bs.affix',
      'affixed-top.bs.affix',
      'affix.bs.affix',
      'affixed.bs.affix',
      'affix-bottom.bs.affix',
      'affixed-bottom.bs.affix',
      'affix.bs.affix',
      'affixed.bs.affix',
    ]);
    unmount();
    expect(observer!.disconnected).toBe(true);
    expect(document.querySelectorAll('[data-affix-sentinel]')).toHaveLength(0);
    expect($('#side').className).toBe('');
  });

  it('without offsets it is simply affixed, and observes no bottom band', async () => {
    document.body.innerHTML = '<aside id="side" data-spy="affix">Menu</aside>';
    await mount($('#side'));
    const [observer] = live();
    expect(observer!.targets.size).toBe(1);
    observer!.fire([...observer!.targets][0]!, true);
    expect($('#side').className).toBe('affix');
  });

  it('re-measures the bottom line on resize, debounced 150 ms', async () => {
    document.body.innerHTML = AFFIX;
    await mount($('#side'));
    const bottomBand = [...live()[0]!.targets][1] as HTMLElement;
    const spy = vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(149);
    expect(bottomBand.style.height).toBe('0px');
    vi.advanceTimersByTime(1);
    expect(bottomBand.style.height).toBe('4700px'); // 5000 - 300 - 0 (not pinned yet) - 0 (happy-dom height)
    spy.mockRestore();
  });
});

describe('scrollspy (data-spy="scroll")', () => {
  const SPY = `<nav id="toc"><ul class="nav"><li><a href="#one">One</a></li><li class="dropdown"><a href="#">More</a>
    <ul class="dropdown-menu"><li><a href="#two">Two</a></li></ul></li><li><a href="#missing">Gone</a></li></ul></nav>
    <section id="one">1</section><section id="two">2</section>`;

  it('observes each named section on a 1 px line at data-offset (default 10)', async () => {
    document.body.innerHTML = SPY;
    document.body.dataset.spy = 'scroll';
    document.body.dataset.target = '#toc';
    vi.stubGlobal('innerHeight', 800);
    await mount(document.body);
    const [observer] = live();
    expect(observer!.options.rootMargin).toBe('-10px 0px -789px 0px');
    expect([...observer!.targets].map((t) => t.id)).toEqual(['one', 'two']);
  });

  it('activates the li of the last section passed, its dropdown parent too, and clears above the first', async () => {
    document.body.innerHTML = SPY;
    Object.assign(document.body.dataset, { spy: 'scroll', target: '#toc', offset: '70' });
    $('#toc').addEventListener('activate.bs.scrollspy', record);
    await mount(document.body);
    const [observer] = live();
    expect(observer!.options.rootMargin).toMatch(/^-70px /);
    observer!.fire($('#one'), true); // section one covers the line
    expect($('a[href="#one"]').parentElement!.className).toBe('active');
    expect($('a[href="#one"]').getAttribute('aria-current')).toBe('location');
    observer!.fire($('#one'), false, 20); // its bottom went above the line: still passed
    observer!.fire($('#two'), true);
    expect($('a[href="#one"]').parentElement!.className).toBe('');
    expect($('a[href="#one"]').hasAttribute('aria-current')).toBe(false);
    expect($('a[href="#two"]').parentElement!.className).toBe('active');
    expect($('li.dropdown').classList.contains('active')).toBe(true);
    observer!.fire($('#two'), false, 900); // scrolled back up: two is below the line again
    expect($('a[href="#one"]').parentElement!.className).toBe('active');
    expect($('li.dropdown').classList.contains('active')).toBe(false);
    observer!.fire($('#one'), false, 900);
    expect(document.querySelectorAll('#toc li.active')).toHaveLength(0);
    expect(events).toEqual(['activate.bs.scrollspy', 'activate.bs.scrollspy', 'activate.bs.scrollspy']);
  });

  it('spies inside a scrolling element, rebuilds its observer on resize (150 ms) and releases it on unmount', async () => {
    document.body.innerHTML = `<div id="pane" style="overflow-y: auto" data-spy="scroll" data-target="#toc">${SPY}</div>`;
    const unmount = await mount($('#pane'));
    expect(live()[0]!.options.root).toBe($('#pane'));
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(150);
    expect(FakeObserver.all).toHaveLength(2);
    expect(live()).toHaveLength(1);
    unmount();
    expect(live()).toHaveLength(0);
  });

  it('spies on the page when data-spy="scroll" sits on an element that does not scroll', async () => {
    document.body.innerHTML = `<article id="a" data-spy="scroll" data-target="#toc">${SPY}</article>`;
    await mount($('#a'));
    expect(live()[0]!.options.root).toBeNull();
  });

  it('a missing or invalid data-target spies on nothing', async () => {
    document.body.innerHTML = `<div id="a" data-spy="scroll" data-target="#nope"></div><div id="b" data-spy="scroll" data-target="[["></div>`;
    await mount($('#a'));
    await mount($('#b'));
    expect(FakeObserver.all).toHaveLength(0);
  });
});
