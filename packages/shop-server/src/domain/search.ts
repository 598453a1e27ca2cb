/**
 * Product search (WordPress's `?s=` with `post_type=product`): published products whose name, SKU or short
 * description contains the term, case-insensitively, in menu order. One page of at most 48 results.
 */
import type { Sql } from '../db/types';
import { productsByIds, type ListingPage } from './catalog';

/** Longest term searched (longer input is cut, as WordPress limits the query). */
export const MAX_SEARCH_TERM = 100;
const MAX_RESULTS = 48;

/** The search's results as a listing page (a blank term finds nothing). */
export async function searchProducts(db: Sql, term: string): Promise<ListingPage> {
  const clean = term.trim().slice(0, MAX_SEARCH_TERM);
  const empty: ListingPage = { products: [], total: 0, page: 1, pages: 1, perPage: MAX_RESULTS };
  if (!clean) return empty;
  const like = `%${clean.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  const ids = (
    await db.query<{ id: number }>(
      `select id from products where name ilike $1 or sku ilike $1 or short_description ilike $1
       order by menu_order, id limit $2`,
      [like, MAX_RESULTS],
    )
  ).rows.map((r) => r.id);
  const byId = await productsByIds(db, ids);
  const products = ids.map((id) => byId.get(id)).filter((p) => p !== undefined);
  return { ...empty, products, total: products.length };
}
