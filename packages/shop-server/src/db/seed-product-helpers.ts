/** Helpers for the seeded products' definitions. */
import type { ProductDef } from './seed-types';

/** A product description: `what`, then the shop's standard line. */
export const lorem = (what: string): string =>
  `${what} Designed in our Bristol studio and made in small batches in the UK. Each piece is checked by hand before it leaves us.`;

/** A simple, in-stock product with one image. */
export function simple(
  slug: string,
  name: string,
  cats: string[],
  sku: string,
  price: number,
  colour: string,
  sales: number,
  short: string,
): ProductDef {
  return { slug, name, type: 'simple', cats, sku, price, colour, sales, short, description: lorem(short) };
}
