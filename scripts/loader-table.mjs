// The loader's island table, read from each island's island.ts at build time. The loader ships on every page, so it
// carries each definition as a compact row ([name, selectors, hydrate, holdInput]) instead of the definition objects themselves;
// loader-table.test.ts checks the rows against the real definitions.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const quoted = (text) => [...text.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((m) => m[1].replace(/\\(.)/g, '$1'));

/**
 * Reads one island.ts: its single `export const x: IslandDefinition = { name, selectors?, hydrate?, holdInput?,
 * load }`, with literals only (the build fails loudly on anything else, so a definition can't silently drift).
 * @returns {[string, string[], string, boolean]} name, selectors, hydration trigger, whether early clicks and changes are held
 */
export function readDefinition(file) {
  const source = readFileSync(file, 'utf8');
  const defs = [...source.matchAll(/export const \w+\s*:\s*IslandDefinition\s*=\s*\{([\s\S]*?)\n\};/g)];
  if (defs.length !== 1) throw new Error(`${file}: expected one exported IslandDefinition, found ${defs.length}`);
  const body = defs[0][1].replace(/^\s*\/\/.*$/gm, '');
  const name = /\bname:\s*'([\w-]+)'/.exec(body)?.[1];
  const selectors = /\bselectors:\s*\[([^\]]*(?:\][^\]]*)*?)\],?\s*(?:hydrate|holdInput|load)/.exec(body);
  const hydrate = /\bhydrate:\s*'(\w+)'/.exec(body)?.[1] ?? 'load';
  const keys = [...body.matchAll(/^\s*(\w+)\s*[:(]/gm)].map((m) => m[1]);
  const holdInput = /\bholdInput:\s*true\b/.test(body);
  const unknown = keys.filter((k) => !['name', 'selectors', 'hydrate', 'holdInput', 'load'].includes(k));
  if (!name || unknown.length) throw new Error(`${file}: the loader needs a literal name, selectors and hydrate`);
  return [name, selectors ? quoted(selectors[1]) : [], hydrate, holdInput];
}

/** The rows of every island folder in `islandsDir` (sorted by folder name). */
export const islandTable = (islandsDir, folders) =>
  folders.map((folder) => readDefinition(path.join(islandsDir, folder, 'island.ts')));
