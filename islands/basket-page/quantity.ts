/**
 * The check of the basket's quantity fields before an update is sent. Their plus and minus buttons (when a theme
 * prints them) follow spec §5 through `@storefront/validation/quantity`, as the product page's do.
 */

/**
 * Checks every quantity field of the form with the browser's own constraint messages (min, max, step, number),
 * showing the first problem on its field. @returns whether all are valid.
 */
export function quantitiesValid(form: HTMLFormElement, selector: string): boolean {
  for (const input of form.querySelectorAll<HTMLInputElement>(selector)) {
    if (input.type === 'hidden') continue;
    if (!input.checkValidity()) {
      input.reportValidity();
      return false;
    }
  }
  return true;
}
