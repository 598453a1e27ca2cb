/**
 * Flip-book benchmark (not a timed test): the reference shop's generated 300-page document in Chromium with the
 * production bundles. Reports the time to the first rendered spread after the book scrolls into view, the time
 * per page turn (plain page changes under reduced motion, and animated flips), and the JS heap and live canvases
 * after turning through 100 pages (they must stay flat: released pages are really released).
 *
 *   npx rollup -c --silent && npx tsx scripts/bench/flip-book.ts [dist]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createShopServer } from '@storefront/shop-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';

const dist = path.resolve(process.argv[2] ?? 'dist');
const BOOK = 'div._df_book';

const status = (page: Page) => page.locator(`${BOOK} .fb-status`).textContent();
const heap = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
};
const liveCanvases = (page: Page) =>
  page.$$eval(`${BOOK} canvas`, (els) => els.filter((c) => (c as HTMLCanvasElement).width > 0).length);

async function turn(page: Page, times: number): Promise<number> {
  const start = performance.now();
  for (let i = 0; i < times; i++) {
    const before = await status(page);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      ([sel, text]) => document.querySelector(sel!)?.textContent !== text,
      [`${BOOK} .fb-status`, before],
    );
  }
  return (performance.now() - start) / times;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'flip-bench-'));
  const shop = await createShopServer({ port: 0, dataDir: path.join(dir, 'db'), distDir: dist });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
    for (const reducedMotion of ['reduce', 'no-preference'] as const) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion });
      const page = await context.newPage();
      // The book starts below the fold: the clock starts when it is scrolled into view.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          const spacer = document.createElement('div');
          spacer.style.height = '3000px';
          document.querySelector('.entry-title')?.after(spacer);
        }),
      );
      await page.goto(new URL('/flip-book/bench-300/', shop.url).href, { waitUntil: 'networkidle' });
      const t0 = performance.now();
      await page.locator(BOOK).scrollIntoViewIfNeeded();
      await page.waitForSelector(`${BOOK} .fb-page[data-page="1"] canvas`);
      const firstSpread = performance.now() - t0;
      await page.locator(`${BOOK} .fb-button`).first().focus();
      const heapBefore = await heap(page);
      const perTurn = await turn(page, reducedMotion === 'reduce' ? 100 : 20);
      if (reducedMotion === 'no-preference') await turn(page, 30);
      await page.waitForTimeout(1500);
      const heapAfter = await heap(page);
      console.log(
        `${reducedMotion === 'reduce' ? 'plain page changes' : 'animated flips    '}: first spread ${firstSpread.toFixed(0)} ms · ` +
          `per turn ${perTurn.toFixed(0)} ms · heap ${mb(heapBefore)} → ${mb(heapAfter)} after ${reducedMotion === 'reduce' ? 100 : 50} turns · ` +
          `${await liveCanvases(page)} live canvases at ${await status(page)}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await shop.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
