import { describe, expect, it } from 'vitest';
import { expectAccessible, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();

/** Every kind of page the reference shop serves, checked with axe-core and for script errors. */
const PAGES = [
  '/',
  '/shop/',
  '/shop/page/3/',
  '/product-category/prints-and-cards/',
  '/product/art-print/',
  '/product/greeting-card/',
  '/product/made-to-measure-curtains/',
  '/cart/',
  '/checkout/',
  '/my-account/payment-methods/',
  '/blog/',
  '/portfolio/',
];

describe('every page of the shop', () => {
  it.each(PAGES)('%s renders, runs its islands without errors and passes axe-core', async (path) => {
    const { page, errors } = await session();
    const res = await page.goto(shopUrl(path));
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('a blog post with threaded comments passes axe-core', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/blog/'));
    const href = await page.locator('main article a[href*="/blog/"]').first().getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(new URL(href!, shopUrl('/')).href);
    expect(await page.locator('ol.commentlist li.comment').count()).toBeGreaterThan(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('no page is wider than a 360 px phone (nothing scrolls sideways)', async () => {
    const { page, errors } = await session();
    await page.setViewportSize({ width: 360, height: 740 });
    const wide: string[] = [];
    for (const path of [...PAGES, '/care-guide/', '/catalogue/', '/wishlist/']) {
      await page.goto(shopUrl(path));
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 360) wide.push(`${path} ${width}px`);
    }
    expect(wide).toEqual([]);
    expect(errors).toEqual([]);
  });
});
