/** Chosen-attribute summary of the variation form (spec §3 "Variation form"). */
import type { Selection } from './types';

/** count: attribute fields; chosenCount: fields with a value; data: every field name → its value ('' = none). */
export interface ChosenSummary {
  readonly count: number;
  readonly chosenCount: number;
  readonly data: Readonly<Record<string, string>>;
}

/**
 * Summarises a selection over the form's attribute names, as WooCommerce's getChosenAttributes does:
 * every field appears in `data`, empty ones as ''. Non-string values count as empty.
 */
export function chosenSummary(names: readonly string[], selection: Selection): ChosenSummary {
  const data: Record<string, string> = {};
  const sel: Selection = typeof selection === 'object' && selection !== null ? selection : {};
  let chosenCount = 0;
  for (const name of names) {
    const raw = Object.prototype.hasOwnProperty.call(sel, name) ? sel[name] : '';
    const value = typeof raw === 'string' ? raw : '';
    if (value.length > 0) chosenCount++;
    putValue(data, name, value);
  }
  return { count: names.length, chosenCount, data };
}

/** Sets an own enumerable property even for names like `__proto__` (plain assignment would not). */
export function putValue(target: Record<string, string>, name: string, value: string): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}
