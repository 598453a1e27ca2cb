/**
 * Shop screens: home, the product listings (shop and categories, sorted and paginated), the
 * product page and its no-JavaScript add-to-basket fallbacks (`?add-to-cart=ID` on any page and
 * the POSTed `form.cart`).
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { AJAX_VARIATION_THRESHOLD, LABELS, URLS } from '../config';
import { addToCart, type AddResult } from '../domain/add-to-cart';
import {
  allCategories,
  attributesOf,
  bulkTableIds,
  featuredProducts,
  listProducts,
  mediaByIds,
  ORDERBY,
  productBySlug,
  relatedProducts,
  SEARCH_MAX,
  searchProducts,
  tiersFor,
  variationCount,
  variationsOf,
  type OrderBy,
  type Product,
} from '../domain/catalog';
import { commentsOf, listPosts } from '../domain/content';
import { addNotice, type Notice } from '../domain/session';
import { variationIndexJson, visibleVariations } from '../domain/variations';
import { availableVariations } from '../views/variation-json';
import { VIEW_COOKIE, viewFromCookie } from '../views/loop';
import { notFoundPage, homePage, listingPage } from '../views/pages';
import { productPage, productPageGlobals } from '../views/product';
import { expressCheckoutParams } from '../views/express-params';
import { editPostUrl, productUrl } from '../domain/urls';
import { wishlistPageState } from './wishlist';
import { searchPage } from '../views/search';
import { careGuidePage, videoDoublePage, VIDEO_DOUBLE_URL } from '../views/care-guide';
import { joinHtml } from '../views/format';
import {
  heroSlider,
  makerLogos,
  productCarousel,
  studioCta,
  testimonials,
  typedHeadline,
  widgetShowcase,
} from '../views/home-showcase';
import { pressParallax, printRoomGrid } from '../views/studio-sections';
import { shopExpressCheckout } from '../payments/config';
import { shopOf, type ShopEnv } from './context';
import { attributeFields, formFields, renderPage } from './render';
import { safeRedirectPath } from './safe-redirect';
import { rememberAddedToCart } from './site-wide';

/** The notice after a successful add (WooCommerce's wc_add_to_cart_message). */
export function addedNotice(r: Extract<AddResult, { ok: true }>): Notice {
  const text =
    r.quantity > 1
      ? `${r.quantity} × “${r.name}” have been added to your basket.`
      : `“${r.name}” has been added to your basket.`;
  return { type: 'success', text, link: { href: URLS.cart, label: LABELS.viewBasket } };
}

/** The 404 page. */
export const notFound = (c: Context<ShopEnv>): Promise<Response> =>
  renderPage(c, { title: 'Page not found', content: notFoundPage(), status: 404, bodyClass: 'error404' });

/**
 * `GET …?add-to-cart=ID[&quantity=N]` on any page: add, queue the notice, and redirect to the same
 * page without those parameters (so a reload does not add again). Variable products without a
 * chosen variation go to their product page.
 */
export function addToCartLinks(): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const id = url.searchParams.get('add-to-cart');
    if (c.req.method !== 'GET' || id === null || url.pathname.startsWith('/wp-')) return next();
    const shop = shopOf(c);
    const session = await shop.storedSession();
    const query = Object.fromEntries(url.searchParams);
    const result = await addToCart(shop.db, session.id, {
      productId: id,
      quantity: query.quantity,
      variationId: query.variation_id,
      attributes: attributeFields(query),
    });
    for (const p of ['add-to-cart', 'quantity', 'variation_id', 'product_id']) url.searchParams.delete(p);
    if (result.ok) {
      shop.cartChanged();
      await addNotice(shop.db, session.id, addedNotice(result));
      return c.redirect(safeRedirectPath(url.pathname + url.search, '/'), 302);
    }
    await addNotice(shop.db, session.id, { type: 'error', text: result.message });
    return c.redirect(
      safeRedirectPath(result.code === 'missing_variation' ? result.productUrl : url.pathname + url.search, '/'),
      302,
    );
  };
}

const parseOrderby = (c: Context<ShopEnv>): OrderBy | null => {
  const o = c.req.query('orderby');
  return o && (ORDERBY as readonly string[]).includes(o) ? (o as OrderBy) : null;
};

const pageParam = (c: Context<ShopEnv>): number => {
  const raw = c.req.param('n') ?? c.req.query('paged') ?? c.req.query('product-page') ?? '1';
  return /^\d+$/.test(raw) ? Math.max(1, Number(raw)) : 0;
};

/** Renders a listing (the shop or one category). */
async function listing(c: Context<ShopEnv>, categorySlug: string | null): Promise<Response> {
  const db = shopOf(c).db;
  const categories = await allCategories(db);
  const category = categorySlug ? categories.find((x) => x.slug === categorySlug) : null;
  const page = pageParam(c);
  if ((categorySlug && !category) || page === 0) return notFound(c);
  const orderby = parseOrderby(c);
  const result = await listProducts(db, { categoryId: category?.id, orderby: orderby ?? 'menu_order', page });
  if (page > result.pages) return notFound(c);
  const media = await mediaByIds(
    db,
    result.products.map((p) => p.image_id),
  );
  const baseUrl = category ? `/product-category/${category.slug}/` : URLS.shop;
  const title = category?.name ?? 'Shop';
  return renderPage(c, {
    analytics: { products: result.products, listName: title },
    title: page > 1 ? `${title} – Page ${page}` : title,
    bodyClass:
      'archive post-type-archive post-type-archive-product woocommerce-shop woocommerce woocommerce-page' +
      (category ? ` tax-product_cat term-${category.slug}` : ''),
    content: listingPage({
      title,
      description: category?.description,
      baseUrl,
      page: result,
      orderby: orderby ?? 'menu_order',
      sorted: !!orderby,
      media,
      categories,
      currentCategory: category?.id ?? null,
      view: viewFromCookie(getCookie(c, VIEW_COOKIE)),
      wishlist: (await wishlistPageState(c)).ids,
    }),
  });
}

/** Weight and dimensions for the Additional information tab: the product's, else its first variation's. */
async function shownMeasures(
  c: Context<ShopEnv>,
  p: Product,
): Promise<{ weight: string | null; length: string | null; width: string | null; height: string | null }> {
  if (p.weight || p.length || p.type !== 'variable')
    return { weight: p.weight, length: p.length, width: p.width, height: p.height };
  const v = (await variationsOf(shopOf(c).db, p.id)).find((x) => x.weight || x.length);
  return { weight: v?.weight ?? null, length: v?.length ?? null, width: v?.width ?? null, height: v?.height ?? null };
}

/** The product page. */
async function productRoute(c: Context<ShopEnv>): Promise<Response> {
  const db = shopOf(c).db;
  const product = await productBySlug(db, c.req.param('slug') ?? '');
  if (!product) return notFound(c);
  const variable = product.type === 'variable';
  const [categories, attributes, count, reviews, related, bulkIds, tiers, measures] = await Promise.all([
    allCategories(db),
    attributesOf(db, product.id),
    variable ? variationCount(db, product.id) : 0,
    commentsOf(db, 'product', product.id),
    relatedProducts(db, product),
    bulkTableIds(db, product.id),
    tiersFor(db, [product.id]),
    shownMeasures(c, product),
  ]);
  const variations =
    variable && count <= AJAX_VARIATION_THRESHOLD ? availableVariations(await visibleVariations(db, product)) : false;
  // Above the threshold: the compact availability index keeps option filtering local (details via get_variation).
  const variationIndex = variable && variations === false ? await variationIndexJson(db, attributes, product) : null;
  const media = await mediaByIds(db, [product.image_id, ...product.gallery_ids]);
  const relatedMedia = await mediaByIds(
    db,
    related.map((p) => p.image_id),
  );
  const selected = attributeFields(Object.fromEntries(new URL(c.req.url).searchParams));
  // The express checkout button is offered where the page can add the product (priced and in stock).
  const purchasable = product.stock_status === 'instock' && (variable || product.price !== null);
  return renderPage(c, {
    analytics: { product },
    edit: { label: 'Edit product', href: editPostUrl(product.id) },
    title: product.name,
    bodyClass: `product-template-default single single-product postid-${product.id} woocommerce woocommerce-page`,
    content: productPage(
      {
        product,
        categories,
        attributes,
        media,
        variations,
        variationIndex,
        selected,
        measures,
        bulkIds,
        tiers: tiers.get(product.id) ?? [],
        reviews,
        related,
        relatedMedia,
        wishlist: (await wishlistPageState(c)).ids,
      },
      { expressCheckout: purchasable && shopExpressCheckout(shopOf(c)) },
    ),
    globals: {
      ...productPageGlobals(URLS.wcAjax),
      ...(purchasable && shopExpressCheckout(shopOf(c))
        ? {
            wc_stripe_express_checkout_params: await expressCheckoutParams(shopOf(c), {
              isProductPage: true,
              isCheckoutPage: false,
            }),
          }
        : {}),
    },
  });
}

/** The POSTed `form.cart` (no JavaScript): add, queue the notice, then show the product page again. */
async function productPost(c: Context<ShopEnv>): Promise<Response> {
  const shop = shopOf(c);
  const product = await productBySlug(shop.db, c.req.param('slug') ?? '');
  if (!product) return notFound(c);
  const fields = await formFields(c);
  const session = await shop.storedSession();
  const result = await addToCart(shop.db, session.id, {
    productId: fields['add-to-cart'] || fields.product_id || product.id,
    quantity: fields.quantity,
    variationId: fields.variation_id,
    attributes: attributeFields(fields),
  });
  if (result.ok) shop.cartChanged();
  if (result.ok) rememberAddedToCart(c, result);
  await addNotice(shop.db, session.id, result.ok ? addedNotice(result) : { type: 'error', text: result.message });
  // Post/redirect/get: reloading the page must not add again.
  return c.redirect(safeRedirectPath(new URL(c.req.url).pathname, productUrl(product)), 303);
}

/** `/?s=term` (WordPress's search; `post_type=product` changes nothing here): the products matching the term. */
async function searchResults(c: Context<ShopEnv>, term: string): Promise<Response> {
  const db = shopOf(c).db;
  const found = await searchProducts(db, term);
  const media = await mediaByIds(
    db,
    found.map((p) => p.image_id),
  );
  const shown = term.slice(0, SEARCH_MAX).trim();
  return renderPage(c, {
    // The products shown and the term, for the analytics island's `view_item_list` and `search` events.
    analytics: { products: found, listName: 'Search results', searchTerm: shown },
    title: `Search results for “${shown}”`,
    bodyClass: 'search search-results woocommerce-page',
    content: searchPage(shown, found, media),
  });
}

/** Builds the shop routes. */
export function shopPages(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.get('/', async (c) => {
    const db = shopOf(c).db;
    const term = c.req.query('s');
    if (term !== undefined) return searchResults(c, term);
    const featured = await featuredProducts(db);
    // The newest products not already featured (a product printed twice would repeat its element ids).
    const latest = (await listProducts(db, { orderby: 'date', perPage: 12 })).products
      .filter((p) => !featured.some((f) => f.id === p.id))
      .slice(0, 8);
    const [media, posts] = await Promise.all([
      mediaByIds(
        db,
        [...featured, ...latest].map((p) => p.image_id),
      ),
      listPosts(db, undefined, 3),
    ]);
    return renderPage(c, {
      title: 'Home',
      bodyClass: 'home woocommerce-page',
      content: joinHtml(
        heroSlider(),
        typedHeadline(),
        homePage(featured, media, posts, (await wishlistPageState(c)).ids),
        productCarousel(latest, media),
        testimonials(),
        studioCta(),
        makerLogos(),
        widgetShowcase(),
        pressParallax(),
        printRoomGrid(),
      ),
    });
  });
  r.get('/care-guide', (c) => renderPage(c, { title: 'Care guide', bodyClass: 'page', content: careGuidePage() }));
  r.get(VIDEO_DOUBLE_URL, (c) => c.html(videoDoublePage()));
  r.get('/shop', (c) => listing(c, null));
  r.get('/shop/page/:n', (c) => listing(c, null));
  r.get('/product-category/:slug', (c) => listing(c, c.req.param('slug')));
  r.get('/product-category/:slug/page/:n', (c) => listing(c, c.req.param('slug')));
  r.get('/product/:slug', productRoute);
  r.post('/product/:slug', productPost);
  return r;
}
