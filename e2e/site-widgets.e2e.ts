/**
 * Bootstrap 3 affix and scrollspy, and WordPress's responsive video embed, in Chromium (production bundles) on the
 * reference shop's care guide: classes and the active link follow the scroll, the embed keeps 16:9 with no layout
 * shift, and pages without `[data-spy]` never load the affix/scrollspy chunk.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cls, expectAccessible, openWatched, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();

const open = (path: string) => openWatched(session, path);
const tocClass = (page: Page) => page.evaluate(() => document.getElementById('guide-toc')!.className);
const activeLink = (page: Page) =>
  page.evaluate(() => document.querySelector('#guide-toc li.active > a')?.getAttribute('href') ?? null);
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
const sectionTop = (page: Page, id: string) =>
  page.evaluate((i) => Math.round(document.getElementById(i)!.getBoundingClientRect().top + scrollY), id);

describe('affix and scrollspy (spec §2 generic widgets)', () => {
  it('pins the table of contents past 160 px, parks it 900 px above the end, and marks the section in view', async () => {
    const { page, errors, scripts } = await open('/care-guide/');
    await expect.poll(() => tocClass(page)).toBe('guide-toc affix-top');
    expect(scripts.some((s) => s.includes('/chunks/spy-'))).toBe(true);
    expect(await activeLink(page)).toBeNull(); // no section has reached the line (120 px) yet

    await scrollTo(page, 200);
    await expect.poll(() => tocClass(page)).toBe('guide-toc affix');
    const dry = await sectionTop(page, 'guide-dry');
    await scrollTo(page, dry - 100); // 20 px past the 120 px line
    await expect.poll(() => activeLink(page)).toBe('#guide-dry');
    expect(await page.getAttribute('a[href="#guide-dry"]', 'aria-current')).toBe('location');
    await scrollTo(page, dry - 140); // back above the line: the section before
    await expect.poll(() => activeLink(page)).toBe('#guide-wash');

    await scrollTo(page, 1e6);
    await expect.poll(() => tocClass(page)).toBe('guide-toc affix-bottom');
    await expect.poll(() => activeLink(page)).toBe('#guide-store');
    await scrollTo(page, 0);
    await expect.poll(() => tocClass(page)).toBe('guide-toc affix-top');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('a page without [data-spy] never loads the affix/scrollspy chunk', async () => {
    const { page, scripts } = await open('/');
    await page.mouse.wheel(0, 3000);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => s.includes('/chunks/spy-'))).toBe(false);
  });
});

describe('responsive video embed (WordPress .wp-embed-responsive)', () => {
  it('is 16:9 from the first paint, served by the local double, with no layout shift', async () => {
    const { page, errors } = await open('/care-guide/');
    const box = await page.locator('.wp-block-embed__wrapper').boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 2);
    const src = await page.getAttribute('.wp-block-embed iframe', 'src');
    expect(new URL(src!, shopUrl('/')).origin).toBe(new URL(shopUrl('/')).origin);
    const frame = await page.locator('.wp-block-embed iframe').boundingBox();
    expect(frame).toEqual(box);
    expect(await cls(page)).toBe(0);
    expect(errors).toEqual([]);
  });
});
