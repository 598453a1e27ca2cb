import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats pence as pounds with grouping', () => {
    expect(formatMoney(123450)).toBe('£1,234.50');
    expect(formatMoney(99)).toBe('£0.99');
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(-500)).toBe('-£5.00');
  });

  it("accepts the Store API's string amounts", () => {
    expect(formatMoney('123450')).toBe('£1,234.50');
    expect(formatMoney('99')).toBe('£0.99');
  });

  it('honours currency, minor unit and locale', () => {
    expect(formatMoney(1999, { currency: 'EUR' })).toBe('€19.99');
    expect(formatMoney(500, { currency: 'JPY', minorUnit: 0 })).toBe('JP¥500');
    expect(formatMoney(123450, { currency: 'EUR', locale: 'de-DE' })).toBe('1.234,50\u00a0€');
    expect(formatMoney(12345, { minorUnit: 3 })).toBe('£12.345');
  });

  it("gives '' for anything that is not a finite number", () => {
    expect(formatMoney(NaN)).toBe('');
    expect(formatMoney(Infinity)).toBe('');
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('  ')).toBe('');
  });
});
