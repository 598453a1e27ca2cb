/**
 * WordPress's toolbar in Chromium (production bundles): the seeded shop manager signs in through My account's form,
 * then every theme page shows the toolbar and the sticky header sits under it — 32 px down, 46 px below 782 px, 0
 * below 600 px (where the toolbar scrolls away) — with both of its lists on one line inside it, and axe clean.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, shopUrl, useBrowser } from './harness';
import { logIn } from './shopper';

const { session } = useBrowser();

/** Boxes (viewport px, rounded) of the toolbar, its two lists and the header. */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = el!.getBoundingClientRect();
      return {
        top: Math.round(r.top),
        bottom: Math.round(r.bottom),
        left: Math.round(r.left),
        right: Math.round(r.right),
      };
    };
    const lists = [...document.querySelectorAll('#wpadminbar .ab-top-menu')].map(box);
    return { bar: box(document.getElementById('wpadminbar')), lists, header: box(document.getElementById('masthead')) };
  });

describe('admin bar of a signed-in shop manager (spec §2, §9 admin-bar offsets)', () => {
  it.each([
    [1280, 32, 32],
    [700, 46, 46],
    [500, 46, 0],
  ])(
    'at %i px: the toolbar is %i px tall, the header sticks %i px down after scrolling',
    async (width, bar, offset) => {
      const { page, errors } = await session();
      await page.setViewportSize({ width, height: 800 });
      await logIn(page, 'manager', 'manager-password');
      await page.goto(shopUrl('/product/art-print/'));
      const toolbar = page.getByRole('navigation', { name: 'Toolbar' });
      expect(await toolbar.isVisible()).toBe(true);
      for (const name of ['Loom & Press', 'Edit product', 'Howdy, manager', 'Log out'])
        expect(await toolbar.getByRole('link', { name }).isVisible(), name).toBe(true);
      expect(await page.evaluate(() => document.body.classList.contains('admin-bar'))).toBe(true);

      const top = await boxes(page);
      expect(top.bar).toMatchObject({ top: 0, bottom: bar, left: 0, right: width });
      expect(top.header.top).toBe(bar); // the page starts below the toolbar
      // Both lists on one line inside the bar: the site's at the left, the account's at the right.
      expect(top.lists).toHaveLength(2);
      for (const list of top.lists) expect(list).toMatchObject({ top: 0, bottom: bar });
      expect(top.lists[0]!.right).toBeLessThanOrEqual(top.lists[1]!.left);
      await expectAccessible(page);

      await page.evaluate(() => scrollTo(0, 700));
      await expect.poll(async () => (await boxes(page)).header.top).toBe(offset);
      const scrolled = await boxes(page);
      // Below 600 px the toolbar scrolls away with the page (WordPress's `position: absolute`); above, it stays.
      expect(scrolled.bar.top).toBe(offset === 0 ? -700 : 0);
      // Whatever the scroll revealed has finished fading in (half-faded text fails contrast).
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await expectAccessible(page);
      expect(errors).toEqual([]);
    },
  );
});
