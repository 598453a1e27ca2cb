import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHidden, setShown, slide } from './slide';

interface Run {
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  finish(): void;
  cancelled: boolean;
}

/** Replaces `el.animate` with a controllable fake: each call is a run the test finishes (or sees cancelled). */
function fakeAnimate(el: HTMLElement): Run[] {
  const runs: Run[] = [];
  el.animate = ((keyframes: Keyframe[], options: KeyframeAnimationOptions) => {
    let finish!: () => void;
    let fail!: (e: unknown) => void;
    const finished = new Promise<void>((res, rej) => ((finish = res), (fail = rej)));
    const run: Run = { keyframes, options, finish, cancelled: false };
    runs.push(run);
    return { finished, cancel: () => ((run.cancelled = true), fail(new Error('abort'))) } as unknown as Animation;
  }) as HTMLElement['animate'];
  return runs;
}

const box = (closed: 'hidden' | 'style' | false): HTMLElement => {
  const el = document.createElement('div');
  if (closed === 'hidden') el.hidden = true;
  if (closed === 'style') el.style.display = 'none';
  // happy-dom has no layout: a shown box is 120 px tall.
  Object.defineProperty(el, 'scrollHeight', { get: () => 120 });
  el.getBoundingClientRect = () => ({ height: isHidden(el) ? 0 : 120 }) as DOMRect;
  document.body.append(el);
  return el;
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('isHidden / setShown', () => {
  it('counts the hidden attribute or an inline display:none as closed (WooCommerce prints the latter)', () => {
    expect(isHidden(box('hidden'))).toBe(true);
    expect(isHidden(box('style'))).toBe(true);
    expect(isHidden(box(false))).toBe(false);
  });

  it('rests closed with both marks and open with neither, keeping other inline styles', () => {
    const el = box('style');
    el.style.color = 'red';
    setShown(el, true);
    expect([el.hidden, el.style.display, el.style.color]).toEqual([false, '', 'red']);
    setShown(el, false);
    expect([el.hidden, el.style.display]).toEqual([true, 'none']);
  });
});

describe('slide', () => {
  it('opens: shown at once, height animated from 0 for the duration, at rest with no marks', async () => {
    const el = box('style');
    const runs = fakeAnimate(el);
    const done = slide(el, true, 250);
    expect(isHidden(el)).toBe(false);
    expect(runs[0]?.options.duration).toBe(250);
    expect(runs[0]?.keyframes[0]).toMatchObject({ height: '0px', paddingTop: '0px', overflow: 'hidden' });
    runs[0]?.finish();
    await done;
    expect([el.hidden, el.style.display]).toEqual([false, '']);
  });

  it('closes: stays shown while sliding, closed at the end', async () => {
    const el = box(false);
    const runs = fakeAnimate(el);
    const done = slide(el, false);
    expect(runs[0]?.options.duration).toBe(400);
    expect(runs[0]?.keyframes[1]).toMatchObject({ height: '0px' });
    expect(isHidden(el)).toBe(false);
    runs[0]?.finish();
    await done;
    expect(isHidden(el)).toBe(true);
  });

  it('a slide during a slide takes over from it; the first settles without touching the element', async () => {
    const el = box('hidden');
    const runs = fakeAnimate(el);
    const opening = slide(el, true);
    const closing = slide(el, false);
    expect(runs[0]?.cancelled).toBe(true);
    expect(runs).toHaveLength(2);
    runs[1]?.finish();
    await Promise.all([opening, closing]);
    expect(isHidden(el)).toBe(true);
  });

  it('is instant when already there, when animate is false, with reduced motion or when detached', async () => {
    const open = box(false);
    const runs = fakeAnimate(open);
    await slide(open, true);
    await slide(open, false, 400, false);
    expect(isHidden(open)).toBe(true);
    const detached = document.createElement('div');
    await slide(detached, false);
    const empty = document.body.appendChild(document.createElement('p'));
    await slide(empty, false);
    expect(isHidden(empty)).toBe(true);
    expect(isHidden(detached)).toBe(true);
    vi.stubGlobal('matchMedia', (q: string) => ({ matches: q.includes('reduce') }) as MediaQueryList);
    await slide(open, true);
    expect(isHidden(open)).toBe(false);
    expect(runs).toHaveLength(0);
  });

  it('shows or hides at once when the browser refuses the animation', async () => {
    const el = box('hidden');
    el.animate = (() => {
      throw new Error('no');
    }) as HTMLElement['animate'];
    await slide(el, true);
    expect(isHidden(el)).toBe(false);
  });
});
