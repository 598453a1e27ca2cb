import { describe, expect, it } from 'vitest';
import { breakpointQuery, keenOptions, readSliderConfig, scrollCount } from './contract';

describe('slider options per type (spec §9 Sliders)', () => {
  it('carousel: variable width, scrolls 1, dots on, 1 slide to show by default', () => {
    const c = readSliderConfig({ sliderType: 'carousel', slidesToScroll: '3' });
    expect(c).toMatchObject({ type: 'carousel', show: 1, scroll: 1, dots: true, arrows: true, autoplay: false });
    expect(keenOptions(c, false).slides).toEqual({ perView: 'auto', origin: 'auto' });
    expect(keenOptions(c, false).breakpoints).toBeUndefined();
  });

  it('default: one slide, dots on', () => {
    const c = readSliderConfig({ sliderType: 'default', slidesToShow: '4' });
    expect(c).toMatchObject({ type: 'default', show: 1, scroll: 1, dots: true });
    expect(keenOptions(c, false).slides).toEqual({ perView: 1, origin: 'auto' });
  });

  it('an unknown or missing type is the default type', () => {
    expect(readSliderConfig({ sliderType: 'slick' }).type).toBe('default');
    expect(readSliderConfig({}).type).toBe('default');
  });

  it('library defaults: autoplay interval 3000 ms, speed 500 ms; attributes override them', () => {
    expect(readSliderConfig({})).toMatchObject({ interval: 3000, speed: 500, initialDelay: 0 });
    const c = readSliderConfig({ speed: '4500', animationSpeed: '800', initialDelay: '1200', autoplay: 'true' });
    expect(c).toMatchObject({ interval: 4500, speed: 800, initialDelay: 1200, autoplay: true });
    expect(keenOptions(c, false).defaultAnimation).toEqual({ duration: 800 });
  });

  it('bad numbers and flags fall back to the defaults', () => {
    const c = readSliderConfig({
      sliderType: 'content-carousel',
      speed: 'fast',
      animationSpeed: '-5',
      slidesToShow: '0',
      'show-991': '1e9',
      initialDelay: '2.5',
      dots: 'nope',
    });
    expect(c).toMatchObject({ interval: 3000, speed: 500, show: 1, initialDelay: 0, dots: false });
    expect(c.responsive.find((b) => b.width === 991)?.show).toBe(1);
  });

  it('content-carousel: breakpoints 1499/1199/991/767/543, each with its own slides to show and scroll', () => {
    const c = readSliderConfig({
      sliderType: 'content-carousel',
      slidesToShow: '5',
      slidesToScroll: '5',
      'show-1499': '4',
      'scroll-1499': '4',
      'show-1199': '3',
      'scroll-1199': '2',
      'show-991': '2',
      'show-767': '2',
      'show-543': '1',
    });
    expect(c.responsive).toEqual([
      { width: 1499, show: 4, scroll: 4 },
      { width: 1199, show: 3, scroll: 2 },
      { width: 991, show: 2, scroll: 2 },
      { width: 767, show: 2, scroll: 2 },
      { width: 543, show: 1, scroll: 1 },
    ]);
    const o = keenOptions(c, false);
    expect(o.slides).toEqual({ perView: 5, origin: 'auto' });
    expect(Object.keys(o.breakpoints!)).toEqual([
      '(max-width: 1499px)',
      '(max-width: 1199px)',
      '(max-width: 991px)',
      '(max-width: 767px)',
      '(max-width: 543px)',
    ]);
    expect(o.breakpoints!['(max-width: 991px)']).toEqual({ slides: { perView: 2, origin: 'auto' } });
    // keen-slider applies the last matching query: at 900 px wide the 991 one; the scroll count follows.
    const at = (w: number) => (q: string) => w <= Number(/\d+/.exec(q)![0]);
    expect(scrollCount(c, at(1600))).toBe(5);
    expect(scrollCount(c, at(1300))).toBe(4);
    expect(scrollCount(c, at(1000))).toBe(2);
    expect(scrollCount(c, at(500))).toBe(1);
  });

  it('content-carousel: the scroll-one flag makes every breakpoint scroll 1', () => {
    const c = readSliderConfig({
      sliderType: 'content-carousel',
      slidesToShow: '4',
      slidesToScroll: '4',
      'show-991': '2',
      'scroll-991': '2',
      scrollOne: 'true',
    });
    expect(c.scroll).toBe(1);
    expect(c.responsive.every((b) => b.scroll === 1)).toBe(true);
    expect(c.responsive.map((b) => b.show)).toEqual([4, 4, 2, 2, 2]);
  });

  it('thumb: one main slide, linked thumbnails (4 showing by default)', () => {
    const c = readSliderConfig({ sliderType: 'thumb', thumbs: 'quotes-nav' });
    expect(c).toMatchObject({ type: 'thumb', show: 1, scroll: 1, thumbs: 'quotes-nav', thumbsShowing: 4 });
    expect(readSliderConfig({ sliderType: 'thumb', thumbs: 'x', thumbsShowing: '6' }).thumbsShowing).toBe(6);
    expect(readSliderConfig({ sliderType: 'default', thumbs: 'x' }).thumbs).toBeNull();
  });

  it('centre mode, fade and right to left', () => {
    const c = readSliderConfig({ sliderType: 'content-carousel', centerMode: 'true', slidesToShow: '3' });
    expect(keenOptions(c, true)).toMatchObject({ rtl: true, loop: true, slides: { perView: 3, origin: 'center' } });
    expect(readSliderConfig({ sliderType: 'default', fade: 'true' }).fade).toBe(true);
    // Fading several slides in view makes no sense: only one-slide types fade.
    expect(readSliderConfig({ sliderType: 'content-carousel', fade: 'true' }).fade).toBe(false);
    expect(breakpointQuery(543)).toBe('(max-width: 543px)');
  });
});
