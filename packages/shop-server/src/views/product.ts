/**
 * The single product page (content-single-product.php): breadcrumb, gallery, summary
 * (title, rating, price, excerpt, bulk table, add-to-basket form, meta), tabs and related products.
 */
import { LABELS } from '../config';
import type { Attribute, Category, Media, Product, Tier } from '../domain/catalog';
import type { Comment } from '../domain/content';
import type { AvailableVariation } from './variation-json';
import { html, joinHtml, productPriceHtml, stockHtml, type Html } from './format';
import { mediaUrl, productUrl, SIZES } from '../domain/urls';
import { productClasses, productList } from './loop';
import { productTabs, starRating, type ShownMeasures } from './product-tabs';
import { bulkTable, bulkTableContainer, quantityInput } from './quantity';
import { variationForm } from './variation-form';
import { expressCheckoutHtml } from './express-checkout';
import { PRODUCT_MESSAGES } from '../messages';
import { heartButton } from './wishlist';

/** Everything the product page shows. */
export interface ProductPageData {
  product: Product;
  categories: Category[];
  attributes: Attribute[];
  media: Map<number, Media>;
  /** Variation objects, or false above the threshold; unused for simple products. */
  variations: AvailableVariation[] | false;
  /** Compact availability index (JSON) when `variations` is false. */
  variationIndex?: string | null;
  selected: Record<string, string>;
  measures: ShownMeasures;
  bulkIds: number[];
  /** The product's own tiers (the table shown before any variation is chosen). */
  tiers: Tier[];
  reviews: Comment[];
  related: Product[];
  relatedMedia: Map<number, Media>;
  /** Ids on the visitor's wishlist (the product's heart and the related items'). */
  wishlist?: ReadonlySet<number>;
}

/**
 * One gallery image (wc_get_gallery_image_html): `div.woocommerce-product-gallery__image[data-thumb]` with the
 * large-image link.
 */
function galleryImage(m: Media, main: boolean): Html {
  const thumb = SIZES.galleryThumb;
  const img = joinHtml(
    html`<img width="${SIZES.single}" height="${SIZES.single}" src="${mediaUrl(m, SIZES.single)}"`,
    html` class="${main ? 'wp-post-image' : ''}" alt="${m.alt}" data-caption="${m.caption}"`,
    html` data-src="${mediaUrl(m)}" data-large_image="${mediaUrl(m)}"`,
    html` data-large_image_width="${m.width}" data-large_image_height="${m.height}" decoding="async">`,
  );
  return joinHtml(
    html`<div data-thumb="${mediaUrl(m, thumb)}" data-thumb-alt="${m.alt}" data-thumb-srcset=""`,
    html` data-thumb-sizes="(max-width: ${thumb}px) 100vw, ${thumb}px" class="woocommerce-product-gallery__image">`,
    html`<a href="${mediaUrl(m)}">${img}</a>`,
    html`</div>`,
  );
}

/** `div.woocommerce-product-gallery` with `data-columns` and its `__wrapper`. */
export function gallery(p: Product, media: Map<number, Media>): Html {
  const images = [p.image_id, ...p.gallery_ids]
    .map((id) => (id ? media.get(id) : undefined))
    .filter((m): m is Media => !!m);
  const cls = [
    'woocommerce-product-gallery',
    `woocommerce-product-gallery--${images.length ? 'with-images' : 'without-images'}`,
    'woocommerce-product-gallery--columns-4',
    'images',
  ].join(' ');
  return joinHtml(
    html`<div class="${cls}" data-columns="4">`,
    html`<figure class="woocommerce-product-gallery__wrapper">`,
    images.map((m, i) => galleryImage(m, i === 0)),
    html`</figure>`,
    html`</div>`,
  );
}

/** Breadcrumb: Home / top category / category / product. */
function breadcrumb(p: Product, categories: Category[]): Html {
  const own = categories.find((c) => p.category_ids.includes(c.id));
  const trail: Category[] = [];
  for (let c = own; c; c = categories.find((x) => x.id === c!.parent_id)) trail.unshift(c);
  const links = trail.map((c) => html`&nbsp;&#47;&nbsp;<a href="/product-category/${c.slug}/">${c.name}</a>`);
  return joinHtml(
    html`<nav class="woocommerce-breadcrumb" aria-label="Breadcrumb">`,
    html`<a href="/">Home</a>`,
    links,
    html`&nbsp;&#47;&nbsp;<span aria-current="page">${p.name}</span>`,
    html`</nav>`,
  );
}

/** The simple product's add-to-basket form (single-product/add-to-cart/simple.php). */
function simpleForm(p: Product): Html {
  const stock = stockHtml(p);
  if (p.price === null) return html``;
  if (p.stock_status !== 'instock') return stock;
  const max = p.sold_individually ? 1 : (p.stock_quantity ?? '');
  return joinHtml(
    stock,
    html`<form class="cart" action="${productUrl(p)}" method="post" enctype="multipart/form-data">`,
    quantityInput({ id: `quantity_${p.id}`, productName: p.name, min: 1, max }),
    html`<button type="submit" name="add-to-cart" value="${p.id}" class="single_add_to_cart_button button alt">`,
    LABELS.addToBasket,
    html`</button>`,
    html`</form>`,
  );
}

/** `div.product_meta` with `span.sku` and categories. */
function meta(p: Product, categories: Category[]): Html {
  const cats = categories.filter((c) => p.category_ids.includes(c.id));
  const catLinks = cats.map(
    (c, i) => html`${i ? ', ' : ''}<a href="/product-category/${c.slug}/" rel="tag">${c.name}</a>`,
  );
  return joinHtml(
    html`<div class="product_meta">`,
    html`<span class="sku_wrapper">SKU: <span class="sku">${p.sku || 'N/A'}</span></span> `,
    html`<span class="posted_in">${cats.length === 1 ? 'Category:' : 'Categories:'} ${catLinks}</span>`,
    html`</div>`,
  );
}

/** `div.woocommerce-product-rating`: the stars and the link to the reviews. */
function ratingLink(p: Product, reviewsUrl: string): Html {
  const count = p.review_count;
  return joinHtml(
    html`<div class="woocommerce-product-rating">`,
    starRating(p.rating ?? 0),
    html`<a href="${reviewsUrl}" class="woocommerce-review-link" rel="nofollow">`,
    html`(<span class="count">${count}</span> customer ${count === 1 ? 'review' : 'reviews'})`,
    html`</a>`,
    html`</div>`,
  );
}

/** What the summary (and a quick view) needs of the product page's data. */
export type ProductSummaryData = Pick<
  ProductPageData,
  | 'product'
  | 'categories'
  | 'attributes'
  | 'variations'
  | 'variationIndex'
  | 'selected'
  | 'bulkIds'
  | 'tiers'
  | 'wishlist'
>;

/**
 * `div.summary.entry-summary`: title, rating, price, short description, bulk table, add-to-basket form and
 * meta. `headingLevel` 2 is for a quick-view dialog, where the page already has its h1.
 */
export function productSummary(d: ProductSummaryData, headingLevel: 1 | 2 = 1, extra: Html | '' = ''): Html {
  const p = d.product;
  const rating = p.review_count ? ratingLink(p, headingLevel === 1 ? '#reviews' : `${productUrl(p)}#reviews`) : '';
  const bulk = d.bulkIds.length ? bulkTableContainer(d.bulkIds, bulkTable(d.tiers, p.name)) : '';
  const form =
    p.type === 'variable'
      ? variationForm({
          product: p,
          attributes: d.attributes,
          variations: d.variations,
          variationIndex: d.variationIndex,
          selected: d.selected,
        })
      : simpleForm(p);
  const title =
    headingLevel === 1
      ? html`<h1 class="product_title entry-title">${p.name}</h1>`
      : html`<h2 class="product_title entry-title">${p.name}</h2>`;
  return html`<div class="summary entry-summary">
${title}
${rating}
<p class="price">${productPriceHtml(p)}</p>
<div class="woocommerce-product-details__short-description"><p>${p.short_description}</p></div>
${bulk}
${form}
${heartButton(p, d.wishlist?.has(p.id) ?? false, 'single')}
${extra}
${meta(p, d.categories)}
</div>`;
}

/** The main content of a product page. */
export function productPage(d: ProductPageData, opts: { expressCheckout?: boolean } = {}): Html {
  const p = d.product;
  const related =
    d.related.length > 0 &&
    joinHtml(
      html`<section class="related products">`,
      html`<h2>Related products</h2>`,
      productList(d.related, d.relatedMedia, 4, undefined, d.wishlist),
      html`</section>`,
    );
  return html`${breadcrumb(p, d.categories)}
<div id="product-${p.id}" class="${productClasses(p, ['first'])}">
${gallery(p, d.media)}
${productSummary(d, 1, opts.expressCheckout ? expressCheckoutHtml('product') : '')}
${productTabs(p, d.attributes, d.measures, d.reviews)}
${related}
</div>`;
}

/**
 * The `*_params` globals a product page prints for its scripts (variation texts; rating, gallery, slider and
 * lightbox settings, spec §9). The quick view sends the same in its fragment.
 */
export function productPageGlobals(wcAjaxUrl: string): Record<string, unknown> {
  return {
    wc_add_to_cart_variation_params: {
      wc_ajax_url: wcAjaxUrl,
      i18n_no_matching_variations_text: PRODUCT_MESSAGES.noMatch,
      i18n_make_a_selection_text: PRODUCT_MESSAGES.makeSelection,
      i18n_unavailable_text: PRODUCT_MESSAGES.unavailable,
      i18n_reset_alert_text: PRODUCT_MESSAGES.resetAlert,
    },
    wc_single_product_params: {
      i18n_required_rating_text: 'Please select a rating',
      i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
      i18n_product_gallery_trigger_text: 'View full-screen image gallery',
      review_rating_required: 'yes',
      flexslider: {
        rtl: false,
        animation: 'slide',
        smoothHeight: true,
        directionNav: false,
        controlNav: 'thumbnails',
        slideshow: false,
        animationSpeed: 500,
        animationLoop: false,
        allowOneSlide: false,
      },
      zoom_enabled: false,
      zoom_options: [],
      photoswipe_enabled: true,
      photoswipe_options: {
        shareEl: false,
        closeOnScroll: false,
        history: false,
        hideAnimationDuration: 0,
        showAnimationDuration: 0,
      },
      flexslider_enabled: true,
    },
  };
}
