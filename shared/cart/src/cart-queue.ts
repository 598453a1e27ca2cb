import { createSerialQueue } from '@storefront/http';

const KEY = Symbol.for('storefront.cartQueue');
type Queue = ReturnType<typeof createSerialQueue>;

/** The page's one basket queue: add-to-cart and remove calls are sent one at a time, in order. */
export function cartQueue(): Queue {
  const g = globalThis as { [KEY]?: Queue };
  return (g[KEY] ??= createSerialQueue());
}
