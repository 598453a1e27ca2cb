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
  const postItems = posts.map(
    (p) =>
      html`<li><a href="${URLS.blog}${p.slug}/">${p.title}</a> <span class="post-category">(${p.category_name})</span></li>`,
  );
  return html`<h1 class="page-title">Printed textiles, art prints and cards</h1>
<p class="lead">Cushions, throws, tea towels and napkins printed in our Bristol studio, and prints and cards from our linocuts.</p>
<section class="featured-products woocommerce" aria-labelledby="featured-title"><h2 id="featured-title">Featured products</h2>${productList(featured, media, 4, undefined, wishlist)}<p><a class="button" href="${URLS.shop}">Shop all products</a></p></section>
<section class="latest-posts" aria-labelledby="latest-title"><h2 id="latest-title">From the blog</h2><ul>${postItems}</ul></section>`;
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

/** A product archive: heading, category filter, result count, sort form, products, pagination. */
export function listingPage(d: ListingData): Html {
  return html`<header class="woocommerce-products-header"><h1 class="woocommerce-products-header__title page-title">${d.title}</h1>${d.description ? html`<div class="term-description"><p>${d.description}</p></div>` : ''}</header>
${categoryFilter(d.categories, d.currentCategory)}
<div class="woocommerce-shop-controls">${gridListToggle(d.view ?? 'grid')}${resultCount(d.page, d.sorted ? d.orderby : null)}${orderingForm(d.baseUrl, d.orderby)}</div>
${d.page.products.length ? productList(d.page.products, d.media, 4, d.view ?? 'grid', d.wishlist) : html`<div class="woocommerce-no-products-found"><div class="woocommerce-info" role="status">No products were found matching your selection.</div></div>`}
${pagination(d.baseUrl, d.page, d.sorted ? d.orderby : null)}`;
}

/** Order received (thank-you page). */
export function orderReceivedPage(order: { id: number; total: number; created_at: Date; status: string } | null): Html {
  if (!order)
    return html`<h1 class="entry-title">Order received</h1><p class="woocommerce-notice woocommerce-notice--info woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>`;
  return html`<h1 class="entry-title">Order received</h1><p class="woocommerce-notice woocommerce-notice--success woocommerce-thankyou-order-received">Thank you. Your order has been received.</p>
<ul class="woocommerce-order-overview woocommerce-thankyou-order-details order_details"><li class="woocommerce-order-overview__order order">Order number: <strong>${order.id}</strong></li><li class="woocommerce-order-overview__date date">Date: <strong>${order.created_at.toLocaleDateString('en-GB', { timeZone: 'UTC' })}</strong></li><li class="woocommerce-order-overview__total total">Total: <strong>${priceHtml(order.total)}</strong></li><li class="woocommerce-order-overview__status">Status: <strong>${order.status}</strong></li></ul>`;
}

/** 404. */
export function notFoundPage(): Html {
  return html`<h1 class="page-title">Page not found</h1><p>Sorry, that page does not exist. Try the <a href="${URLS.shop}">shop</a> or the <a href="${URLS.blog}">blog</a>.</p>`;
}

/** 403 (a failed nonce check). */
export function forbiddenPage(): Html {
  return html`<h1 class="page-title">Link expired</h1><p>The link you followed has expired or is not valid for this session. Nothing was changed.</p><p><a href="${URLS.cart}">Return to the basket</a></p>`;
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
