/**
 * Benchmark entry (`npm run bench` → `tsx scripts/bench/run.ts`): runs every bench part, prints one
 * table and exits non-zero when a target is missed. A Chromium part can append its rows here.
 */
import { runNodeBench } from './variations';
import { failures, formatTable, type BenchRow } from './table';

const started = performance.now();
const rows: BenchRow[] = [...(await runNodeBench())];
console.log(formatTable(rows));
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s, Node ${process.version})`);
const missed = failures(rows);
if (missed.length) {
  console.error(`\nMissed targets: ${missed.map((r) => `${r.env} ${r.metric} at V=${r.variations}`).join(', ')}`);
  process.exit(1);
}
