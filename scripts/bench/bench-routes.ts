/**
 * Bench-only routes (not part of the shop): a variable product with any number of variations, generated on
 * the fly (nothing is stored), for the Chromium benchmark of the variation-form island (scripts/bench/chromium.ts).
 *
 * `GET /bench/variable-product/?variations=10000&mode=index|data` prints a standalone page: the island loader,
 * `wc_add_to_cart_variation_params`, a gallery image, product meta and the real `variationForm` view. `index`
 * (default) embeds the compact availability index with `data-product_variations="false"`, as the shop does
 * above 30 variations; `data` embeds slim variation objects the WooCommerce way. Variations are the product of
 * 4 attributes of up to 10 values; every 7th is out of stock, every 13th inactive.
 */
import { Hono } from 'hono';
import { encodeVariationIndex } from '@storefront/variations';
import {
  PRODUCT_MESSAGES,
  scriptJson,
  variationForm,
  type Attribute,
  type AvailableVariation,
  type Product,
} from '@storefront/shop-server/tooling';

/** Largest product the bench route generates. */
export const BENCH_MAX_VARIATIONS = 50_000;

const NAMES = ['colour', 'size', 'finish', 'edition'] as const;

/** Attribute value counts whose product is at least `n` (10 per attribute, fewer for small n). */
function shape(n: number): number[] {
  const per = Math.max(2, Math.ceil(n ** (1 / NAMES.length)));
  return NAMES.map(() => per);
}

/** The generated product: attributes and variation objects (slim: what the form needs and displays). */
export function benchProduct(n: number): {
  product: Product;
  attributes: Attribute[];
  variations: AvailableVariation[];
} {
  const counts = shape(n);
  const attributes = NAMES.map((name, i): Attribute => ({
    product_id: 1,
    position: i,
    taxonomy: `pa_${name}`,
    label: name[0]!.toUpperCase() + name.slice(1),
    options: Array.from({ length: counts[i]! }, (_, k) => ({ slug: `${name}-${k}`, name: `${name} ${k}` })),
    is_variation: true,
    is_visible: true,
  }));
  const variations: AvailableVariation[] = [];
  for (let r = 0; r < n; r++) {
    let rest = r;
    const attrs: Record<string, string> = {};
    for (let i = NAMES.length - 1; i >= 0; i--) {
      attrs[`attribute_pa_${NAMES[i]}`] = `${NAMES[i]}-${rest % counts[i]!}`;
      rest = Math.floor(rest / counts[i]!);
    }
    const inStock = r % 7 !== 3;
    variations.push({
      attributes: attrs,
      availability_html: inStock
        ? '<p class="stock in-stock">In stock</p>'
        : '<p class="stock out-of-stock">Out of stock</p>',
      backorders_allowed: false,
      dimensions: { length: '', width: '', height: '' },
      dimensions_html: 'N/A',
      display_price: 10,
      display_regular_price: 10,
      image: {},
      image_id: 0,
      is_downloadable: false,
      is_in_stock: inStock,
      is_purchasable: true,
      is_sold_individually: 'no',
      is_virtual: false,
      max_qty: '',
      min_qty: 1,
      price_html: '<span class="price">£10.00</span>',
      sku: `BENCH-${r}`,
      variation_description: '',
      variation_id: 100_000 + r,
      variation_is_active: r % 13 !== 5,
      variation_is_visible: true,
      weight: '',
      weight_html: 'N/A',
    });
  }
  const product = { id: 99_999, slug: 'bench-variable-product', name: 'Bench variable product' } as Product;
  return { product, attributes, variations };
}

/** The standalone bench page. */
export function benchPage(n: number, mode: 'index' | 'data'): string {
  const { product, attributes, variations } = benchProduct(n);
  const variationIndex =
    mode === 'index'
      ? JSON.stringify(
          encodeVariationIndex(
            attributes.map((a) => ({ name: `attribute_${a.taxonomy}`, options: a.options.map((o) => o.slug) })),
            variations,
          ),
        )
      : null;
  const form = variationForm({
    product,
    attributes,
    variations: mode === 'index' ? false : variations,
    variationIndex,
    selected: {},
  });
  const params = {
    // The bench answers get_variation itself (the generated product is not in the database).
    wc_ajax_url: `/bench/wc-ajax/%%endpoint%%?variations=${n}`,
    i18n_no_matching_variations_text: PRODUCT_MESSAGES.noMatch,
    i18n_make_a_selection_text: PRODUCT_MESSAGES.makeSelection,
    i18n_unavailable_text: PRODUCT_MESSAGES.unavailable,
    i18n_reset_alert_text: PRODUCT_MESSAGES.resetAlert,
  };
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Bench: ${n} variations</title>
<script>var wc_add_to_cart_variation_params = ${scriptJson(params)};</script>
<script type="module" src="/assets/loader.js"></script></head><body><main>
<div id="product-${product.id}" class="product type-product product-type-variable">
<div class="woocommerce-product-gallery images"><div class="woocommerce-product-gallery__image"><a href="/theme/icon.svg"><img src="/theme/icon.svg" class="wp-post-image" alt="Bench product" width="60" height="60"></a></div></div>
<div class="summary entry-summary"><h1 class="product_title">${product.name}</h1>${form}
<div class="product_meta"><span class="sku_wrapper">SKU: <span class="sku">BENCH</span></span></div></div></div>
</main></body></html>`;
}

/** The bench routes. Register with `app.route('/', benchRoutes())` next to the shop app (chromium.ts does). */
export function benchRoutes(): Hono {
  const r = new Hono({ strict: false });
  r.get('/bench/variable-product', (c) => {
    const n = Number(c.req.query('variations') ?? '10000');
    if (!Number.isInteger(n) || n < 1 || n > BENCH_MAX_VARIATIONS)
      return c.text(`variations must be 1–${BENCH_MAX_VARIATIONS}`, 400);
    return c.html(benchPage(n, c.req.query('mode') === 'data' ? 'data' : 'index'));
  });
  // get_variation for the generated product: the first variation matching the posted attribute fields.
  r.post('/bench/wc-ajax/get_variation', async (c) => {
    const n = Number(c.req.query('variations') ?? '10000');
    if (!Number.isInteger(n) || n < 1 || n > BENCH_MAX_VARIATIONS) return c.json(false);
    const fields = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const found = benchProduct(n).variations.find((v) =>
      Object.entries(v.attributes).every(([k, val]) => !val || !fields[k] || fields[k] === val),
    );
    return c.json(found ?? false);
  });
  return r;
}
