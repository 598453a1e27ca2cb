/**
 * Which of the global setup's shops a test file uses. E2E_WORKERS files run at a time (e2e/workers.ts; one today);
 * each claims a free shop for its whole run with a lock file (created exclusively, so two files never hold the same shop) and frees it when it ends, so a
 * file sees a shop no other file is using at that moment — as when all files ran one after another on one shop.
 */
import { openSync, closeSync, unlinkSync } from 'node:fs';
import path from 'node:path';

let held: { index: number; lock: string } | undefined;

/** The index of the shop this file holds, claiming the first free one on first use. */
export function claimShop(count: number, lockDir: string): number {
  if (held) return held.index;
  for (let index = 0; index < count; index++) {
    const lock = path.join(lockDir, `shop-${index}.lock`);
    try {
      closeSync(openSync(lock, 'wx'));
    } catch {
      continue; // another file holds it
    }
    held = { index, lock };
    return index;
  }
  throw new Error(`no free shop: more e2e files run at once than the ${count} shops the global setup started`);
}

/** Frees the shop this file holds (at the end of the file). */
export function releaseShop(): void {
  if (!held) return;
  unlinkSync(held.lock);
  held = undefined;
}
