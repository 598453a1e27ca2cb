/**
 * A page's JS in detail (default the product page, /product/art-print/): which bundles Chromium fetches at
 * 1280×900 until idle (what `npm run size` budgets), their gzipped sizes, what loads later on scrolling and on
 * the first pointer/key interaction, where the product page's islands sit (px from the top) and which mounted.
 * Usage: `npx tsx scripts/bench/product-js.ts [distDir=dist] [path]` (build first; hold the build lock for dist/).
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createShopServer } from '@storefront/shop-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';

const DIST = path.resolve(process.argv[2] ?? 'dist');
const pagePath = process.argv[3] ?? '/product/art-print/';
const gz = (f: string) => gzipSync(readFileSync(path.join(DIST, f)), { level: 9 }).length;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-pjs-'));
const shop = await createShopServer({ port: 0, dataDir: path.join(dataDir, 'db'), distDir: DIST });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  let phase = 'initial';
  const loaded: { f: string; phase: string }[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/(.+\.js)(?:\?.*)?$/.exec(r.url());
    if (m) loaded.push({ f: m[1]!, phase });
  });
  await page.goto(shop.url + pagePath, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const tops = await page.$$eval(
    '.woocommerce-tabs, .woocommerce-product-gallery, form.variations_form, div.quantity, #review_form',
    (els) => els.map((e) => `${e.className.split(' ')[0] || e.id}@${Math.round(e.getBoundingClientRect().top)}`),
  );
  console.log(`tops: ${tops.join(' ')}`);
  const mounted = await page.$$eval('[data-island-mounted]', (els) =>
    els.map((e) => `${e.tagName.toLowerCase()}.${[...e.classList][0] ?? ''}=${e.getAttribute('data-island-mounted')}`),
  );
  phase = 'scroll';
  await page.mouse.wheel(0, 3000);
  await page.waitForTimeout(800);
  phase = 'interact';
  await page.mouse.move(300, 300);
  await page.keyboard.press('Tab');
  await page.waitForTimeout(800);
  let total = 0;
  for (const phaseName of ['initial', 'scroll', 'interact']) {
    console.log(`-- ${phaseName}`);
    for (const { f } of loaded.filter((l) => l.phase === phaseName)) {
      const b = gz(f);
      if (phaseName === 'initial') total += b;
      console.log(`${f.padEnd(40)} ${String(b).padStart(6)} B`);
    }
  }
  console.log(`initial total ${total} B`);
  console.log(`mounted after load: ${mounted.join(' ')}`);
} finally {
  await browser.close();
  await shop.close();
  rmSync(dataDir, { recursive: true, force: true });
}
