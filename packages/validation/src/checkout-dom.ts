import { checkCheckoutValue, classesFor, type CheckoutCheckResult } from './checkout-rules';
import {
  ALL_STATE_CLASSES,
  CHECKOUT_FIELD_SELECTOR,
  clearFieldMarks,
  isField,
  isShown,
  type FieldElement,
} from './checkout-marks';

export {
  CHECKOUT_FIELD_SELECTOR,
  INLINE_ERROR_CLASS,
  clearFieldMarks,
  hasFullAddress,
  isShown,
  type FieldElement,
} from './checkout-marks';

/** Events that validate a field; 'input' only clears the marks (spec §5: typing clears error marks). */
export type ValidationEventType = 'validate' | 'change' | 'focusout' | 'input';

/** Result of {@link validateField}. */
export interface FieldValidation extends CheckoutCheckResult {
  field: FieldElement;
  /** The `.form-row` wrapper the marks were put on (null when the field has none). */
  row: HTMLElement | null;
}

/**
 * Validates one checkout field the way WooCommerce's checkout does and marks its `.form-row`:
 * the row's `validate-required`, `validate-email` and `validate-phone` classes choose the checks;
 * a failure adds `woocommerce-invalid` plus `woocommerce-invalid-required-field` / `-email` /
 * `-phone` and sets `aria-invalid="true"` on the field; success adds `woocommerce-validated` and
 * removes the marks and inline error. With `eventType` 'input' it only clears the marks (typing)
 * and returns null.
 */
export function validateField(
  field: FieldElement,
  eventType: ValidationEventType = 'validate',
): FieldValidation | null {
  if (!isField(field)) return null;
  if (eventType === 'input') {
    clearFieldMarks(field);
    return null;
  }
  const row = field.closest<HTMLElement>('.form-row');
  const checks = {
    required: row?.classList.contains('validate-required') ?? false,
    email: row?.classList.contains('validate-email') ?? false,
    phone: row?.classList.contains('validate-phone') ?? false,
  };
  const isCheckbox = field instanceof HTMLInputElement && field.type === 'checkbox';
  const result = checkCheckoutValue(checks, {
    value: field.value,
    isCheckbox,
    checked: isCheckbox ? (field as HTMLInputElement).checked : false,
  });
  if (result.valid) {
    clearFieldMarks(field);
  } else {
    field.setAttribute('aria-invalid', 'true');
    row?.classList.remove(...ALL_STATE_CLASSES);
  }
  row?.classList.add(...classesFor(result));
  return { ...result, field, row };
}

/** Result of {@link validateForm}. */
export interface FormValidation {
  valid: boolean;
  /** Invalid fields in document order (the first is where to scroll or focus). */
  invalid: FieldValidation[];
  results: FieldValidation[];
}

/**
 * Validates every checkout field of a form (as WooCommerce's 'validate' trigger does) and marks
 * the rows. Fields in hidden rows or sections (e.g. the collapsed shipping address) are skipped
 * unless `includeHidden` is set, so they never block the shopper.
 */
export function validateForm(form: ParentNode, options: { includeHidden?: boolean } = {}): FormValidation {
  const results: FieldValidation[] = [];
  for (const el of form.querySelectorAll(CHECKOUT_FIELD_SELECTOR)) {
    if (!isField(el) || (el instanceof HTMLInputElement && el.type === 'hidden')) continue;
    if (!options.includeHidden && !isShown(el)) continue;
    const r = validateField(el, 'validate');
    if (r) results.push(r);
  }
  const invalid = results.filter((r) => !r.valid);
  return { valid: invalid.length === 0, invalid, results };
}

/**
 * Validates fields of `form` on the events WooCommerce uses — `validate` (a custom event, as the
 * jQuery bridge's `trigger('validate')` sends it), `change` and `focusout` — and clears the marks
 * on `input` (typing). Delegated on the form, so fields added later (the state select swap) are
 * covered. Returns a function that removes the listeners.
 */
export function bindCheckoutValidation(form: HTMLElement): () => void {
  const types: ValidationEventType[] = ['validate', 'change', 'focusout', 'input'];
  const listener = (event: Event): void => {
    const target = event.target;
    if (isField(target) && target.matches(CHECKOUT_FIELD_SELECTOR))
      validateField(target, event.type as ValidationEventType);
  };
  // 'validate' is caught in the capture phase too, so a non-bubbling `new Event('validate')`
  // dispatched on a field is seen as well.
  for (const t of types) form.addEventListener(t, listener, t === 'validate');
  return () => {
    for (const t of types) form.removeEventListener(t, listener, t === 'validate');
  };
}
