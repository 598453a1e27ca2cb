/**
 * Quantity rules of spec §5 "Quantities" for the basket's quantity fields: plus and minus buttons (when a theme
 * prints them) and the check before an update is sent.
 */

/** A field's numbers: value (non-numbers count as 0), min and max (undefined when absent), step (1 for 'any'/empty). */
export function readQuantity(input: HTMLInputElement): { value: number; min?: number; max?: number; step: number } {
  const num = (s: string | null): number | undefined =>
    s === null || s.trim() === '' || !Number.isFinite(Number(s)) ? undefined : Number(s);
  const step = num(input.getAttribute('step'));
  return {
    value: num(input.value) ?? 0,
    min: num(input.getAttribute('min')),
    max: num(input.getAttribute('max')),
    step: step === undefined || step <= 0 ? 1 : step,
  };
}

/** Plus: adds the step; at or above max the value becomes max. */
export function plus(q: ReturnType<typeof readQuantity>): number {
  if (q.max !== undefined && q.value >= q.max) return q.max;
  const next = q.value + q.step;
  return q.max !== undefined ? Math.min(next, q.max) : next;
}

/** Minus: at or below min the value becomes min; otherwise the step is taken off, only while above 0. */
export function minus(q: ReturnType<typeof readQuantity>): number {
  if (q.min !== undefined && q.value <= q.min) return q.min;
  return q.value > 0 ? Math.max(q.value - q.step, q.min ?? 0) : q.value;
}

/**
 * Checks every quantity field of the form with the browser's own constraint messages (min, max, step, number),
 * showing the first problem on its field. @returns whether all are valid.
 */
export function quantitiesValid(form: HTMLFormElement, selector: string): boolean {
  for (const input of form.querySelectorAll<HTMLInputElement>(selector)) {
    if (input.type === 'hidden') continue;
    if (!input.checkValidity()) {
      input.reportValidity();
      return false;
    }
  }
  return true;
}
