/**
 * Catalogue reads: products, variations, attributes, categories, media and bulk tiers.
 */
import { PER_PAGE } from '../config';
import type { Sql } from '../db/types';

/** A product row, with its price range and rating folded in. */
export interface Product {
  id: number;
  type: 'simple' | 'variable';
  slug: string;
  name: string;
  sku: string;
  price: number | null;
  stock_status: 'instock' | 'outofstock';
  stock_quantity: number | null;
  sold_individually: boolean;
  description: string;
  short_description: string;
  image_id: number | null;
  gallery_ids: number[];
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  menu_order: number;
  total_sales: number;
  featured: boolean;
  /** Nothing to ship (WooCommerce's `_virtual`). */
  virtual: boolean;
  created_at: Date;
  /** Lowest and highest price (variable: over visible variations; simple: its price). */
  min_price: number | null;
  max_price: number | null;
  rating: number | null;
  review_count: number;
  category_ids: number[];
  category_slugs: string[];
}

/** A variation row; `attributes` maps `attribute_pa_*` to an option slug ('' = any). */
export interface Variation {
  id: number;
  product_id: number;
  menu_order: number;
  attributes: Record<string, string>;
  sku: string;
  price: number | null;
  stock_status: 'instock' | 'outofstock';
  stock_quantity: number | null;
  is_active: boolean;
  is_visible: boolean;
  sold_individually: boolean;
  min_qty: number | null;
  max_qty: number | null;
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  image_id: number | null;
  description: string;
}

/** A product attribute and its options. */
export interface Attribute {
  product_id: number;
  position: number;
  taxonomy: string;
  label: string;
  options: Array<{ slug: string; name: string }>;
  is_variation: boolean;
  is_visible: boolean;
}

/** A category. */
export interface Category {
  id: number;
  slug: string;
  name: string;
  description: string;
  parent_id: number | null;
  menu_order: number;
  /** Products in it or its descendants. */
  count: number;
}

/** A stored image. */
export interface Media {
  id: number;
  slug: string;
  title: string;
  alt: string;
  caption: string;
  colour: string;
  width: number;
  height: number;
}

/** A bulk-price tier. */
export interface Tier {
  object_id: number;
  min_qty: number;
  max_qty: number | null;
  unit_price: number;
}

/** Sort orders of the listing, WooCommerce's `orderby` values. */
export const ORDERBY = ['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc'] as const;
/** One of {@link ORDERBY}. */
export type OrderBy = (typeof ORDERBY)[number];

const PRODUCT_SELECT = `
  select p.*, coalesce(v.min_price, p.price) as min_price, coalesce(v.max_price, p.price) as max_price,
    r.rating, coalesce(r.review_count, 0) as review_count,
    coalesce((select array_agg(category_id order by category_id) from product_categories pc where pc.product_id = p.id), '{}') as category_ids,
    coalesce((select array_agg(c.slug order by c.id) from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = p.id), '{}') as category_slugs
  from products p
  left join lateral (select min(price) as min_price, max(price) as max_price from variations
    where product_id = p.id and is_visible and price is not null) v on true
  left join lateral (select avg(rating)::float8 as rating, count(*)::int as review_count from comments
    where object_type = 'product' and object_id = p.id and rating is not null and approved) r on true`;

const ORDER_SQL: Record<OrderBy, string> = {
  menu_order: 'p.menu_order asc, p.name asc',
  popularity: 'p.total_sales desc, p.id desc',
  rating: 'r.rating desc nulls last, p.id desc',
  date: 'p.created_at desc, p.id desc',
  price: 'coalesce(v.min_price, p.price) asc, p.id asc',
  'price-desc': 'coalesce(v.max_price, p.price) desc, p.id desc',
};

/** A page of the product listing. */
export interface ListingPage {
  products: Product[];
  total: number;
  page: number;
  pages: number;
  perPage: number;
}

/** Lists products, optionally within a category (and its descendants), sorted and paginated (12 a page). */
export async function listProducts(
  db: Sql,
  opts: { categoryId?: number; orderby?: OrderBy; page?: number; perPage?: number } = {},
): Promise<ListingPage> {
  const perPage = opts.perPage ?? PER_PAGE;
  const page = Math.max(1, opts.page ?? 1);
  const cat = opts.categoryId ?? null;
  const filter = `where ($1::int is null or p.id in (
      select pc.product_id from product_categories pc where pc.category_id in (
        with recursive tree as (select id from categories where id = $1 union all
          select c.id from categories c join tree t on c.parent_id = t.id) select id from tree)))`;
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n from products p ${filter}`, [cat])).rows[0]?.n ?? 0;
  const rows = await db.query<Product>(
    `${PRODUCT_SELECT} ${filter} order by ${ORDER_SQL[opts.orderby ?? 'menu_order']} limit $2 offset $3`,
    [cat, perPage, (page - 1) * perPage],
  );
  return { products: rows.rows, total, page, pages: Math.max(1, Math.ceil(total / perPage)), perPage };
}

/** Featured products, in menu order. */
export async function featuredProducts(db: Sql, limit = 4): Promise<Product[]> {
  return (await db.query<Product>(`${PRODUCT_SELECT} where p.featured order by p.menu_order limit $1`, [limit])).rows;
}

/** Other products sharing a category, in menu order. */
export async function relatedProducts(db: Sql, product: Product, limit = 4): Promise<Product[]> {
  return (
    await db.query<Product>(
      `${PRODUCT_SELECT} where p.id <> $1 and exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id = any($2::int[]))
     order by p.menu_order limit $3`,
      [product.id, product.category_ids, limit],
    )
  ).rows;
}

/** A product by slug. */
export async function productBySlug(db: Sql, slug: string): Promise<Product | null> {
  return (await db.query<Product>(`${PRODUCT_SELECT} where p.slug = $1`, [slug])).rows[0] ?? null;
}

/** A product by id. */
export async function productById(db: Sql, id: number): Promise<Product | null> {
  return (await db.query<Product>(`${PRODUCT_SELECT} where p.id = $1`, [id])).rows[0] ?? null;
}

/** Products by id, as a map. */
export async function productsByIds(db: Sql, ids: number[]): Promise<Map<number, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<Product>(`${PRODUCT_SELECT} where p.id = any($1::int[])`, [ids]);
  return new Map(rows.rows.map((p) => [p.id, p]));
}

/** A variation by id. */
export async function variationById(db: Sql, id: number): Promise<Variation | null> {
  return (await db.query<Variation>('select * from variations where id = $1', [id])).rows[0] ?? null;
}

/** Variations by id, as a map. */
export async function variationsByIds(db: Sql, ids: number[]): Promise<Map<number, Variation>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<Variation>('select * from variations where id = any($1::int[])', [ids]);
  return new Map(rows.rows.map((v) => [v.id, v]));
}

/** All variations of a product, in menu order. */
export async function variationsOf(db: Sql, productId: number): Promise<Variation[]> {
  return (
    await db.query<Variation>('select * from variations where product_id = $1 order by menu_order, id', [productId])
  ).rows;
}

/** How many variations a product has. */
export async function variationCount(db: Sql, productId: number): Promise<number> {
  return (
    (await db.query<{ n: number }>('select count(*)::int as n from variations where product_id = $1', [productId]))
      .rows[0]?.n ?? 0
  );
}

/**
 * The first variation matching the chosen attributes: a variation matches when each of its
 * attributes is empty ("any") or equal to the chosen value (WooCommerce's rule).
 */
export async function findMatchingVariation(
  db: Sql,
  productId: number,
  chosen: Record<string, string>,
): Promise<Variation | null> {
  const rows = await db.query<Variation>(
    `select * from variations v where v.product_id = $1 and not exists (
       select 1 from jsonb_each_text(v.attributes) a
       where a.value <> '' and a.value is distinct from ($2::jsonb ->> a.key))
     order by v.menu_order, v.id limit 1`,
    [productId, JSON.stringify(chosen)],
  );
  return rows.rows[0] ?? null;
}

/** A product's attributes, in position order. */
export async function attributesOf(db: Sql, productId: number): Promise<Attribute[]> {
  return (
    await db.query<Attribute>('select * from product_attributes where product_id = $1 order by position', [productId])
  ).rows;
}

/** All categories with product counts (descendants included), in menu order. */
export async function allCategories(db: Sql): Promise<Category[]> {
  return (
    await db.query<Category>(`
    select c.*, (select count(distinct pc.product_id)::int from product_categories pc where pc.category_id in (
      with recursive tree as (select c.id as id union all select k.id from categories k join tree t on k.parent_id = t.id)
      select id from tree)) as count
    from categories c order by c.menu_order`)
  ).rows;
}

/** Media rows by id, as a map. */
export async function mediaByIds(db: Sql, ids: Array<number | null | undefined>): Promise<Map<number, Media>> {
  const wanted = [...new Set(ids.filter((i): i is number => typeof i === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.query<Media>('select * from media where id = any($1::int[])', [wanted]);
  return new Map(rows.rows.map((m) => [m.id, m]));
}

/** A media row by slug. */
export async function mediaBySlug(db: Sql, slug: string): Promise<Media | null> {
  return (await db.query<Media>('select * from media where slug = $1', [slug])).rows[0] ?? null;
}

/** Bulk tiers of the given products/variations, grouped by object id. */
export async function tiersFor(db: Sql, ids: number[]): Promise<Map<number, Tier[]>> {
  const out = new Map<number, Tier[]>();
  if (ids.length === 0) return out;
  const rows = await db.query<Tier>(
    'select * from bulk_tiers where object_id = any($1::int[]) order by object_id, min_qty',
    [ids],
  );
  for (const t of rows.rows) out.set(t.object_id, [...(out.get(t.object_id) ?? []), t]);
  return out;
}

/** Ids (product and its variations) that have a bulk-price table. */
export async function bulkTableIds(db: Sql, productId: number): Promise<number[]> {
  const rows = await db.query<{ id: number }>(
    `select distinct object_id as id from bulk_tiers where object_id = $1 or object_id in (select id from variations where product_id = $1) order by 1`,
    [productId],
  );
  return rows.rows.map((r) => r.id);
}

/** Unit price for a quantity, from tiers when any apply, else the base price. */
export function tierPrice(tiers: Tier[] | undefined, quantity: number, base: number): number {
  const t = tiers?.find((x) => quantity >= x.min_qty && (x.max_qty === null || quantity <= x.max_qty));
  return t ? t.unit_price : base;
}

/** Longest search term looked up (longer input is cut, like a search field's own limit). */
export const SEARCH_MAX = 100;

/**
 * Products whose name, SKU or descriptions contain `term` (case-insensitive; `%` and `_` match themselves), in menu
 * order, at most `limit`: WordPress's `?s=` search over products.
 */
export async function searchProducts(db: Sql, term: string, limit = 24): Promise<Product[]> {
  const words = term.slice(0, SEARCH_MAX).trim();
  if (!words) return [];
  const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return (
    await db.query<Product>(
      `${PRODUCT_SELECT} where p.name ilike $1 or p.sku ilike $1 or p.short_description ilike $1 or p.description ilike $1
        order by p.menu_order, p.name limit $2`,
      [like, limit],
    )
  ).rows;
}
