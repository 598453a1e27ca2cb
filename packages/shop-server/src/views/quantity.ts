/**
 * WooCommerce's quantity input (global/quantity-input.php) and the bulk-price table.
 */
import type { Tier } from '../domain/catalog';
import { html, joinHtml, priceHtml, type Html } from './format';

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
    return joinHtml(
      html`<div class="quantity hidden">`,
      html`<input type="hidden" id="${o.id}" class="qty" name="${name}" value="${min}">`,
      html`</div>`,
    );
  }
  const step = (cls: 'minus' | 'plus', label: string, text: string): Html =>
    html`<button type="button" class="${cls}" aria-label="${label}" aria-controls="${o.id}">${text}</button>`;
  return joinHtml(
    html`<div class="quantity">`,
    step('minus', `Reduce quantity of ${o.productName}`, '−'),
    html`<label class="screen-reader-text" for="${o.id}">${`${o.productName} quantity`}</label>`,
    html`<input type="number" id="${o.id}" class="input-text qty text" name="${name}" value="${o.value ?? min}"`,
    html` size="4" min="${min}" max="${max}" step="${o.step ?? 1}"`,
    html` placeholder="" inputmode="numeric" autocomplete="off">`,
    step('plus', `Increase quantity of ${o.productName}`, '+'),
    html`</div>`,
  );
}

/** Quantity range text of a tier: '1–9' or '50+'. */
export const tierRange = (t: Tier): string => (t.max_qty === null ? `${t.min_qty}+` : `${t.min_qty}–${t.max_qty}`);

/** The bulk-price table of one product or variation. */
export function bulkTable(tiers: Tier[], productName: string): Html {
  if (tiers.length === 0) return html``;
  const rows = tiers.map((t) => html`<tr><td>${tierRange(t)}</td><td>${priceHtml(t.unit_price)}</td></tr>`);
  return joinHtml(
    html`<table class="wdp_pricing_table">`,
    html`<caption>${`Bulk prices for ${productName}`}</caption>`,
    html`<thead><tr><th scope="col">Quantity</th><th scope="col">Price each</th></tr></thead>`,
    html`<tbody>${rows}</tbody>`,
    html`</table>`,
  );
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
