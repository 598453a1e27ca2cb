/**
 * The seeded catalogue: a UK shop selling printed textiles (cushions, throws, tea towels,
 * napkins, curtains) and prints and cards. Products are listed in menu order; their ids are
 * assigned from 101 in this order, variations from 1001 (see seed.ts).
 */
import { FIRST_PRODUCTS } from './seed-products-first';
import { MORE_PRODUCTS } from './seed-products-more';
import type { CategoryDef, ProductDef } from './seed-types';

/** Categories, parents first. */
export const CATEGORIES: readonly CategoryDef[] = [
  ['textiles', 'Textiles', null],
  ['cushions', 'Cushions', 'textiles'],
  ['throws', 'Throws', 'textiles'],
  ['tea-towels', 'Tea towels', 'textiles'],
  ['napkins', 'Napkins', 'textiles'],
  ['curtains', 'Curtains', 'textiles'],
  ['prints-and-cards', 'Prints and cards', null],
  ['prints', 'Prints', 'prints-and-cards'],
  ['cards', 'Cards', 'prints-and-cards'],
];

/** Every product, in menu order (ids follow this order: the split into two files keeps it). */
export const PRODUCTS: readonly ProductDef[] = [...FIRST_PRODUCTS, ...MORE_PRODUCTS];
