import { ALL_STATE_CLASSES, checkCheckoutValue, classesFor, type CheckoutCheckResult } from './checkout-rules';

/** The fields WooCommerce's checkout validates: text-like inputs, selects and checkboxes. */
export const CHECKOUT_FIELD_SELECTOR = '.input-text, select, input[type="checkbox"]';

/** Class of the inline error paragraph placed under a field. */
export const INLINE_ERROR_CLASS = 'checkout-inline-error-message';

/** A form control this module validates. */
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Events that validate a field; 'input' only clears the marks (spec §5: typing clears error marks). */
export type ValidationEventType = 'validate' | 'change' | 'focusout' | 'input';

/** Result of {@link validateField}. */
export interface FieldValidation extends CheckoutCheckResult {
  field: FieldElement;
  /** The `.form-row` wrapper the marks were put on (null when the field has none). */
  row: HTMLElement | null;
}

function isField(el: unknown): el is FieldElement {
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
}

/** Removes the validation marks of a field and its row (classes, aria-invalid, inline error). */
export function clearFieldMarks(field: FieldElement): void {
  field.removeAttribute('aria-invalid');
  const row = field.closest<HTMLElement>('.form-row');
  // Only drop our own description: other aria-describedby ids (hints) belong to the theme.
  const own = `${field.id}_description`;
  if (field.getAttribute('aria-describedby') === own) field.removeAttribute('aria-describedby');
  if (!row) return;
  row.querySelectorAll(`.${INLINE_ERROR_CLASS}`).forEach((p) => p.remove());
  row.classList.remove(...ALL_STATE_CLASSES);
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

/** True unless the element or an ancestor is hidden (`hidden` attribute or `display: none`). */
export function isShown(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) {
    if (e instanceof HTMLElement && (e.hidden || e.style.display === 'none')) return false;
  }
  return true;
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

/**
 * The order review request's `has_full_address` (spec §3): true when every visible required
 * address row (`.address-field.validate-required`) of the form has a non-empty value.
 */
export function hasFullAddress(form: ParentNode): boolean {
  for (const row of form.querySelectorAll<HTMLElement>('.address-field.validate-required')) {
    if (!isShown(row)) continue;
    const input = row.querySelector('input, select, textarea');
    if (isField(input) && input.value === '') return false;
  }
  return true;
}
