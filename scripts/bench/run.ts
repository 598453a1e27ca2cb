/**
 * Benchmark entry (`npm run bench` → `tsx scripts/bench/run.ts`): the variation index in Node, then the
 * variation-form island on a generated 10,000-variation product page in Chromium (production bundles). Prints
 * one table and exits non-zero when a target is missed. `BENCH_NODE_ONLY=1` skips the Chromium part.
 */
import { runNodeBench } from './variations';
import { runChromiumBench } from './chromium';
import { failures, formatTable, type BenchRow } from './table';

/** Issue targets at V = 10,000, for the page mode the shop uses above 30 variations (compact index). */
const TARGETS = { change: 2, reset: 5, startup: 50 };

async function chromiumRows(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const r of await runChromiumBench({ variations: 10_000 })) {
    const t = r.mode === 'index' ? TARGETS : undefined;
    const row = (metric: string, median: number, worst: number, target?: number, runs = 1): BenchRow => ({
      env: 'chromium', suite: `variation-form (${r.mode})`, variations: r.variations, metric, unit: 'ms', median, worst, runs,
      ...(target === undefined ? {} : { target, pass: worst <= target }),
    });
    rows.push(
      row('change', r.medianChangeMs, r.worstChangeMs, t?.change, r.changes),
      row('reset', r.resetMs, r.resetMs, t?.reset),
      row('startup', r.startupMs, r.startupMs, t?.startup),
      { env: 'chromium', suite: `variation-form (${r.mode})`, variations: r.variations, metric: 'page HTML', unit: 'bytes', median: r.htmlBytes, worst: r.htmlBytes, runs: 1 },
    );
  }
  return rows;
}

const started = performance.now();
const rows: BenchRow[] = [...(await runNodeBench())];
if (!process.env.BENCH_NODE_ONLY) rows.push(...(await chromiumRows()));
console.log(formatTable(rows));
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s, Node ${process.version})`);
const missed = failures(rows);
if (missed.length) {
  console.error(`\nMissed targets: ${missed.map((r) => `${r.env} ${r.metric} at V=${r.variations}`).join(', ')}`);
  process.exit(1);
}
