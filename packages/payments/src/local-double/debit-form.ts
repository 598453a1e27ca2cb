/**
 * The double's form for a direct-debit type (loaded when such an element mounts): a labelled input per account field
 * with its message, and the mandate the shopper accepts by paying; captioned as the double.
 */
import { checkDebitAccount, DEBIT_FIELDS, fieldError, mandateText, type DebitField } from './debit-accounts';
import type { DoubleDebitElement } from './debit-element';
import type { DebitType } from './debit-types';

let counter = 0;

const fieldsOf = (el: DoubleDebitElement): DebitField[] => DEBIT_FIELDS[el.type as DebitType];
const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Renders `el`'s form into `target` (unless it was unmounted meanwhile) and fires `ready`. */
export function renderDebitForm(el: DoubleDebitElement, target: HTMLElement): void {
  if (el.target !== target) return;
  const doc = target.ownerDocument;
  const id = `payment-double-${el.type}-${++counter}`;
  const root = (el.root = doc.createElement('div'));
  root.className = 'payment-double payment-double--debit';
  for (const field of fieldsOf(el)) {
    const row = doc.createElement('div');
    row.className = 'payment-double__field';
    const label = doc.createElement('label');
    const input = doc.createElement('input');
    const error = doc.createElement('span');
    input.id = label.htmlFor = `${id}-${field.name}`;
    label.textContent = capital(field.label);
    // No name: the account is sent to the provider only, never posted with the shop's form.
    Object.assign(input, { type: 'text', autocomplete: 'off', spellcheck: false, value: el.values[field.name] ?? '' });
    input.dataset.field = field.name;
    if (!field.alphanumeric) input.inputMode = 'numeric';
    error.id = `${input.id}-e`;
    error.className = 'payment-double__error';
    input.setAttribute('aria-describedby', error.id);
    input.addEventListener('input', () => {
      el.values[field.name] = input.value;
      showError(input, '');
      const complete = fieldsOf(el).every((f) => !fieldError(f, el.values[f.name] ?? ''));
      el.emit('change', { elementType: 'payment', complete, value: { type: el.type } });
    });
    row.append(label, input, error);
    root.append(row);
  }
  const mandate = doc.createElement('p');
  mandate.className = 'payment-double__terms';
  mandate.textContent = mandateText(el.business);
  root.append(mandate);
  target.append(root);
  // Already a task after mount (the form's code loaded meanwhile): no timer to release.
  el.emit('ready', { elementType: 'payment' });
}

/** The payment method of `el`'s form (its type and account), or the first error (every field's shown, first focused). */
export function submitDebitForm(el: DoubleDebitElement): { method?: Record<string, unknown>; error?: string } {
  let first: HTMLInputElement | null = null;
  let message = '';
  for (const field of fieldsOf(el)) {
    const error = fieldError(field, el.values[field.name] ?? '');
    const input = el.root?.querySelector<HTMLInputElement>(`input[data-field="${field.name}"]`);
    if (input) showError(input, error);
    if (error && !message) [message, first] = [error, input ?? null];
  }
  if (message) {
    first?.focus();
    return { error: message };
  }
  const checked = checkDebitAccount(el.type as DebitType, el.values);
  if ('message' in checked) return { error: checked.message };
  const extra = el.type === 'us_bank_account' ? { account_holder_type: 'individual' } : {};
  return { method: { type: el.type, [el.type]: { ...checked.details, ...extra } } };
}

/** Shows `message` under `input` (none: clears it) and marks the input invalid while there is one. */
function showError(input: HTMLInputElement, message: string): void {
  const box = input.ownerDocument.getElementById(input.getAttribute('aria-describedby') ?? '');
  if (box) box.textContent = message;
  input.setAttribute('aria-invalid', String(!!message));
}
