/**
 * The product page's basket changes through the Store API (spec §7 'Store REST', `Nonce` header with the params'
 * `wc_store_api` nonce): read the lines, add the choice (`add-item`), take back out what was added (`remove-item`).
 * In the sheet's chunk (./sheet), loaded on the first press, so the product page's first bundles do not carry it.
 */
import { createStoreApiClient } from '@storefront/http';
import { storeRefusal } from './api';
import type { SelectedProduct } from './contract';

/** The Store API basket calls of one express flow (one client, so a fresh `Nonce` answered is used next). */
export function expressBasket(nonce: string) {
  const store = createStoreApiClient({ nonce });
  return {
    /**
     * Adds the choice (`id`, `quantity`, the variation's attributes). Answers the key of the line it created, or
     * null when it only raised the quantity of a line the basket already had (a cancel must not remove that line).
     */
    async add(p: SelectedProduct): Promise<string | null> {
      try {
        const before = new Set((await store.getCart()).items.map((i) => i.key));
        const cart = await store.addItem({
          id: Number(p.productId),
          quantity: p.quantity,
          variation: Object.entries(p.attributes).map(([attribute, value]) => ({ attribute, value })),
        });
        return cart.items.find((i) => !before.has(i.key))?.key ?? null;
      } catch (error) {
        return storeRefusal(error);
      }
    },
    /** Removes the line `key` (the one the click added). */
    remove: (key: string) => store.removeItem({ key }),
  };
}

/** The basket calls' type. */
export type ExpressBasket = ReturnType<typeof expressBasket>;
