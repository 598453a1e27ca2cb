import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IslandDefinition } from '@storefront/runtime';
// @ts-expect-error -- a plain .mjs build script (typed by its JSDoc only)
import { islandTable } from './loader-table.mjs';

const islandsDir = path.resolve(import.meta.dirname, '../islands');
const folders = readdirSync(islandsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(islandsDir, d.name, 'island.ts')))
  .map((d) => d.name)
  .sort();

describe("the loader's island table", () => {
  it('has one row per island, equal to its real definition (name, selectors, hydration default, held clicks)', async () => {
    const rows = islandTable(islandsDir, folders) as [string, string[], string, boolean][];
    expect(rows).toHaveLength(folders.length);
    for (const [i, folder] of folders.entries()) {
      const mod = (await import(path.join(islandsDir, folder, 'island.ts'))) as Record<string, IslandDefinition>;
      const [def] = Object.values(mod);
      expect(rows[i], folder).toEqual([
        def!.name,
        [...(def!.selectors ?? [])],
        def!.hydrate ?? 'load',
        def!.holdInput ?? false,
      ]);
    }
  });
});
