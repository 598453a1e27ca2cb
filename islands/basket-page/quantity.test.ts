import { describe, expect, it } from 'vitest';
import { minus, plus, quantitiesValid, readQuantity } from './quantity';

const input = (attrs: string) => {
  document.body.innerHTML = `<form><input type="number" class="qty" ${attrs}></form>`;
  return document.querySelector('input')!;
};

describe('basket quantity rules (spec §5)', () => {
  it('reads non-numbers as 0 and a missing, empty or "any" step as 1', () => {
    expect(readQuantity(input('value="abc" step="any"'))).toEqual({
      value: 0,
      min: undefined,
      max: undefined,
      step: 1,
    });
    expect(readQuantity(input('value="4" min="0" max="" step=""'))).toEqual({
      value: 4,
      min: 0,
      max: undefined,
      step: 1,
    });
    expect(readQuantity(input('value="4" min="2" max="10" step="2"'))).toEqual({ value: 4, min: 2, max: 10, step: 2 });
  });

  it('plus adds the step; at or above max it becomes max', () => {
    expect(plus({ value: 2, step: 1 })).toBe(3);
    expect(plus({ value: 8, max: 8, step: 1 })).toBe(8);
    expect(plus({ value: 12, max: 8, step: 1 })).toBe(8);
    expect(plus({ value: 7, max: 8, step: 5 })).toBe(8);
  });

  it('minus: at or below min becomes min; else subtracts the step only while above 0', () => {
    expect(minus({ value: 1, min: 1, step: 1 })).toBe(1);
    expect(minus({ value: -3, min: 0, step: 1 })).toBe(0);
    expect(minus({ value: 5, min: 0, step: 2 })).toBe(3);
    expect(minus({ value: 0, step: 1 })).toBe(0);
    expect(minus({ value: 1, min: 0, step: 5 })).toBe(0);
  });

  it('refuses an update while a quantity breaks its min, max or step', () => {
    const field = input('value="3" min="0" max="8" step="1"');
    const form = field.form!;
    expect(quantitiesValid(form, 'input.qty')).toBe(true);
    field.value = '9';
    expect(quantitiesValid(form, 'input.qty')).toBe(false);
    field.value = '-1';
    expect(quantitiesValid(form, 'input.qty')).toBe(false);
  });
});
