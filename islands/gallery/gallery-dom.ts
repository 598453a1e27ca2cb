/** Reading the gallery's slides from WooCommerce's markup (the variation image swap is gallery-swap.ts). */
import { SLIDE_SELECTOR } from './contract';

/** The gallery's slides in order. */
export function slidesOf(host: Element): HTMLElement[] {
  return [...host.querySelectorAll<HTMLElement>(SLIDE_SELECTOR)];
}
