/**
 * Parallax (stellar.js markup, content-effects) and the filterable / sortable grid (Isotope markup in Bootstrap
 * data-API button groups, widgets) on the reference shop's home page, in Chromium (production bundles): each loads
 * its chunk only once its markup is reached, moves nothing that is laid out (CLS 0), and is keyboard and
 * screen-reader complete.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cls, expectAccessible, islandMounted, openWatched, reachFor, useBrowser } from './harness';

const { session } = useBrowser();
const open = (path: string) => openWatched(session, path);

/** The last px number of an inline style value such as `calc(0px + -25px)` or `0px 12.5px`. */
const lastPx = (value: string) => Number(/(-?[\d.]+)px\)?$/.exec(value)?.[1] ?? NaN);
const band = (page: Page) =>
  page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('.parallax-band')!;
    const stamp = el.querySelector<HTMLElement>('.parallax-band__stamp')!;
    return {
      pageTop: Math.round(el.getBoundingClientRect().top + scrollY),
      background: el.style.backgroundPositionY,
      stamp: stamp.style.translate,
      stampTop: Math.round(
        stamp.getBoundingClientRect().top + scrollY - (parseFloat(stamp.style.translate.split(' ')[1] ?? '0') || 0),
      ),
      scrollY,
    };
  });
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);

describe('parallax (spec §9: off on mobile, vertical offset 150)', () => {
  it('loads its chunk only near the band, then moves the background at half speed and the stamp at 1.2, CLS 0', async () => {
    const { page, errors, scripts } = await open('/');
    expect(scripts.some((s) => s.includes('/chunks/parallax-'))).toBe(false);
    const { pageTop } = await band(page);
    await scrollTo(page, pageTop - 600);
    await islandMounted(page, '.parallax-band', 'content-effects');
    await expect.poll(() => band(page).then((b) => b.background)).not.toBe('');
    expect(scripts.some((s) => s.includes('/chunks/parallax-'))).toBe(true);

    for (const y of [pageTop - 500, pageTop - 200, pageTop + 100]) {
      await scrollTo(page, y);
      // stellar's rule: (scrollY + 150 - top) × (1 - ratio): 0.5 for the background, -0.2 for the stamp.
      await expect
        .poll(() => band(page).then((b) => lastPx(b.background) - (b.scrollY + 150 - pageTop) * 0.5))
        .toBeCloseTo(0, 0);
      // (Polled too: it follows in the next animation frame.)
      await expect
        .poll(() => band(page).then((b) => lastPx(b.stamp) - (b.scrollY + 150 - b.stampTop) * -0.2))
        .toBeCloseTo(0, 0);
      expect((await band(page)).pageTop).toBe(pageTop); // the band itself never moves
    }
    expect(await cls(page)).toBe(0);
    expect(errors).toEqual([]);
  });

  it('stays still with reduced motion', async () => {
    const reduced = async () => {
      const s = await session();
      await s.page.emulateMedia({ reducedMotion: 'reduce' });
      return s;
    };
    const { page, errors } = await openWatched(reduced, '/');
    const { pageTop } = await band(page);
    await scrollTo(page, pageTop - 300);
    await islandMounted(page, '.parallax-band', 'content-effects');
    await scrollTo(page, pageTop);
    await page.waitForTimeout(300);
    const b = await band(page);
    expect([b.background, b.stamp]).toEqual(['', '']);
    expect(errors).toEqual([]);
  });
});

const shown = (page: Page) =>
  page.$$eval('#print-grid > li:not([hidden]) .print-title', (els) => els.map((e) => e.textContent));
const pressed = (page: Page, label: string) =>
  page.$$eval(`[aria-label="${label}"] button`, (els) =>
    els.map((e) => `${e.textContent}:${e.getAttribute('aria-pressed')}`),
  );

describe('filterable / sortable grid (spec §2 generic widgets)', () => {
  it('filters and sorts by mouse and keyboard, says which button is pressed, announces the count, CLS 0', async () => {
    const { page, errors, scripts } = await open('/');
    const groups = '.print-room [data-toggle="buttons"]';
    await page.locator('.print-room').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('/chunks/grid-'))).toBe(false); // nothing before the shopper reaches for it
    expect(await shown(page)).toHaveLength(6);

    await reachFor(page, groups, 'widgets', 'hover', page.getByRole('button', { name: 'Linocut', exact: true }));
    await page.getByRole('button', { name: 'Linocut', exact: true }).click();
    await expect.poll(() => shown(page)).toEqual(['Harbour at dusk', 'Avon gorge', 'Ferry crossing']);
    expect(scripts.some((s) => s.includes('/chunks/grid-'))).toBe(true);
    expect(await pressed(page, 'Show prints by technique')).toEqual([
      'All:false',
      'Linocut:true',
      'Screen print:false',
      'Letterpress:false',
    ]);
    const live = page.locator('#print-grid + [role=status]');
    await expect.poll(() => live.textContent()).toBe('Showing 3 of 6 prints');

    // Keyboard only: Tab from the filters to the sort group, Enter and Space press.
    await page.getByRole('button', { name: 'Title', exact: true }).focus();
    await islandMounted(page, '.print-room [aria-label="Sort prints"]', 'widgets');
    await page.keyboard.press('Enter');
    await expect.poll(() => shown(page)).toEqual(['Avon gorge', 'Ferry crossing', 'Harbour at dusk']);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => shown(page)).toEqual(['Ferry crossing', 'Avon gorge', 'Harbour at dusk']); // Oldest first
    await page.getByRole('button', { name: 'All', exact: true }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => live.textContent()).toBe('Showing 6 of 6 prints');
    await expect
      .poll(() => shown(page))
      .toEqual(['Ferry crossing', 'Avon gorge', 'Clifton rooftops', 'Wild garlic', 'Harbour at dusk', 'Market day']);
    await page.waitForTimeout(900); // past the 0.8 s relayout
    expect(await cls(page)).toBe(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('a page without a filter group never loads the grid chunk', async () => {
    const { page, scripts } = await open('/care-guide/');
    await page.mouse.wheel(0, 3000);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('/chunks/grid-') || s.includes('/chunks/parallax-'))).toBe(false);
  });
});
