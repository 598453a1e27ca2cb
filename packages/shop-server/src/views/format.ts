/**
 * Rendering helpers: the escaping `html` template, prices, stock text and image markup (URLs and plain-text
 * formats are the domain's: domain/urls.ts, domain/units.ts).
 */
import { html as honoHtml, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { Media, Product } from '../domain/catalog';
import { mediaUrl } from '../domain/urls';
import { formatAmount } from '../domain/units';

/** Escaped HTML (a string hono will not escape again). */
export type Html = HtmlEscapedString;

/**
 * Escaping template tag: interpolated strings are escaped, nested `html` is kept, arrays are joined,
 * null/false/undefined vanish.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  // None of our values are promises, so hono returns synchronously.
  return honoHtml(strings, ...values) as Html;
}

/** Marks a trusted string as HTML. */
export const rawHtml = (s: string): Html => raw(s);

/**
 * One attribute, written one way everywhere: ` name="value"` (value escaped), ` name` alone for `true`, and
 * nothing for `false`, `null` or `undefined`. `name` is ours (never user input).
 */
export function attr(name: string, value: string | number | boolean | null | undefined): Html {
  if (value === false || value === null || value === undefined) return html``;
  if (value === true) return rawHtml(` ${name}`);
  return html` ${rawHtml(name)}="${value}"`;
}

/** A piece of markup for {@link joinHtml}: HTML, text (escaped), nothing, or a list of pieces. */
export type HtmlPart = Html | string | false | null | undefined | readonly HtmlPart[];

/**
 * Concatenates markup pieces with nothing between them (strings are escaped, false/null/undefined vanish), so a
 * long element can be written one piece per line without adding whitespace to the page.
 */
export function joinHtml(...parts: HtmlPart[]): Html {
  return html`${parts}`;
}

/** Escapes text for HTML (same rules as the template). */
export function esc(s: string): string {
  return String(html`${s}`);
}

/** WooCommerce's price markup: `span.woocommerce-Price-amount.amount > bdi > span.woocommerce-Price-currencySymbol`. */
export function priceHtml(pence: number): Html {
  return joinHtml(
    html`<span class="woocommerce-Price-amount amount">`,
    html`<bdi><span class="woocommerce-Price-currencySymbol">&pound;</span>${formatAmount(pence)}</bdi>`,
    html`</span>`,
  );
}

/** A product's price: one amount, or a 'low – high' range for variable products whose prices differ. */
export function productPriceHtml(p: Pick<Product, 'min_price' | 'max_price'>): Html {
  if (p.min_price === null || p.max_price === null) return html``;
  if (p.min_price === p.max_price) return priceHtml(p.min_price);
  return joinHtml(
    priceHtml(p.min_price),
    html` <span aria-hidden="true">&ndash;</span><span class="screen-reader-text"> to </span> `,
    priceHtml(p.max_price),
  );
}

/** Stock line as WooCommerce prints it: '' for unmanaged in-stock items. */
export function stockHtml(item: { stock_status: string; stock_quantity: number | null }): Html {
  if (item.stock_status === 'outofstock') return html`<p class="stock out-of-stock">Out of stock</p>`;
  if (item.stock_quantity !== null) return html`<p class="stock in-stock">${item.stock_quantity} in stock</p>`;
  return html``;
}

/** An `<img>` of a media item at a square size. */
export function imgTag(m: Media | undefined, size: number, cls: string, alt?: string): Html {
  if (!m) return html``;
  return joinHtml(
    html`<img width="${size}" height="${size}" src="${mediaUrl(m, size)}"`,
    html` class="${cls}" alt="${alt ?? m.alt}" decoding="async">`,
  );
}

/** Serialises data for an inline `<script>` without letting it close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
