// Rollup plugin: drops a chunk's bare `import './x.js';` lines for chunks that are certainly evaluated before the
// chunk is even requested. Rollup hoists the imports of a chunk's dependencies into it (`import './x.js'`), so
// the browser fetches them in parallel; in a chunk that only loads through `import()` from code that has already
// loaded x, that line fetches nothing and only costs bytes (10–30 B of gzip per line in the lazily loaded chunks).
import path from 'node:path';
import MagicString from 'magic-string';

/**
 * For every chunk, the chunks certainly evaluated before it is requested. A must-analysis over the chunk graph,
 * solved from "everything" down to its greatest fixed point:
 * - an entry (an island, the loader) or a chunk with no importer rollup knows of: nothing;
 * - otherwise the intersection over its importers: for a static importer, what was evaluated before that importer
 *   was requested; for a dynamic importer, that plus the importer's whole static graph (all evaluated before its
 *   `import()` runs).
 * @param {Record<string, { imports: string[], dynamicImports: string[], isEntry: boolean }>} chunks by file name
 * @returns {Map<string, Set<string>>}
 */
export function loadedBefore(chunks) {
  const names = Object.keys(chunks);
  const staticGraph = new Map();
  const closure = (name, seen = new Set()) => {
    if (seen.has(name) || !chunks[name]) return seen;
    seen.add(name);
    for (const dep of chunks[name].imports) closure(dep, seen);
    return seen;
  };
  for (const name of names) staticGraph.set(name, closure(name));
  const importers = new Map(names.map((n) => [n, []]));
  for (const name of names) {
    for (const dep of chunks[name].imports) importers.get(dep)?.push({ from: name, dynamic: false });
    for (const dep of chunks[name].dynamicImports) importers.get(dep)?.push({ from: name, dynamic: true });
  }
  const all = new Set(names);
  const before = new Map(
    names.map((n) => [n, chunks[n].isEntry || !importers.get(n).length ? new Set() : new Set(all)]),
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const name of names) {
      const mine = before.get(name);
      if (!mine.size) continue;
      for (const { from, dynamic } of importers.get(name))
        for (const x of mine)
          if (!before.get(from).has(x) && !(dynamic && staticGraph.get(from).has(x))) {
            mine.delete(x);
            changed = true;
          }
      if (mine.delete(name)) changed = true;
    }
  }
  return before;
}

/** The plugin (see the file's comment). Source maps follow the edit. */
export function pruneLoadedImports() {
  let before;
  return {
    name: 'prune-loaded-imports',
    renderStart() {
      before = undefined;
    },
    renderChunk(code, chunk, _options, { chunks }) {
      before ??= loadedBefore(chunks);
      const loaded = before.get(chunk.fileName);
      if (!loaded?.size) return null;
      const s = new MagicString(code);
      for (const m of code.matchAll(/^import\s*(['"])(\.{1,2}\/[^'"]+)\1;?\n?/gm)) {
        const target = path.posix.join(path.posix.dirname(chunk.fileName), m[2]);
        if (loaded.has(target)) s.remove(m.index, m.index + m[0].length);
      }
      return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: true }) } : null;
    },
  };
}
