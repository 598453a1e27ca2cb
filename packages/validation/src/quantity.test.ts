import { describe, expect, it } from 'vitest';
import { QUANTITY_STEP_CASES, quantityCaseTitle } from '@storefront/test-kit';
import { minus, plus, quantityAttrs, raisedToMin, readStep } from './quantity';

describe('quantity rules (spec §5 "Quantities", plus and minus buttons)', () => {
  for (const q of QUANTITY_STEP_CASES)
    it(`${quantityCaseTitle(q)}: "${q.rule}"`, () => {
      expect(String((q.button === 'plus' ? plus : minus)(q))).toBe(q.expected);
    });

  it("reads a step that is no positive number as 1, like 'any'", () => {
    expect(readStep('0')).toBe(1);
    expect(readStep('-2')).toBe(1);
    expect(readStep('abc')).toBe(1);
    expect(readStep(' 0.5 ')).toBe(0.5);
  });

  it('counts text that is only partly a number as 0 ("anything else counts as 0")', () => {
    expect(plus({ value: '3 pcs' })).toBe(1);
    expect(minus({ value: 'Infinity' })).toBe(0);
  });

  it('keeps decimal steps free of binary noise', () => {
    expect(plus({ value: '0.7', step: '0.1' })).toBe(0.8);
    expect(plus({ value: '1', step: '1e-7' })).toBe(1.0000001);
  });
});

describe('quantity rules (spec §5 "Quantity inputs outside the basket")', () => {
  it('"On load, a value below the input\'s min (when min >= 0) is raised to min"', () => {
    expect(raisedToMin({ value: '0', min: '1' })).toBe(1);
    expect(raisedToMin({ value: '-2', min: '0' })).toBe(0);
    expect(raisedToMin({ value: '3', min: '1' })).toBeNull();
    expect(raisedToMin({ value: '1', min: '1' })).toBeNull();
    expect(raisedToMin({ value: '-5', min: '-1' })).toBeNull(); // min below 0
    expect(raisedToMin({ value: '0', min: '' })).toBeNull(); // no min
    expect(raisedToMin({ value: '', min: '1' })).toBeNull(); // an empty field is not "a value below min"
  });

  it('reads an input’s value and attributes', () => {
    document.body.innerHTML = '<input class="qty" value="4" min="1" step="any">';
    expect(quantityAttrs(document.querySelector('input')!)).toEqual({ value: '4', min: '1', max: null, step: 'any' });
  });
});
