// Copies the build (dist/: loader, islands, chunks; no source maps, no type declarations) into the WordPress
// plugin's folder, so packages/wordpress-plugin/ is installable as is (its dist/ is git-ignored). Run by
// `npm run build` after rollup.
import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const from = path.join(root, 'dist');
const to = path.join(root, 'packages', 'wordpress-plugin', 'dist');

if (!existsSync(path.join(from, 'loader.js'))) {
  console.error('build-plugin: dist/loader.js is missing; run rollup first');
  process.exit(1);
}
rmSync(to, { recursive: true, force: true });
cpSync(from, to, {
  recursive: true,
  filter: (src) => {
    const rel = path.relative(from, src).split(path.sep).join('/');
    return rel === '' || (!rel.endsWith('.map') && rel !== 'types' && !rel.startsWith('types/'));
  },
});
console.log(`build-plugin: dist/ copied to ${path.relative(root, to)}`);
