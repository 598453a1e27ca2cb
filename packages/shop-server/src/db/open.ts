/**
 * Opens the shop database: PGlite (WASM Postgres) persisted in a data directory, or in memory.
 * Runs migrations and seeds an empty database.
 *
 * Why a template cache: creating a new PGlite data directory runs initdb, which takes 4–8 s here;
 * loading a dump of an already seeded database takes about 1.5 s. So the first seeded database
 * is dumped to `<tmpdir>/storefront-shop-template/<hash>.tar` and later new data directories
 * (tests, end-to-end runs) start from it. The hash covers the schema and seed sources and the
 * PGlite version, so any change to them builds a fresh template. Set SHOP_DB_TEMPLATE=off to skip.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { runMigrations } from './migrations';
import { seedIfEmpty } from './seed';
import type { Db } from './types';

/** Options for {@link openDb}. */
export interface OpenDbOptions {
  /** Data directory; omitted or 'memory://' keeps the database in memory. The parent is created if missing. */
  dataDir?: string;
  /** Use (and fill) the seeded-template cache for new databases. Default: on unless SHOP_DB_TEMPLATE=off. */
  templateCache?: boolean;
}

/** What {@link openDb} did, for logs and tests. */
export interface OpenedDb {
  db: Db;
  /** Seeded during this open (a new database built from scratch). */
  seeded: boolean;
  /** Started from the cached seeded template. */
  fromTemplate: boolean;
  /** Milliseconds spent opening, migrating and seeding. */
  ms: number;
}

const HERE = dirname(fileURLToPath(import.meta.url));

/** Hash of everything that shapes a freshly seeded database. */
function templateKey(): string {
  const h = createHash('sha256');
  for (const f of readdirSync(HERE)
    .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))
    .sort()) {
    h.update(f).update(readFileSync(join(HERE, f)));
  }
  try {
    const req = createRequire(import.meta.url);
    h.update(String((req('@electric-sql/pglite/package.json') as { version?: string }).version));
  } catch {
    h.update('pglite-unknown');
  }
  return h.digest('hex').slice(0, 16);
}

/** Path of the cached template for the current sources. */
export function templatePath(): string {
  return join(tmpdir(), 'storefront-shop-template', `${templateKey()}.tar`);
}

function isNewDir(dir: string): boolean {
  return !existsSync(join(dir, 'PG_VERSION'));
}

/** Opens (creating, migrating and seeding as needed) the shop database. Always `await db.close()` when done. */
export async function openDb(opts: OpenDbOptions = {}): Promise<OpenedDb> {
  const started = Date.now();
  const memory = !opts.dataDir || opts.dataDir.startsWith('memory://');
  const dataDir = memory ? 'memory://' : resolve(opts.dataDir!);
  const useTemplate = opts.templateCache ?? process.env.SHOP_DB_TEMPLATE !== 'off';
  if (!memory) mkdirSync(dirname(dataDir), { recursive: true });
  const fresh = memory || isNewDir(dataDir);

  const tpl = useTemplate && fresh ? templatePath() : '';
  // When several processes start at once (parallel test workers), one builds the template and the
  // others wait for it instead of all running initdb together on the same few cores.
  const building = tpl && !existsSync(tpl) ? await waitOrLock(tpl) : false;
  try {
    let db: PGlite;
    let fromTemplate = false;
    if (tpl && existsSync(tpl)) {
      try {
        db = await PGlite.create(dataDir, { loadDataDir: new Blob([readFileSync(tpl)]) });
        fromTemplate = true;
      } catch {
        // A damaged template must not stop the shop: build from scratch instead.
        db = await PGlite.create(dataDir);
      }
    } else {
      db = await PGlite.create(dataDir);
    }
    try {
      await runMigrations(db);
      const seeded = await seedIfEmpty(db);
      if (seeded && tpl) await saveTemplate(db, tpl);
      return { db, seeded, fromTemplate, ms: Date.now() - started };
    } catch (err) {
      await db.close();
      throw err;
    }
  } finally {
    if (building) rmSync(`${tpl}.lock`, { recursive: true, force: true });
  }
}

/**
 * Takes the template-building lock (a directory, created atomically) or waits up to a minute for
 * whoever holds it to finish. A lock older than two minutes is treated as abandoned.
 * @returns true when this process holds the lock and must build the template.
 */
async function waitOrLock(tpl: string): Promise<boolean> {
  const lock = `${tpl}.lock`;
  mkdirSync(dirname(tpl), { recursive: true });
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (existsSync(tpl)) return false;
    try {
      mkdirSync(lock);
      return true;
    } catch {
      try {
        if (Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        // The holder just finished.
      }
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** Dumps a freshly seeded database as the template; written to a temp name then renamed, so readers never see half a file. */
async function saveTemplate(db: PGlite, file: string): Promise<void> {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const dump = await db.dumpDataDir('none');
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
    // Templates of older sources are dead weight (about 40 MB each): drop those unused for a day.
    const dir = dirname(file);
    for (const name of readdirSync(dir)) {
      const other = join(dir, name);
      if (other !== file && name.endsWith('.tar') && Date.now() - statSync(other).mtimeMs > 86_400_000)
        rmSync(other, { force: true });
    }
  } catch {
    // The cache is only a speed-up.
  }
}
