/**
 * Rendering helpers: the escaping `html` template, prices, stock text, image markup and URLs.
 */
import { html as honoHtml, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { CURRENCY } from '../config';
import type { Media, Product, Variation } from '../domain/catalog';

/** Escaped HTML (a string hono will not escape again). */
export type Html = HtmlEscapedString;

/** Escaping template tag: interpolated strings are escaped, nested `html` is kept, arrays are joined, null/false/undefined vanish. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  // None of our values are promises, so hono returns synchronously.
  return honoHtml(strings, ...values) as Html;
}

/** Marks a trusted string as HTML. */
export const rawHtml = (s: string): Html => raw(s);

/** Escapes text for HTML (same rules as the template). */
export function esc(s: string): string {
  return String(html`${s}`);
}

/** Pence to '1,234.56'. */
export function formatAmount(pence: number): string {
  const pounds = Math.floor(Math.abs(pence) / 100);
  const p = String(Math.abs(pence) % 100).padStart(2, '0');
  return `${pence < 0 ? '-' : ''}${pounds.toLocaleString('en-GB')}.${p}`;
}

/** Pence to '£12.00' as plain text. */
export const moneyText = (pence: number): string => `${CURRENCY.symbol}${formatAmount(pence)}`;

/** WooCommerce's price markup: `span.woocommerce-Price-amount.amount > bdi > span.woocommerce-Price-currencySymbol`. */
export function priceHtml(pence: number): Html {
  return html`<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&pound;</span>${formatAmount(pence)}</bdi></span>`;
}

/** A product's price: one amount, or a 'low – high' range for variable products whose prices differ. */
export function productPriceHtml(p: Pick<Product, 'min_price' | 'max_price'>): Html {
  if (p.min_price === null || p.max_price === null) return html``;
  if (p.min_price === p.max_price) return priceHtml(p.min_price);
  return html`${priceHtml(p.min_price)} <span aria-hidden="true">&ndash;</span><span class="screen-reader-text"> to </span> ${priceHtml(p.max_price)}`;
}

/** Stock line as WooCommerce prints it: '' for unmanaged in-stock items. */
export function stockHtml(item: { stock_status: string; stock_quantity: number | null }): Html {
  if (item.stock_status === 'outofstock') return html`<p class="stock out-of-stock">Out of stock</p>`;
  if (item.stock_quantity !== null) return html`<p class="stock in-stock">${item.stock_quantity} in stock</p>`;
  return html``;
}

/** Weight with unit, or 'N/A'. */
export const weightText = (w: string | null): string => (w ? `${w} kg` : 'N/A');

/** Dimensions 'L × W × H cm', or 'N/A'. */
export function dimensionsText(d: { length: string | null; width: string | null; height: string | null }): string {
  const parts = [d.length, d.width, d.height].filter((x): x is string => !!x);
  return parts.length ? `${parts.join(' × ')} cm` : 'N/A';
}

/** Image sizes the shop serves (WordPress-style `-WxH` file suffixes). */
export const SIZES = { thumbnail: 300, single: 600, galleryThumb: 100 } as const;

/** URL of a media file, full size or a square `size`. */
export function mediaUrl(m: Pick<Media, 'slug'>, size?: number): string {
  return size ? `/media/${m.slug}-${size}x${size}.svg` : `/media/${m.slug}.svg`;
}

/** WooCommerce's attachment props (the variation `image` object). */
export interface ImageProps {
  title: string;
  caption: string;
  url: string;
  alt: string;
  src: string;
  srcset: string | false;
  sizes: string | false;
  full_src: string;
  full_src_w: number;
  full_src_h: number;
  gallery_thumbnail_src: string;
  gallery_thumbnail_src_w: number;
  gallery_thumbnail_src_h: number;
  thumb_src: string;
  thumb_src_w: number;
  thumb_src_h: number;
  src_w: number;
  src_h: number;
}

/** Attachment props for an image (all fields WooCommerce's add-to-cart-variation script reads). */
export function imageProps(m: Media | undefined): ImageProps | Record<string, never> {
  if (!m) return {};
  const s = SIZES.single;
  return {
    title: m.title, caption: m.caption, url: mediaUrl(m), alt: m.alt,
    src: mediaUrl(m, s), srcset: `${mediaUrl(m, s)} ${s}w, ${mediaUrl(m, SIZES.thumbnail)} ${SIZES.thumbnail}w`,
    sizes: `(max-width: ${s}px) 100vw, ${s}px`,
    full_src: mediaUrl(m), full_src_w: m.width, full_src_h: m.height,
    gallery_thumbnail_src: mediaUrl(m, SIZES.galleryThumb), gallery_thumbnail_src_w: SIZES.galleryThumb, gallery_thumbnail_src_h: SIZES.galleryThumb,
    thumb_src: mediaUrl(m, SIZES.thumbnail), thumb_src_w: SIZES.thumbnail, thumb_src_h: SIZES.thumbnail,
    src_w: s, src_h: s,
  };
}

/** An `<img>` of a media item at a square size. */
export function imgTag(m: Media | undefined, size: number, cls: string, alt?: string): Html {
  if (!m) return html``;
  return html`<img width="${size}" height="${size}" src="${mediaUrl(m, size)}" class="${cls}" alt="${alt ?? m.alt}" decoding="async">`;
}

/** Product permalink. */
export const productUrl = (p: Pick<Product, 'slug'>): string => `/product/${p.slug}/`;

/** Permalink of a variation: the product page with its attributes preselected. */
export function variationUrl(p: Pick<Product, 'slug'>, v: Pick<Variation, 'attributes'>, chosen: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  for (const [k, val] of Object.entries({ ...v.attributes, ...chosen })) if (val) q.set(k, val);
  const s = q.toString();
  return productUrl(p) + (s ? `?${s}` : '');
}

/** Serialises data for an inline `<script>` without letting it close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
