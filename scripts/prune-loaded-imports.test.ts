import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs build script (typed by its JSDoc only)
import { loadedBefore, pruneLoadedImports } from './prune-loaded-imports.mjs';

/** A chunk graph: name -> [static imports, dynamic imports, entry?]. */
const graph = (g: Record<string, [string[], string[], boolean?]>) =>
  Object.fromEntries(
    Object.entries(g).map(([n, [imports, dynamicImports, isEntry = false]]) => [
      n,
      { imports, dynamicImports, isEntry },
    ]),
  );

describe('loadedBefore: the chunks certainly evaluated before a chunk is requested', () => {
  const chunks = graph({
    'islands/a.js': [['chunks/runtime.js', 'chunks/common.js'], ['chunks/lazy.js'], true],
    'islands/b.js': [['chunks/runtime.js'], ['chunks/lazy.js', 'chunks/only-b.js'], true],
    'chunks/runtime.js': [[], []],
    'chunks/common.js': [['chunks/runtime.js'], []],
    'chunks/lazy.js': [['chunks/runtime.js', 'chunks/common.js', 'chunks/deep.js'], []],
    'chunks/deep.js': [['chunks/common.js'], []],
    'chunks/only-b.js': [['chunks/runtime.js'], ['chunks/later.js']],
    'chunks/later.js': [['chunks/runtime.js', 'chunks/common.js'], []],
  });
  const before = loadedBefore(chunks);

  it('an entry: nothing', () => {
    expect([...before.get('islands/a.js')!]).toEqual([]);
  });

  it('a dynamic import: what every importer had loaded (the intersection), never itself', () => {
    // a had runtime and common, b only runtime: common may still be on its way.
    expect([...before.get('chunks/lazy.js')!]).toEqual(['chunks/runtime.js']);
    expect([...before.get('chunks/later.js')!].sort()).toEqual(
      ['chunks/runtime.js', 'islands/b.js', 'chunks/only-b.js'].sort(),
    );
  });

  it('a static import of a lazy chunk inherits only what was loaded before its importer', () => {
    expect([...before.get('chunks/deep.js')!]).toEqual(['chunks/runtime.js']);
  });
});

describe('pruneLoadedImports: drops bare imports of chunks already evaluated, keeps the rest', () => {
  it('removes only the bare import lines whose chunk was loaded before', () => {
    const chunks = graph({
      'islands/a.js': [['chunks/runtime.js'], ['chunks/lazy.js'], true],
      'chunks/runtime.js': [[], []],
      'chunks/other.js': [[], []],
      'chunks/lazy.js': [['chunks/runtime.js', 'chunks/other.js'], []],
    });
    const plugin = pruneLoadedImports();
    plugin.renderStart();
    const code = "import { x } from './runtime.js';\nimport './runtime.js';\nimport './other.js';\nx();\n";
    const out = plugin.renderChunk(code, { fileName: 'chunks/lazy.js' }, {}, { chunks }) as { code: string } | null;
    expect(out?.code).toBe("import { x } from './runtime.js';\nimport './other.js';\nx();\n");
    expect(plugin.renderChunk(code, { fileName: 'islands/a.js' }, {}, { chunks })).toBeNull();
  });
});
