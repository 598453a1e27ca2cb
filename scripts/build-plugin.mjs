// Copies the build (dist/: loader, islands, chunks; no source maps, no type declarations) into the WordPress
// plugin's folder, so packages/wordpress-plugin/ is installable as is (its dist/ is git-ignored), and packs that
// folder as dist/storefront-islands.zip, the file WordPress's 'Upload Plugin' screen takes. Run by `npm run build`
// after rollup.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { minify } from 'terser';

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
    return (
      rel === '' ||
      (!rel.endsWith('.map') && rel !== 'types' && !rel.startsWith('types/') && rel !== 'storefront-islands.zip')
    );
  },
});
console.log(`build-plugin: dist/ copied to ${path.relative(root, to)}`);

// The Consent API stub the plugin prints inline first in <head> (see shared/consent/stub/), minified.
const stub = await minify(readFileSync(path.join(root, 'shared', 'consent', 'stub', 'consent-stub.js'), 'utf8'), {
  ecma: 2015,
  format: { comments: false },
});
writeFileSync(path.join(to, 'consent-stub.js'), `${stub.code}\n`);

/** Every file under `dir`, keyed by its path inside the zip (`storefront-islands/…`, forward slashes). */
function filesOf(dir, prefix, out = {}) {
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) filesOf(full, `${prefix}${name}/`, out);
    else out[`${prefix}${name}`] = readFileSync(full);
  }
  return out;
}
const zipPath = path.join(from, 'storefront-islands.zip');
// Fixed dates keep the zip the same for the same build.
const zip = zipSync(filesOf(path.dirname(to), 'storefront-islands/'), {
  level: 9,
  mtime: new Date('2026-01-01T00:00:00Z'),
});
writeFileSync(zipPath, zip);
console.log(`build-plugin: ${path.relative(root, zipPath)} (${(zip.length / 1024).toFixed(0)} kB) for 'Upload Plugin'`);
