/** Schema steps of the newsletter (MailPoet's subscribers). Ids 140–149. */
import type { Migration } from './migrations';

/** The demo subscriber's manage-subscription token (linked from the newsletter demo page). */
export const SEED_MANAGE_TOKEN = 'demo-manage-token-0001';

/** Newsletter migrations, run after the payment ones. */
export const NEWSLETTER_MIGRATIONS: readonly Migration[] = [
  {
    id: 140,
    name: 'newsletter-subscribers',
    // One row per address (stored lower-cased): subscribing twice is the same subscription.
    sql: `
      create table newsletter_subscribers (
        id serial primary key, email text unique not null, first_name text not null default '',
        last_name text not null default '', status text not null default 'subscribed'
          check (status in ('subscribed', 'unsubscribed')),
        form_id int not null default 0, manage_token text unique not null,
        created_at timestamptz not null default now(), updated_at timestamptz not null default now()
      );
      insert into newsletter_subscribers (email, first_name, manage_token)
        values ('fan@example.com', 'Fan', '${SEED_MANAGE_TOKEN}');
    `,
  },
];
