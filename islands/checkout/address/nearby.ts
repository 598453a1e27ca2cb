import { isShown } from '@storefront/validation';

const GROUPS = '.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-address-fields';

/**
 * True when every shown required address row (`.address-field.validate-required`) of the group
 * `field` belongs to (billing or shipping fields; else its nearest `div`) has a value — the
 * condition for the typing-triggered order review refresh (spec §4). A field outside any group, or
 * a group without required address rows, counts as filled. Hidden inputs (a state the country has
 * none of) are not looked at.
 */
export function nearbyRequiredFilled(field: Element): boolean {
  const group = field.closest(GROUPS) ?? field.closest('div');
  if (!group) return true;
  for (const row of group.querySelectorAll<HTMLElement>('.address-field.validate-required')) {
    if (!isShown(row)) continue;
    const control = row.querySelector<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      // The searchable select's own text box (role=combobox) only mirrors the select.
      'select, textarea, input:not([type="hidden"]):not([role="combobox"])',
    );
    if (control && control.value.trim() === '') return false;
  }
  return true;
}
