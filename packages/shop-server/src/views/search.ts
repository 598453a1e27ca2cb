/** The search results page (`/?s=…`, WordPress's search over products). */
import type { Media, Product } from '../domain/catalog';
import { html, type Html } from './format';
import { productList } from './loop';
import { NO_PRODUCTS } from './pages';

/** Results for `term`: the products found, or WooCommerce's no-products notice. */
export function searchPage(term: string, products: Product[], media: Map<number, Media>): Html {
  const list = products.length ? productList(products, media) : NO_PRODUCTS;
  const count = products.length === 1 ? 'Showing the single result' : `Showing all ${products.length} results`;
  return html`<header class="page-header"><h1 class="page-title">Search results for: “${term}”</h1></header>
<p class="woocommerce-result-count">${count}</p>
${list}`;
}
