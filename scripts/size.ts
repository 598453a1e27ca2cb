/**
 * Size budgets: gzipped bytes of every bundle in dist/, and of each demo page of the reference shop: the initial
 * JS a real page load fetches in Chromium (budgeted), and the upper bound of every island whose markup is on the
 * page (the loader, the runtime chunk, each matching island bundle with its static imports), since islands that
 * hydrate when visible or on interaction load later. Fails when anything is over its budget.
 */
import { existsSync, readFileSync, readdirSync, statSync, mkdtempSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { chromium } from 'playwright-core';
import { createShopServer } from '@storefront/shop-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import type { IslandDefinition } from '@storefront/runtime';

const DIST = path.resolve('dist');
const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8')) as {
  bundles: Record<string, number>;
  pages: Record<string, { path: string; budget: number; basket?: number; cookies?: Record<string, string> }>;
  /** Sums of bundles (by prefix) that load together, e.g. what an island loads at mount across its chunks. */
  groups?: Record<string, { bundles: string[]; budget: number }>;
  /** Bundles left out of page totals (the payment provider's own script, or its local double). */
  excludeFromPages?: string[];
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? (f === 'types' ? [] : walk(p)) : p.endsWith('.js') ? [p] : [];
  });
}

const files = walk(DIST).map((p) => path.relative(DIST, p).split(path.sep).join('/'));
const gz = new Map(files.map((f) => [f, gzipSync(readFileSync(path.join(DIST, f)), { level: 9 }).length]));

/** Relative imports of a bundle, static or dynamic, resolved to dist paths. */
function imports(file: string, kind: 'static' | 'dynamic'): string[] {
  const src = readFileSync(path.join(DIST, file), 'utf8');
  const re =
    kind === 'static'
      ? /(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g
      : /import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;
  return [...src.matchAll(re)].map((m) => path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)));
}

function withStaticDeps(entry: string, into: Set<string>): Set<string> {
  if (into.has(entry)) return into;
  into.add(entry);
  for (const dep of imports(entry, 'static')) withStaticDeps(dep, into);
  return into;
}

const sum = (set: Iterable<string>) => [...set].reduce((n, f) => n + (gz.get(f) ?? 0), 0);
const kb = (n: number) => `${(n / 1024).toFixed(2)} kB`;
let failed = false;
const row = (name: string, bytes: number, budget?: number) => {
  const over = budget !== undefined && bytes > budget;
  if (over) failed = true;
  console.log(
    `${name.padEnd(44)} ${String(bytes).padStart(7)} B  ${kb(bytes).padStart(9)}  ${budget ? `budget ${budget} B` : ''}${over ? '  OVER' : ''}`,
  );
};

console.log('Bundles (gzip -9)');
for (const f of files.sort()) {
  const key = Object.keys(budgets.bundles).find((k) => f.startsWith(k));
  row(f, gz.get(f)!, key ? budgets.bundles[key] : undefined);
}
for (const key of Object.keys(budgets.bundles))
  if (!files.some((f) => f.startsWith(key))) {
    console.log(`missing bundle: ${key}`);
    failed = true;
  }
for (const [name, group] of Object.entries(budgets.groups ?? {})) {
  const members = group.bundles.map((prefix) => files.filter((f) => f.startsWith(prefix)));
  if (members.some((m) => m.length !== 1)) {
    console.log(`group ${name}: each prefix must name one bundle (${group.bundles.join(', ')})`);
    failed = true;
  }
  row(`${name} (${members.flat().join(' + ')})`, sum(members.flat()), group.budget);
}

// Which islands a page mounts: evaluate every island's selectors against the server's HTML.
const islandDefs: IslandDefinition[] = [];
// Islands as the build finds them: folders with an island.ts (islands/ also holds the island fuzzes' helpers).
for (const name of readdirSync('islands').filter((n) => existsSync(path.join('islands', n, 'island.ts')))) {
  const mod = (await import(path.resolve('islands', name, 'island.ts'))) as Record<string, IslandDefinition>;
  islandDefs.push(...Object.values(mod));
}
const bootChunk = imports('loader.js', 'dynamic').find((f) => f.startsWith('chunks/runtime-'));

/** The bundles a real page load fetches in Chromium (1280×900, until the network is idle): the initial JS. */
async function loadedInChromium(url: string, context: import('playwright-core').BrowserContext): Promise<Set<string>> {
  const page = await context.newPage();
  const loaded = new Set<string>();
  page.on('request', (r) => {
    const m = /\/assets\/(.+\.js)(?:\?.*)?$/.exec(r.url());
    if (m && gz.has(m[1]!)) loaded.add(m[1]!);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300); // idle-hydrated islands
  await page.close();
  const excluded = budgets.excludeFromPages ?? [];
  const counted = new Set([...loaded].filter((f) => !excluded.some((x) => f.startsWith(x))));
  // What only the left-out scripts import (e.g. the messages the double stands in for the provider with) is theirs:
  // a bundle goes when every loaded bundle that imports it is left out (one that nothing imports stays).
  const importers = (f: string) =>
    [...loaded].filter((g) => g !== f && [...imports(g, 'static'), ...imports(g, 'dynamic')].includes(f));
  for (let changed = true; changed;) {
    changed = false;
    for (const f of counted) {
      const by = importers(f);
      if (by.length && by.every((g) => !counted.has(g))) changed = counted.delete(f);
    }
  }
  return counted;
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-size-'));
const shop = await createShopServer({ port: 0, dataDir: path.join(dataDir, 'db'), distDir: DIST });
const browser = existsSync(CHROMIUM_PATH)
  ? await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  : undefined;
try {
  console.log(
    '\nPages: initial JS (what Chromium loads at 1280×900 until idle; budgeted) and all islands present (upper bound)',
  );
  for (const [name, page] of Object.entries(budgets.pages)) {
    // A page that needs a basket (checkout) gets one product added first, in its own cookie jar.
    const context = browser ? await browser.newContext({ viewport: { width: 1280, height: 900 } }) : undefined;
    if (page.basket && context) await context.request.get(`${shop.url}/?add-to-cart=${page.basket}`);
    // A page measured for a visitor with a recorded choice (the consent cookies) gets them first.
    if (page.cookies && context)
      await context.addCookies(Object.entries(page.cookies).map(([name, value]) => ({ name, value, url: shop.url })));
    const html = context
      ? await (await context.request.get(shop.url + page.path)).text()
      : await (await fetch(shop.url + page.path)).text();
    const window = new Window({ url: shop.url + page.path });
    window.document.write(html);
    const present = islandDefs.filter((d) =>
      window.document.querySelector([`[data-island="${d.name}"]`, ...(d.selectors ?? [])].join(',')),
    );
    await window.happyDOM.close();
    const all = new Set<string>(['loader.js']);
    if (present.length && bootChunk) withStaticDeps(bootChunk, all);
    for (const d of present) withStaticDeps(`islands/${d.name}.js`, all);
    const initial = context ? await loadedInChromium(shop.url + page.path, context) : all;
    await context?.close();
    const islands = [...initial].filter((f) => f.startsWith('islands/')).map((f) => f.slice(8, -3));
    row(`${name} ${page.path} initial [${islands.join(', ') || 'no islands'}]`, sum(initial), page.budget);
    row(`${name} ${page.path} all ${present.length} islands present`, sum(all));
    // What the initial JS is made of, largest first.
    const parts = [...initial]
      .sort((a, b) => gz.get(b)! - gz.get(a)!)
      .map((f) => `${f.replace(/^chunks\//, '').replace(/-[\w-]{8}\.js$/, '')} ${gz.get(f)}`);
    console.log(`    ${parts.join(' · ')}`);
  }
} finally {
  await browser?.close();
  await shop.close();
  rmSync(dataDir, { recursive: true, force: true });
}
// For scale: the jQuery that WooCommerce's classic scripts (add-to-cart, cart fragments, blockUI) stand on.
const jq = gzipSync(readFileSync(path.resolve('node_modules/jquery/dist/jquery.min.js')), { level: 9 }).length;
console.log(
  `\nFor scale: jQuery ${JSON.parse(readFileSync('node_modules/jquery/package.json', 'utf8')).version} alone is ${jq} B (${kb(jq)}) gzipped.`,
);
if (failed) {
  console.error('\nSize budget exceeded (size-budgets.json).');
  process.exit(1);
}
