/**
 * The provider form's appearance the page computed from the theme (save_appearance), per theme and checkout kind,
 * kept in the visitor's session (never shop-wide: what one visitor sends reaches no one else) and printed back in
 * that visitor's later page settings. Only appearances that pass the allow-list are stored.
 */
import { sanitizeAppearance } from '@storefront/payments/appearance';
import type { Sql } from '../db/types';

/** The largest appearance object accepted (bytes of JSON). */
export const MAX_APPEARANCE_BYTES = 16_384;

const key = (blocks: boolean, theme: string): string => `${blocks ? 'blocks' : 'classic'}:${theme}`;

/** Theme names are short slugs; anything else is refused. */
export const validThemeName = (theme: string): boolean => /^[a-z0-9_-]{1,64}$/i.test(theme);

/** The appearance posted as JSON, held to the allow-list; null when it is not JSON, too big or not allowed. */
export function parseAppearance(raw: string): Record<string, unknown> | null {
  if (raw.length > MAX_APPEARANCE_BYTES) return null;
  try {
    return sanitizeAppearance(JSON.parse(raw)) as Record<string, unknown> | null;
  } catch {
    return null;
  }
}

/** Stores an appearance (already checked with {@link parseAppearance}) for a stored session. */
export async function saveAppearance(
  db: Sql,
  sessionId: string,
  blocks: boolean,
  theme: string,
  appearance: Record<string, unknown>,
): Promise<void> {
  await db.query(
    'update sessions set payment_appearance = payment_appearance || jsonb_build_object($2::text, $3::jsonb), updated_at = now() where id = $1',
    [sessionId, key(blocks, theme), JSON.stringify(appearance)],
  );
}

/** The session's stored appearance (checked again on the way out), or null. */
export async function loadAppearance(
  db: Sql,
  sessionId: string | null | undefined,
  blocks: boolean,
  theme: string,
): Promise<Record<string, unknown> | null> {
  if (!sessionId) return null;
  const r = await db.query<{ value: unknown }>(
    'select payment_appearance -> $2::text as value from sessions where id = $1',
    [sessionId, key(blocks, theme)],
  );
  return (sanitizeAppearance(r.rows[0]?.value ?? null) as Record<string, unknown> | null) ?? null;
}
