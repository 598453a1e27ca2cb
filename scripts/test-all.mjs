// `npm test`: format check, lint and typecheck (side by side), unit/component/server tests, build and Storybook build
// (side by side), size budgets, then story tests and end-to-end tests in Chromium against the reference shop. Stops
// after the first group with a failing step and closes with one plain line, `tests: N passed, N failed`, summed over
// the vitest runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Steps in order; the steps of one group run at the same time (each is mostly single-threaded, and CI has two
// cores), their output printed whole as each ends.
const groups = [
  [
    ['format check (prettier)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
    ['lint (eslint)', 'npx', ['eslint', '.']],
    ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ],
  [['unit + server tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'server']]],
  [
    ['build', 'npm', ['run', 'build']],
    ['storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']],
  ],
  [['size budgets', 'npm', ['run', 'size']]],
  [['stories + end-to-end tests (Chromium)', 'npx', ['vitest', 'run', '--project', 'stories', '--project', 'e2e']]],
];

// A fresh machine has no Chromium: install Debian's (the tests never download a browser of their own).
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  const r = spawnSync('bash', ['scripts/install-system-deps.sh'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * Runs one step and counts vitest's `Tests  N failed | N passed | N skipped` summary. Alone, its output streams;
 * `buffered` (a step running beside others), its output is kept and printed whole when it ends.
 */
function run(name, cmd, args, buffered) {
  return new Promise((resolve) => {
    const t = Date.now();
    const child = spawn(cmd, args, {
      stdio: ['inherit', 'pipe', buffered ? 'pipe' : 'inherit'],
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    if (!buffered) console.log(`\n=== ${name}`);
    let tail = '';
    const kept = [];
    const take = (chunk) => (buffered ? kept.push(chunk) : process.stdout.write(chunk));
    child.stdout.on('data', (chunk) => {
      take(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
    child.stderr?.on('data', take);
    child.on('close', (code) => {
      if (buffered) {
        console.log(`\n=== ${name}`);
        process.stdout.write(Buffer.concat(kept));
      }
      const summary =
        tail
          .replace(ANSI, '')
          .split('\n')
          .filter((l) => /^\s*Tests\s/.test(l))
          .pop() ?? '';
      for (const key of Object.keys(totals)) totals[key] += Number(new RegExp(`(\\d+) ${key}`).exec(summary)?.[1] ?? 0);
      const status = code ?? 1;
      console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      resolve(status);
    });
  });
}

const started = Date.now();
let status = 0;
for (const group of groups) {
  const codes = await Promise.all(group.map(([name, cmd, args]) => run(name, cmd, args, group.length > 1)));
  status = codes.find((c) => c !== 0) ?? 0;
  if (status !== 0) break;
}
if (status === 0) console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(status);
