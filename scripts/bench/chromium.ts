/**
 * Chromium benchmark of the variation-form island on a product with V variations (default 10,000): the
 * production bundles from dist/ (built first when missing, or with `build: true`) served by the reference shop
 * on a free port, plus the bench-only routes of ./bench-routes.ts (a generated product).
 *
 * Timings come from inside the page: the island wraps its work in `performance.mark/measure` when
 * `window.__sfVariationPerf` is set (set here before the page loads), so they cover exactly the island's
 * synchronous work: reading props (`data` mode parses the variations JSON), building the bitset index, the
 * first check, each selection change (availability of every select, the match, the DOM writes), a reset, and
 * in index mode the start of each server look-up (which runs a task after its change, so it is timed apart).
 * Each run is a fresh browser context: its first page load is cold (no code cache), its third warm.
 *
 * ```ts
 * import { runChromiumBench } from './chromium';
 * const results = await runChromiumBench({ variations: 10_000 });   // both modes: 'index' and 'data'
 * ```
 * Run alone: `npx tsx scripts/bench/chromium.ts [variations]`.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { chromium } from 'playwright-core';
import { createApp, openDb } from '@storefront/shop-server';
import { benchRoutes } from './bench-routes';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';

/** Options of {@link runChromiumBench}. */
export interface ChromiumBenchOptions {
  /** Variations of the generated product. Default 10,000. */
  variations?: number;
  /** `index`: compact index + server details (what the shop prints above 30); `data`: full data in the page. Default both. */
  modes?: ReadonlyArray<'index' | 'data'>;
  /** Selection changes to time per mode. Default 40. */
  changes?: number;
  /** Run `npm run build` first (it always runs when dist/loader.js is missing). */
  build?: boolean;
  /**
   * Page loads per mode (default 3). Each run opens a fresh browser context (empty HTTP and code caches) and
   * loads the page three times: the first load is `cold` (nothing compiled or cached), the third `warm` (V8's
   * code cache in use, as for a shopper's later pages).
   */
  runs?: number;
}

/** One mode's timings, in milliseconds (in-page `performance.measure`). */
export interface ChromiumBenchResult {
  mode: 'index' | 'data';
  /** First load in a fresh context, or the third load of the page in it. */
  phase: 'cold' | 'warm';
  /** Which run (0-based) of {@link ChromiumBenchOptions.runs}. */
  run: number;
  variations: number;
  /** Bytes of the page's HTML. */
  htmlBytes: number;
  /** Props read + index built + first check: the island's start-up work. */
  startupMs: number;
  buildMs: number;
  firstCheckMs: number;
  /** Slowest and median single selection change. */
  worstChangeMs: number;
  medianChangeMs: number;
  p90ChangeMs: number;
  changes: number;
  /** Every change's time, in order. */
  changeTimes: number[];
  resetMs: number;
  /** Index mode: starting each `get_variation` look-up (overlay + request), a task after its change. */
  lookupTimes: number[];
}

/** The bundles to serve: dist/, or `BENCH_DIST` (a build elsewhere, so the bench need not hold the build lock). */
const DIST = path.resolve(process.env.BENCH_DIST ?? 'dist');

/** Runs the benchmark and returns one result per mode. */
export async function runChromiumBench(opts: ChromiumBenchOptions = {}): Promise<ChromiumBenchResult[]> {
  const n = opts.variations ?? 10_000;
  const modes = opts.modes ?? ['index', 'data'];
  const changes = opts.changes ?? 40;
  const runs = opts.runs ?? 3;
  if (opts.build || !existsSync(path.join(DIST, 'loader.js'))) execSync('npm run build', { stdio: 'inherit' });

  const opened = await openDb({ dataDir: 'memory://' });
  const shop = createApp(opened.db, { distDir: DIST });
  // The bench route first, then the shop (assets, everything else).
  const app = new Hono({ strict: false });
  app.route('/', benchRoutes());
  app.all('*', (c) => shop.fetch(c.req.raw));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const results: ChromiumBenchResult[] = [];
    for (const mode of modes) {
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext();
        try {
          const url = `${base}/bench/variable-product/?variations=${n}&mode=${mode}`;
          for (let load = 0; load < 3; load++) {
            const r = await benchMode(context, url, mode, n, changes);
            if (load === 0 || load === 2) results.push({ ...r, phase: load === 0 ? 'cold' : 'warm', run });
          }
        } finally {
          await context.close();
        }
      }
    }
    return results;
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await opened.db.close();
  }
}

async function benchMode(
  context: import('playwright-core').BrowserContext,
  url: string,
  mode: 'index' | 'data',
  n: number,
  changes: number,
): Promise<Omit<ChromiumBenchResult, 'phase' | 'run'>> {
  const page = await context.newPage();
  try {
    await page.addInitScript(() => {
      (window as unknown as Record<string, unknown>).__sfVariationPerf = true;
    });
    const htmlBytes = (await (await fetch(url)).arrayBuffer()).byteLength;
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByName('sf-variation-start').length > 0, undefined, {
      timeout: 60_000,
    });
    const selects = await page.locator('form.variations_form .variations select').evaluateAll((els) =>
      els.map((el) => ({
        name: (el as HTMLSelectElement).name,
        values: [...(el as HTMLSelectElement).options].map((o) => o.value).filter(Boolean),
      })),
    );
    // A shopper reaches for the form first (focus), which loads its display code, as on a real page.
    await page.focus('form.variations_form select');
    await page.waitForLoadState('networkidle');
    // A deterministic walk: set each select in turn to a varying value, clearing one now and then.
    for (let i = 0; i < changes; i++) {
      const s = selects[i % selects.length]!;
      const value = i % 9 === 8 ? '' : s.values[(i * 7 + Math.floor(i / selects.length)) % s.values.length]!;
      await page.waitForSelector('form.variations_form:not(.processing)');
      await page.evaluate(
        async ([name, v]) => {
          const el = document.querySelector<HTMLSelectElement>(`form.variations_form select[name="${name}"]`)!;
          // A value the current availability removed is not selectable: pick the first enabled one instead.
          const option =
            [...el.options].find((o) => o.value === v && !o.disabled) ??
            [...el.options].find((o) => o.value && !o.disabled);
          el.value = v === '' ? '' : (option?.value ?? '');
          el.dispatchEvent(new Event('change', { bubbles: true }));
          // A look-up starts a task after its change: let it, so the next wait sees the form busy.
          await new Promise((resolve) => setTimeout(resolve, 0));
        },
        [s.name, value] as const,
      );
    }
    await page.waitForSelector('form.variations_form:not(.processing)');
    // Read before the reset: a reset dispatches a change per select (measured inside the reset).
    const changeMs = (await page.evaluate(
      `performance.getEntriesByName('sf-variation-change').map((e) => e.duration)`,
    )) as number[];
    await page.locator('a.reset_variations').evaluate((a: HTMLElement) => a.click());
    // A string, not a function: tsx's helpers (__name) do not exist in the page.
    const m = (await page.evaluate(`Object.fromEntries(['props', 'build', 'start', 'reset', 'lookup'].map((k) =>
      [k, performance.getEntriesByName('sf-variation-' + k).map((e) => e.duration)]))`)) as Record<
      'props' | 'build' | 'start' | 'reset' | 'lookup',
      number[]
    >;
    const sorted = [...changeMs].sort((a, b) => a - b);
    const round = (x: number) => Math.round(x * 100) / 100;
    const buildMs = m.build[0] ?? NaN;
    const firstCheckMs = m.start[0] ?? NaN;
    return {
      mode,
      variations: n,
      htmlBytes,
      startupMs: round((m.props[0] ?? 0) + buildMs + firstCheckMs),
      buildMs: round(buildMs),
      firstCheckMs: round(firstCheckMs),
      worstChangeMs: round(sorted.at(-1) ?? NaN),
      medianChangeMs: round(sorted[Math.floor(sorted.length / 2)] ?? NaN),
      p90ChangeMs: round(sorted[Math.floor(sorted.length * 0.9)] ?? NaN),
      changes: sorted.length,
      changeTimes: changeMs.map(round),
      resetMs: round(m.reset[0] ?? NaN),
      lookupTimes: m.lookup.map(round),
    };
  } finally {
    await page.close();
  }
}

// Run alone: print a table.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const n = Number(process.argv[2] ?? '10000');
  const results = await runChromiumBench({ variations: n });
  console.table(results.map(({ changeTimes: _c, lookupTimes: _l, ...r }) => r));
}
