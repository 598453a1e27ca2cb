/**
 * Seeds an empty database with the catalogue and content in one transaction.
 * Ids are deterministic: products from 101 in menu order, variations from 1001,
 * media from 5001, posts from 3001, portfolio items from 4001.
 */
import type { Transaction } from '@electric-sql/pglite';
import { CATEGORIES, PRODUCTS } from './seed-catalog';
import { E_GIFT_CARD_SQL } from './migrations-catalogue';
import { BLOG_CATEGORIES, PORTFOLIO, POSTS, REVIEWS } from './seed-content';
import type { TierDef } from './seed-types';
import type { Db } from './types';

/** First ids handed out by the seeder. */
export const SEED_IDS = { product: 101, variation: 1001, media: 5001, post: 3001, portfolio: 4001 } as const;

/** Fixed "now" for seeded dates, so orderings are the same on every machine. */
const EPOCH = Date.UTC(2026, 0, 15, 10, 0, 0);
const daysAgo = (n: number): string => new Date(EPOCH - n * 86_400_000).toISOString();

type Row = Record<string, unknown>;

/** Inserts many rows in one statement through jsonb_to_recordset (fast even for 1,000 rows). */
async function bulkInsert(tx: Transaction, table: string, columns: Record<string, string>, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const cols = Object.keys(columns);
  const defs = cols.map((c) => `${c} ${columns[c]}`).join(', ');
  await tx.query(
    `insert into ${table} (${cols.join(', ')}) select ${cols.join(', ')} from jsonb_to_recordset($1::jsonb) as x(${defs})`,
    [JSON.stringify(rows)],
  );
}

/** True when the catalogue has been seeded already. */
export async function isSeeded(db: Db): Promise<boolean> {
  const r = await db.query<{ n: number }>('select count(*)::int as n from products');
  return (r.rows[0]?.n ?? 0) > 0;
}

/** Seeds the database when it has no products yet. @returns whether it seeded. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  if (await isSeeded(db)) return false;
  await db.transaction(async (tx) => {
    await seedCatalogue(tx);
    // Products added by later migrations, which ran before the catalogue existed.
    await tx.exec(E_GIFT_CARD_SQL);
    await seedContent(tx);
    await tx.query(
      `insert into shop_meta (key, value) values ('seeded_at', $1) on conflict (key) do update set value = excluded.value`,
      [new Date().toISOString()],
    );
  });
  return true;
}

async function seedCatalogue(tx: Transaction): Promise<void> {
  const media: Row[] = [];
  let mediaId: number = SEED_IDS.media;
  const addMedia = (slug: string, title: string, colour: string, caption = ''): number => {
    media.push({ id: mediaId, slug, title, alt: title, caption, colour });
    return mediaId++;
  };

  const catIds = new Map<string, number>();
  const categories: Row[] = CATEGORIES.map(([slug, name, parent], i) => {
    catIds.set(slug, i + 1);
    return {
      id: i + 1,
      slug,
      name,
      description: `${name} from our studio.`,
      parent_id: parent ? catIds.get(parent) : null,
      menu_order: i,
    };
  });

  const products: Row[] = [];
  const links: Row[] = [];
  const attributes: Row[] = [];
  const variations: Row[] = [];
  const tiers: Row[] = [];
  const addTiers = (objectId: number, defs: readonly TierDef[] | undefined): void => {
    for (const [min, max, unit] of defs ?? [])
      tiers.push({ object_id: objectId, min_qty: min, max_qty: max, unit_price: unit });
  };

  let variationId: number = SEED_IDS.variation;
  PRODUCTS.forEach((p, index) => {
    const id = SEED_IDS.product + index;
    const imageIds = Array.from({ length: p.images ?? 1 }, (_, i) =>
      addMedia(`${p.slug}-${i + 1}`, i === 0 ? p.name : `${p.name}, view ${i + 1}`, p.colour),
    );
    products.push({
      id,
      type: p.type,
      slug: p.slug,
      name: p.name,
      sku: p.sku,
      price: p.type === 'simple' ? (p.price ?? null) : null,
      stock_status: p.stock ?? 'instock',
      stock_quantity: p.stockQty ?? null,
      sold_individually: p.soldIndividually ?? false,
      description: p.description,
      short_description: p.short,
      image_id: imageIds[0],
      gallery_ids: imageIds.slice(1),
      weight: p.weight ?? null,
      length: p.dims?.[0] ?? null,
      width: p.dims?.[1] ?? null,
      height: p.dims?.[2] ?? null,
      menu_order: index,
      total_sales: p.sales,
      featured: p.featured ?? false,
      created_at: daysAgo(index * 3 + 1),
    });
    for (const cat of p.cats) links.push({ product_id: id, category_id: catIds.get(cat) });
    addTiers(id, p.tiers);
    (p.attributes ?? []).forEach((a, position) => {
      attributes.push({
        product_id: id,
        position,
        taxonomy: a.taxonomy,
        label: a.label,
        options: a.options.map(([slug, name]) => ({ slug, name })),
        is_variation: a.variation ?? true,
        is_visible: true,
      });
    });
    (p.variations ?? []).forEach((v, menuOrder) => {
      const vid = variationId++;
      const attrs = Object.fromEntries(Object.entries(v.attrs).map(([k, val]) => [`attribute_${k}`, val]));
      const imageId = v.image
        ? addMedia(`${p.slug}-${Object.values(v.attrs).filter(Boolean).join('-')}`, v.image, shade(p.colour), v.image)
        : null;
      variations.push({
        id: vid,
        product_id: id,
        menu_order: menuOrder,
        attributes: attrs,
        sku: v.sku ?? '',
        price: v.price,
        stock_status: v.stock ?? 'instock',
        stock_quantity: v.stockQty ?? null,
        is_active: v.active ?? true,
        is_visible: v.visible ?? true,
        sold_individually: v.soldIndividually ?? false,
        min_qty: v.minQty ?? null,
        max_qty: v.maxQty ?? null,
        weight: v.weight ?? null,
        length: v.dims?.[0] ?? null,
        width: v.dims?.[1] ?? null,
        height: v.dims?.[2] ?? null,
        image_id: imageId,
        description: v.description ?? '',
      });
      addTiers(vid, v.tiers);
    });
  });

  await bulkInsert(
    tx,
    'media',
    { id: 'int', slug: 'text', title: 'text', alt: 'text', caption: 'text', colour: 'text' },
    media,
  );
  // Categories one at a time: children reference parents inserted before them.
  for (const c of categories) {
    await tx.query(
      'insert into categories (id, slug, name, description, parent_id, menu_order) values ($1, $2, $3, $4, $5, $6)',
      [c.id, c.slug, c.name, c.description, c.parent_id, c.menu_order],
    );
  }
  await bulkInsert(
    tx,
    'products',
    {
      id: 'int',
      type: 'text',
      slug: 'text',
      name: 'text',
      sku: 'text',
      price: 'int',
      stock_status: 'text',
      stock_quantity: 'int',
      sold_individually: 'boolean',
      description: 'text',
      short_description: 'text',
      image_id: 'int',
      gallery_ids: 'int[]',
      weight: 'text',
      length: 'text',
      width: 'text',
      height: 'text',
      menu_order: 'int',
      total_sales: 'int',
      featured: 'boolean',
      created_at: 'timestamptz',
    },
    products,
  );
  await bulkInsert(tx, 'product_categories', { product_id: 'int', category_id: 'int' }, links);
  await bulkInsert(
    tx,
    'product_attributes',
    {
      product_id: 'int',
      position: 'int',
      taxonomy: 'text',
      label: 'text',
      options: 'jsonb',
      is_variation: 'boolean',
      is_visible: 'boolean',
    },
    attributes,
  );
  await bulkInsert(
    tx,
    'variations',
    {
      id: 'int',
      product_id: 'int',
      menu_order: 'int',
      attributes: 'jsonb',
      sku: 'text',
      price: 'int',
      stock_status: 'text',
      stock_quantity: 'int',
      is_active: 'boolean',
      is_visible: 'boolean',
      sold_individually: 'boolean',
      min_qty: 'int',
      max_qty: 'int',
      weight: 'text',
      length: 'text',
      width: 'text',
      height: 'text',
      image_id: 'int',
      description: 'text',
    },
    variations,
  );
  await bulkInsert(tx, 'bulk_tiers', { object_id: 'int', min_qty: 'int', max_qty: 'int', unit_price: 'int' }, tiers);
}

async function seedContent(tx: Transaction): Promise<void> {
  const media: Row[] = [];
  let mediaId = (await tx.query<{ n: number }>('select coalesce(max(id), 5000)::int + 1 as n from media')).rows[0]!.n;
  for (const [id, slug, name] of BLOG_CATEGORIES) {
    await tx.query('insert into blog_categories (id, slug, name) values ($1, $2, $3)', [id, slug, name]);
  }
  const posts: Row[] = [];
  const comments: Row[] = [];
  let commentId = 1;
  POSTS.forEach((p, i) => {
    const id = SEED_IDS.post + i;
    media.push({ id: mediaId, slug: `blog-${p.slug}`, title: p.title, alt: p.title, caption: '', colour: p.colour });
    const published = EPOCH - (i * 7 + 2) * 86_400_000;
    posts.push({
      id,
      slug: p.slug,
      title: p.title,
      excerpt: p.paragraphs[0],
      content: p.paragraphs.map((t) => `<p>${t}</p>`).join('\n'),
      category_id: p.category,
      author: p.author,
      image_id: mediaId++,
      published_at: new Date(published).toISOString(),
    });
    const ids: number[] = [];
    p.comments.forEach((c, ci) => {
      ids.push(commentId);
      comments.push({
        id: commentId++,
        object_type: 'post',
        object_id: id,
        parent_id: c.reply === undefined ? 0 : ids[c.reply],
        author: c.author,
        email: `${c.author.split(' ')[0]!.toLowerCase()}@example.co.uk`,
        content: c.text,
        rating: null,
        created_at: new Date(published + (ci + 1) * 3_600_000).toISOString(),
      });
    });
  });
  const portfolio: Row[] = PORTFOLIO.map(([slug, title, category, colour, summary], i) => {
    media.push({ id: mediaId, slug: `portfolio-${slug}`, title, alt: title, caption: summary, colour });
    return { id: SEED_IDS.portfolio + i, slug, title, summary, category, image_id: mediaId++, menu_order: i };
  });
  const productIds = new Map(
    (await tx.query<{ id: number; slug: string }>('select id, slug from products')).rows.map((r) => [r.slug, r.id]),
  );
  REVIEWS.forEach(([slug, author, rating, text], i) => {
    comments.push({
      id: commentId++,
      object_type: 'product',
      object_id: productIds.get(slug),
      parent_id: 0,
      author,
      email: `${author.split(' ')[0]!.toLowerCase()}@example.co.uk`,
      content: text,
      rating,
      created_at: daysAgo(20 - i),
    });
  });
  await bulkInsert(
    tx,
    'media',
    { id: 'int', slug: 'text', title: 'text', alt: 'text', caption: 'text', colour: 'text' },
    media,
  );
  await bulkInsert(
    tx,
    'posts',
    {
      id: 'int',
      slug: 'text',
      title: 'text',
      excerpt: 'text',
      content: 'text',
      category_id: 'int',
      author: 'text',
      image_id: 'int',
      published_at: 'timestamptz',
    },
    posts,
  );
  await bulkInsert(
    tx,
    'portfolio_items',
    { id: 'int', slug: 'text', title: 'text', summary: 'text', category: 'text', image_id: 'int', menu_order: 'int' },
    portfolio,
  );
  await bulkInsert(
    tx,
    'comments',
    {
      id: 'int',
      object_type: 'text',
      object_id: 'int',
      parent_id: 'int',
      author: 'text',
      email: 'text',
      content: 'text',
      rating: 'int',
      created_at: 'timestamptz',
    },
    comments,
  );
  // Later comments (posted through the site) continue after the seeded ids.
  await tx.query(`select setval('comments_id_seq', $1)`, [commentId - 1]);
}

/** A darker shade of a #rrggbb colour, for variation images. */
function shade(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const f = (v: number): string =>
    Math.round(v * 0.7)
      .toString(16)
      .padStart(2, '0');
  return `#${f((n >> 16) & 255)}${f((n >> 8) & 255)}${f(n & 255)}`;
}
