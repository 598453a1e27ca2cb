/**
 * Shared shape and printing of benchmark rows, so the Node bench (variations.ts) and a later Chromium
 * bench report into one table.
 */

/** One measured metric at one product size in one environment. */
export interface BenchRow {
  /** Where it ran. */
  env: 'node' | 'chromium';
  /** Which bench produced it, e.g. 'variations'. */
  suite: string;
  /** Number of variations of the product. */
  variations: number;
  /** What was measured, e.g. 'change', 'reset', 'startup', 'compact size'. */
  metric: string;
  unit: 'ms' | 'bytes';
  median: number;
  worst: number;
  /** Repetitions behind median/worst (1 for sizes). */
  runs: number;
  /** Upper bound that `worst` (or the median, see `targetOn`) must respect, when there is a target. */
  target?: number;
  /**
   * Which value the target applies to: `worst` (default) or `median` — for samples that are whole runs on a
   * shared CPU (a fresh process or page start-up), where the worst run mostly measures the neighbours.
   */
  targetOn?: 'median' | 'worst';
  /** worst (or median) ≤ target (absent without a target). */
  pass?: boolean;
  note?: string;
}

function fmt(n: number, unit: BenchRow['unit']): string {
  if (unit === 'bytes') return n >= 10_000 ? `${(n / 1000).toFixed(1)} kB` : `${n} B`;
  return n < 0.1 ? n.toFixed(4) : n < 10 ? n.toFixed(3) : n.toFixed(1);
}

/** Renders rows as a fixed-width text table. */
export function formatTable(rows: readonly BenchRow[]): string {
  const head = ['env', 'V', 'metric', 'median', 'worst', 'runs', 'target', 'ok', 'note'];
  const body = rows.map((r) => [
    r.env,
    r.variations.toLocaleString('en'),
    r.metric + (r.unit === 'ms' ? ' (ms)' : ''),
    fmt(r.median, r.unit),
    fmt(r.worst, r.unit),
    String(r.runs),
    r.target === undefined ? '' : `≤ ${fmt(r.target, r.unit)}${r.targetOn === 'median' ? ' (med)' : ''}`,
    r.pass === undefined ? '' : r.pass ? 'yes' : 'NO',
    r.note ?? '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 1 || (i >= 3 && i <= 5) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/** Rows that missed their target. */
export function failures(rows: readonly BenchRow[]): BenchRow[] {
  return rows.filter((r) => r.pass === false);
}
