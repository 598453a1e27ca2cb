/**
 * The blog's first page of items fades in like appended ones (issue 19.10, spec §9 "Timings": 150 ms apart, 350 ms
 * each) in Chromium with the production bundles: by the theme's CSS from first paint, once, never hidden again when
 * the post-grid island mounts; appended items faded once by the island; no layout shift; nothing for reduced motion;
 * everything visible without JavaScript.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  cls,
  expectAccessible,
  finiteAnimationsDone,
  islandMounted,
  recordShifts,
  shopUrl,
  useBrowser,
} from './harness';

const { session } = useBrowser();
const ITEMS = '.post-grid > .post-grid-item';

interface FadeLog {
  /** CSS animation events on items: `${id} ${type} ${animationName}`. */
  css: string[];
  /** Timing of each item's CSS animation, read from getAnimations() when it started. */
  cssTiming: Record<string, { delay: number; duration: number; easing: string; fill: string }>;
  /** Element.animate calls on items (the island's fades): id, delay, duration. */
  js: { id: string; delay: number; duration: number }[];
  /** Every item's opacity, sampled each frame from the first one. */
  opacity: Record<string, number[]>;
}

/** Init script: logs the items' CSS animations, the island's animate() calls and each item's opacity per frame. */
function recordFades(): void {
  const log: FadeLog = { css: [], cssTiming: {}, js: [], opacity: {} };
  (window as unknown as { __fade: FadeLog }).__fade = log;
  const isItem = (t: EventTarget | null): t is HTMLElement =>
    t instanceof HTMLElement && t.matches('.post-grid > .post-grid-item');
  for (const type of ['animationstart', 'animationend', 'animationcancel'] as const)
    document.addEventListener(
      type,
      (e) => {
        if (!isItem(e.target)) return;
        log.css.push(`${e.target.id} ${type} ${e.animationName}`);
        if (type !== 'animationstart') return;
        const css = e.target.getAnimations().find((a) => (a as CSSAnimation).animationName === e.animationName);
        const t = css?.effect?.getTiming();
        if (t)
          log.cssTiming[e.target.id] = {
            delay: Math.round(Number(t.delay)), // calc() in seconds: 449.99999… for 450
            duration: Number(t.duration),
            // A CSS animation's easing is per keyframe: the element's timing function.
            easing: getComputedStyle(e.target).animationTimingFunction,
            fill: String(t.fill),
          };
      },
      true,
    );
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
    const opts = args[1];
    if (isItem(this) && typeof opts === 'object')
      log.js.push({ id: this.id, delay: Number(opts.delay ?? 0), duration: Number(opts.duration) });
    return animate.apply(this, args);
  };
  const sample = () => {
    document.querySelectorAll<HTMLElement>('.post-grid > .post-grid-item').forEach((el) => {
      (log.opacity[el.id] ??= []).push(Number(getComputedStyle(el).opacity));
    });
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

const fadeLog = (page: Page) => page.evaluate(() => (window as unknown as { __fade: FadeLog }).__fade);
const ids = (page: Page) => page.locator(ITEMS).evaluateAll((els) => els.map((e) => e.id));

/** Opens the blog recording fades and shifts from the first paint; waits for the island. */
async function openBlog(page: Page): Promise<void> {
  await page.addInitScript(recordShifts);
  await page.addInitScript(recordFades);
  await page.goto(shopUrl('/blog/'));
  await islandMounted(page, 'div.post-listing', 'post-grid');
}

/**
 * Scrolls as a reader nearing the end does (the pagination comes within 400 px of the viewport, still below it) and
 * waits until the second page is appended and the listing says there is no more.
 */
async function appendPageTwo(page: Page): Promise<void> {
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.locator(ITEMS).count()).toBe(8);
  await expect.poll(() => page.getByRole('status').filter({ hasText: 'No more posts' }).count()).toBe(1);
  await finiteAnimationsDone(page);
}

/** Every sampled opacity of every item only ever goes up: nothing shown is hidden again (no blink). */
function expectNoBlink(log: FadeLog): void {
  for (const [id, values] of Object.entries(log.opacity)) {
    const drops = values.filter((v, i) => i > 0 && v < values[i - 1]!);
    expect(drops, `opacity of #${id} went down: ${values.join(' ')}`).toEqual([]);
    expect(values.at(-1), `#${id} ends visible`).toBe(1);
  }
}

describe('blog items fade in (spec §9 timings)', () => {
  it('first page by CSS from first paint, once; appended items once by the island; CLS 0', async () => {
    const { page, errors } = await session();
    await openBlog(page);
    const first = await ids(page);
    expect(first).toHaveLength(4);
    expect(await page.locator('div.post-listing').getAttribute('data-fade-live')).toBe('');
    expect(await page.locator(`${ITEMS}[data-first-page]`).count()).toBe(4);
    await finiteAnimationsDone(page);
    let log = await fadeLog(page);
    first.forEach((id, i) => {
      // One CSS fade each, not cut short by the island's mount: 150 ms apart, 350 ms, as appended items.
      expect(log.css.filter((c) => c.startsWith(`${id} `))).toEqual([
        `${id} animationstart post-grid-fade-in`,
        `${id} animationend post-grid-fade-in`,
      ]);
      expect(log.cssTiming[id]).toEqual({ delay: i * 150, duration: 350, easing: 'ease-out', fill: 'backwards' });
    });
    expect(log.js).toEqual([]);
    expect(log.opacity[first[3]!]![0], 'the fourth item waits its turn hidden').toBeLessThan(1);
    expect(await cls(page)).toBe(0);
    await expectAccessible(page);

    await appendPageTwo(page);
    log = await fadeLog(page);
    const appended = (await ids(page)).slice(4);
    expect(appended).toHaveLength(4);
    // Appended: one script fade each with the same timings, no CSS fade on top; the first page is not faded again.
    expect(log.js).toEqual(appended.map((id, i) => ({ id, delay: i * 150, duration: 350 })));
    expect(log.css.filter((c) => appended.some((id) => c.startsWith(`${id} `)))).toEqual([]);
    expect(log.css.filter((c) => c.includes('animationstart'))).toHaveLength(4);
    expect(await page.locator(`${ITEMS}[data-first-page]`).count()).toBe(4);
    expectNoBlink(log);
    expect(await cls(page)).toBe(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('reduced motion: no fade at all, first page or appended', async () => {
    const { page, errors } = await session();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openBlog(page);
    expect(await page.locator(ITEMS).evaluateAll((els) => els.map((e) => getComputedStyle(e).animationName))).toEqual([
      'none',
      'none',
      'none',
      'none',
    ]);
    await appendPageTwo(page);
    const log = await fadeLog(page);
    expect(log.css).toEqual([]);
    expect(log.js).toEqual([]);
    for (const values of Object.values(log.opacity)) expect(new Set(values)).toEqual(new Set([1]));
    expect(await cls(page)).toBe(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('without JavaScript the first page fades in by CSS alone and ends visible', async () => {
    // Polled from here: in a page with scripts off, nothing of the page's own (timers, frames) runs.
    const { context } = await session();
    const noJs = await context
      .browser()!
      .newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const page = await noJs.newPage();
      await page.goto(shopUrl('/blog/'));
      const items = page.locator(ITEMS);
      expect(await items.count()).toBe(4);
      expect(await page.locator('div.post-listing').getAttribute('data-fade-live')).toBeNull();
      expect(await items.evaluateAll((els) => els.map((e) => getComputedStyle(e).animationName))).toEqual(
        Array(4).fill('post-grid-fade-in'),
      );
      await expect
        .poll(() => items.evaluateAll((els) => els.map((e) => getComputedStyle(e).opacity)), { timeout: 5000 })
        .toEqual(['1', '1', '1', '1']);
      // No axe here: with scripts off it cannot run (its timers never fire); the tests above run it on this page.
    } finally {
      await noJs.close();
    }
  });
});
