/**
 * Attribution in the classic checkout (and register) forms: hidden inputs named
 * `wc_order_attribution_{field}`, either printed by the template or stamped into the empty
 * `<wc-order-attribution-inputs>` element WooCommerce prints inside the form.
 */
import { FIELD_PREFIX } from './constants';
import { ATTRIBUTION_FIELD_NAMES, inputValue, type AttributionField, type AttributionValues } from './fields';

/** The element WooCommerce prints where the hidden inputs belong. */
export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';

/** Console warning for a field whose hidden input is missing (spec §8). */
export function missingInputWarning(field: AttributionField): string {
  return `Field "${field}" not found. Most likely, the '<${INPUTS_ELEMENT}>' element was manipulated.`;
}

const prefixedInputs = (container: ParentNode, prefix: string): HTMLInputElement[] =>
  [...container.querySelectorAll('input')].filter((input) => input.name.startsWith(prefix));

/** Fills `element` with one hidden input per field (values set as properties, never as markup). */
export function stampAttributionInputs(element: Element, values: AttributionValues, prefix = FIELD_PREFIX): void {
  const doc = element.ownerDocument;
  element.replaceChildren(
    ...ATTRIBUTION_FIELD_NAMES.map((field) => {
      const input = doc.createElement('input');
      input.type = 'hidden';
      input.name = `${prefix}${field}`;
      input.value = inputValue(values[field]);
      return input;
    }),
  );
}

/**
 * Writes the values into the hidden inputs inside `container` ('' for null). Each field without an input
 * logs the spec's console warning; returns those fields.
 */
export function writeAttributionInputs(
  container: ParentNode,
  values: AttributionValues,
  prefix = FIELD_PREFIX,
): AttributionField[] {
  const inputs = new Map(prefixedInputs(container, prefix).map((input) => [input.name, input]));
  const missing: AttributionField[] = [];
  for (const field of ATTRIBUTION_FIELD_NAMES) {
    const input = inputs.get(`${prefix}${field}`);
    if (input) input.value = inputValue(values[field]);
    else {
      missing.push(field);
      console.warn(missingInputWarning(field));
    }
  }
  return missing;
}

/**
 * Puts the values into every attribution container under `root`: empty `<wc-order-attribution-inputs>`
 * elements get their inputs stamped, filled ones are updated, and forms with template-printed inputs
 * are updated (each missing input warns).
 */
export function applyAttributionInputs(root: ParentNode, values: AttributionValues, prefix = FIELD_PREFIX): void {
  for (const element of root.querySelectorAll(INPUTS_ELEMENT)) {
    if (prefixedInputs(element, prefix).length === 0) stampAttributionInputs(element, values, prefix);
    else writeAttributionInputs(element, values, prefix);
  }
  // Template-printed inputs outside the element: one container per form (or the root itself).
  const containers = new Set<ParentNode>();
  for (const input of prefixedInputs(root, prefix)) {
    if (!input.closest(INPUTS_ELEMENT)) containers.add(input.form ?? input.closest('form') ?? root);
  }
  for (const container of containers) writeAttributionInputs(container, values, prefix);
}
