import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();
const BOOK = 'div._df_book#df_101';
const HEAVY = /\/(chunks\/flip-book-(viewer|pdfjs|page-flip)-[^/]+\.js|assets\/pdf\.worker[^/]*\.mjs)$/;

const status = (page: Page) => page.locator(`${BOOK} .fb-status`).textContent();
const renderedPages = (page: Page) =>
  page.$$eval(`${BOOK} .fb-page[data-rendered]`, (els) => els.map((e) => Number((e as HTMLElement).dataset.page)));
const button = (page: Page, name: string) => page.locator(BOOK).getByRole('button', { name, exact: true });

async function openCatalogue(page: Page): Promise<void> {
  await page.goto(shopUrl('/catalogue/'), { waitUntil: 'networkidle' });
  await islandMounted(page, BOOK, 'flip-book');
  await expect.poll(() => status(page)).toBe('Page 1 of 24');
  await expect.poll(() => page.locator(`${BOOK} .fb-page[data-page="1"] canvas`).count()).toBe(1);
}

describe('flip-book (production bundles, real pdf.js and page-flip, in Chromium)', () => {
  it('loads nothing heavy on a page without a book', async () => {
    const { page, errors } = await session();
    const heavy: string[] = [];
    page.on('request', (r) => HEAVY.test(r.url()) && heavy.push(r.url()));
    await page.goto(shopUrl('/shop/'), { waitUntil: 'networkidle' });
    expect(heavy).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('renders the catalogue lazily and turns with keys and buttons; the worker is our own file', async () => {
    const { page, errors } = await session();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await openCatalogue(page);
    const origin = new URL(shopUrl('/')).origin;
    const worker = requests.find((u) => /pdf\.worker/.test(u));
    expect(worker?.startsWith(`${origin}/assets/`)).toBe(true);
    expect(requests.every((u) => u.startsWith(origin))).toBe(true);
    // Only the cover and the two pages after it are rendered.
    await expect.poll(() => renderedPages(page)).toEqual([1, 2, 3]);
    // The canvas is drawn at the device pixel ratio and has a text layer.
    expect(await page.locator(`${BOOK} .fb-page[data-page="2"] .textLayer span`).count()).toBeGreaterThan(3);

    await button(page, 'Next page').click();
    await expect.poll(() => status(page)).toBe('Pages 2–3 of 24');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => status(page)).toBe('Pages 4–5 of 24');
    await page.keyboard.press('End');
    await expect.poll(() => status(page)).toBe('Page 24 of 24');
    // Far pages were released: the cover's canvas is gone.
    await expect.poll(() => renderedPages(page)).toEqual([22, 23, 24]);
    expect(await page.locator(`${BOOK} .fb-page[data-page="1"] canvas`).count()).toBe(0);
    await page.keyboard.press('Home');
    await expect.poll(() => status(page)).toBe('Page 1 of 24');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('jumps through the table of contents and the thumbnails, and searches', async () => {
    const { page, errors } = await session();
    await openCatalogue(page);
    await button(page, 'Table of contents').click();
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await toc.getByRole('button', { name: /Prints and cards/ }).click();
    await expect.poll(() => status(page)).toBe('Pages 6–7 of 24');
    await toc.getByRole('button', { name: /Tea towels/ }).click();
    await expect.poll(() => status(page)).toBe('Pages 4–5 of 24');
    await expectAccessible(page);

    await button(page, 'Thumbnails').click();
    await expect.poll(() => page.locator(`${BOOK} .fb-thumbs img`).count()).toBeGreaterThan(2);
    const size = await page.locator(`${BOOK} .fb-thumbs img`).first().boundingBox();
    expect([size?.width, size?.height]).toEqual([150, 150]);
    await page.locator(BOOK).getByRole('button', { name: 'Page 13' }).click();
    await expect.poll(() => status(page)).toBe('Pages 12–13 of 24');

    await button(page, 'Search').click();
    await page.getByRole('searchbox', { name: 'Search the document' }).fill('greeting cards');
    await page.getByRole('searchbox', { name: 'Search the document' }).press('Enter');
    await expect.poll(() => page.locator(`${BOOK} .fb-results li`).count()).toBeGreaterThan(0);
    const first = await page.locator(`${BOOK} .fb-results li`).first().textContent();
    const hitPage = Number(/Page (\d+)/.exec(first ?? '')?.[1]);
    await expect
      .poll(() => page.locator(`${BOOK} .fb-page[data-page="${hitPage}"] .fb-hit`).count())
      .toBeGreaterThan(0);
    expect(await status(page)).toContain(String(hitPage));
    expect(errors).toEqual([]);
  });

  it('keeps a bookmark over a reload, zooms, enters and leaves full screen, prints and downloads', async () => {
    const { page, errors } = await session();
    await openCatalogue(page);
    await button(page, 'Next page').click();
    await button(page, 'Bookmarks').click();
    await page.locator(BOOK).getByRole('button', { name: 'Bookmark this page (2)' }).click();
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => status(page)).toBe('Page 1 of 24');
    await button(page, 'Bookmarks').click();
    await page.locator(BOOK).getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => status(page)).toBe('Pages 2–3 of 24');

    const width = () => page.locator(`${BOOK} .fb-stage`).evaluate((e) => e.getBoundingClientRect().width);
    const before = await width();
    await button(page, 'Zoom in').click();
    await expect.poll(width).toBeGreaterThan(before * 1.4);
    // A zoomed book pans by mouse drag (and does not turn).
    const viewport = page.locator(`${BOOK} .fb-viewport`);
    const box = (await viewport.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + 200, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => viewport.evaluate((v) => v.scrollLeft)).toBeGreaterThan(100);
    expect(await status(page)).toBe('Pages 2–3 of 24');
    await button(page, 'Zoom out').click();
    await expect.poll(width).toBe(before);

    await button(page, 'Full screen').click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className ?? '')).toContain('fb-viewer');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed = document.querySelectorAll('.fb-print img').length;
      };
    });
    await button(page, 'Print').click();
    await page.locator(BOOK).getByRole('button', { name: 'Print this page' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    const download = page.locator(BOOK).getByRole('link', { name: 'Download the PDF' });
    expect(await download.getAttribute('href')).toBe(shopUrl('/flip-book/docs/catalogue.pdf'));
    expect(await download.getAttribute('download')).not.toBeNull();
    expect(errors).toEqual([]);
  });

  it('mirrors a right-to-left book, and re-renders pages sharp when the window resizes', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/catalogue/'), { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>).option_df_998 = { direction: 2, title: 'RTL' };
      const div = document.createElement('div');
      div.className = '_df_book';
      div.id = 'df_998';
      div.setAttribute('source', '/flip-book/docs/catalogue.pdf');
      document.querySelector('.entry-title')!.after(div);
    });
    const rtl = '#df_998';
    const rtlStatus = () => page.locator(`${rtl} .fb-status`).textContent();
    await expect.poll(rtlStatus).toBe('Page 1 of 24');
    await expect.poll(() => page.locator(`${rtl} .fb-page[data-page="1"] canvas`).count()).toBe(1);
    await page.locator(rtl).getByRole('button', { name: 'Next page', exact: true }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(rtlStatus).toBe('Pages 2–3 of 24');
    // Page 2 is on the right of the spread, page 3 on the left.
    const x = (n: number) =>
      page.locator(`${rtl} .fb-page[data-page="${n}"]`).evaluate((e) => e.getBoundingClientRect().left);
    await expect.poll(async () => (await x(2)) > (await x(3))).toBe(true);

    const canvasWidth = () =>
      page.locator(`${rtl} .fb-page[data-page="2"] canvas`).evaluate((c) => (c as HTMLCanvasElement).width);
    const wide = await canvasWidth();
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(canvasWidth).toBeLessThan(wide * 0.8);
    expect(errors).toEqual([]);
  });

  it('opens at the page of a share link', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/catalogue/#dflip-df_101/9/'), { waitUntil: 'networkidle' });
    await expect.poll(() => status(page)).toBe('Pages 8–9 of 24');
    expect(errors).toEqual([]);
  });

  it('the lookbook popup opens in a dialog that traps focus and gives it back', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/catalogue/'), { waitUntil: 'networkidle' });
    const thumb = page.getByRole('button', { name: 'Open the lookbook' });
    await thumb.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Lookbook' });
    await expect.poll(() => dialog.locator('.fb-status').textContent()).toBe('Page 1 of 8');
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await thumb.evaluate((t) => t === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows a clear message and a download link for a missing PDF', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/catalogue/'), { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      const div = document.createElement('div');
      div.className = '_df_book';
      div.id = 'df_999';
      div.setAttribute('source', '/flip-book/docs/missing.pdf');
      document.querySelector('.entry-content')!.append(div);
    });
    const alert = page.locator('#df_999').getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('The document could not be loaded.');
    expect(await alert.getByRole('link', { name: 'Download the PDF' }).getAttribute('href')).toBe(
      shopUrl('/flip-book/docs/missing.pdf'),
    );
    // The viewer logs the failure once; the browser logs the 404.
    expect(errors.every((e) => /could not be loaded|404/.test(e))).toBe(true);
  });
});
