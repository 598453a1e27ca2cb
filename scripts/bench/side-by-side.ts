/**
 * Main-thread time side by side (issue 20, P3): the same product page and checkout page of the reference shop (same
 * markup, same data, same stylesheet), loaded in Chromium once with the islands and once with WooCommerce 10's
 * classic scripts in their place. Per page: total blocking time (long tasks after first contentful paint, until
 * idle), script time to idle (CDP ScriptDuration), LCP and CLS; on the product page also the interaction time
 * (Event Timing: input to next paint) of a variation change made with the keyboard and of an ajax add-to-cart click
 * on a related product. Medians of `BENCH_P3_RUNS` (default 3) fresh contexts; `BENCH_CPU=4` slows the CPU like a
 * phone. The classic column needs the scripts in `.bench-classic/` (see classic-scripts.ts) and is skipped without.
 *
 * Run: `npx tsx scripts/bench/side-by-side.ts` (after `npm run build`); fetch the classic scripts once with
 * `npx tsx scripts/bench/side-by-side.ts --fetch <woocommerce> <wordpress>`.
 * The islands' pages include the payment box, express checkout and the payment provider's local double; the
 * classic pages have no payment plugin's scripts, so the comparison leans against the islands there.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { createApp, openDb } from '@storefront/shop-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { CLASSIC_DIR, CLASSIC_PAGES, classicScriptsPresent, fetchClassicScripts } from './classic-scripts';

type Stack = 'islands' | 'classic';
type PageName = keyof typeof CLASSIC_PAGES;
/** One page load's figures, ms (CLS unitless; interactions absent where not measured or under 16 ms). */
export interface P3Figures {
  tbt: number;
  scriptMs: number;
  lcp: number;
  cls: number;
  variationInp?: number;
  addToCartInp?: number;
}

const PAGES: Record<PageName, { path: string; basket?: number }> = {
  product: { path: '/product/art-print/' },
  checkout: { path: '/checkout/', basket: 102 },
};

// Registered before any page script: long tasks, LCP, layout shifts and event timings, kept on window.__p3.
const OBSERVERS = `window.__p3 = { lcp: 0, cls: 0, fcp: 0, long: [], events: [] };
const o = (type, fn) => { try { new PerformanceObserver((l) => l.getEntries().forEach(fn)).observe({ type, buffered: true, durationThreshold: 16 }); } catch {} };
o('paint', (e) => { if (e.name === 'first-contentful-paint') __p3.fcp = e.startTime; });
o('largest-contentful-paint', (e) => { __p3.lcp = e.startTime; __p3.lcpEl = e.element ? e.element.tagName + '.' + e.element.className : e.url; });
o('layout-shift', (e) => { if (!e.hadRecentInput) __p3.cls += e.value; });
o('longtask', (e) => { __p3.long.push([e.startTime, e.duration]); });
o('event', (e) => { if (e.interactionId) __p3.events.push([e.interactionId, e.duration]); });`;

// The underscore templates WooCommerce's variation script renders with (printed by the theme on a real store;
// the reference shop's islands need none). Written here, after the template names the script asks for.
const VARIATION_TEMPLATES = `<script type="text/template" id="tmpl-variation-template">
<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div>
<div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div>
<div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>
</script>
<script type="text/template" id="tmpl-unavailable-variation-template"><p role="alert">Not available.</p></script>`;

/** The shop's HTML with the islands' loader swapped for the page's classic scripts, in WordPress's order. */
function toClassic(html: string, page: PageName): string {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? '';
  const tags = CLASSIC_PAGES[page].map((s) => `<script src="/bench-classic/${s.file}" nonce="${nonce}"></script>`);
  const settings = `<script nonce="${nonce}">var _wpUtilSettings = {"ajax":{"url":"/wp-admin/admin-ajax.php"}};</script>`;
  return html
    .replace(/<script type="module" src="\/assets\/loader\.js"[^>]*><\/script>/, '')
    .replace('</body>', `${page === 'product' ? VARIATION_TEMPLATES + settings : ''}${tags.join('')}</body>`);
}

/** Resolves when the main thread has had no long task for `quietMs` and the network is idle. */
async function settle(page: Page, quietMs = 1000): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    (quiet) => {
      const p = (window as unknown as { __p3: { long: [number, number][] } }).__p3;
      const last = p.long.at(-1);
      return performance.now() - (last ? last[0] + last[1] : 0) > quiet;
    },
    quietMs,
    { polling: 100 },
  );
}

/** The slowest event of interactions started after `since` (undefined when every one was under 16 ms). */
async function interaction(page: Page, since: number): Promise<number | undefined> {
  const events = (await page.evaluate('window.__p3.events')) as [number, number][];
  const mine = events.filter(([id]) => id > since).map(([, d]) => d);
  return mine.length ? Math.max(...mine) : undefined;
}

const lastInteraction = async (page: Page): Promise<number> =>
  Math.max(0, ...((await page.evaluate('window.__p3.events.map((e) => e[0])')) as number[]));

async function loadOnce(context: BrowserContext, base: string, stack: Stack, name: PageName): Promise<P3Figures> {
  const { path: pagePath, basket } = PAGES[name];
  if (basket) await context.request.get(`${base}/?add-to-cart=${basket}`);
  const page = await context.newPage();
  // A script error would make the figures meaningless: say so (the run goes on).
  page.on('pageerror', (e) => console.warn(`[${stack} ${name}] page error: ${e.message}`));
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const cpu = Number(process.env.BENCH_CPU ?? 1);
    if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript(OBSERVERS);
    await page.route(`${base}${pagePath}`, async (route) => {
      const res = await route.fetch();
      const body = await res.text();
      // Without the shop's strict CSP on both sides: WooCommerce's scripts set inline handlers and style
      // attributes, which it would block (a store running them has no such policy).
      const headers = { ...res.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response: res, headers, body: stack === 'classic' ? toClassic(body, name) : body });
    });
    await page.route(`${base}/bench-classic/**`, (route) =>
      route.fulfill({
        path: path.join(CLASSIC_DIR, path.basename(new URL(route.request().url()).pathname)),
        contentType: 'text/javascript',
      }),
    );
    await page.goto(`${base}${pagePath}`);
    await settle(page);
    const metrics = (await cdp.send('Performance.getMetrics')).metrics;
    const p3 = (await page.evaluate('window.__p3')) as { lcp: number; cls: number; fcp: number; long: number[][] };
    if (process.env.BENCH_P3_DEBUG) console.log(stack, name, JSON.stringify(p3).slice(0, 400)); // what made each figure
    const figures: P3Figures = {
      tbt: p3.long.filter(([start]) => start! >= p3.fcp).reduce((sum, [, d]) => sum + Math.max(0, d! - 50), 0),
      scriptMs: (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN) * 1000,
      lcp: p3.lcp,
      cls: p3.cls,
    };
    if (name === 'product') {
      let since = await lastInteraction(page);
      await page.focus('form.variations_form select[name="attribute_pa_size"]');
      await page.keyboard.press('ArrowDown');
      await settle(page, 500);
      figures.variationInp = await interaction(page, since);
      since = await lastInteraction(page);
      await page.locator('.related a.ajax_add_to_cart').first().click();
      await page.waitForSelector('.related a.ajax_add_to_cart.added', { timeout: 10_000 });
      await settle(page, 500);
      figures.addToCartInp = await interaction(page, since);
    }
    return figures;
  } finally {
    await page.close();
  }
}

/** Loads each page `runs` times per stack (a fresh context each) and returns every load's figures. */
export async function runSideBySide(runs = Number(process.env.BENCH_P3_RUNS ?? 3)) {
  const stacks: Stack[] = classicScriptsPresent() ? ['islands', 'classic'] : ['islands'];
  const opened = await openDb({ dataDir: 'memory://' });
  const app = createApp(opened.db, { distDir: process.env.BENCH_DIST ?? path.resolve('dist') });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: { stack: Stack; page: PageName; figures: P3Figures }[] = [];
  try {
    for (let run = 0; run < runs; run++)
      for (const name of Object.keys(PAGES) as PageName[])
        for (const stack of stacks) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
          try {
            results.push({ stack, page: name, figures: await loadOnce(context, base, stack, name) });
          } finally {
            await context.close();
          }
        }
    return { stacks, results };
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await opened.db.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The P3 table: one row per page and metric, the islands beside the classic scripts with their ratio. */
export function p3Table(out: Awaited<ReturnType<typeof runSideBySide>>): string {
  const metrics: [keyof P3Figures, string][] = [
    ['tbt', 'total blocking time (ms)'],
    ['scriptMs', 'script time to idle (ms)'],
    ['variationInp', 'variation change, input to paint (ms)'],
    ['addToCartInp', 'add-to-cart click, input to paint (ms)'],
    ['lcp', 'LCP (ms)'],
    ['cls', 'CLS'],
  ];
  const fmt = (x: number | undefined, metric: keyof P3Figures) =>
    x === undefined ? '< 16' : metric === 'cls' ? x.toFixed(3) : x.toFixed(0);
  const rows = [['page', 'metric', 'islands', 'classic', 'ratio']];
  for (const name of Object.keys(PAGES) as PageName[])
    for (const [metric, label] of metrics) {
      const value = (stack: Stack) => {
        const xs = out.results.filter((r) => r.stack === stack && r.page === name).map((r) => r.figures[metric]);
        if (!xs.length || xs.every((x) => x === undefined))
          return name === 'product' || !/Inp$/.test(metric) ? undefined : null;
        return median(xs.map((x) => x ?? 8)); // an interaction under Event Timing's 16 ms floor counts as 8
      };
      const islands = value('islands');
      const classic = out.stacks.includes('classic') ? value('classic') : null;
      if (islands === null) continue;
      const ratio = islands !== undefined && classic ? (islands / classic).toFixed(2) + '×' : '–';
      rows.push([name, label, fmt(islands, metric), classic === null ? 'not fetched' : fmt(classic, metric), ratio]);
    }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) => r.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  '))
    .join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const [flag, woocommerce, wordpress] = process.argv.slice(2);
  if (flag === '--fetch') {
    if (!woocommerce || !wordpress) throw new Error('usage: side-by-side.ts --fetch <woocommerce> <wordpress>');
    fetchClassicScripts(woocommerce, wordpress);
    console.log(`Classic scripts copied into ${CLASSIC_DIR}`);
  } else {
    if (!existsSync(path.resolve('dist/loader.js'))) throw new Error('Build first: npm run build');
    if (!classicScriptsPresent())
      console.log(`No classic scripts in ${CLASSIC_DIR}: the classic column is skipped (see --fetch).`);
    console.log(p3Table(await runSideBySide()));
  }
}
