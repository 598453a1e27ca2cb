/**
 * BLIK's code rule (spec §5 "Payment", §9: 6 digits). A module of its own, so that only BLIK's code carries it (the
 * message catalogue reads its text from here and re-exports it).
 */
/** The message of a code not of 6 digits (spec §5; the catalogue's `FLOW_MESSAGES.blikInvalid`). */
export const BLIK_CODE_INVALID = 'BLIK Code is invalid';

/** BLIK codes have exactly 6 digits (spec §5/§9). */
export const BLIK_CODE_LENGTH = 6;

/** The BLIK error for `code`, or null when it is exactly 6 digits. */
export function blikCodeError(code: string): string | null {
  return new RegExp(`^\\d{${BLIK_CODE_LENGTH}}$`).test(code.trim()) ? null : BLIK_CODE_INVALID;
}
