/**
 * The product gallery as a slider from first paint (issue 19.1, spec §2 "Gallery", §9) in Chromium with the production
 * bundles: no layout shift from the first paint through keen-slider taking over, a swipe on the first touch, a
 * thumbnail before keen-slider shows its image, and the hover-zoom width rule measured on real layout.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { islandMounted, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();
const PRODUCT = '/product/art-print/';
const GALLERY = 'div.woocommerce-product-gallery';
const ENHANCEMENTS = /\/chunks\/GalleryEnhancements-[^/]+\.js$/;

/**
 * Records every layout shift from the first paint (with and without recent input), each with where its moved
 * elements are: in the gallery, in what follows the product (tabs, related products: a change of the gallery's height
 * moves them), or elsewhere (the summary column's other islands, nodes already gone).
 */
function recordShifts(): void {
  const w = window as unknown as { __shifts: { value: number; where: string[] }[] };
  w.__shifts = [];
  type Shift = PerformanceEntry & { value: number; sources: { node?: Node | null }[] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as Shift[]) {
      const where = e.sources.map((s) => {
        const el = s.node instanceof Element ? s.node : s.node?.parentElement;
        if (el?.closest('.woocommerce-product-gallery')) return `gallery: ${el.outerHTML.slice(0, 80)}`;
        if (el?.closest('.woocommerce-tabs, .related')) return `below: ${el.outerHTML.slice(0, 80)}`;
        return 'elsewhere';
      });
      w.__shifts.push({ value: e.value, where });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}
/** The layout shifts that moved the gallery or what follows the product. */
const galleryShifts = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __shifts: { value: number; where: string[] }[] }).__shifts.filter((s) =>
      s.where.some((w) => w !== 'elsewhere'),
    ),
  );

/** Which slide fills the gallery's main area: the one whose left edge is at the gallery's. */
const shownSlide = (page: Page) =>
  page.evaluate((sel) => {
    const gallery = document.querySelector(sel)!.getBoundingClientRect();
    const slides = [...document.querySelectorAll(`${sel} .woocommerce-product-gallery__image`)];
    return slides.findIndex((s) => Math.abs(s.getBoundingClientRect().left - gallery.left) < 2);
  }, GALLERY);
const currentThumb = (page: Page) =>
  page.evaluate((sel) => {
    const buttons = [...document.querySelectorAll(`${sel} .flex-control-thumbs button`)];
    return buttons.findIndex((b) => b.getAttribute('aria-current') === 'true');
  }, GALLERY);
const boxes = (page: Page) =>
  page.evaluate(
    (sel) =>
      [`${sel} .woocommerce-product-gallery__image`, `${sel} .flex-control-thumbs`, 'div.woocommerce-tabs'].map((s) => {
        const r = document.querySelector(s)!.getBoundingClientRect();
        return [r.left, r.top + scrollY, r.width, r.height].map(Math.round);
      }),
    GALLERY,
  );

describe('product gallery: a slider with thumbnails from first paint', () => {
  it('shows the slider and thumbnails before keen-slider, which takes over with CLS = 0', async () => {
    const { page, errors } = await session();
    await page.addInitScript(recordShifts);
    const enhancements: string[] = [];
    page.on('request', (r) => ENHANCEMENTS.test(r.url()) && enhancements.push(r.url()));
    await page.goto(shopUrl(PRODUCT), { waitUntil: 'networkidle' });
    await islandMounted(page, GALLERY, 'gallery');
    expect(enhancements).toEqual([]);
    // A native scroll-snap track showing the first image, its neighbours off to the side, and the thumbnails.
    const track = await page.locator(`${GALLERY} .woocommerce-product-gallery__wrapper`).evaluate((t) => {
      const style = getComputedStyle(t);
      return { overflowX: style.overflowX, snap: style.scrollSnapType, scrollable: t.scrollWidth > t.clientWidth };
    });
    expect(track).toEqual({ overflowX: 'auto', snap: 'x mandatory', scrollable: true });
    expect(await shownSlide(page)).toBe(0);
    const thumbs = page.locator(`${GALLERY} .flex-control-thumbs button`);
    expect(await thumbs.count()).toBe(3);
    expect(await thumbs.first().isVisible()).toBe(true);
    expect(await currentThumb(page)).toBe(0);
    const before = await boxes(page);

    // keen-slider takes over when the shopper reaches for the gallery: nothing moves.
    await page.locator(GALLERY).hover();
    await page.locator(`${GALLERY} .keen-slider`).waitFor();
    await page.waitForTimeout(700); // smooth height transition, late shifts
    expect(await boxes(page)).toEqual(before);
    expect(await shownSlide(page)).toBe(0);
    expect(await galleryShifts(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('before keen-slider loads, a thumbnail (click or keyboard) shows its image in the main area, not the lightbox', async () => {
    const { page, errors } = await session();
    await page.addInitScript(recordShifts);
    // Hold keen-slider's takeover back: its chunk is answered only at the end of the test.
    let release = () => {};
    await page.route(ENHANCEMENTS, (route) => {
      release = () => void route.continue().catch(() => {});
    });
    await page.goto(shopUrl(PRODUCT), { waitUntil: 'load' });
    await islandMounted(page, GALLERY, 'gallery');
    const thumbs = page.locator(`${GALLERY} .flex-control-thumbs button`);
    await thumbs.nth(1).click();
    await expect.poll(() => shownSlide(page), { timeout: 3000 }).toBe(1);
    await expect.poll(() => currentThumb(page)).toBe(1);
    expect(await page.locator('#glightbox-body').count()).toBe(0);
    expect(await page.locator(`${GALLERY} .keen-slider`).count()).toBe(0);
    await thumbs.nth(2).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => shownSlide(page), { timeout: 3000 }).toBe(2);
    await expect.poll(() => currentThumb(page)).toBe(2);
    // The trigger opens the full-screen gallery on the image shown.
    await page.getByRole('button', { name: 'View full-screen image gallery' }).click();
    await page.locator('#glightbox-body .gslide.current img').waitFor();
    const shown = await page.locator('#glightbox-body .gslide.current img').getAttribute('src');
    const third = await page.locator(`${GALLERY} .woocommerce-product-gallery__image img`).nth(2);
    expect(shown).toBe(await third.getAttribute('data-large_image'));
    await page.keyboard.press('Escape');
    await page.locator('#glightbox-body').waitFor({ state: 'detached' });
    // Now keen-slider takes over on the third image, and nothing moves.
    release();
    await page.locator(`${GALLERY} .keen-slider`).waitFor();
    await page.waitForTimeout(700);
    expect(await shownSlide(page)).toBe(2);
    expect(await currentThumb(page)).toBe(2);
    expect(await galleryShifts(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a swipe on the first touch moves to the next image (native scroll-snap), then keen-slider keeps it', async () => {
    const { page, errors } = await session();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(recordShifts);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
    await page.goto(shopUrl(PRODUCT), { waitUntil: 'networkidle' });
    await islandMounted(page, GALLERY, 'gallery');
    expect(await page.locator(`${GALLERY} .keen-slider`).count()).toBe(0);
    const box = (await page.locator(`${GALLERY} .woocommerce-product-gallery__wrapper`).boundingBox())!;
    const y = box.y + Math.min(box.height / 2, 200);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      });
    // One swipe from right to left across most of the image: the shopper's first touch of the gallery.
    await touch('touchStart', box.x + box.width * 0.85);
    for (let i = 1; i <= 10; i++) {
      await touch('touchMove', box.x + box.width * (0.85 - i * 0.07));
      await page.waitForTimeout(16);
    }
    await touch('touchEnd', 0);
    await expect.poll(() => shownSlide(page), { timeout: 3000 }).toBe(1);
    await expect.poll(() => currentThumb(page)).toBe(1);
    // keen-slider (loaded by that touch) takes over on the second image once the track is at rest.
    await page.locator(`${GALLERY} .keen-slider`).waitFor();
    await page.waitForTimeout(300);
    expect(await shownSlide(page)).toBe(1);
    expect(await currentThumb(page)).toBe(1);
    // keen-slider's slides (px widths) do not widen the single-column layout.
    // (The single column is 371 px in a 326 px container before the gallery loads anything: not the gallery's doing.)
    const width = await page.locator(GALLERY).evaluate((g) => g.getBoundingClientRect().width);
    expect(width).toBeLessThan(390);
    expect(await galleryShifts(page)).toEqual([]); // at 390 px too: the thumbnails' room, keen-slider's takeover
    expect(errors).toEqual([]);
  });

  it('hover zoom only where the large image is wider than the gallery (real widths)', async () => {
    const { page, errors } = await session();
    // This store disables zoom (spec §9): turn it on for this page, as a store enabling it would print.
    await page.addInitScript(() => {
      let params: Record<string, unknown> | undefined;
      Object.defineProperty(window, 'wc_single_product_params', {
        configurable: true,
        get: () => params,
        set: (v: Record<string, unknown>) => void (params = { ...v, zoom_enabled: true }),
      });
    });
    await page.route(ENHANCEMENTS, async (route) => {
      // Before the zoom is attached: the first image's large copy is wider than the gallery, the second's narrower.
      await page.evaluate((sel) => {
        const gallery = document.querySelector(sel)!.getBoundingClientRect().width;
        const imgs = document.querySelectorAll(`${sel} .woocommerce-product-gallery__image img`);
        imgs[0]!.setAttribute('data-large_image_width', String(Math.round(gallery) + 200));
        imgs[1]!.setAttribute('data-large_image_width', String(Math.round(gallery) - 50));
        imgs[2]!.setAttribute('data-large_image_width', String(Math.round(gallery)));
      }, GALLERY);
      await route.continue();
    });
    await page.goto(shopUrl(PRODUCT), { waitUntil: 'networkidle' });
    await islandMounted(page, GALLERY, 'gallery');
    const width = await page.locator(GALLERY).evaluate((g) => g.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(300);
    await page.locator(GALLERY).hover();
    const slides = page.locator(`${GALLERY} .woocommerce-product-gallery__image`);
    await expect.poll(() => slides.first().getAttribute('class')).toContain('has-zoom');
    expect(await slides.nth(1).getAttribute('class')).not.toContain('has-zoom');
    expect(await slides.nth(2).getAttribute('class')).not.toContain('has-zoom'); // as wide: no zoom
    await page.locator(`${GALLERY} .keen-slider`).waitFor();
    await slides.first().hover({ position: { x: 50, y: 50 } });
    const zoom = slides.first().locator('img.zoomImg');
    await zoom.waitFor();
    expect(Math.round((await zoom.boundingBox())!.width)).toBe(Math.round(width) + 200);
    expect(errors).toEqual([]);
  });
});
