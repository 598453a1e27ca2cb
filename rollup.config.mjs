// Production build: the page loader, the shared runtime chunk (runtime + preact/compat + zustand), the HTTP and
// shared-UI chunk, and one bundle per island, as ESM with source maps. React is aliased to preact/compat.
import { readdirSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import alias from '@rollup/plugin-alias';
import resolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

const root = path.dirname(fileURLToPath(import.meta.url));
const islandsDir = path.join(root, 'islands');

/** Every folder under islands/ with an island.ts (definition) and a mount.ts (its bundle). */
export const islands = readdirSync(islandsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(islandsDir, d.name, 'island.ts')))
  .map((d) => d.name)
  .sort();

const LOADER_ID = '\0storefront-loader';

/** Generates the loader entry: it imports every island's definition, and nothing of the runtime but startLoader. */
function loaderEntry() {
  return {
    name: 'storefront-loader',
    resolveId: (id) => (id === 'virtual:loader' ? LOADER_ID : null),
    load(id) {
      if (id !== LOADER_ID) return null;
      const imports = islands.map((name, i) => `import * as d${i} from ${JSON.stringify(path.join(islandsDir, name, 'island.ts'))};`);
      const defs = islands.map((_, i) => `...Object.values(d${i})`).join(', ');
      return `${imports.join('\n')}
import { startLoader } from '@storefront/runtime/loader';
startLoader([${defs}], () => import('@storefront/runtime/boot'));`;
    },
  };
}

const inRuntimeChunk = (id) =>
  /[\\/]node_modules[\\/](preact|zustand)[\\/]/.test(id) ||
  (/[\\/]packages[\\/]runtime[\\/]src[\\/]/.test(id) && !/[\\/](loader|types)\.ts$/.test(id));
const inCommonChunk = (id) => /[\\/](packages[\\/]http|shared)[\\/]src[\\/]/.test(id);

export default {
  input: {
    loader: 'virtual:loader',
    ...Object.fromEntries(islands.map((name) => [`islands/${name}`, path.join(islandsDir, name, 'mount.ts')])),
  },
  preserveEntrySignatures: 'exports-only',
  output: {
    dir: 'dist',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    manualChunks(id) {
      if (inRuntimeChunk(id)) return 'runtime';
      if (inCommonChunk(id)) return 'common';
      return undefined;
    },
  },
  plugins: [
    loaderEntry(),
    alias({
      entries: [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react$/, replacement: 'preact/compat' },
      ],
    }),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    typescript({ tsconfig: './tsconfig.build.json', outputToFilesystem: false, noEmitOnError: true }),
    terser({ ecma: 2020, module: true, compress: { passes: 2 }, format: { comments: false } }),
  ],
};
