/**
 * `GET /quick-view/{id}/`: the quick-view fragment of one product (gallery, summary, form) for the listing's
 * quick-view dialog. HTML, never cached; 404 with a short fragment for an unknown id.
 */
import { Hono, type Context } from 'hono';
import { AJAX_VARIATION_THRESHOLD, URLS } from '../config';
import {
  allCategories,
  attributesOf,
  bulkTableIds,
  mediaByIds,
  productById,
  tiersFor,
  variationCount,
} from '../domain/catalog';
import { variationIndexJson, visibleVariations } from '../domain/variations';
import { availableVariations } from '../views/variation-json';
import { productPageGlobals } from '../views/product';
import { quickViewFragment, quickViewMissing } from '../views/quick-view';
import { wishlistIds } from '../domain/wishlist';
import { wishlistOwner } from './wishlist';
import { shopOf, type ShopEnv } from './context';

async function quickView(c: Context<ShopEnv>): Promise<Response> {
  const db = shopOf(c).db;
  c.header('Cache-Control', 'no-store');
  const id = c.req.param('id') ?? '';
  const product = /^\d+$/.test(id) ? await productById(db, Number(id)) : null;
  if (!product) return c.html(String(quickViewMissing()), 404);
  const variable = product.type === 'variable';
  const [categories, attributes, count, bulkIds, tiers, media] = await Promise.all([
    allCategories(db),
    attributesOf(db, product.id),
    variable ? variationCount(db, product.id) : 0,
    bulkTableIds(db, product.id),
    tiersFor(db, [product.id]),
    mediaByIds(db, [product.image_id, ...product.gallery_ids]),
  ]);
  const variations =
    variable && count <= AJAX_VARIATION_THRESHOLD ? availableVariations(await visibleVariations(db, product)) : false;
  // As on the product page: above the threshold the compact index keeps option filtering local.
  const variationIndex = variable && variations === false ? await variationIndexJson(db, attributes, product) : null;
  return c.html(
    String(
      quickViewFragment({
        product,
        categories,
        attributes,
        media,
        variations,
        variationIndex,
        selected: {},
        bulkIds,
        tiers: tiers.get(product.id) ?? [],
        wishlist: new Set(await wishlistIds(db, await wishlistOwner(c))),
        globals: productPageGlobals(URLS.wcAjax),
      }),
    ),
  );
}

/** Builds the quick-view route (register with `app.route('/', quickViewRoutes())`). */
export function quickViewRoutes(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.get('/quick-view/:id', quickView);
  return r;
}
