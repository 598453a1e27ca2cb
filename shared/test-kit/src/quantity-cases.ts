/**
 * Spec §5 "Quantities", plus and minus buttons, as cases both quantity islands (product page and basket) are tested
 * against, so the two can never drift apart again. Each case quotes the sentence of §5 it checks.
 */

/** One click on a quantity input's plus or minus button. */
export interface QuantityStepCase {
  /** The §5 sentence the case checks. */
  rule: string;
  button: 'plus' | 'minus';
  /** The input's value and attributes (null = attribute absent). */
  value: string;
  min: string | null;
  max: string | null;
  step: string | null;
  /** The value after the click. */
  expected: string;
}

const PLUS = 'Plus adds the step. If a max exists and the value is already at or above max, the value becomes max.';
const MINUS =
  'Minus: if a min exists and the value is at or below min, the value becomes min. Otherwise the step is ' +
  'subtracted, but only when the value is above 0.';
const NUMBER = 'The value is read as a number; anything else counts as 0.';
const STEP = "The step is 1 when it is 'any', empty or missing.";

const c = (
  rule: string,
  button: 'plus' | 'minus',
  value: string,
  [min, max, step]: [string | null, string | null, string | null],
  expected: string,
): QuantityStepCase => ({ rule, button, value, min, max, step, expected });

/** The §5 plus/minus cases (the first two are where a clamping basket used to differ). */
export const QUANTITY_STEP_CASES: readonly QuantityStepCase[] = [
  c(PLUS, 'plus', '7', ['0', '8', '5'], '12'),
  c(MINUS, 'minus', '1', ['0', null, '5'], '-4'),
  c(PLUS, 'plus', '3', ['1', '10', '2'], '5'),
  c(PLUS, 'plus', '8', ['1', '8', '1'], '8'),
  c(PLUS, 'plus', '12', ['1', '8', '1'], '8'),
  c(PLUS, 'plus', '9', ['1', '', '1'], '10'),
  c(MINUS, 'minus', '1', ['1', null, '1'], '1'),
  c(MINUS, 'minus', '-3', ['0', null, '1'], '0'),
  c(MINUS, 'minus', '5', ['1', null, '2'], '3'),
  c(MINUS, 'minus', '0', ['', null, '1'], '0'),
  c(MINUS, 'minus', '-2', [null, null, '1'], '-2'),
  c(NUMBER, 'plus', 'abc', [null, null, '1'], '1'),
  c(NUMBER, 'minus', 'abc', [null, null, '1'], '0'),
  c(NUMBER, 'plus', '', ['', '', '2'], '2'),
  c(STEP, 'plus', '2', [null, null, 'any'], '3'),
  c(STEP, 'plus', '2', [null, null, ''], '3'),
  c(STEP, 'plus', '2', [null, null, null], '3'),
  c(STEP, 'minus', '2', [null, null, 'any'], '1'),
  c(PLUS, 'plus', '0.2', [null, null, '0.1'], '0.3'),
  c(MINUS, 'minus', '0.3', [null, null, '0.1'], '0.2'),
];

/** The attributes of a case as HTML (absent ones left out), for a fixture's `<input>`. */
export function quantityCaseAttributes(q: QuantityStepCase): string {
  const attr = (name: string, v: string | null) => (v === null ? '' : ` ${name}="${v}"`);
  return `value="${q.value}"${attr('min', q.min)}${attr('max', q.max)}${attr('step', q.step)}`;
}

/** A test title for a case: `plus from "7" (min 0, max 8, step 5) → 12`. */
export function quantityCaseTitle(q: QuantityStepCase): string {
  const attr = (v: string | null) => (v === null ? 'absent' : JSON.stringify(v));
  const attrs = `min ${attr(q.min)}, max ${attr(q.max)}, step ${attr(q.step)}`;
  return `${q.button} from ${JSON.stringify(q.value)} (${attrs}) → ${q.expected}`;
}
