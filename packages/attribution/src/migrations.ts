/**
 * sourcebuster's cookie migration (1.0.0-beta): cookies written with a single `|` delimiter get `|||`,
 * and the outcome is recorded in `sbjs_migrations` (`1418474375998=1`, or `=0` on failure).
 */
import { DELIMITER, MIGRATION_ID } from './constants';
import { packSession } from './format';
import { SBJS_CONTAINERS, type SbjsStore } from './sbjs-store';

// A lone `|` (not part of `||` or `|||`).
const SINGLE_PIPE = /(?<!\|)\|(?!\|)/g;

/**
 * Runs before tracking: a new visitor (no `sbjs_first`) is marked as migrated; a visitor with old cookies
 * and no `sbjs_migrations` has them converted.
 */
export function runMigrations(store: SbjsStore, lifetimeMinutes: number, href: string, hostname: string): void {
  if (store.get('migrations')) return;
  let done = 1;
  // A new visitor has every known migration done.
  if (store.get('first'))
    try {
      for (const name of SBJS_CONTAINERS) {
        const value = store.get(name);
        if (!value) continue;
        store.destroy(name, hostname);
        store.set(name, value.replace(SINGLE_PIPE, DELIMITER), lifetimeMinutes);
      }
      // The old session cookie had no page count: restart it at 0.
      if (store.get('session')) store.set('session', packSession(0, href), lifetimeMinutes);
    } catch {
      done = 0;
    }
  store.set('migrations', `${MIGRATION_ID}=${done}`, lifetimeMinutes);
}
