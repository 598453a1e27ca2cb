/**
 * Shop-wide payment settings kept in the database: the provider form's appearance the page computed from
 * the theme (save_appearance), per theme and per checkout kind, printed back in later page settings.
 */
import type { Sql } from '../db/types';

/** The largest appearance object accepted (bytes of JSON). */
export const MAX_APPEARANCE_BYTES = 16_384;

const key = (blocks: boolean, theme: string): string => `appearance:${blocks ? 'blocks' : 'classic'}:${theme}`;

/** Theme names are short slugs; anything else is refused. */
export const validThemeName = (theme: string): boolean => /^[a-z0-9_-]{1,64}$/i.test(theme);

/** Stores an appearance (a plain JSON object). */
export async function saveAppearance(db: Sql, blocks: boolean, theme: string, appearance: Record<string, unknown>): Promise<void> {
  await db.query(
    `insert into payment_settings (key, value) values ($1, $2::jsonb)
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [key(blocks, theme), JSON.stringify(appearance)]);
}

/** The stored appearance, or null. */
export async function loadAppearance(db: Sql, blocks: boolean, theme: string): Promise<Record<string, unknown> | null> {
  const r = await db.query<{ value: Record<string, unknown> }>('select value from payment_settings where key = $1', [key(blocks, theme)]);
  return r.rows[0]?.value ?? null;
}
