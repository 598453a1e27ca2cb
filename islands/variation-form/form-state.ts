/**
 * The form state the island keeps up from the first check on, before anything is displayed: the hidden variation
 * id, the add-to-cart button's state classes and described reason (spec §4 table, §5 Add to cart) and removal of the form's notices. Kept apart from
 * the display code (variation-view.ts), which loads only when a variation is shown or the shopper reaches for
 * the form.
 */
import { CLASSES, SEL, type VariationTexts } from './contract';

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

/**
 * Applies WooCommerce's classes for a state to the button and the add-to-cart area. As WooCommerce does, the button
 * is never really disabled (no `disabled`, no `aria-disabled`, which assistive tech and automation treat as not
 * operable): it stays focusable and pressable, a press explains why nothing is added (the controller's alert), and
 * assistive tech hears the same reason (the spec's text for the state) as its description (`aria-description`: no element to add beside the
 * theme's markup, and a few bytes where the product page has none to spare).
 */
export function setButtonState(form: HTMLElement, state: ButtonState, texts: VariationTexts): void {
  const disabled = state !== 'enabled';
  form.querySelectorAll<HTMLElement>(SEL.button).forEach((b) => {
    b.classList.toggle(CLASSES.disabled, disabled);
    b.classList.toggle(CLASSES.selectionNeeded, state === 'selection-needed');
    b.classList.toggle(CLASSES.unavailable, state === 'unavailable');
    if (disabled) b.setAttribute(REASON_ATTR, state === 'unavailable' ? texts.unavailable : texts.makeASelection);
    else b.removeAttribute(REASON_ATTR);
  });
  form.querySelectorAll(SEL.addToCartArea).forEach((area) => {
    area.classList.toggle(CLASSES.areaEnabled, !disabled);
    area.classList.toggle(CLASSES.areaDisabled, disabled);
  });
}

/** Where the button's reason lives. */
const REASON_ATTR = 'aria-description';

/** Why the button can't add ('' when it can, or before the island set a state). */
export function buttonReason(button: Element): string {
  return button.getAttribute(REASON_ATTR) ?? '';
}

/** Removes the no-matching notice and the look-up failure message (a new selection starts clean). */
export function clearNotices(form: HTMLElement): void {
  form.querySelectorAll(`${SEL.noMatch}, .${LOOKUP_ERROR_CLASS}`).forEach((n) => n.remove());
}
