/** Options of {@link formatMoney}. */
export interface MoneyOptions {
  /** ISO 4217 code. Default 'GBP'. */
  currency?: string;
  /** Digits after the decimal point in the minor-unit amount. Default 2. */
  minorUnit?: number;
  /** Default 'en-GB'. */
  locale?: string;
}

// Building an Intl.NumberFormat is slow; a page formats the same currency over and over.
const formats = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount in minor units (pence) as money, e.g. `formatMoney(123450)` → '£1,234.50'.
 * Accepts the Store API's string amounts ('99' → '£0.99'); anything that is not a finite number
 * (including '') gives '' rather than 'NaN'.
 */
export function formatMoney(
  minor: number | string,
  { currency = 'GBP', minorUnit = 2, locale = 'en-GB' }: MoneyOptions = {},
): string {
  const amount = typeof minor === 'string' && !minor.trim() ? NaN : Number(minor);
  if (!Number.isFinite(amount)) return '';
  const key = `${locale}|${currency}|${minorUnit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: minorUnit,
      maximumFractionDigits: minorUnit,
    });
    formats.set(key, format);
  }
  return format.format(amount / 10 ** minorUnit);
}
