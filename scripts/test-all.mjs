// `npm test`: format check, lint, typecheck, unit/component/server tests, build, size budgets, Storybook build + story tests in
// Chromium, end-to-end tests in Chromium against the reference shop. Stops at the first failing step and closes
// with one plain line, `tests: N passed, N failed`, summed over the vitest runs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  ['format check (prettier)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['lint (eslint)', 'npx', ['eslint', '.']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['unit + server tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'server']],
  ['build', 'npm', ['run', 'build']],
  ['size budgets', 'npm', ['run', 'size']],
  ['storybook build', 'npx', ['storybook', 'build', '--quiet', '-o', 'storybook-static']],
  ['stories + end-to-end tests (Chromium)', 'npx', ['vitest', 'run', '--project', 'stories', '--project', 'e2e']],
];

// A fresh machine has no Chromium: install Debian's (the tests never download a browser of their own).
if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
  const r = spawnSync('bash', ['scripts/install-system-deps.sh'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const ANSI = /\x1b\[[0-9;]*m/g;

/** Runs one step, echoing its output and counting vitest's `Tests  N failed | N passed | N skipped` summary. */
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ['inherit', 'pipe', 'inherit'],
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    let tail = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
    child.on('close', (code) => {
      const summary =
        tail
          .replace(ANSI, '')
          .split('\n')
          .filter((l) => /^\s*Tests\s/.test(l))
          .pop() ?? '';
      for (const key of Object.keys(totals)) totals[key] += Number(new RegExp(`(\\d+) ${key}`).exec(summary)?.[1] ?? 0);
      resolve(code ?? 1);
    });
  });
}

const started = Date.now();
let status = 0;
for (const [name, cmd, args] of steps) {
  const t = Date.now();
  console.log(`\n=== ${name}`);
  status = await run(cmd, args);
  console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  if (status !== 0) break;
}
if (status === 0) console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(status);
