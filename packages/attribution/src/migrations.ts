/**
 * sourcebuster's cookie migration (1.0.0-beta): cookies written with a single `|` delimiter get `|||`,
 * and the outcome is recorded in `sbjs_migrations` (`1418474375998=1`, or `=0` on failure).
 */
import { COOKIE, DELIMITER, MIGRATION_ID } from './constants';
import { packMigrationsDone, packSession } from './format';
import { SBJS_CONTAINERS, type SbjsStore } from './sbjs-store';

// A lone `|` (not part of `||` or `|||`).
const SINGLE_PIPE = /(?<!\|)\|(?!\|)/g;

/**
 * Runs before tracking: a new visitor (no `sbjs_first`) is marked as migrated; a visitor with old cookies
 * and no `sbjs_migrations` has them converted.
 */
export function runMigrations(store: SbjsStore, lifetimeMinutes: number, href: string, hostname: string): void {
  if (store.get(COOKIE.migrations)) return;
  if (!store.get(COOKIE.first)) {
    store.set(COOKIE.migrations, packMigrationsDone(), lifetimeMinutes);
    return;
  }
  try {
    for (const name of SBJS_CONTAINERS) {
      const value = store.get(name);
      if (!value) continue;
      store.destroy(name, hostname);
      store.set(name, value.replace(SINGLE_PIPE, DELIMITER), lifetimeMinutes);
    }
    // The old session cookie had no page count: restart it at 0.
    if (store.get(COOKIE.session)) store.set(COOKIE.session, packSession(0, href), lifetimeMinutes);
    store.set(COOKIE.migrations, `${MIGRATION_ID}=1`, lifetimeMinutes);
  } catch {
    store.set(COOKIE.migrations, `${MIGRATION_ID}=0`, lifetimeMinutes);
  }
}
