/**
 * The form state the island keeps up from the first check on, before anything is displayed: the hidden variation
 * id, the add-to-cart button's state classes (spec §4 table) and removal of the form's notices. Kept apart from
 * the display code (variation-view.ts), which loads only when a variation is shown or the shopper reaches for
 * the form.
 */
import { CLASSES, SEL } from './contract';

/** Class of the island's own message when a server look-up fails. */
export const LOOKUP_ERROR_CLASS = 'sf-variation-error';

/**
 * Sets the hidden variation id ('' clears it) and tells listeners with a change event, as WooCommerce does — only
 * when the value really changes (most selection changes clear an id that is already clear).
 */
export function setVariationId(form: HTMLElement, id: number | ''): void {
  form.querySelectorAll<HTMLInputElement>(SEL.variationId).forEach((input) => {
    if (input.value === String(id)) return;
    input.value = String(id);
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** Add-to-cart button and area state (spec §4 table). */
export type ButtonState = 'selection-needed' | 'unavailable' | 'enabled';

/** Applies WooCommerce's classes for a state to the button and the add-to-cart area. */
export function setButtonState(form: HTMLElement, state: ButtonState): void {
  const disabled = state !== 'enabled';
  form.querySelectorAll<HTMLElement>(SEL.button).forEach((b) => {
    b.classList.toggle(CLASSES.disabled, disabled);
    b.classList.toggle(CLASSES.selectionNeeded, state === 'selection-needed');
    b.classList.toggle(CLASSES.unavailable, state === 'unavailable');
    // The button stays focusable (a click explains why nothing happens), but assistive tech hears it is off.
    if (disabled) b.setAttribute('aria-disabled', 'true');
    else b.removeAttribute('aria-disabled');
  });
  form.querySelectorAll(SEL.addToCartArea).forEach((area) => {
    area.classList.toggle(CLASSES.areaEnabled, !disabled);
    area.classList.toggle(CLASSES.areaDisabled, disabled);
  });
}

/** Removes the no-matching notice and the look-up failure message (a new selection starts clean). */
export function clearNotices(form: HTMLElement): void {
  form.querySelectorAll(`${SEL.noMatch}, .${LOOKUP_ERROR_CLASS}`).forEach((n) => n.remove());
}
