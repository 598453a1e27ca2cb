import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountIsland } from '@storefront/test-kit';
import { fittedSize, typedSentences } from './contract';
import island from './mount';

function media({ reduce = false, wide = true } = {}) {
  vi.stubGlobal('matchMedia', (q: string) => ({
    matches: q.includes('reduced-motion') ? reduce : wide,
    media: q,
    addEventListener() {},
    removeEventListener() {},
  }));
}
const $ = (s: string) => document.querySelector<HTMLElement>(s)!;

beforeEach(() => {
  vi.useFakeTimers();
  media();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const TYPED = `<h2 class="typed-headline" data-typed-sentence-1="Printed by hand." data-typed-sentence-2="Made to last."><span class="screen-reader-text">Printed by hand. Made to last.</span><span class="typed-headline__text" aria-hidden="true">Printed by hand.</span></h2>`;

describe('typed headline (spec §2 Headlines, §9)', () => {
  it('reads 1 to 4 sentences, skipping empty ones', () => {
    expect(
      typedSentences({
        'typedSentence-1': 'A',
        'typedSentence-2': ' ',
        'typedSentence-4': 'D',
        'typedSentence-5': 'E',
      }),
    ).toEqual(['A', 'D']);
  });

  it('after the 500 ms start delay (and the pause) deletes the first sentence and types the next', async () => {
    document.body.innerHTML = TYPED;
    const undo = await mountIsland(island, $('h2'));
    const text = () => $('.typed-headline__text').textContent;
    vi.advanceTimersByTime(500 + 1500 - 1);
    expect(text()).toBe('Printed by hand.');
    vi.advanceTimersByTime(1);
    expect(text()).toBe('Printed by hand');
    vi.advanceTimersByTime(35 * 15);
    expect(text()).toBe('');
    vi.advanceTimersByTime(70 * 13);
    expect(text()).toBe('Made to last.');
    vi.advanceTimersByTime(1500 + 35 * 13 + 70 * 16);
    expect(text()).toBe('Printed by hand.'); // in turn, round again
    expect($('.screen-reader-text').textContent).toBe('Printed by hand. Made to last.');
    expect($('.typed-headline__text').getAttribute('aria-hidden')).toBe('true');
    undo();
    expect(text()).toBe('Printed by hand.');
  });

  it('honours data-typed-start-delay', async () => {
    document.body.innerHTML = TYPED.replace('<h2 ', '<h2 data-typed-start-delay="2000" ');
    await mountIsland(island, $('h2'));
    vi.advanceTimersByTime(2000 + 1499);
    expect($('.typed-headline__text').textContent).toBe('Printed by hand.');
    vi.advanceTimersByTime(1);
    expect($('.typed-headline__text').textContent).toBe('Printed by hand');
  });

  it('reduced motion: the first sentence stays, still', async () => {
    media({ reduce: true });
    document.body.innerHTML = TYPED;
    await mountIsland(island, $('h2'));
    vi.advanceTimersByTime(20000);
    expect($('.typed-headline__text').textContent).toBe('Printed by hand.');
  });
});

describe('fitted call-to-action text (spec §9: widths 400 to 1140 px)', () => {
  it('fits width / (compressor × 10) between the min and max font sizes, widths clamped to 400–1140', () => {
    const o = { compressor: 1, min: 24, max: 72 };
    expect(fittedSize(600, o)).toBe(60);
    expect(fittedSize(300, o)).toBe(40); // as at 400
    expect(fittedSize(2000, { ...o, max: 200 })).toBe(114); // as at 1140
    expect(fittedSize(1000, o)).toBe(72);
    expect(fittedSize(500, { ...o, compressor: 3 })).toBe(24);
  });

  it('follows the container through a ResizeObserver, debounced 150 ms', async () => {
    let report: ((e: { contentRect: { width: number } }[]) => void) | undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(cb: typeof report) {
          report = cb;
        }
        observe(el: Element) {
          observed.push(el);
        }
        disconnect() {}
      },
    );
    document.body.innerHTML =
      '<div class="cta"><p class="cta-title" data-fit-text data-fit-max="100">Visit the studio</p></div>';
    Object.defineProperty($('.cta'), 'clientWidth', { value: 700 });
    const undo = await mountIsland(island, $('.cta-title'));
    expect($('.cta-title').style.fontSize).toBe('70px');
    expect(observed).toEqual([$('.cta')]);
    report!([{ contentRect: { width: 900 } }]);
    vi.advanceTimersByTime(149);
    expect($('.cta-title').style.fontSize).toBe('70px');
    vi.advanceTimersByTime(1);
    expect($('.cta-title').style.fontSize).toBe('90px');
    undo();
    expect($('.cta-title').style.fontSize).toBe('');
  });
});

describe('entry animations (spec §9)', () => {
  let callback: ((e: Partial<IntersectionObserverEntry>[]) => void) | undefined;
  let options: IntersectionObserverInit | undefined;
  beforeEach(() => {
    callback = undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: typeof callback, o: IntersectionObserverInit) {
          callback = cb;
          options = o;
        }
        observe() {}
        disconnect() {}
      },
    );
    document.body.innerHTML =
      '<section data-animate="fade-up">Hello</section><section data-animate="zoom-in">Hi</section>';
  });
  const below = { isIntersecting: false, boundingClientRect: { top: 1200 } as DOMRect };
  const inView = { isIntersecting: true, boundingClientRect: { top: 500 } as DOMRect };

  it('a section below the viewport is hidden, then revealed 25 px into view over 900 ms (fade) / 800 ms', async () => {
    await mountIsland(island, $('section'));
    expect(options?.rootMargin).toBe('0px 0px -25px 0px');
    callback!([below]);
    expect($('section').dataset.animateState).toBe('hidden');
    callback!([inView]);
    expect($('section').dataset.animateState).toBe('revealed');
    expect($('section').style.animationDuration).toBe('900ms');
    await mountIsland(island, $('section + section'));
    callback!([below]);
    callback!([inView]);
    expect($('section + section').style.animationDuration).toBe('800ms');
  });

  it('a section already in view is left as it is', async () => {
    await mountIsland(island, $('section'));
    callback!([inView]);
    expect($('section').dataset.animateState).toBeUndefined();
  });

  it.each([
    ['reduced motion', { reduce: true }],
    ['790 px or narrower, or a touch device', { wide: false }],
  ])('none for %s', async (_, m) => {
    media(m);
    await mountIsland(island, $('section'));
    expect(callback).toBeUndefined();
  });
});
