/**
 * Limits on what visitors can make the shop store: free-text lengths (WordPress's column sizes where it has
 * them) and basket quantities, with the one clip helper every endpoint uses before storing text.
 */

/** WordPress's comment column sizes (wp_check_comment_data_max_lengths). */
export const COMMENT_LIMITS = { author: 245, email: 100, url: 200, content: 65_525 } as const;

/** Address fields, checkout choices and other short free text kept in the session or an order. */
export const FIELD_LIMIT = 200;

/** The order note (customer_note). */
export const ORDER_NOTE_LIMIT = 2_000;

/** A coupon code as typed (echoed in a notice when unknown). */
export const COUPON_CODE_LIMIT = 50;

/**
 * The most of one product (or variation) a basket line may hold: every add and every basket update is held to it,
 * so repeated adds cannot sum past it (the Store API reports it as the line's maximum).
 */
export const MAX_LINE_QUANTITY = 9_999;

/**
 * A free-text value as it may be stored: non-strings become '', surrounding white space goes, and the text is cut
 * to `max` UTF-16 units (never leaving half a surrogate pair). Linear in the input, whatever its content.
 */
export function clipText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  let s = value.trim();
  if (s.length <= max) return s;
  s = s.slice(0, max);
  const last = s.charCodeAt(s.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) s = s.slice(0, -1);
  return s.trimEnd();
}
