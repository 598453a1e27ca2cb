/**
 * What the page shows for the chosen variation (spec §4 "Variation lookup", "Variable product add-to-cart
 * area", "Sold-individually variation"): product meta (SKU, weight, dimensions) swapped and restored and the
 * quantity field (the variation id and the button's classes are in form-state.ts).
 */
import { variationQuantity } from '@storefront/variations';
import { htmlToText, resetContent, setContent } from './dom';
import { SEL, type WcVariation } from './contract';
import { DISPLAY_SEL } from './display-contract';

/** The product's scope for meta look-ups: the closest `.product` (the quick-view too), else the document. */
const scope = (form: HTMLElement): ParentNode => form.closest('.product') ?? document;

/** Shows the variation's SKU, weight and dimensions, or the product's own where the variation has none. */
export function showMeta(form: HTMLElement, v: WcVariation): void {
  const p = scope(form);
  const sku = p.querySelectorAll(DISPLAY_SEL.sku);
  const weight = p.querySelectorAll(DISPLAY_SEL.weight);
  const dims = p.querySelectorAll(DISPLAY_SEL.dimensions);
  if (v.sku) setContent(sku, v.sku);
  else resetContent(sku);
  if (v.weight) setContent(weight, v.weight_html ?? v.weight);
  else resetContent(weight);
  const hasDims =
    typeof v.dimensions === 'string'
      ? v.dimensions !== ''
      : !!v.dimensions && Object.values(v.dimensions).some(Boolean);
  if (hasDims && v.dimensions_html) setContent(dims, htmlToText(v.dimensions_html));
  else resetContent(dims);
}

/** Puts the product's SKU, weight and dimensions back. */
export function resetMeta(form: HTMLElement): void {
  const p = scope(form);
  resetContent(p.querySelectorAll(DISPLAY_SEL.sku));
  resetContent(p.querySelectorAll(DISPLAY_SEL.weight));
  resetContent(p.querySelectorAll(DISPLAY_SEL.dimensions));
}

/** The quantity input of the add-to-cart area and its `div.quantity`. */
function quantityOf(form: HTMLElement): { input: HTMLInputElement | null; box: HTMLElement | null } {
  const input =
    form.querySelector<HTMLInputElement>(`${SEL.wrap} ${SEL.qtyInput}`) ??
    form.querySelector<HTMLInputElement>(SEL.qtyInput);
  return { input, box: input?.closest<HTMLElement>('.quantity') ?? null };
}

/** Remembers the server's min/max once, so a reset can restore them. */
function remember(input: HTMLInputElement): void {
  if (input.hasAttribute('data-o_min') || input.hasAttribute('data-o_max')) return;
  input.setAttribute('data-o_min', input.getAttribute('min') ?? '');
  input.setAttribute('data-o_max', input.getAttribute('max') ?? '');
}

/** Sold individually: 1, min 1, no max, hidden. Otherwise the value clamped to the variation's min/max. */
export function applyQuantity(form: HTMLElement, v: WcVariation): void {
  const { input, box } = quantityOf(form);
  if (!input) return;
  remember(input);
  const q = variationQuantity(v, input.value);
  input.value = String(q.value);
  input.setAttribute('min', String(q.min));
  input.setAttribute('max', String(q.max));
  if (box) box.style.display = q.hidden ? 'none' : '';
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Shows the quantity field again with the server's own min/max (after a reset). */
export function resetQuantity(form: HTMLElement): void {
  const { input, box } = quantityOf(form);
  if (!input) return;
  if (box) box.style.display = '';
  if (!input.hasAttribute('data-o_min')) return;
  input.setAttribute('min', input.getAttribute('data-o_min') ?? '');
  input.setAttribute('max', input.getAttribute('data-o_max') ?? '');
}

/** Purchasable, in stock and visible: the button is enabled. */
export const isSellable = (v: WcVariation): boolean =>
  !!v.is_purchasable && !!v.is_in_stock && !!v.variation_is_visible;
