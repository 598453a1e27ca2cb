/**
 * Size budgets: gzipped bytes of every bundle in dist/, and of what each demo page of the reference shop makes
 * the loader fetch (the loader, then — only if island markup is present — the runtime chunk and the bundles of
 * the islands whose selectors match, with their static imports). Fails when anything is over its budget.
 */
import { readFileSync, readdirSync, statSync, mkdtempSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { createShopServer } from '@storefront/shop-server';
import type { IslandDefinition } from '@storefront/runtime';

const DIST = path.resolve('dist');
const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8')) as {
  bundles: Record<string, number>;
  pages: Record<string, { path: string; budget: number }>;
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
  const re = kind === 'static' ? /(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.{1,2}\/[^"']+)["']/g : /import\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;
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
  console.log(`${name.padEnd(44)} ${String(bytes).padStart(7)} B  ${kb(bytes).padStart(9)}  ${budget ? `budget ${budget} B` : ''}${over ? '  OVER' : ''}`);
};

console.log('Bundles (gzip -9)');
for (const f of files.sort()) {
  const key = Object.keys(budgets.bundles).find((k) => f.startsWith(k));
  row(f, gz.get(f)!, key ? budgets.bundles[key] : undefined);
}
for (const key of Object.keys(budgets.bundles)) if (!files.some((f) => f.startsWith(key))) {
  console.log(`missing bundle: ${key}`);
  failed = true;
}

// Which islands a page mounts: evaluate every island's selectors against the server's HTML.
const islandDefs: IslandDefinition[] = [];
for (const name of readdirSync('islands')) {
  const mod = (await import(path.resolve('islands', name, 'island.ts'))) as Record<string, IslandDefinition>;
  islandDefs.push(...Object.values(mod));
}
const bootChunk = imports('loader.js', 'dynamic').find((f) => f.startsWith('chunks/runtime-'));

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-size-'));
const shop = await createShopServer({ port: 0, dataDir: path.join(dataDir, 'db'), distDir: DIST });
try {
  console.log('\nPages (what the loader fetches)');
  for (const [name, page] of Object.entries(budgets.pages)) {
    const html = await (await fetch(shop.url + page.path)).text();
    const window = new Window({ url: shop.url + page.path });
    window.document.write(html);
    const present = islandDefs.filter((d) => window.document.querySelector([`[data-island="${d.name}"]`, ...(d.selectors ?? [])].join(',')));
    await window.happyDOM.close();
    const set = new Set<string>(['loader.js']);
    if (present.length && bootChunk) withStaticDeps(bootChunk, set);
    for (const d of present) withStaticDeps(`islands/${d.name}.js`, set);
    row(`${name} ${page.path} [${present.map((d) => d.name).join(', ') || 'no islands'}]`, sum(set), page.budget);
  }
} finally {
  await shop.close();
  rmSync(dataDir, { recursive: true, force: true });
}
// For scale: the jQuery that WooCommerce's classic scripts (add-to-cart, cart fragments, blockUI) stand on.
const jq = gzipSync(readFileSync(path.resolve('node_modules/jquery/dist/jquery.min.js')), { level: 9 }).length;
console.log(`\nFor scale: jQuery ${JSON.parse(readFileSync('node_modules/jquery/package.json', 'utf8')).version} alone is ${jq} B (${kb(jq)}) gzipped.`);
if (failed) {
  console.error('\nSize budget exceeded (size-budgets.json).');
  process.exit(1);
}
