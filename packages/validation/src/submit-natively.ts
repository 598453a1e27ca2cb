/* `@storefront/validation/submit`: a form's native submission after script checks (tiny; no yup). */

/**
 * Submits `form` without firing `submit` again (its listeners already ran), keeping the submit button's name and
 * value as the browser would send them.
 */
export function submitNatively(form: HTMLFormElement, submitter: HTMLElement | null): void {
  let carrier: HTMLInputElement | null = null;
  const name = submitter?.getAttribute('name');
  if (name && (submitter instanceof HTMLInputElement || submitter instanceof HTMLButtonElement)) {
    carrier = document.createElement('input');
    carrier.type = 'hidden';
    carrier.name = name;
    carrier.value = submitter.value;
    form.append(carrier);
  }
  HTMLFormElement.prototype.submit.call(form);
  carrier?.remove();
}
