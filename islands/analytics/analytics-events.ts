/**
 * The events' payloads: the page's own events (`view_item_list`, `view_item`, a form post's `add_to_cart`, `search`;
 * `begin_checkout` and `purchase` through analytics-order.ts, loaded only by the pages that report them) and the
 * shopper's actions (`select_content`, `add_to_cart`, `remove_from_cart`). The tracker loads this module when the
 * browser is first idle after it started, or at the first action if that comes sooner; from then on it keeps the
 * basket current (cart-view.ts).
 */
import { type AnalyticsData, type AnalyticsProduct, type AnalyticsSettings, type ShopEvent } from './contract';
import { objects, productParams, toItem } from './items';

export { followCart } from './cart-view';

/** Links to a product in a product loop: a click reports `select_content`. */
const LOOP_LINK_SELECTOR =
  '.products .product a.woocommerce-LoopProduct-link, .products .product a.woocommerce-loop-product__link';
/** Remove links of the mini-basket and the basket page (they carry `data-product_id`). */
const REMOVE_LINK_SELECTOR = 'a.remove[data-product_id]';

/** An event to report: its name and parameters. */
export type ShopHit = [ShopEvent, Record<string, unknown>];

/** Finds a product the page printed by id (listing products, the product, basket lines). */
function findProduct(data: AnalyticsData, id: string | null | undefined): AnalyticsProduct | undefined {
  const all = [data.products, [data.product], data.cart && typeof data.cart === 'object' && data.cart.items];
  return id ? all.flatMap((list) => objects<AnalyticsProduct>(list)).find((p) => String(p.id) === id) : undefined;
}

/** `add_to_cart` for an add-to-cart button's product (its `data-quantity`, the chosen variation's name). */
export function addedHit(
  button: Element | undefined,
  data: AnalyticsData,
  settings: AnalyticsSettings,
  variation?: string,
): ShopHit | undefined {
  const product = findProduct(data, button?.getAttribute('data-product_id'));
  const quantity = Number(button?.getAttribute('data-quantity')) || 1;
  return product && ['add_to_cart', productParams(variation ? { ...product, variation } : product, quantity, settings)];
}

/** What a click reports: `remove_from_cart` for a remove link, `select_content` for a loop product link. */
export function clickHit(target: Element, data: AnalyticsData, settings: AnalyticsSettings): ShopHit | undefined {
  const remove = target.closest(REMOVE_LINK_SELECTOR);
  if (remove) {
    const line = findProduct(data, remove.getAttribute('data-product_id'));
    return line && ['remove_from_cart', productParams(line, Number(line.quantity) || 1, settings)];
  }
  const item = target.closest(LOOP_LINK_SELECTOR)?.closest('.product');
  // The product id of a loop item: its add-to-cart button, else WordPress's `post-N` class.
  const id =
    item &&
    (item.querySelector('[data-product_id]')?.getAttribute('data-product_id') ??
      /(?:^|\s)post-(\d+)/.exec(item.className)?.[1]);
  if (!id) return undefined;
  const product = findProduct(data, id);
  return [
    'select_content',
    { content_type: 'product', content_id: id, items: product ? [toItem(product, 1, settings)] : [] },
  ];
}

/**
 * The page's own events, in the plugin's order. The data implies most of them; `data.events` lists the others
 * (`begin_checkout`) and may list the implied ones too. `variation` is the chosen variation's name. At once, unless
 * the page reports the basket or an order: then once their payloads (analytics-order.ts) have loaded.
 */
export function pageHits(
  data: AnalyticsData,
  settings: AnalyticsSettings,
  variation?: string,
): ShopHit[] | Promise<ShopHit[]> {
  const listed = (name: ShopEvent) => Array.isArray(data.events) && data.events.includes(name);
  const cart = listed('begin_checkout') && data.cart;
  const build = (order?: typeof import('./analytics-order')): ShopHit[] => {
    const products = objects<AnalyticsProduct>(data.products);
    const hits: Array<ShopHit | false | undefined> = [
      (products.length > 0 || listed('view_item_list')) && [
        'view_item_list',
        {
          item_list_name: data.list_name || 'Product list',
          items: products.map((p, index) => ({ ...toItem(p, 1, settings), index })),
        },
      ],
    ];
    for (const [name, p] of [
      ['view_item', data.product],
      ['add_to_cart', data.added_to_cart],
    ] as const)
      hits.push(!!p && [name, productParams(variation ? { ...p, variation } : p, 1, settings)]);
    hits.push(
      !!cart && !!order && ['begin_checkout', order.checkoutParams(cart, settings)],
      !!data.order && !!order && ['purchase', order.purchaseParams(data.order, settings)],
      (!!data.search_term || listed('search')) && [
        'search',
        { search_term: data.search_term ?? new URLSearchParams(location.search).get('s') ?? '' },
      ],
    );
    return hits.filter((hit): hit is ShopHit => !!hit);
  };
  return cart || data.order ? import('./analytics-order').then(build) : build();
}
