import { afterEach, describe, expect, it } from 'vitest';
import { expectConsoleError } from '@storefront/test-kit';
import { createPageStore, getPageStore, resetPageStore } from './vanilla';

afterEach(resetPageStore);

describe('page store', () => {
  it('is one store per page, shared through a global symbol', () => {
    expect(getPageStore()).toBe(getPageStore());
    getPageStore().setState({ cart: { count: 2, hash: 'h' } });
    expect((globalThis as Record<symbol, unknown>)[Symbol.for('storefront.store')]).toBe(getPageStore());
  });

  it('a throwing subscriber does not stop the others', () => {
    expectConsoleError('[storefront] store subscriber Error: x');
    const store = createPageStore();
    const seen: number[] = [];
    store.subscribe(() => {
      throw new Error('x');
    });
    store.subscribe((s) => seen.push(s.cart.count));
    store.setState({ cart: { count: 3, hash: 'a' } });
    expect(seen).toEqual([3]);
  });
});
