import { clearFieldMarks } from '@storefront/validation';
import { slide } from '@storefront/runtime/ui';

/** How long the shipping address and the account section slide (jQuery's default slideDown/slideUp). */
export const SECTION_SLIDE_MS = 400;

/** The 'Ship to a different address?' checkbox (by its id, or inside its heading as WooCommerce finds it). */
export const SHIP_TOGGLE = '#ship-to-different-address-checkbox, #ship-to-different-address input[type="checkbox"]';
/** The shipping address section the ship-to checkbox reveals. */
export const SHIPPING_SECTION = '.shipping_address';
/** The create-account checkbox. */
export const CREATE_ACCOUNT_TOGGLE = '#createaccount';
/** The account section create-account reveals. */
export const ACCOUNT_SECTION = 'div.create-account';
/** The password field create-account clears. */
export const ACCOUNT_PASSWORD = '#account_password';

function sync(form: HTMLFormElement, toggle: string, section: string, animate: boolean): boolean | null {
  const box = form.querySelector<HTMLInputElement>(toggle);
  if (!box) return null;
  for (const el of form.querySelectorAll<HTMLElement>(section)) void slide(el, box.checked, SECTION_SLIDE_MS, animate);
  return box.checked;
}

// Spec §4 "Create account": ticking reveals the section and clears the password, so a value the
// browser filled in is never posted unnoticed. An 'input' event lets strength meters follow.
function clearPassword(form: HTMLFormElement): void {
  const password = form.querySelector<HTMLInputElement>(ACCOUNT_PASSWORD);
  if (!password) return;
  password.value = '';
  clearFieldMarks(password);
  password.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Wires the 'ship to a different address' and 'create an account' checkboxes of a checkout form:
 * each shows or hides its section with a slide (instantly at bind time, to match the boxes'
 * current state). Ticking create-account clears the password field. Delegated on the form, so
 * replaced markup keeps working. Returns the function that removes the listener.
 */
export function bindSectionToggles(form: HTMLFormElement): () => void {
  syncSectionToggles(form);
  const onChange = (event: Event): void => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement)) return;
    if (target.matches(SHIP_TOGGLE)) sync(form, SHIP_TOGGLE, SHIPPING_SECTION, true);
    else if (target.matches(CREATE_ACCOUNT_TOGGLE) && sync(form, CREATE_ACCOUNT_TOGGLE, ACCOUNT_SECTION, true))
      clearPassword(form);
  };
  form.addEventListener('change', onChange);
  return () => form.removeEventListener('change', onChange);
}

/** Shows or hides the sections at once to match their checkboxes (after markup was replaced). */
export function syncSectionToggles(form: HTMLFormElement): void {
  sync(form, SHIP_TOGGLE, SHIPPING_SECTION, false);
  sync(form, CREATE_ACCOUNT_TOGGLE, ACCOUNT_SECTION, false);
}
