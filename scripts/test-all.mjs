// `npm test`: typecheck, unit/component/server tests, build, size budgets, Storybook build + story tests in
// Chromium, end-to-end tests in Chromium against the reference shop. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
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

const started = Date.now();
for (const [name, cmd, args] of steps) {
  const t = Date.now();
  console.log(`\n=== ${name}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
console.log(`\nAll steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
