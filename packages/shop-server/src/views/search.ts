/** The search results page (`/?s=…`, WordPress's search over products). */
import type { Media, Product } from '../domain/catalog';
import { html, type Html } from './format';
import { productList } from './loop';

/** Results for `term`: the products found, or WooCommerce's no-products notice. */
export function searchPage(term: string, products: Product[], media: Map<number, Media>): Html {
  const list = products.length
    ? productList(products, media)
    : html`<div class="woocommerce-no-products-found"><div class="woocommerce-info" role="status">No products were found matching your selection.</div></div>`;
  return html`<header class="page-header"><h1 class="page-title">Search results for: “${term}”</h1></header>
<p class="woocommerce-result-count">${products.length === 1 ? 'Showing the single result' : `Showing all ${products.length} results`}</p>
${list}`;
}
