/**
 * Product listings as WooCommerce's classic templates print them: `ul.products > li.product`,
 * loop add-to-cart buttons, the sort form, the result count, pagination and a category filter.
 */
import { LABELS } from '../config';
import type { Category, ListingPage, Media, OrderBy, Product } from '../domain/catalog';
import { attr, html, imgTag, joinHtml, productPriceHtml, type Html } from './format';
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

/** What differs between the loop button's kinds. */
interface LoopLink {
  href: string;
  classes: string;
  label: string;
  text: string;
  /** The simple product's `data-success_message` (the AJAX add announces it). */
  successMessage?: string;
  /** Text of the `aria-describedby` target. */
  describedBy?: string;
}

/** A loop button and its `aria-describedby` target span. */
function loopLink(p: Product, l: LoopLink): Html {
  const describedBy = `woocommerce_loop_add_to_cart_link_describedby_${p.id}`;
  return joinHtml(
    html`<a href="${l.href}" aria-describedby="${describedBy}" data-quantity="1" class="${l.classes}"`,
    html` data-product_id="${p.id}" data-product_sku="${p.sku}" aria-label="${l.label}" rel="nofollow"`,
    attr('data-success_message', l.successMessage),
    html`>${l.text}</a>`,
    html`<span id="${describedBy}" class="screen-reader-text">${l.describedBy ?? ''}</span>`,
  );
}

/**
 * The loop button exactly as WooCommerce 9 prints it (loop/add-to-cart.php), followed by the
 * `aria-describedby` target span.
 */
export function loopButton(p: Product): Html {
  if (loopAddsDirectly(p)) {
    return loopLink(p, {
      href: `?add-to-cart=${p.id}`,
      classes: 'button product_type_simple add_to_cart_button ajax_add_to_cart',
      label: `Add to basket: “${p.name}”`,
      text: LABELS.addToBasket,
      successMessage: `“${p.name}” has been added to your basket`,
    });
  }
  if (p.type === 'variable') {
    const purchasable = p.stock_status === 'instock';
    return loopLink(p, {
      href: productUrl(p),
      classes: `button product_type_variable${purchasable ? ' add_to_cart_button' : ''}`,
      label: `Select options for “${p.name}”`,
      text: LABELS.selectOptions,
      describedBy: LABELS.variableDescribedBy,
    });
  }
  // Out of stock (or unpriced) simple products link to their page.
  return loopLink(p, {
    href: productUrl(p),
    classes: 'button product_type_simple',
    label: `Read more about “${p.name}”`,
    text: LABELS.readMore,
  });
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
  return joinHtml(
    html`<a href="${productUrl(p)}" class="button quick-view-button" data-product_id="${p.id}" aria-haspopup="dialog">`,
    html`Quick view<span class="screen-reader-text">: ${p.name}</span>`,
    html`</a>`,
  );
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
  const link = (id: ListingView, label: string, icon: string): Html => {
    const on = id === view;
    return joinHtml(
      html`<a href="#" id="${id}" class="${on ? 'active' : ''}" role="button"`,
      html` aria-pressed="${on ? 'true' : 'false'}" title="${label}">`,
      html`<span class="dashicons ${icon}" aria-hidden="true"></span> <em>${label}</em>`,
      html`</a>`,
    );
  };
  return joinHtml(
    html`<nav class="gridlist-toggle" aria-label="Product view">`,
    link('grid', 'Grid view', 'dashicons-grid-view'),
    link('list', 'List view', 'dashicons-exerpt-view'),
    html`</nav>`,
  );
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
  return joinHtml(
    html`<li class="${productClasses(p, extra)}">`,
    html`<a href="${productUrl(p)}" class="woocommerce-LoopProduct-link woocommerce-loop-product__link">`,
    img,
    html`<h2 class="woocommerce-loop-product__title">${p.name}</h2>`,
    html`<span class="price">${productPriceHtml(p)}</span>`,
    html`</a>`,
    heartButton(p, wishlist.has(p.id), 'thumb'),
    loopButton(p),
    quickViewButton(p),
    html`</li>`,
  );
}

/**
 * `ul.products` of items; `view` adds the toggle plugin's `grid`/`list` class (listings only); `wishlist`: listed
 * ids.
 */
export function productList(
  products: Product[],
  media: Map<number, Media>,
  columns = 4,
  view?: ListingView,
  wishlist?: ReadonlySet<number>,
): Html {
  const items = products.map((p, i) => loopItem(p, media, i, columns, wishlist));
  return html`<ul class="products columns-${columns}${view ? ` ${view}` : ''}">${items}</ul>`;
}

/** `p.woocommerce-result-count`: 'Showing 1–12 of 31 results'. */
export function resultCount(page: ListingPage, orderby: OrderBy | null): Html {
  const { total, perPage, page: current } = page;
  let text: string;
  if (total === 1) text = 'Showing the single result';
  else if (total <= perPage) text = `Showing all ${total} results`;
  else text = `Showing ${(current - 1) * perPage + 1}–${Math.min(total, current * perPage)} of ${total} results`;
  if (!orderby) return html`<p class="woocommerce-result-count">${text}</p>`;
  // Once sorted, WooCommerce makes the count a live region that also says the order.
  return joinHtml(
    html`<p class="woocommerce-result-count" role="alert" aria-relevant="all" data-is-sorted-by="true">`,
    html`${text}<span class="screen-reader-text"> ${ORDERBY_LABELS[orderby]}</span>`,
    html`</p>`,
  );
}

/** `form.woocommerce-ordering` with `select.orderby` (changes submit the form). */
export function orderingForm(baseUrl: string, orderby: OrderBy): Html {
  const options = (Object.keys(ORDERBY_LABELS) as OrderBy[]).map(
    (k) => html`<option value="${k}"${attr('selected', k === orderby && 'selected')}>${ORDERBY_LABELS[k]}</option>`,
  );
  return joinHtml(
    html`<form class="woocommerce-ordering" method="get" action="${baseUrl}">`,
    html`<select name="orderby" class="orderby" aria-label="Shop order">${options}</select>`,
    html`<input type="hidden" name="paged" value="1">`,
    html`<noscript><button type="submit" class="button">Sort</button></noscript>`,
    html`</form>`,
  );
}

/** URL of listing page `n` under `baseUrl` (`/shop/`, `/shop/page/2/`), keeping the sort order. */
export function pageUrl(baseUrl: string, n: number, orderby: OrderBy | null): string {
  return (n <= 1 ? baseUrl : `${baseUrl}page/${n}/`) + (orderby ? `?orderby=${orderby}` : '');
}

/** `nav.woocommerce-pagination` with numbered links and `a.prev` / `a.next`. */
export function pagination(baseUrl: string, page: ListingPage, orderby: OrderBy | null): Html {
  if (page.pages <= 1) return html``;
  const url = (n: number): string => pageUrl(baseUrl, n, orderby);
  const pageText = (n: number): Html => html`<span class="screen-reader-text">Page </span>${n}`;
  const items: Html[] = [];
  if (page.page > 1) {
    const text = html`<span class="screen-reader-text">Previous page</span><span aria-hidden="true">&larr;</span>`;
    items.push(html`<li><a class="prev page-numbers" href="${url(page.page - 1)}">${text}</a></li>`);
  }
  for (let n = 1; n <= page.pages; n++) {
    items.push(
      n === page.page
        ? html`<li><span aria-current="page" class="page-numbers current">${pageText(n)}</span></li>`
        : html`<li><a class="page-numbers" href="${url(n)}">${pageText(n)}</a></li>`,
    );
  }
  if (page.page < page.pages) {
    const text = html`<span class="screen-reader-text">Next page</span><span aria-hidden="true">&rarr;</span>`;
    items.push(html`<li><a class="next page-numbers" href="${url(page.page + 1)}">${text}</a></li>`);
  }
  return joinHtml(
    html`<nav class="woocommerce-pagination" aria-label="Product pagination">`,
    html`<ul class="page-numbers">${items}</ul>`,
    html`</nav>`,
  );
}

/** The category filter (product categories widget markup), nested by parent. */
export function categoryFilter(categories: Category[], currentId: number | null): Html {
  const branch = (parent: number | null): Html => {
    const kids = categories.filter((c) => c.parent_id === parent);
    if (kids.length === 0) return html``;
    const items = kids.map((c) =>
      joinHtml(
        html`<li class="cat-item cat-item-${c.id}${c.id === currentId ? ' current-cat' : ''}">`,
        html`<a href="/product-category/${c.slug}/"${attr('aria-current', c.id === currentId && 'page')}>`,
        html`${c.name}</a> <span class="count">(${c.count})</span>`,
        branch(c.id),
        html`</li>`,
      ),
    );
    return parent === null
      ? html`<ul class="product-categories">${items}</ul>`
      : html`<ul class="children">${items}</ul>`;
  };
  const all = currentId === null;
  return joinHtml(
    html`<nav class="widget woocommerce widget_product_categories" aria-label="Product categories">`,
    html`<ul class="product-categories">`,
    html`<li class="cat-item cat-item-all${all ? ' current-cat' : ''}">`,
    html`<a href="/shop/"${attr('aria-current', all && 'page')}>All products</a>`,
    html`</li>`,
    html`</ul>`,
    branch(null),
    html`</nav>`,
  );
}
