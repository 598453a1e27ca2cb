/**
 * WooCommerce's quantity input (global/quantity-input.php) and the bulk-price table.
 */
import type { Tier } from '../domain/catalog';
import { html, priceHtml, type Html } from './format';

/** Options of {@link quantityInput}. */
export interface QuantityOptions {
  id: string;
  name?: string;
  value?: number;
  min?: number;
  /** '' (or undefined) for no maximum. */
  max?: number | '';
  step?: number | 'any';
  /** Used for the screen-reader label '{name} quantity'. */
  productName: string;
}

/**
 * `div.quantity > input.input-text.qty.text` with min/max/step and a screen-reader label, between the
 * theme's `button.minus` and `button.plus` (type=button, labelled; the quantity island makes them work).
 * When min equals max (sold individually) WooCommerce sends a hidden input instead.
 */
export function quantityInput(o: QuantityOptions): Html {
  const name = o.name ?? 'quantity';
  const min = o.min ?? 1;
  const max = o.max ?? '';
  if (max !== '' && min > 0 && min === max) {
    return html`<div class="quantity hidden"><input type="hidden" id="${o.id}" class="qty" name="${name}" value="${min}"></div>`;
  }
  const minus = html`<button type="button" class="minus" aria-label="${`Reduce quantity of ${o.productName}`}" aria-controls="${o.id}">−</button>`;
  const plus = html`<button type="button" class="plus" aria-label="${`Increase quantity of ${o.productName}`}" aria-controls="${o.id}">+</button>`;
  return html`<div class="quantity">${minus}<label class="screen-reader-text" for="${o.id}">${`${o.productName} quantity`}</label><input type="number" id="${o.id}" class="input-text qty text" name="${name}" value="${o.value ?? min}" size="4" min="${min}" max="${max}" step="${o.step ?? 1}" placeholder="" inputmode="numeric" autocomplete="off">${plus}</div>`;
}

/** Quantity range text of a tier: '1–9' or '50+'. */
export const tierRange = (t: Tier): string => (t.max_qty === null ? `${t.min_qty}+` : `${t.min_qty}–${t.max_qty}`);

/** The bulk-price table of one product or variation. */
export function bulkTable(tiers: Tier[], productName: string): Html {
  if (tiers.length === 0) return html``;
  const rows = tiers.map((t) => html`<tr><td>${tierRange(t)}</td><td>${priceHtml(t.unit_price)}</td></tr>`);
  return html`<table class="wdp_pricing_table"><caption>${`Bulk prices for ${productName}`}</caption><thead><tr><th scope="col">Quantity</th><th scope="col">Price each</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/**
 * The bulk-table container (class `wdp_bulk_table_content`, as the Advanced Dynamic Pricing
 * plugin names it). `data-available-ids` lists the product and variation ids that have a table;
 * the admin-ajax action `get_table_with_product_bulk_table` returns a new container whose
 * children replace this one's.
 */
export function bulkTableContainer(availableIds: number[], inner: Html): Html {
  return html`<div class="wdp_bulk_table_content" data-available-ids="${JSON.stringify(availableIds)}">${inner}</div>`;
}
