/**
 * The product tabs (single-product/tabs/tabs.php): Description, Additional information
 * (the `shop_attributes` table with weight and dimensions) and Reviews (list and form).
 */
import { URLS } from '../config';
import type { Attribute, Product } from '../domain/catalog';
import type { Comment } from '../domain/content';
import { attr, html, joinHtml, type Html } from './format';
import { dimensionsText } from '../domain/units';

/**
 * Star rating block with an accessible name. WooCommerce sizes the inner span with `style="width:N%"` for star-font
 * themes; a style attribute is refused by the shop's CSP, and this theme shows the rating as text, so there is none.
 */
export function starRating(rating: number): Html {
  const r = Math.round(rating * 100) / 100;
  return joinHtml(
    html`<div class="star-rating" role="img" aria-label="${`Rated ${r.toFixed(2)} out of 5`}">`,
    html`<span>Rated <strong class="rating">${r.toFixed(2)}</strong> out of 5</span>`,
    html`</div>`,
  );
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
    joinHtml(
      html`<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--${key}">`,
      html`<th class="woocommerce-product-attributes-item__label" scope="row">${label}</th>`,
      html`<td class="woocommerce-product-attributes-item__value">${value}</td>`,
      html`</tr>`,
    );
  if (m.weight) rows.push(row('weight', 'Weight', `${m.weight} kg`));
  if (m.length || m.width || m.height) rows.push(row('dimensions', 'Dimensions', dimensionsText(m)));
  for (const a of attrs.filter((x) => x.is_visible)) {
    rows.push(row(`attribute_${a.taxonomy}`, a.label, html`<p>${a.options.map((o) => o.name).join(', ')}</p>`));
  }
  return joinHtml(
    html`<table class="woocommerce-product-attributes shop_attributes" aria-label="Product details">`,
    rows,
    html`</table>`,
  );
}

/** One review: `li.review` with its rating, author, date and text. */
function reviewItem(c: Comment): Html {
  const date = c.created_at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return joinHtml(
    html`<li class="review even thread-even depth-1" id="li-comment-${c.id}">`,
    html`<div id="comment-${c.id}" class="comment_container">`,
    html`<div class="comment-text">`,
    c.rating ? starRating(c.rating) : '',
    html`<p class="meta">`,
    html`<strong class="woocommerce-review__author">${c.author}</strong>`,
    html` <span class="woocommerce-review__dash">&ndash;</span> `,
    html`<time class="woocommerce-review__published-date" datetime="${c.created_at.toISOString()}">${date}</time>`,
    html`</p>`,
    html`<div class="description"><p>${c.content}</p></div>`,
    html`</div>`,
    html`</div>`,
    html`</li>`,
  );
}

/** A label with WooCommerce's required marker. */
const requiredLabel = (id: string, text: string, labelId?: string): Html =>
  html`<label for="${id}"${attr('id', labelId)}>${text}&nbsp;<span class="required">*</span></label>`;

/** The rating select: 'Rate…' and the five ratings with WooCommerce's names. */
function ratingSelect(): Html {
  const names = ['Perfect', 'Good', 'Average', 'Not that bad', 'Very poor'];
  return joinHtml(
    requiredLabel('rating', 'Your rating', 'comment-form-rating-label'),
    html`<select name="rating" id="rating" required>`,
    html`<option value="">Rate&hellip;</option>`,
    names.map((name, i) => html`<option value="${5 - i}">${name}</option>`),
    html`</select>`,
  );
}

/** The review form (`#review_form_wrapper` with the comment form and its rating). */
function reviewForm(product: Product, reviewCount: number): Html {
  const title = reviewCount ? 'Add a review' : `Be the first to review “${product.name}”`;
  const heading = html`<h3 id="reply-title" class="comment-reply-title">${title}</h3>`;
  const notes = joinHtml(
    html`<span id="email-notes">Your email address will not be published.</span>`,
    html` Required fields are marked <span class="required">*</span>`,
  );
  const comment = joinHtml(
    requiredLabel('comment', 'Your review'),
    html`<textarea id="comment" name="comment" cols="45" rows="8" required></textarea>`,
  );
  const author = joinHtml(
    requiredLabel('author', 'Name'),
    html`<input id="author" name="author" type="text" autocomplete="name" value="" size="30" required>`,
  );
  const email = joinHtml(
    requiredLabel('email', 'Email'),
    html`<input id="email" name="email" type="email" autocomplete="email" value="" size="30" required`,
    html` aria-describedby="email-notes">`,
  );
  const submit = joinHtml(
    html`<input name="submit" type="submit" id="submit" class="submit" value="Submit">`,
    html`<input type="hidden" name="comment_post_ID" value="${product.id}" id="comment_post_ID">`,
    html`<input type="hidden" name="comment_parent" id="comment_parent" value="0">`,
  );
  return html`<div id="review_form_wrapper"><div id="review_form"><div id="respond" class="comment-respond">${heading}
<form action="${URLS.commentsPost}" method="post" id="commentform" class="comment-form">
<p class="comment-notes">${notes}</p>
<div class="comment-form-rating">${ratingSelect()}</div>
<p class="comment-form-comment">${comment}</p>
<p class="comment-form-author">${author}</p>
<p class="comment-form-email">${email}</p>
<p class="form-submit">${submit}</p>
</form></div></div></div>`;
}

/** The reviews list and the review form (single-product-reviews.php). */
function reviews(product: Product, list: Comment[]): Html {
  const title = list.length
    ? html`${list.length} ${list.length === 1 ? 'review' : 'reviews'} for <span>${product.name}</span>`
    : 'Reviews';
  const items = list.length
    ? html`<ol class="commentlist">${list.map(reviewItem)}</ol>`
    : html`<p class="woocommerce-noreviews">There are no reviews yet.</p>`;
  const comments = html`<div id="comments"><h2 class="woocommerce-Reviews-title">${title}</h2>${items}</div>`;
  return html`<div id="reviews" class="woocommerce-Reviews">${comments}
${reviewForm(product, list.length)}<div class="clear"></div></div>`;
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
  const titles = tabs.map((t) =>
    joinHtml(
      html`<li role="presentation" class="${t.key}_tab" id="tab-title-${t.key}">`,
      html`<a href="#tab-${t.key}" role="tab" aria-controls="tab-${t.key}">${t.title}</a>`,
      html`</li>`,
    ),
  );
  const panels = tabs.map((t) =>
    joinHtml(
      html`<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${t.key} panel entry-content wc-tab"`,
      html` id="tab-${t.key}" role="tabpanel" aria-labelledby="tab-title-${t.key}">`,
      t.body,
      html`</div>`,
    ),
  );
  return joinHtml(
    html`<div class="woocommerce-tabs wc-tabs-wrapper">`,
    html`<ul class="tabs wc-tabs" role="tablist">${titles}</ul>`,
    panels,
    html`</div>`,
  );
}
