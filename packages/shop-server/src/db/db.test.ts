import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { verifyPassword } from '../domain/passwords';
import { listProducts, productBySlug, variationCount } from '../domain/catalog';
import { testShop, type TestShop } from '../test/helpers';
import { MIGRATIONS, runMigrations } from './migrations';
import { SEED_IDS, seedIfEmpty } from './seed';
import { E_GIFT_CARD_SQL } from './migrations-catalogue';
import { PGlite } from '@electric-sql/pglite';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
});

describe('migrations', () => {
  it('records every step once and runs nothing the second time', async () => {
    expect(await runMigrations(shop.db)).toEqual([]);
    expect(await runMigrations(shop.db)).toEqual([]);
    const rows = await shop.db.query<{ id: number }>('select id from schema_migrations order by id');
    expect(rows.rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
  });

  it('runs a new step exactly once', async () => {
    const extra = [...MIGRATIONS, { id: 999, name: 'test-step', sql: 'create table test_step (x int)' }];
    expect(await runMigrations(shop.db, extra)).toEqual([999]);
    expect(await runMigrations(shop.db, extra)).toEqual([]);
    await shop.db.exec('drop table test_step; delete from schema_migrations where id = 999');
  });

  it('rolls back a failing step', async () => {
    const bad = [
      ...MIGRATIONS,
      { id: 998, name: 'bad', sql: 'create table half_made (x int); select * from no_such_table' },
    ];
    await expect(runMigrations(shop.db, bad)).rejects.toThrow();
    const t = await shop.db.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_name = 'half_made'",
    );
    expect(t.rows[0]!.n).toBe(0);
  });
});

describe('seed', () => {
  it('does not seed twice', async () => {
    expect(await seedIfEmpty(shop.db)).toBe(false);
  });

  it('has the Art print at £10 in Prints, under Prints and cards', async () => {
    const p = (await productBySlug(shop.db, 'art-print'))!;
    expect(p.id).toBe(SEED_IDS.product);
    expect(p.type).toBe('variable');
    expect(p.min_price).toBe(1000);
    const cats = await shop.db.query<{ slug: string; parent: string }>(
      `select c.slug, p.slug as parent from product_categories pc join categories c on c.id = pc.category_id
       join categories p on p.id = c.parent_id where pc.product_id = $1`,
      [p.id],
    );
    expect(cats.rows).toEqual([{ slug: 'prints', parent: 'prints-and-cards' }]);
    const attrs = await shop.db.query<{ label: string }>(
      'select label from product_attributes where product_id = $1 order by position',
      [p.id],
    );
    expect(attrs.rows.map((a) => a.label)).toEqual(['Size', 'Type']);
    const vars = await shop.db.query<{ stock_status: string; image_id: number | null; price: number }>(
      'select * from variations where product_id = $1',
      [p.id],
    );
    expect(vars.rows.filter((v) => v.stock_status === 'outofstock')).toHaveLength(1);
    expect(vars.rows.filter((v) => v.image_id !== null)).toHaveLength(1);
    expect(new Set(vars.rows.map((v) => v.price)).size).toBeGreaterThan(2);
  });

  it('has a product with more than 30 variations and one with at least 1,000', async () => {
    const cushion = (await productBySlug(shop.db, 'colour-block-cushion-cover'))!;
    const curtains = (await productBySlug(shop.db, 'made-to-measure-curtains'))!;
    expect(await variationCount(shop.db, cushion.id)).toBe(40);
    expect(await variationCount(shop.db, curtains.id)).toBeGreaterThanOrEqual(1000);
  });

  it('has a sold-individually variation, bulk tiers and three listing pages of 12', async () => {
    const si = await shop.db.query('select id from variations where sold_individually');
    expect(si.rows.length).toBeGreaterThanOrEqual(1);
    const tiers = await shop.db.query<{ n: number }>('select count(distinct object_id)::int as n from bulk_tiers');
    expect(tiers.rows[0]!.n).toBeGreaterThanOrEqual(3);
    const page = await listProducts(shop.db, { page: 3 });
    expect(page.pages).toBe(3);
    expect(page.total).toBeGreaterThanOrEqual(25);
    expect(page.total).toBeLessThanOrEqual(36);
    expect(page.products.length).toBe(page.total - 24);
  });

  it('has blog posts in two categories with threaded comments, and portfolio items', async () => {
    const cats = await shop.db.query<{ n: number }>('select count(distinct category_id)::int as n from posts');
    expect(cats.rows[0]!.n).toBe(2);
    const replies = await shop.db.query<{ n: number }>(
      "select count(*)::int as n from comments where object_type = 'post' and parent_id <> 0",
    );
    expect(replies.rows[0]!.n).toBeGreaterThan(0);
    const portfolio = await shop.db.query<{ n: number }>('select count(*)::int as n from portfolio_items');
    expect(portfolio.rows[0]!.n).toBeGreaterThan(2);
  });

  it('step 160: the E-gift card is virtual, in Cards, with its image; the step adds it to an already seeded shop', async () => {
    const gift = FIXTURES.eGiftCard;
    const row = async () =>
      (
        await shop.db.query<{ virtual: boolean; image: string | null; cat: string | null }>(
          `select p.virtual, m.slug as image, c.slug as cat from products p left join media m on m.id = p.image_id
           left join product_categories pc on pc.product_id = p.id left join categories c on c.id = pc.category_id
           where p.id = $1`,
          [gift.id],
        )
      ).rows;
    expect(await row()).toEqual([{ virtual: true, image: 'e-gift-card-1', cat: 'cards' }]);
    expect((await shop.db.query('select 1 from products where virtual and id <> $1', [gift.id])).rows).toEqual([]);
    // A shop seeded before the step: the step's insert finds the catalogue and adds the card once.
    await shop.db.exec(`delete from products where id = ${gift.id}; delete from media where slug = 'e-gift-card-1';`);
    await shop.db.exec(E_GIFT_CARD_SQL);
    await shop.db.exec(E_GIFT_CARD_SQL);
    expect(await row()).toEqual([{ virtual: true, image: 'e-gift-card-1', cat: 'cards' }]);
  });

  it('step 160 inserts nothing into a new database (the seed, after the migrations, adds the card)', async () => {
    const db = await PGlite.create();
    try {
      await runMigrations(db);
      expect((await db.query<{ n: number }>('select count(*)::int as n from products')).rows[0]!.n).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('matches the documented fixtures', async () => {
    const id = async (slug: string): Promise<number | undefined> => (await productBySlug(shop.db, slug))?.id;
    // Every product fixture (the blog post is not a product).
    for (const f of Object.values(FIXTURES)) {
      if (typeof f === 'object' && 'slug' in f && f.id < 3000) expect(await id(f.slug)).toBe(f.id);
    }
    const sku = async (vid: number): Promise<string> =>
      (await shop.db.query<{ sku: string }>('select sku from variations where id = $1', [vid])).rows[0]!.sku;
    expect(await sku(FIXTURES.artPrint.variations.a3Framed)).toBe('AP-A3-FRM');
    expect(await sku(FIXTURES.artPrint.variations.a4Framed)).toBe('AP-A4-FRM');
    expect(await sku(FIXTURES.linocut.variations.signed)).toBe('LINO-LTD-S');
    expect(await sku(FIXTURES.christmasPack.variations.snowyVillage)).toBe('XMAS-SNOW');
    expect(await sku(FIXTURES.herringboneThrow.variations.navyDouble)).toBe('THROW-HB-NAVY-D');
    const range = await shop.db.query<{ lo: number; hi: number }>(
      'select min(id) as lo, max(id) as hi from variations where product_id = $1',
      [FIXTURES.curtains.id],
    );
    expect(range.rows[0]).toEqual({ lo: 1056, hi: 2055 });
    expect((await listProducts(shop.db)).total).toBe(FIXTURES.productCount);
  });

  it('has the seeded customer (password hashed with scrypt) and their unpaid order', async () => {
    const c = (
      await shop.db.query<{ id: number; username: string; password_hash: string }>(
        'select * from customers where email = $1',
        [FIXTURES.customer.email],
      )
    ).rows[0]!;
    expect([c.id, c.username]).toEqual([FIXTURES.customer.customerId, FIXTURES.customer.username]);
    expect(c.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(FIXTURES.customer.password, c.password_hash)).toBe(true);
    expect(await verifyPassword('wrong', c.password_hash)).toBe(false);
    const o = (
      await shop.db.query<{
        order_key: string;
        status: string;
        total: number;
        customer_id: number;
        paid_at: Date | null;
      }>('select * from orders where id = $1', [FIXTURES.pendingOrder.orderId])
    ).rows[0]!;
    expect(o).toMatchObject({
      order_key: FIXTURES.pendingOrder.key,
      status: 'pending',
      total: FIXTURES.pendingOrder.total,
      customer_id: 1,
      paid_at: null,
    });
  });
});
