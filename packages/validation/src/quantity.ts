/**
 * Spec §5 "Quantities" as written, the one home of the rule for every quantity input with plus and minus buttons
 * (the product page's and the basket's): pure functions over an input's raw value and attributes.
 */

/** The raw value and attributes of a quantity input (null or undefined = attribute absent). */
export interface QuantityAttrs {
  value: string;
  min?: string | null;
  max?: string | null;
  step?: string | null;
}

/** A min or max "exists" when its attribute holds a number (surrounding spaces allowed); null otherwise. */
export const readBound = (raw: string | null | undefined): number | null => {
  const n = raw?.trim() ? Number(raw) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** "The value is read as a number; anything else counts as 0." */
export const readValue = (raw: string): number => readBound(raw) ?? 0;

/**
 * "The step is 1 when it is 'any', empty or missing." A step that is no positive number (0, -2, 'abc') is 1 too:
 * the buttons would otherwise do nothing or step the wrong way.
 */
export const readStep = (raw: string | null | undefined): number => {
  const n = readBound(raw);
  return n !== null && n > 0 ? n : 1;
};

/** `a + b` without binary noise (0.1 + 0.2 = 0.3): twelve significant digits are more than any quantity has. */
const add = (a: number, b: number): number => Number((a + b).toPrecision(12));

/** "Plus adds the step. If a max exists and the value is already at or above max, the value becomes max." */
export function plus(q: QuantityAttrs): number {
  const value = readValue(q.value);
  const max = readBound(q.max);
  if (max !== null && value >= max) return max;
  return add(value, readStep(q.step));
}

/**
 * "Minus: if a min exists and the value is at or below min, the value becomes min. Otherwise the step is subtracted,
 * but only when the value is above 0."
 */
export function minus(q: QuantityAttrs): number {
  const value = readValue(q.value);
  const min = readBound(q.min);
  if (min !== null && value <= min) return min;
  return value > 0 ? add(value, -readStep(q.step)) : value;
}

/**
 * "On load, a value below the input's min (when min >= 0) is raised to min" (quantity inputs outside the basket).
 * @returns the min to write, or null to leave the value (no such min, or a value that is no number).
 */
export function raisedToMin(q: QuantityAttrs): number | null {
  const min = readBound(q.min);
  const value = readBound(q.value);
  return min !== null && min >= 0 && value !== null && value < min ? min : null;
}

/** The value and attributes of an input, as the rules read them. */
export const quantityAttrs = (input: HTMLInputElement): QuantityAttrs => ({
  value: input.value,
  min: input.getAttribute('min'),
  max: input.getAttribute('max'),
  step: input.getAttribute('step'),
});
