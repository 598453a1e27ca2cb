#!/usr/bin/env node
/**
 * Deletes the shop's data so the next start reseeds it: the default data directory
 * (<repo>/.data/shop) and, when set, $DATA_DIR. Stop the shop first.
 * Usage: npm run reset   (or DATA_DIR=/tmp/shop node scripts/reset-data.mjs)
 */
import { existsSync, rmSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dirs = new Set([resolve(repo, '.data/shop')]);
if (process.env.DATA_DIR) dirs.add(resolve(process.env.DATA_DIR));

for (const dir of dirs) {
  // Refuse obviously dangerous targets: the repository itself, its parents, or the filesystem root.
  if (dir === '/' || repo === dir || repo.startsWith(dir + sep)) {
    console.error(`reset-data: refusing to delete ${dir}`);
    process.exitCode = 1;
    continue;
  }
  if (existsSync(dir)) {
    rmSync(dir, { recursive: true, force: true });
    console.log(`reset-data: deleted ${dir}`);
  } else {
    console.log(`reset-data: nothing at ${dir}`);
  }
}
