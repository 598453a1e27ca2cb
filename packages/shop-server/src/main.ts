/**
 * CLI: `tsx packages/shop-server/src/main.ts`. Env: PORT (default 3000), HOST (default 127.0.0.1),
 * DATA_DIR (default <repo>/.data/shop), WITH_JQUERY=1, DEBIT_SETTLE_MS (default 30000: when the payment double
 * settles a direct debit; 0 never). Serves <repo>/dist at /assets/.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createShopServer } from './index';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const started = Date.now();
const shop = await createShopServer({
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
  dataDir: process.env.DATA_DIR ?? resolve(repo, '.data/shop'),
  distDir: resolve(repo, 'dist'),
  withJquery: process.env.WITH_JQUERY === '1',
  blockCheckout: process.env.CHECKOUT === 'block',
  debitSettleAfterMs: Number(process.env.DEBIT_SETTLE_MS ?? 30_000),
});
console.log(
  `Shop ready at ${shop.url}/ (${shop.seeded ? 'new database seeded' : shop.fromTemplate ? 'new database loaded from the seeded template' : 'database opened'} in ${shop.dbOpenMs} ms, up in ${Date.now() - started} ms)`,
);

const stop = (signal: string): void => {
  console.log(`\n${signal}: closing the shop…`);
  shop.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));
