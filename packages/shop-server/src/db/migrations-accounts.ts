/**
 * Schema steps of account roles (WordPress's user roles, of which the shop knows two). Ids 150–159. Step 150 gives
 * every account a role (existing ones stay customers) and seeds the shop manager, who sees WordPress's toolbar. Step
 * 151 gives accounts WordPress's user meta (key → text), where e.g. a dismissed coming-soon banner is remembered.
 */
import type { Migration } from './migrations';

/** Roles an account can have: WooCommerce's `customer` and `shop_manager`. */
export const ACCOUNT_ROLES = ['customer', 'shop_manager'] as const;

/** An account's role. */
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The seeded shop manager (README documents these credentials). */
export const SEED_MANAGER = {
  id: 2,
  username: 'manager',
  email: 'manager@example.com',
  password: 'manager-password',
  /** scrypt hash of the password with a fixed salt, so the seed SQL is the same on every run. */
  passwordHash:
    'scrypt$16384$8$1$5eedc0ffee5eedc0ffee5eedc0ffee01$a5fe13bb35de1fb2fc14562cae266a5b0b1d3866709fa0a38c3b0613a7425c54',
} as const;

/** Account migrations, run after the newsletter ones. */
export const ACCOUNT_MIGRATIONS: readonly Migration[] = [
  {
    id: 150,
    name: 'account-roles-and-shop-manager',
    sql: `
      alter table customers add column role text not null default 'customer'
        check (role in (${ACCOUNT_ROLES.map((r) => `'${r}'`).join(', ')}));
      insert into customers (id, username, email, password_hash, role) values (
        ${SEED_MANAGER.id}, '${SEED_MANAGER.username}', '${SEED_MANAGER.email}', '${SEED_MANAGER.passwordHash}',
        'shop_manager'
      ) on conflict do nothing;
    `,
  },
  {
    id: 151,
    name: 'account-user-meta',
    sql: `alter table customers add column meta jsonb not null default '{}';`,
  },
];
