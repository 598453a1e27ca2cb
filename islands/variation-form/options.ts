/**
 * Writes option availability into the attribute selects (spec §4 "Option availability"): options no
 * compatible variation has are removed, options only inactive variations have are disabled, and each select
 * shows its settled value. The original options are kept, so a later, looser selection brings them back.
 */
import type { AttributeAvailability } from '@storefront/variations';

/** One attribute select and its original options (captured once, before any filtering). */
export interface SelectField {
  readonly el: HTMLSelectElement;
  readonly name: string;
  readonly placeholder: HTMLOptionElement | null;
  readonly options: readonly HTMLOptionElement[];
}

/** Reads a select's attribute name (`data-attribute_name`, else `name`) and keeps its original options. */
export function readSelectField(el: HTMLSelectElement): SelectField {
  const all = [...el.options];
  const placeholder = all.find((o) => o.value === '') ?? null;
  return {
    el,
    name: el.getAttribute('data-attribute_name') || el.name,
    placeholder,
    options: all.filter((o) => o !== placeholder),
  };
}

/**
 * Applies one select's availability. DOM writes happen only when something changed, so a change that leaves a
 * select as it was costs a few comparisons.
 */
export function applyAvailability(field: SelectField, av: AttributeAvailability | undefined, value: string): void {
  const byValue = new Map(av?.options.map((o) => [o.value, o] as const));
  const keepPlaceholder = field.el.getAttribute('data-show_option_none') !== 'no' || value === '';
  const wanted: HTMLOptionElement[] = [];
  if (field.placeholder && keepPlaceholder) wanted.push(field.placeholder);
  for (const option of field.options) {
    const state = av ? byValue.get(option.value) : { attached: true, enabled: true };
    if (!state?.attached) continue;
    wanted.push(option);
    if (option.disabled === state.enabled) option.disabled = !state.enabled;
  }
  const current = field.el.options;
  let same = current.length === wanted.length;
  for (let i = 0; same && i < wanted.length; i++) same = current[i] === wanted[i];
  if (!same) field.el.replaceChildren(...wanted);
  if (field.el.value !== value) field.el.value = value;
}

/** Every original option back, enabled (used when no availability can be computed, e.g. server look-ups). */
export function restoreOptions(field: SelectField): void {
  for (const option of field.options) option.disabled = false;
  const value = field.el.value;
  const all = field.placeholder ? [field.placeholder, ...field.options] : [...field.options];
  if (field.el.options.length !== all.length) field.el.replaceChildren(...all);
  field.el.value = value;
}
