/**
 * The product tabs (single-product/tabs/tabs.php): Description, Additional information
 * (the `shop_attributes` table with weight and dimensions) and Reviews (list and form).
 */
import { URLS } from '../config';
import type { Attribute, Product } from '../domain/catalog';
import type { Comment } from '../domain/content';
import { html, type Html } from './format';
import { dimensionsText } from '../domain/units';

/**
 * Star rating block with an accessible name. WooCommerce sizes the inner span with `style="width:N%"` for star-font
 * themes; a style attribute is refused by the shop's CSP, and this theme shows the rating as text, so there is none.
 */
export function starRating(rating: number): Html {
  const r = Math.round(rating * 100) / 100;
  return html`<div class="star-rating" role="img" aria-label="${`Rated ${r.toFixed(2)} out of 5`}"><span>Rated <strong class="rating">${r.toFixed(2)}</strong> out of 5</span></div>`;
}

/** Weight/dimensions shown in the table: the product's own, or its first variation's when the parent has none. */
export interface ShownMeasures {
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
}

/** `table.woocommerce-product-attributes.shop_attributes` (product-attributes.php). */
export function attributesTable(attrs: Attribute[], m: ShownMeasures): Html {
  const rows: Html[] = [];
  const row = (key: string, label: string, value: Html | string): Html =>
    html`<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--${key}"><th class="woocommerce-product-attributes-item__label" scope="row">${label}</th><td class="woocommerce-product-attributes-item__value">${value}</td></tr>`;
  if (m.weight) rows.push(row('weight', 'Weight', `${m.weight} kg`));
  if (m.length || m.width || m.height) rows.push(row('dimensions', 'Dimensions', dimensionsText(m)));
  for (const a of attrs.filter((x) => x.is_visible)) {
    rows.push(row(`attribute_${a.taxonomy}`, a.label, html`<p>${a.options.map((o) => o.name).join(', ')}</p>`));
  }
  return html`<table class="woocommerce-product-attributes shop_attributes" aria-label="Product details">${rows}</table>`;
}

/** The reviews list and the review form (single-product-reviews.php). */
function reviews(product: Product, list: Comment[]): Html {
  const items = list.map(
    (c) =>
      html`<li class="review even thread-even depth-1" id="li-comment-${c.id}"><div id="comment-${c.id}" class="comment_container"><div class="comment-text">${c.rating ? starRating(c.rating) : ''}<p class="meta"><strong class="woocommerce-review__author">${c.author}</strong> <span class="woocommerce-review__dash">&ndash;</span> <time class="woocommerce-review__published-date" datetime="${c.created_at.toISOString()}">${c.created_at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}</time></p><div class="description"><p>${c.content}</p></div></div></div></li>`,
  );
  const title = list.length
    ? html`<h2 class="woocommerce-Reviews-title">${list.length} ${list.length === 1 ? 'review' : 'reviews'} for <span>${product.name}</span></h2>`
    : html`<h2 class="woocommerce-Reviews-title">Reviews</h2>`;
  return html`<div id="reviews" class="woocommerce-Reviews"><div id="comments">${title}${list.length ? html`<ol class="commentlist">${items}</ol>` : html`<p class="woocommerce-noreviews">There are no reviews yet.</p>`}</div>
<div id="review_form_wrapper"><div id="review_form"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">${list.length ? 'Add a review' : `Be the first to review “${product.name}”`}</h3>
<form action="${URLS.commentsPost}" method="post" id="commentform" class="comment-form">
<p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> Required fields are marked <span class="required">*</span></p>
<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Your rating&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required><option value="">Rate&hellip;</option><option value="5">Perfect</option><option value="4">Good</option><option value="3">Average</option><option value="2">Not that bad</option><option value="1">Very poor</option></select></div>
<p class="comment-form-comment"><label for="comment">Your review&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p>
<p class="comment-form-author"><label for="author">Name&nbsp;<span class="required">*</span></label><input id="author" name="author" type="text" autocomplete="name" value="" size="30" required></p>
<p class="comment-form-email"><label for="email">Email&nbsp;<span class="required">*</span></label><input id="email" name="email" type="email" autocomplete="email" value="" size="30" required aria-describedby="email-notes"></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Submit"><input type="hidden" name="comment_post_ID" value="${product.id}" id="comment_post_ID"><input type="hidden" name="comment_parent" id="comment_parent" value="0"></p>
</form></div></div></div><div class="clear"></div></div>`;
}

/** `div.woocommerce-tabs.wc-tabs-wrapper` with `ul.tabs.wc-tabs[role=tablist]` and its panels. */
export function productTabs(
  product: Product,
  attrs: Attribute[],
  measures: ShownMeasures,
  reviewList: Comment[],
): Html {
  const tabs: Array<{ key: string; title: string; body: Html }> = [];
  if (product.description)
    tabs.push({
      key: 'description',
      title: 'Description',
      body: html`<h2>Description</h2><p>${product.description}</p>`,
    });
  if (attrs.some((a) => a.is_visible) || measures.weight || measures.length) {
    tabs.push({
      key: 'additional_information',
      title: 'Additional information',
      body: html`<h2>Additional information</h2>${attributesTable(attrs, measures)}`,
    });
  }
  tabs.push({ key: 'reviews', title: `Reviews (${reviewList.length})`, body: reviews(product, reviewList) });
  const titles = tabs.map(
    (t) =>
      html`<li role="presentation" class="${t.key}_tab" id="tab-title-${t.key}"><a href="#tab-${t.key}" role="tab" aria-controls="tab-${t.key}">${t.title}</a></li>`,
  );
  const panels = tabs.map(
    (t) =>
      html`<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${t.key} panel entry-content wc-tab" id="tab-${t.key}" role="tabpanel" aria-labelledby="tab-title-${t.key}">${t.body}</div>`,
  );
  return html`<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist">${titles}</ul>${panels}</div>`;
}
