import { minus, plus, quantityAttrs as attrs, raisedToMin } from '@storefront/validation/quantity';
import { BASKET_SELECTOR, INPUT_SELECTOR, MINUS_SELECTOR, PLUS_SELECTOR } from './contract';

/** Writes a new value and tells the page (the basket's update button, the variation form…) as typing would. */
function setValue(input: HTMLInputElement, value: number): void {
  if (input.value === String(value)) return;
  input.value = String(value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Enhances one `div.quantity` (the `host`) outside the basket: the theme's `.minus` / `.plus` buttons step the
 * input by spec §5 (`@storefront/validation/quantity`, the rules the basket's buttons use too), and a value below
 * the input's min is raised to it on load. A hidden quantity (sold individually) and the basket's fields (the
 * basket-page island handles those) are left alone. Returns the release (nothing when there is nothing to do).
 */
export function bindQuantity(host: HTMLElement): (() => void) | undefined {
  const input = host.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  // In the basket the basket-page island owns the fields (its buttons, its update flow); no raising there.
  if (!input || input.type === 'hidden' || host.closest(BASKET_SELECTOR)) return;
  const raised = raisedToMin(attrs(input));
  if (raised !== null) setValue(input, raised);
  const onClick = (e: MouseEvent) => {
    const target = e.target as Element | null;
    const button = target?.closest?.(`${MINUS_SELECTOR}, ${PLUS_SELECTOR}`);
    if (!button || !host.contains(button) || input.disabled || input.readOnly) return;
    e.preventDefault(); // a theme's `<a class="plus">` must not navigate
    setValue(input, button.matches(PLUS_SELECTOR) ? plus(attrs(input)) : minus(attrs(input)));
  };
  host.addEventListener('click', onClick);
  return () => host.removeEventListener('click', onClick);
}
