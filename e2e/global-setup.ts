import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createShopServer } from '@storefront/shop-server';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
  }
}

/** Starts one reference shop on a free port with a fresh data dir, serving the built bundles in dist/. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-e2e-'));
  const shop = await createShopServer({ port: 0, dataDir: path.join(dataDir, 'db'), distDir: path.resolve('dist') });
  project.provide('shopUrl', shop.url);
  return async () => {
    await shop.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
