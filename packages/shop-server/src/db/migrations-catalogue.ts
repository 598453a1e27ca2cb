/**
 * Schema steps of the catalogue after its first shape. Ids 160–169. Step 160 marks products as virtual (nothing to
 * ship, WooCommerce's `_virtual`) and adds one: the E-gift card, so a basket of virtual items exists to test.
 */
import type { Migration } from './migrations';

/** The seeded virtual product (FIXTURES.eGiftCard). */
export const E_GIFT_CARD = { id: 131, slug: 'e-gift-card', sku: 'GIFT-E', price: 2500 } as const;

/**
 * Inserts the E-gift card (its image, its 'Cards' category) once the catalogue is seeded: step 160 on a shop seeded
 * before it, the seed itself on a new database (where the migrations run before the catalogue exists).
 */
export const E_GIFT_CARD_SQL = `
  insert into media (id, slug, title, alt, colour)
    select (select max(id) + 1 from media), '${E_GIFT_CARD.slug}-1', 'E-gift card', 'E-gift card', '#b5563c'
    where exists (select 1 from categories) on conflict do nothing;
  insert into products (id, type, slug, name, sku, price, description, short_description, image_id, menu_order,
    virtual, created_at)
    select ${E_GIFT_CARD.id}, 'simple', '${E_GIFT_CARD.slug}', 'E-gift card', '${E_GIFT_CARD.sku}',
      ${E_GIFT_CARD.price}, 'A gift card sent by email: nothing is posted.', 'A gift card sent by email.',
      (select id from media where slug = '${E_GIFT_CARD.slug}-1'), (select count(*) from products), true,
      (select min(created_at) from products) - interval '1 day'
    where exists (select 1 from categories) on conflict do nothing;
  insert into product_categories (product_id, category_id)
    select ${E_GIFT_CARD.id}, id from categories where slug = 'cards'
    and exists (select 1 from products where id = ${E_GIFT_CARD.id}) on conflict do nothing;
`;

/** Catalogue migrations, run after the account ones. */
export const CATALOGUE_MIGRATIONS: readonly Migration[] = [
  {
    id: 160,
    name: 'virtual-products-and-e-gift-card',
    sql: `
      alter table products add column virtual boolean not null default false;
      ${E_GIFT_CARD_SQL}
    `,
  },
];
