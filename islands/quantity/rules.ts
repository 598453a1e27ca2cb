/** The plus/minus and on-load rules of spec §5 "Quantities", as pure functions. */

/** The raw attribute values of a quantity input. */
export interface QuantityAttrs {
  value: string;
  min?: string | null;
  max?: string | null;
  step?: string | null;
}

/** The value as a number; anything else counts as 0. */
export const readValue = (raw: string): number => {
  const n = Number.parseFloat(raw);
  return Number.isFinite(n) ? n : 0;
};

/** The step; 1 when it is 'any', empty, missing or not a positive number. */
export const readStep = (raw: string | null | undefined): number => {
  if (raw === null || raw === undefined || raw.trim() === '' || raw === 'any') return 1;
  const n = Number.parseFloat(raw);
  return Number.isFinite(n) && n > 0 ? n : 1;
};

/** A bound when the attribute holds a number, else null (no bound). */
export const readBound = (raw: string | null | undefined): number | null => {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const n = Number.parseFloat(raw);
  return Number.isFinite(n) ? n : null;
};

const decimals = (n: number): number => {
  const s = String(n);
  const i = s.indexOf('.');
  return i < 0 ? 0 : s.length - i - 1;
};

/** `a ± b` without binary noise (0.1 + 0.2 = 0.3). */
const add = (a: number, b: number): number => Number((a + b).toFixed(Math.max(decimals(a), decimals(b))));

/** Plus: at or above a max → the max; otherwise the step is added. */
export function plus(q: QuantityAttrs): number {
  const value = readValue(q.value);
  const max = readBound(q.max);
  if (max !== null && value >= max) return max;
  return add(value, readStep(q.step));
}

/** Minus: at or below a min → the min; otherwise the step is subtracted, only when the value is above 0. */
export function minus(q: QuantityAttrs): number {
  const value = readValue(q.value);
  const min = readBound(q.min);
  if (min !== null && value <= min) return min;
  return value > 0 ? add(value, -readStep(q.step)) : value;
}

/** On load (outside the basket): a value below a min of 0 or more is raised to the min; null = leave it. */
export function raisedToMin(q: QuantityAttrs): number | null {
  const min = readBound(q.min);
  const value = Number.parseFloat(q.value);
  if (min === null || min < 0 || !Number.isFinite(value)) return null;
  return value < min ? min : null;
}
