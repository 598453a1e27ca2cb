import { describe, expect, it } from 'vitest';
import { minus, plus, raisedToMin, readStep } from './rules';

describe('quantity rules (spec §5)', () => {
  it('reads anything non-numeric as 0', () => {
    expect(plus({ value: 'abc' })).toBe(1);
    expect(minus({ value: '' })).toBe(0);
  });

  it('uses step 1 for any, empty or missing', () => {
    expect(readStep('any')).toBe(1);
    expect(readStep('')).toBe(1);
    expect(readStep(null)).toBe(1);
    expect(readStep('0.5')).toBe(0.5);
    expect(plus({ value: '2', step: '0.1' })).toBe(2.1);
    expect(plus({ value: '0.2', step: '0.1' })).toBe(0.3);
  });

  it('plus adds the step; at or above max the value becomes max', () => {
    expect(plus({ value: '3', max: '10', step: '2' })).toBe(5);
    expect(plus({ value: '10', max: '10' })).toBe(10);
    expect(plus({ value: '12', max: '10' })).toBe(10);
    expect(plus({ value: '9', max: '' })).toBe(10);
  });

  it('minus: at or below min → min; otherwise subtract the step, only above 0', () => {
    expect(minus({ value: '1', min: '1' })).toBe(1);
    expect(minus({ value: '-3', min: '0' })).toBe(0);
    expect(minus({ value: '5', min: '1', step: '2' })).toBe(3);
    expect(minus({ value: '0', min: '' })).toBe(0);
    expect(minus({ value: '-2' })).toBe(-2);
    expect(minus({ value: '0.3', step: '0.1' })).toBe(0.2);
  });

  it('on load raises a value below a min of 0 or more', () => {
    expect(raisedToMin({ value: '0', min: '1' })).toBe(1);
    expect(raisedToMin({ value: '3', min: '1' })).toBeNull();
    expect(raisedToMin({ value: '-5', min: '-1' })).toBeNull();
    expect(raisedToMin({ value: '', min: '1' })).toBeNull();
    expect(raisedToMin({ value: '0', min: '' })).toBeNull();
  });
});
