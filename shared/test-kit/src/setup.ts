/**
 * Unit test setup (vitest `unit` project, happy-dom). Besides React's act environment it makes the suite strict, so
 * a test cannot pass while something it started keeps running or goes wrong unseen:
 * - an island a test left mounted is unmounted after it (as the runtime does when markup leaves the page);
 * - fake timers are cleared and real ones restored after every test;
 * - a real timer the test started and left pending fails the test (it would fire after the test, possibly after the
 *   environment is gone — the "Element is not defined" flake), and is cleared;
 * - `console.error` / `console.warn` fail the test unless it declared them (`expectConsoleError`, console.ts);
 * - after the file, no real timer may be pending at all.
 * Unhandled errors and rejections already fail the run (vitest's default; the config never ignores them).
 */
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { configure } from '@testing-library/dom';
import { installConsoleGuard, takeConsoleProblems } from './console';
import { unmountLeftIslands } from './mount-island';

// React 19 asks test environments to declare act() support.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Waiting for an outcome may take a while on a busy shared machine; the limit is there to catch what never comes.
// A default of 1 s (vi.waitFor's and Testing Library's) fails tests that only ran slowly: 10 s unless a test says.
const WAIT_LIMIT = 10_000;
configure({ asyncUtilTimeout: WAIT_LIMIT });
const waitFor = vi.waitFor.bind(vi);
vi.waitFor = ((callback: Parameters<typeof vi.waitFor>[0], options?: Parameters<typeof vi.waitFor>[1]) =>
  waitFor(callback, typeof options === 'number' ? options : { timeout: WAIT_LIMIT, ...options })) as typeof vi.waitFor;

interface PendingTimer {
  kind: string;
  delay: number;
  test: string;
  where: string;
}

/** Real timers started and not yet run or cleared, by id (Node's timer objects). */
const pending = new Map<unknown, PendingTimer>();
let currentTest = '(outside a test)';

const where = (): string =>
  (new Error().stack ?? '')
    .split('\n')
    .slice(3)
    .find((l) => !l.includes('node_modules') && !l.includes('node:') && !l.includes('test-kit/src/setup'))
    ?.trim()
    .replace(/^at /, '') ?? '';

// Wrapped once per file, before any test module captures them (React's scheduler, testing-library, the islands).
// Fake timers replace these while installed and put them back after.
const g = globalThis as unknown as Record<string, unknown>;
for (const [set, clear, once] of [
  ['setTimeout', 'clearTimeout', true],
  ['setInterval', 'clearInterval', false],
] as const) {
  const realSet = g[set] as (fn: (...a: unknown[]) => void, ms?: number, ...rest: unknown[]) => unknown;
  const realClear = g[clear] as (id: unknown) => void;
  const wrappedSet = (fn: (...a: unknown[]) => void, ms?: number, ...rest: unknown[]) => {
    const id: unknown = realSet(
      (...a: unknown[]) => {
        if (once) pending.delete(id);
        fn(...a);
      },
      ms,
      ...rest,
    );
    pending.set(id, { kind: set, delay: ms ?? 0, test: currentTest, where: where() });
    return id;
  };
  const wrappedClear = (id: unknown) => {
    pending.delete(id);
    realClear(id);
  };
  // Node's timers carry extras (setTimeout[util.promisify.custom]): keep them.
  g[set] = Object.assign(wrappedSet, realSet);
  g[clear] = wrappedClear;
}

const clearAll = (timers: [unknown, PendingTimer][]) => {
  for (const [id, t] of timers) {
    pending.delete(id);
    (t.kind === 'setInterval' ? clearInterval : clearTimeout)(id as ReturnType<typeof setTimeout>);
  }
};
const describeTimer = (t: PendingTimer) => `${t.kind}(${t.delay} ms) still pending, started at ${t.where}`;

installConsoleGuard();

beforeEach((ctx) => {
  currentTest = ctx.task.name;
  installConsoleGuard();
});

afterEach(() => {
  const problems: string[] = [];
  try {
    unmountLeftIslands();
  } catch (error) {
    problems.push(`unmounting the islands the test left mounted threw: ${String(error)}`);
  }
  vi.clearAllTimers();
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  const mine = [...pending].filter(([, t]) => t.test === currentTest);
  problems.push(...mine.map(([, t]) => describeTimer(t)));
  clearAll(mine);
  problems.push(...takeConsoleProblems());
  currentTest = '(outside a test)';
  if (problems.length) throw new Error(`The test left problems behind:\n- ${problems.join('\n- ')}`);
});

afterAll(() => {
  const left = [...pending];
  clearAll(left);
  if (left.length)
    throw new Error(
      `Real timers still pending after the file's tests:\n- ${left.map(([, t]) => `${describeTimer(t)} (test: ${t.test})`).join('\n- ')}`,
    );
});
