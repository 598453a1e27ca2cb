/**
 * Product listings as WooCommerce's classic templates print them: `ul.products > li.product`,
 * loop add-to-cart buttons, the sort form, the result count, pagination and a category filter.
 */
import { LABELS } from '../config';
import type { Category, ListingPage, Media, OrderBy, Product } from '../domain/catalog';
import { attr, html, imgTag, productPriceHtml, type Html } from './format';
import { productUrl, SIZES } from '../domain/urls';
import { heartButton } from './wishlist';

/** Sort options with WooCommerce's labels. */
export const ORDERBY_LABELS: Record<OrderBy, string> = {
  menu_order: 'Default sorting',
  popularity: 'Sort by popularity',
  rating: 'Sort by average rating',
  date: 'Sort by latest',
  price: 'Sort by price: low to high',
  'price-desc': 'Sort by price: high to low',
};

/** Whether the loop button adds through AJAX: a purchasable, in-stock simple product. */
export const loopAddsDirectly = (p: Product): boolean =>
  p.type === 'simple' && p.price !== null && p.stock_status === 'instock';

/**
 * The loop button exactly as WooCommerce 9 prints it (loop/add-to-cart.php), followed by the
 * `aria-describedby` target span.
 */
export function loopButton(p: Product): Html {
  const describedBy = `woocommerce_loop_add_to_cart_link_describedby_${p.id}`;
  if (loopAddsDirectly(p)) {
    return html`<a href="?add-to-cart=${p.id}" aria-describedby="${describedBy}" data-quantity="1" class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="${p.id}" data-product_sku="${p.sku}" aria-label="${`Add to basket: “${p.name}”`}" rel="nofollow" data-success_message="${`“${p.name}” has been added to your basket`}">${LABELS.addToBasket}</a><span id="${describedBy}" class="screen-reader-text"></span>`;
  }
  if (p.type === 'variable') {
    const purchasable = p.stock_status === 'instock';
    return html`<a href="${productUrl(p)}" aria-describedby="${describedBy}" data-quantity="1" class="button product_type_variable${purchasable ? ' add_to_cart_button' : ''}" data-product_id="${p.id}" data-product_sku="${p.sku}" aria-label="${`Select options for “${p.name}”`}" rel="nofollow">${LABELS.selectOptions}</a><span id="${describedBy}" class="screen-reader-text">${LABELS.variableDescribedBy}</span>`;
  }
  // Out of stock (or unpriced) simple products link to their page.
  return html`<a href="${productUrl(p)}" aria-describedby="${describedBy}" data-quantity="1" class="button product_type_simple" data-product_id="${p.id}" data-product_sku="${p.sku}" aria-label="${`Read more about “${p.name}”`}" rel="nofollow">${LABELS.readMore}</a><span id="${describedBy}" class="screen-reader-text"></span>`;
}

/** WooCommerce's product classes (`wc_product_class`). */
export function productClasses(p: Product, extra: string[] = []): string {
  return [
    'product',
    'type-product',
    `post-${p.id}`,
    'status-publish',
    p.stock_status,
    ...p.category_slugs.map((slug) => `product_cat-${slug}`),
    p.image_id ? 'has-post-thumbnail' : '',
    p.featured ? 'featured' : '',
    'shipping-taxable',
    p.price !== null || p.type === 'variable' ? 'purchasable' : '',
    `product-type-${p.type}`,
    ...extra,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The quick-view button printed after the loop button (opens the product in a dialog when the quick-view
 * island is present; without JavaScript it is a plain link to the product page).
 */
export function quickViewButton(p: Product): Html {
  return html`<a href="${productUrl(p)}" class="button quick-view-button" data-product_id="${p.id}" aria-haspopup="dialog">Quick view<span class="screen-reader-text">: ${p.name}</span></a>`;
}

/** Catalogue views of the grid/list toggle; the shopper's choice is kept in the `gridcookie` cookie. */
export type ListingView = 'grid' | 'list';

/** Name of the cookie holding the chosen view (the WooCommerce Grid/List toggle plugin's name). */
export const VIEW_COOKIE = 'gridcookie';

/** The view a `gridcookie` value asks for ('grid' unless it says 'list'). */
export const viewFromCookie = (value: string | undefined): ListingView => (value === 'list' ? 'list' : 'grid');

/**
 * The grid/list toggle as the WooCommerce Grid/List toggle plugin prints it (`nav.gridlist-toggle` with
 * `a#grid` and `a#list`), plus `active`/`aria-pressed` for the current view so the server render is right
 * before any script runs.
 */
export function gridListToggle(view: ListingView): Html {
  const link = (id: ListingView, label: string, icon: string) => {
    const on = id === view;
    return html`<a href="#" id="${id}" class="${on ? 'active' : ''}" role="button" aria-pressed="${on ? 'true' : 'false'}" title="${label}"><span class="dashicons ${icon}" aria-hidden="true"></span> <em>${label}</em></a>`;
  };
  return html`<nav class="gridlist-toggle" aria-label="Product view">${link('grid', 'Grid view', 'dashicons-grid-view')}${link('list', 'List view', 'dashicons-exerpt-view')}</nav>`;
}

/** One `li.product` of a listing (content-product.php), with its wishlist heart (listed when in `wishlist`). */
export function loopItem(
  p: Product,
  media: Map<number, Media>,
  position: number,
  columns = 4,
  wishlist: ReadonlySet<number> = new Set(),
): Html {
  const extra = position % columns === 0 ? ['first'] : position % columns === columns - 1 ? ['last'] : [];
  const img = imgTag(
    p.image_id ? media.get(p.image_id) : undefined,
    SIZES.thumbnail,
    'attachment-woocommerce_thumbnail size-woocommerce_thumbnail',
    '',
  );
  return html`<li class="${productClasses(p, extra)}"><a href="${productUrl(p)}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">${img}<h2 class="woocommerce-loop-product__title">${p.name}</h2><span class="price">${productPriceHtml(p)}</span></a>${heartButton(p, wishlist.has(p.id), 'thumb')}${loopButton(p)}${quickViewButton(p)}</li>`;
}

/** `ul.products` of items; `view` adds the toggle plugin's `grid`/`list` class (listings only); `wishlist`: listed ids. */
export function productList(
  products: Product[],
  media: Map<number, Media>,
  columns = 4,
  view?: ListingView,
  wishlist?: ReadonlySet<number>,
): Html {
  return html`<ul class="products columns-${columns}${view ? ` ${view}` : ''}">${products.map((p, i) => loopItem(p, media, i, columns, wishlist))}</ul>`;
}

/** `p.woocommerce-result-count`: 'Showing 1–12 of 30 results'. */
export function resultCount(page: ListingPage, orderby: OrderBy | null): Html {
  const { total, perPage, page: current } = page;
  let text: string;
  if (total === 1) text = 'Showing the single result';
  else if (total <= perPage) text = `Showing all ${total} results`;
  else text = `Showing ${(current - 1) * perPage + 1}–${Math.min(total, current * perPage)} of ${total} results`;
  if (!orderby) return html`<p class="woocommerce-result-count">${text}</p>`;
  // Once sorted, WooCommerce makes the count a live region that also says the order.
  return html`<p class="woocommerce-result-count" role="alert" aria-relevant="all" data-is-sorted-by="true">${text}<span class="screen-reader-text"> ${ORDERBY_LABELS[orderby]}</span></p>`;
}

/** `form.woocommerce-ordering` with `select.orderby` (changes submit the form). */
export function orderingForm(baseUrl: string, orderby: OrderBy): Html {
  const options = (Object.keys(ORDERBY_LABELS) as OrderBy[]).map(
    (k) => html`<option value="${k}"${attr('selected', k === orderby && 'selected')}>${ORDERBY_LABELS[k]}</option>`,
  );
  return html`<form class="woocommerce-ordering" method="get" action="${baseUrl}"><select name="orderby" class="orderby" aria-label="Shop order">${options}</select><input type="hidden" name="paged" value="1"><noscript><button type="submit" class="button">Sort</button></noscript></form>`;
}

/** URL of listing page `n` under `baseUrl` (`/shop/`, `/shop/page/2/`), keeping the sort order. */
export function pageUrl(baseUrl: string, n: number, orderby: OrderBy | null): string {
  return (n <= 1 ? baseUrl : `${baseUrl}page/${n}/`) + (orderby ? `?orderby=${orderby}` : '');
}

/** `nav.woocommerce-pagination` with numbered links and `a.prev` / `a.next`. */
export function pagination(baseUrl: string, page: ListingPage, orderby: OrderBy | null): Html {
  if (page.pages <= 1) return html``;
  const items: Html[] = [];
  if (page.page > 1) {
    items.push(
      html`<li><a class="prev page-numbers" href="${pageUrl(baseUrl, page.page - 1, orderby)}"><span class="screen-reader-text">Previous page</span><span aria-hidden="true">&larr;</span></a></li>`,
    );
  }
  for (let n = 1; n <= page.pages; n++) {
    items.push(
      n === page.page
        ? html`<li><span aria-current="page" class="page-numbers current"><span class="screen-reader-text">Page </span>${n}</span></li>`
        : html`<li><a class="page-numbers" href="${pageUrl(baseUrl, n, orderby)}"><span class="screen-reader-text">Page </span>${n}</a></li>`,
    );
  }
  if (page.page < page.pages) {
    items.push(
      html`<li><a class="next page-numbers" href="${pageUrl(baseUrl, page.page + 1, orderby)}"><span class="screen-reader-text">Next page</span><span aria-hidden="true">&rarr;</span></a></li>`,
    );
  }
  return html`<nav class="woocommerce-pagination" aria-label="Product pagination"><ul class="page-numbers">${items}</ul></nav>`;
}

/** The category filter (product categories widget markup), nested by parent. */
export function categoryFilter(categories: Category[], currentId: number | null): Html {
  const branch = (parent: number | null): Html => {
    const kids = categories.filter((c) => c.parent_id === parent);
    if (kids.length === 0) return html``;
    const items = kids.map(
      (c) =>
        html`<li class="cat-item cat-item-${c.id}${c.id === currentId ? ' current-cat' : ''}"><a href="/product-category/${c.slug}/"${attr('aria-current', c.id === currentId && 'page')}>${c.name}</a> <span class="count">(${c.count})</span>${branch(c.id)}</li>`,
    );
    return parent === null
      ? html`<ul class="product-categories">${items}</ul>`
      : html`<ul class="children">${items}</ul>`;
  };
  return html`<nav class="widget woocommerce widget_product_categories" aria-label="Product categories"><ul class="product-categories"><li class="cat-item cat-item-all${currentId === null ? ' current-cat' : ''}"><a href="/shop/"${attr('aria-current', currentId === null && 'page')}>All products</a></li></ul>${branch(null)}</nav>`;
}
