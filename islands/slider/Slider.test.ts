import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland, sliderHtml, sliderThumbsHtml, type SliderFixture } from '@storefront/test-kit';
import island from './mount';

const WIDTH = 600;
/** happy-dom lays nothing out: the track is 600 px wide, each slide as wide as its share (or 200 px when 'auto'). */
function layout() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const w = this.matches('.slider-track') ? WIDTH : 200;
    return { width: w, height: 100, top: 0, left: 0, right: w, bottom: 100, x: 0, y: 0, toJSON() {} } as DOMRect;
  });
}
function media(reduce = false, width = 1280) {
  vi.stubGlobal('matchMedia', (q: string) => {
    const max = /max-width:\s*(\d+)px/.exec(q);
    const matches = q.includes('reduced-motion') ? reduce : max ? width <= Number(max[1]) : false;
    return {
      matches,
      media: q,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    };
  });
}

const $ = <T extends HTMLElement = HTMLElement>(s: string) => document.querySelector<T>(s)!;
const $$ = (s: string) => [...document.querySelectorAll<HTMLElement>(s)];
const current = () => $$('.slider-dot').findIndex((d) => d.getAttribute('aria-current') === 'true');
const visible = () => $$('.slider-track > .slider-slide').map((s) => !s.inert);

let undo: (() => void) | undefined;
async function slider(f: SliderFixture, extra = '') {
  document.body.innerHTML = sliderHtml(f) + extra;
  undo = await mountIsland(island, $('[data-slider-type]'));
}
async function frames(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers();
  layout();
  media();
});
afterEach(() => {
  undo?.();
  undo = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('dir');
});

describe('slider (spec §4 Slider, §9 Sliders)', () => {
  it('is loading until initialised; slides become labelled groups of a carousel', async () => {
    document.body.innerHTML = sliderHtml({ type: 'default' });
    expect($('[data-slider-type]').classList.contains('slider-loading')).toBe(true);
    undo = await mountIsland(island, $('[data-slider-type]'));
    expect($('[data-slider-type]').classList.contains('slider-loading')).toBe(false);
    expect($('[data-slider-type]').getAttribute('aria-roledescription')).toBe('carousel');
    const slides = $$('.slider-slide');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.every((s) => s.getAttribute('role') === 'group')).toBe(true);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
  });

  it('default: one slide in view, dots and arrows are named buttons that move it', async () => {
    await slider({ type: 'default' });
    expect(visible()).toEqual([true, false, false]);
    expect($$('.slider-dot').map((d) => d.getAttribute('aria-label'))).toEqual([
      'Go to slide 1 of 3',
      'Go to slide 2 of 3',
      'Go to slide 3 of 3',
    ]);
    expect(current()).toBe(0);
    $('.slider-next').click();
    await frames(600);
    expect(current()).toBe(1);
    expect(visible()).toEqual([false, true, false]);
    $$('.slider-dot')[2]!.click();
    await frames(600);
    expect(current()).toBe(2);
    $('.slider-prev').click();
    await frames(600);
    expect(current()).toBe(1);
    expect($('.slider-prev').tagName).toBe('BUTTON');
    expect($('.slider-prev').getAttribute('aria-label')).toBe('Previous slide');
    expect($('.slider-next').getAttribute('aria-label')).toBe('Next slide');
  });

  it('arrows off and dots off when the attributes say so', async () => {
    await slider({ type: 'default', data: { arrows: 'false', dots: 'false' } });
    expect(document.querySelector('.slider-arrow')).toBeNull();
    expect(document.querySelector('.slider-dot')).toBeNull();
  });

  it('autoplay every 3000 ms by default, without pausing on hover; the pause button stops and restarts it', async () => {
    await slider({ type: 'default', data: { autoplay: 'true' } });
    expect($('.slider-track').getAttribute('aria-live')).toBe('off');
    await frames(2999);
    expect(current()).toBe(0);
    await frames(1 + 600);
    expect(current()).toBe(1);
    $('[data-slider-type]').dispatchEvent(new Event('pointerenter'));
    $('[data-slider-type]').dispatchEvent(new Event('mouseover', { bubbles: true }));
    await frames(3000);
    expect(current()).toBe(2);
    const pause = $('.slider-pause');
    expect(pause.getAttribute('aria-label')).toBe('Pause autoplay');
    pause.click();
    expect(pause.getAttribute('aria-label')).toBe('Start autoplay');
    expect($('.slider-track').getAttribute('aria-live')).toBe('polite');
    await frames(10000);
    expect(current()).toBe(2);
    pause.click();
    await frames(3600);
    expect(current()).toBe(0); // looped
  });

  it('waits the initial delay before autoplay starts, and uses the interval attribute', async () => {
    await slider({ type: 'default', data: { autoplay: 'true', 'initial-delay': '1000', speed: '2000' } });
    await frames(2999);
    expect(current()).toBe(0);
    await frames(600);
    expect(current()).toBe(1);
    await frames(2000);
    expect(current()).toBe(2);
  });

  it('reduced motion: no autoplay and no pause control', async () => {
    media(true);
    await slider({ type: 'default', data: { autoplay: 'true' } });
    expect(document.querySelector('.slider-pause')).toBeNull();
    await frames(10000);
    expect(current()).toBe(0);
  });

  it('autoplay waits while focus is inside the slider', async () => {
    await slider({ type: 'default', data: { autoplay: 'true' } });
    $('.slider-next').focus();
    await frames(10000);
    expect(current()).toBe(0);
    $('.slider-next').blur();
    $('[data-slider-type]').dispatchEvent(new FocusEvent('focusout', { relatedTarget: document.body }));
    await frames(3600);
    expect(current()).toBe(1);
  });

  it('content-carousel: slides per view and per arrow press follow the breakpoint', async () => {
    media(false, 900);
    await slider({
      type: 'content-carousel',
      slides: 8,
      data: { 'slides-to-show': '4', 'slides-to-scroll': '4', 'show-991': '2', 'scroll-991': '2', dots: 'true' },
    });
    expect(visible()).toEqual([true, true, false, false, false, false, false, false]);
    expect($$('.slider-dot')).toHaveLength(4);
    $('.slider-next').click();
    await frames(600);
    expect(visible()).toEqual([false, false, true, true, false, false, false, false]);
    expect(current()).toBe(1);
  });

  it('fade: slides stay in place and cross-fade by opacity', async () => {
    await slider({ type: 'default', data: { fade: 'true' } });
    const slides = $$('.slider-slide');
    expect(slides.map((s) => s.style.opacity)).toEqual(['1', '0', '0']);
    expect(slides[0]!.classList.contains('keen-slider__slide')).toBe(false);
    $('.slider-next').click();
    await frames(600);
    expect(slides.map((s) => s.style.opacity)).toEqual(['0', '1', '0']);
  });

  it('thumb: clicking a thumbnail selects its slide; the current thumbnail is marked', async () => {
    await slider({ type: 'thumb', data: { thumbs: 'nav' } }, sliderThumbsHtml('nav'));
    const thumbs = $$('#nav .slider-thumb');
    expect(thumbs.map((t) => t.getAttribute('aria-current'))).toEqual(['true', 'false', 'false']);
    thumbs[2]!.click();
    await frames(600);
    expect(visible()).toEqual([false, false, true]);
    expect(thumbs.map((t) => t.getAttribute('aria-current'))).toEqual(['false', 'false', 'true']);
  });

  it('right to left when the page is', async () => {
    document.documentElement.dir = 'rtl';
    await slider({ type: 'default' });
    $('.slider-next').click();
    await frames(600);
    expect(current()).toBe(1);
    expect($('.slider-track').classList.contains('keen-slider')).toBe(true);
  });

  it('unmount removes the controls and keen-slider', async () => {
    await slider({ type: 'default', data: { autoplay: 'true' } });
    undo!();
    undo = undefined;
    expect(document.querySelector('.slider-controls')).toBeNull();
    expect(document.querySelector('.keen-slider')).toBeNull();
    expect($$('.slider-slide').some((s) => s.inert)).toBe(false);
  });
});
