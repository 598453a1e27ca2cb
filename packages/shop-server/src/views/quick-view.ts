/**
 * The quick-view fragment: the product's gallery, summary and add-to-basket form in WooCommerce markup, for the
 * listing's quick-view dialog, plus the product page's `*_params` globals as JSON (a listing page does not
 * print them; the quick-view island sets the missing ones before inserting the markup).
 */
import type { Media } from '../domain/catalog';
import { html, rawHtml, scriptJson, type Html } from './format';
import { productUrl } from '../domain/urls';
import { productClasses } from './loop';
import { gallery, productSummary, type ProductSummaryData } from './product';

/** What the fragment shows. */
export interface QuickViewData extends ProductSummaryData {
  media: Map<number, Media>;
  /** The globals to hand over (see `productPageGlobals`). */
  globals: Record<string, unknown>;
}

/**
 * The fragment: `div.product` with gallery and summary (h2 title: the page keeps its own h1), and a link to the
 * page.
 */
export function quickViewFragment(d: QuickViewData): Html {
  const p = d.product;
  return html`<div id="quick-view-product-${p.id}" class="${productClasses(p, ['quick-view-product'])}">
${gallery(p, d.media)}
${productSummary(d, 2)}
<p class="quick-view-details"><a href="${productUrl(p)}">View full product details</a></p>
</div>
<script type="application/json" data-quick-view-globals>${rawHtml(scriptJson(d.globals))}</script>`;
}

/** The fragment for an unknown product (answered with 404). */
export function quickViewMissing(): Html {
  return html`<p class="woocommerce-info" role="status">This product is no longer available.</p>`;
}
