/**
 * The checkout's field marks that code running at load needs without the checks (the classic checkout's first chunk:
 * a country change clears a state's marks, the order review asks whether the address is full): the row classes, the
 * inline error's class, clearing a field's marks, whether a row is shown. The checks and their binding are
 * checkout-dom.ts, which the classic checkout loads when a field is first validated.
 */

/** Row classes WooCommerce uses for the checkout states. */
export const CHECKOUT_CLASSES = {
  validated: 'woocommerce-validated',
  invalid: 'woocommerce-invalid',
  'required-field': 'woocommerce-invalid-required-field',
  email: 'woocommerce-invalid-email',
  phone: 'woocommerce-invalid-phone',
} as const;

/** Every class a validation may add (removed before marking again, and when typing). */
export const ALL_STATE_CLASSES: readonly string[] = Object.values(CHECKOUT_CLASSES);

/** The fields WooCommerce's checkout validates: text-like inputs, selects and checkboxes. */
export const CHECKOUT_FIELD_SELECTOR = '.input-text, select, input[type="checkbox"]';

/** Class of the inline error paragraph placed under a field. */
export const INLINE_ERROR_CLASS = 'checkout-inline-error-message';

/** A form control this module validates. */
export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** True for the form controls this package validates. */
export function isField(el: unknown): el is FieldElement {
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

/** True unless the element or an ancestor is hidden (`hidden` attribute or `display: none`). */
export function isShown(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) {
    if (e instanceof HTMLElement && (e.hidden || e.style.display === 'none')) return false;
  }
  return true;
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
