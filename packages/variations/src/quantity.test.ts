/** §5 "Variation quantity" and §4 "Sold-individually variation". */
import { describe, expect, it } from 'vitest';
import { clampQuantity, variationQuantity } from './quantity';

describe('clampQuantity', () => {
  it('a non-numeric value becomes min_qty', () => {
    expect(clampQuantity('abc', 2, 10)).toBe(2);
    expect(clampQuantity('', '3', '')).toBe(3);
    expect(clampQuantity(undefined, 1, 5)).toBe(1);
    expect(clampQuantity(NaN, 4, 5)).toBe(4);
  });

  it('clamps between min_qty and max_qty', () => {
    expect(clampQuantity('7', 1, 5)).toBe(5);
    expect(clampQuantity(0, 1, 5)).toBe(1);
    expect(clampQuantity('3', '1', '5')).toBe(3);
    expect(clampQuantity('2.5', 1, 5)).toBe(2.5);
    expect(clampQuantity('4 items', 1, 5)).toBe(4); // parseFloat, as the theme script reads it
  });

  it("'' max means no max; min wins over a smaller max; no min falls back to 1", () => {
    expect(clampQuantity(500, 1, '')).toBe(500);
    expect(clampQuantity(3, 6, 4)).toBe(6);
    expect(clampQuantity('x', '', '')).toBe(1);
    expect(clampQuantity(-2, '', '')).toBe(-2);
  });
});

describe('variationQuantity', () => {
  it('sold individually: 1, min 1, no max, hidden', () => {
    expect(variationQuantity({ is_sold_individually: 'yes', min_qty: 2, max_qty: 9 }, 5)).toEqual({
      value: 1,
      min: 1,
      max: '',
      hidden: true,
    });
  });

  it('otherwise clamps and exposes min/max attributes', () => {
    expect(variationQuantity({ is_sold_individually: 'no', min_qty: 2, max_qty: '' }, 'x')).toEqual({
      value: 2,
      min: 2,
      max: '',
      hidden: false,
    });
    expect(variationQuantity({ min_qty: 1, max_qty: 3 }, '8')).toEqual({ value: 3, min: 1, max: 3, hidden: false });
  });
});
