import { SEL } from './contract';

/**
 * Opens or closes the shipping calculator's fields (the button's `aria-expanded` follows). Opening moves focus
 * to the first field so keyboard users land in the form they asked for.
 */
export function toggleCalculator(toggle: HTMLElement): void {
  const section = toggle.closest(SEL.calculator)?.querySelector<HTMLElement>(SEL.calculatorSection);
  if (!section) return;
  const open = section.style.display === 'none' || section.hidden;
  section.hidden = false;
  section.style.display = open ? '' : 'none';
  toggle.setAttribute('aria-expanded', String(open));
  if (open) section.querySelector<HTMLElement>('select, input:not([type=hidden])')?.focus();
}
