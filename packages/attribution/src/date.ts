/** The `fd` date format of the sbjs cookies. */

/**
 * Formats `time` (epoch ms) as `YYYY-MM-DD HH:MM:SS`, shifted to `offsetHours` from UTC, or in the
 * browser's local time when no offset is given. An invalid time gives ''.
 */
export function formatSbjsDate(time: number, offsetHours?: number): string {
  // Shift the instant, then read it as UTC: the ISO string is already zero-padded.
  const shift = offsetHours === undefined ? -new Date(time).getTimezoneOffset() * 60_000 : offsetHours * 3_600_000;
  const date = new Date(time + shift);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 19).replace('T', ' ');
}
