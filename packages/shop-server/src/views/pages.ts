/**
 * Other screens: home, product listings, the generic order-received message,
 * saved payment methods, and the 404 and 403 pages.
 */
import { URLS } from '../config';
import type { Category, ListingPage, Media, OrderBy, Product } from '../domain/catalog';
import type { Post } from '../domain/content';
import { html, joinHtml, priceHtml, type Html } from './format';
import {
  categoryFilter,
  gridListToggle,
  orderingForm,
  pagination,
  productList,
  resultCount,
  type ListingView,
} from './loop';

/** Home: featured products and the latest posts. */
export function homePage(
  featured: Product[],
  media: Map<number, Media>,
  posts: Post[],
  wishlist?: ReadonlySet<number>,
): Html {
  const postItems = posts.map((p) =>
    joinHtml(
      html`<li>`,
      html`<a href="${URLS.blog}${p.slug}/">${p.title}</a> <span class="post-category">(${p.category_name})</span>`,
      html`</li>`,
    ),
  );
  const lead =
    'Cushions, throws, tea towels and napkins printed in our Bristol studio, and prints and cards from our linocuts.';
  const featuredSection = joinHtml(
    html`<section class="featured-products woocommerce" aria-labelledby="featured-title">`,
    html`<h2 id="featured-title">Featured products</h2>`,
    productList(featured, media, 4, undefined, wishlist),
    html`<p><a class="button" href="${URLS.shop}">Shop all products</a></p>`,
    html`</section>`,
  );
  const latestSection = joinHtml(
    html`<section class="latest-posts" aria-labelledby="latest-title">`,
    html`<h2 id="latest-title">From the blog</h2>`,
    html`<ul>${postItems}</ul>`,
    html`</section>`,
  );
  return html`<h1 class="page-title">Printed textiles, art prints and cards</h1>
<p class="lead">${lead}</p>
${featuredSection}
${latestSection}`;
}

/** Inputs of {@link listingPage}. */
export interface ListingData {
  title: string;
  description?: string;
  baseUrl: string;
  page: ListingPage;
  orderby: OrderBy;
  /** Set when the shopper chose an order (makes the result count a live region). */
  sorted: boolean;
  media: Map<number, Media>;
  categories: Category[];
  currentCategory: number | null;
  /** Grid or list view (from the `gridcookie` cookie). Default grid. */
  view?: ListingView;
  /** Ids on the visitor's wishlist (their hearts show 'remove'). */
  wishlist?: ReadonlySet<number>;
}

/** The archive's header: its title and the category's description. */
function listingHeader(d: ListingData): Html {
  return joinHtml(
    html`<header class="woocommerce-products-header">`,
    html`<h1 class="woocommerce-products-header__title page-title">${d.title}</h1>`,
    d.description && html`<div class="term-description"><p>${d.description}</p></div>`,
    html`</header>`,
  );
}

/** WooCommerce's message for an empty archive or search. */
export const NO_PRODUCTS = joinHtml(
  html`<div class="woocommerce-no-products-found">`,
  html`<div class="woocommerce-info" role="status">No products were found matching your selection.</div>`,
  html`</div>`,
);

/** A product archive: heading, category filter, result count, sort form, products, pagination. */
export function listingPage(d: ListingData): Html {
  const orderedBy = d.sorted ? d.orderby : null;
  const controls = joinHtml(
    html`<div class="woocommerce-shop-controls">`,
    gridListToggle(d.view ?? 'grid'),
    resultCount(d.page, orderedBy),
    orderingForm(d.baseUrl, d.orderby),
    html`</div>`,
  );
  const products = d.page.products.length
    ? productList(d.page.products, d.media, 4, d.view ?? 'grid', d.wishlist)
    : NO_PRODUCTS;
  return html`${listingHeader(d)}
${categoryFilter(d.categories, d.currentCategory)}
${controls}
${products}
${pagination(d.baseUrl, d.page, orderedBy)}`;
}

/** The thank-you notice (`--success` with an order, `--info` without). */
const thankYou = (kind: 'success' | 'info'): Html =>
  joinHtml(
    html`<p class="woocommerce-notice woocommerce-notice--${kind} woocommerce-thankyou-order-received">`,
    html`Thank you. Your order has been received.`,
    html`</p>`,
  );

/** Order received (thank-you page). */
export function orderReceivedPage(order: { id: number; total: number; created_at: Date; status: string } | null): Html {
  const title = html`<h1 class="entry-title">Order received</h1>`;
  if (!order) return joinHtml(title, thankYou('info'));
  const item = (cls: string, label: string, value: Html | string | number): Html =>
    html`<li class="woocommerce-order-overview__${cls}">${label}: <strong>${value}</strong></li>`;
  const overview = joinHtml(
    html`<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details">`,
    item('order order', 'Order number', order.id),
    item('date date', 'Date', order.created_at.toLocaleDateString('en-GB', { timeZone: 'UTC' })),
    item('total total', 'Total', priceHtml(order.total)),
    item('status', 'Status', order.status),
    html`</ul>`,
  );
  return html`${title}${thankYou('success')}
${overview}`;
}

/** 404. */
export function notFoundPage(): Html {
  return joinHtml(
    html`<h1 class="page-title">Page not found</h1>`,
    html`<p>Sorry, that page does not exist. `,
    html`Try the <a href="${URLS.shop}">shop</a> or the <a href="${URLS.blog}">blog</a>.</p>`,
  );
}

/** 403 (a failed nonce check). */
export function forbiddenPage(): Html {
  return joinHtml(
    html`<h1 class="page-title">Link expired</h1>`,
    html`<p>The link you followed has expired or is not valid for this session. Nothing was changed.</p>`,
    html`<p><a href="${URLS.cart}">Return to the basket</a></p>`,
  );
}

/** The shop's terms and conditions (the checkout's terms checkbox links here). */
export function termsPageHtml(): Html {
  return joinHtml(
    html`<h1 class="entry-title">Terms and conditions</h1><div class="entry-content">`,
    html`<p>Everything we sell is printed to order in our Bristol studio and dispatched within five working days.</p>`,
    html`<h2>Returns</h2>`,
    html`<p>You may return unused items within 30 days of delivery for a full refund of the item price.</p>`,
    html`<h2>Prices and payment</h2>`,
    html`<p>Prices are in pounds sterling and include VAT. Orders paid by bank transfer or cheque are sent once the`,
    html` payment has cleared.</p>`,
    html`<h2>Your data</h2>`,
    html`<p>We use your details only to fulfil your order and to answer your questions. We never sell them.</p>`,
    html`</div>`,
  );
}
