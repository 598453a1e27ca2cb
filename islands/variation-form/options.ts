/**
 * Writes option availability into the attribute selects (spec §4 "Option availability"): options no
 * compatible variation has are removed, options only inactive variations have are disabled, and each select
 * shows its settled value. The original options are kept, so a later, looser selection brings them back.
 */
import type { AttributeAvailability, OptionAvailability } from '@storefront/variations';

/** One attribute select and its original options (captured once, before any filtering). */
export interface SelectField {
  readonly el: HTMLSelectElement;
  readonly name: string;
  readonly placeholder: HTMLOptionElement | null;
  readonly options: readonly HTMLOptionElement[];
  /** Where each original option's state sits in the index's option list (-1: none), found on first use. */
  readonly at: number[];
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
    at: [],
  };
}

const ALWAYS: OptionAvailability = { value: '', attached: true, enabled: true };

/**
 * Applies one select's availability. DOM writes happen only when something changed, so a change that leaves a
 * select as it was costs a few comparisons. Each option's place in the index's list (fixed per product) is found
 * once and checked on later changes, so a change builds no lookup table.
 */
export function applyAvailability(field: SelectField, av: AttributeAvailability | undefined, value: string): void {
  const { el, at } = field;
  const keepPlaceholder = el.getAttribute('data-show_option_none') !== 'no' || value === '';
  const wanted: HTMLOptionElement[] = field.placeholder && keepPlaceholder ? [field.placeholder] : [];
  for (let k = 0; k < field.options.length; k++) {
    const option = field.options[k]!;
    let state: OptionAvailability | undefined = ALWAYS;
    if (av) {
      const v = option.value;
      // The index's values are unique: the first equal one is the one a Map by value would give.
      if (av.options[at[k]!]?.value !== v) at[k] = av.options.findIndex((o) => o.value === v);
      state = av.options[at[k]!];
    }
    if (!state?.attached) continue;
    wanted.push(option);
    if (option.disabled === state.enabled) option.disabled = !state.enabled;
  }
  const current = el.options;
  let same = current.length === wanted.length;
  for (let i = 0; same && i < wanted.length; i++) same = current[i] === wanted[i];
  if (!same) el.replaceChildren(...wanted);
  if (el.value !== value) el.value = value;
}

/** Every original option back, enabled (used when no availability can be computed, e.g. server look-ups). */
export function restoreOptions(field: SelectField): void {
  for (const option of field.options) option.disabled = false;
  const value = field.el.value;
  const all = field.placeholder ? [field.placeholder, ...field.options] : [...field.options];
  if (field.el.options.length !== all.length) field.el.replaceChildren(...all);
  field.el.value = value;
}
