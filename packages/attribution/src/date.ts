/** The `fd` date format of the sbjs cookies. */

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Formats `time` (epoch ms) as `YYYY-MM-DD HH:MM:SS`, shifted to `offsetHours` from UTC, or in the
 * browser's local time when no offset is given. An invalid time gives ''.
 */
export function formatSbjsDate(time: number, offsetHours?: number): string {
  const local = offsetHours === undefined;
  const date = new Date(local ? time : time + offsetHours * 3_600_000);
  if (Number.isNaN(date.getTime())) return '';
  const [y, mo, d, h, mi, s] = local
    ? [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()]
    : [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()];
  return `${y}-${two(mo)}-${two(d)} ${two(h)}:${two(mi)}:${two(s)}`;
}
