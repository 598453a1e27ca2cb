import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createShopServer } from '@storefront/shop-server';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shops; each test file claims a free one (e2e/shop-claim.ts). */
    shopUrls: string[];
    /** Where the claims' lock files live. */
    shopLockDir: string;
  }
}

/**
 * Starts the reference shops, each on a free port with a fresh data dir, serving the built bundles in dist/. Files
 * running side by side hold different shops, so none sees another's data while it runs (the analytics doubles'
 * records, stock, coupons and subscribers are per shop), as when all files ran one after another on one shop.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-e2e-'));
  const distDir = path.resolve('dist');
  const shops: Awaited<ReturnType<typeof createShopServer>>[] = [];
  for (let i = 0; i < E2E_WORKERS; i++)
    shops.push(await createShopServer({ port: 0, dataDir: path.join(dataDir, `db-${i}`), distDir }));
  project.provide(
    'shopUrls',
    shops.map((s) => s.url),
  );
  project.provide('shopLockDir', dataDir);
  return async () => {
    for (const shop of shops) await shop.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
