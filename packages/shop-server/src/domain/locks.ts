/**
 * In-process keyed locks: calls with the same key run one after another (in call order), calls with
 * different keys run freely. The shop is one process, so this is enough to serialise a session's checkouts
 * or an order's payment attempts.
 */

/** A lock per key; `run` waits for the key's earlier calls (whether they failed or not), then runs `fn`. */
export interface KeyedLock<K> {
  run<T>(key: K, fn: () => Promise<T>): Promise<T>;
}

/** Makes a set of keyed locks. */
export function keyedLock<K>(): KeyedLock<K> {
  const tails = new Map<K, Promise<unknown>>();
  return {
    async run<T>(key: K, fn: () => Promise<T>): Promise<T> {
      const before = tails.get(key) ?? Promise.resolve();
      const mine = before.catch(() => undefined).then(fn);
      const tail = mine.catch(() => undefined);
      tails.set(key, tail);
      try {
        return await mine;
      } finally {
        // The last waiter cleans up, so the map holds only keys in use.
        if (tails.get(key) === tail) tails.delete(key);
      }
    },
  };
}
