/**
 * The analytics tracker, loaded only once the visitor granted statistics or marketing consent (spec §4 'Analytics
 * consent'). It reports the eight shop events to gtag/dataLayer under Consent Mode, loads the store-analytics
 * tracker and the social pin tag when their consent allows, and never loads a script twice.
 */
import { on } from '@storefront/runtime';
import type { PageState } from '@storefront/runtime';
import {
  GTAG_SCRIPT_ID,
  LOOP_LINK_SELECTOR,
  PIN_SCRIPT_ID,
  REMOVE_LINK_SELECTOR,
  SHOP_EVENTS,
  STORE_ANALYTICS_ID,
  type AnalyticsData,
  type AnalyticsProduct,
  type AnalyticsSettings,
  type Ga4wGlobal,
  type ShopEvent,
} from './contract';
import { checkoutParams, objects, productParams, purchaseParams, toItem } from './items';

/** An object of the page data, or an empty one. */
const obj = <T extends object>(value: T | null | undefined): T =>
  value && typeof value === 'object' ? value : ({} as T);

type Consent = PageState['consent'];
type Queue = ((...args: unknown[]) => void) & { queue?: unknown[] };
const g = globalThis as unknown as Record<string, unknown> & { dataLayer?: unknown[] };

/** Adds `<script async src>` with the page's CSP nonce once per page (by element id). */
function addScript(id: string, src: string | undefined, nonce: string): void {
  if (!src || document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

/** The page's gtag function (the plugin's name for it), created as Google's snippet does when missing. */
function gtagOf(settings: AnalyticsSettings): (...args: unknown[]) => void {
  const name = settings.tracker_function_name || 'gtag';
  const dataLayer = (g.dataLayer ??= []);
  if (typeof g[name] !== 'function')
    g[name] = function gtag() {
      // gtag.js reads `arguments` objects from the data layer, not arrays.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
  return g[name] as (...args: unknown[]) => void;
}

/** The pin tag's `pintrk` queue, as the tag's own snippet creates it. */
function pintrkOf(): Queue {
  if (typeof g.pintrk !== 'function') {
    const pintrk: Queue = (...args) => pintrk.queue!.push(args);
    pintrk.queue = [];
    g.pintrk = pintrk;
  }
  return g.pintrk as Queue;
}

/** Finds a product the page printed by id (listing products, the product, basket lines). */
function findProduct(data: AnalyticsData, id: string | null | undefined): AnalyticsProduct | undefined {
  if (!id) return undefined;
  const all = [
    ...objects<AnalyticsProduct>(data.products),
    ...objects<AnalyticsProduct>([data.product]),
    ...objects<AnalyticsProduct>(obj(data.cart).items),
  ];
  return all.find((p) => String(p.id) === id);
}

/** The product id of a loop item (its add-to-cart button, else WordPress's `post-N` class). */
function loopProductId(item: Element): string | undefined {
  const button = item.querySelector('[data-product_id]');
  return button?.getAttribute('data-product_id') ?? /(?:^|\s)post-(\d+)/.exec(item.className)?.[1];
}

/** The page-level events the data calls for, in a stable order. */
function pageEvents(data: AnalyticsData): ShopEvent[] {
  const listed = new Set(Array.isArray(data.events) ? data.events : []);
  if (objects(data.products).length) listed.add('view_item_list');
  if (data.product) listed.add('view_item');
  if (data.order) listed.add('purchase');
  if (data.search_term) listed.add('search');
  if (data.added_to_cart) listed.add('add_to_cart');
  return SHOP_EVENTS.filter((name) => listed.has(name));
}

/** A running tracker: follow consent, stop (listeners off; loaded scripts stay, as scripts do). */
export interface Tracker {
  consent(consent: Consent): void;
  stop(): void;
}

/**
 * Starts the tracker for the page's `ga4w`. Nothing is sent until `consent()` grants statistics. `nonce` is the CSP
 * nonce the scripts it adds carry (the data script's own).
 */
export function startTracker(global: Ga4wGlobal, nonce = ''): Tracker {
  // The page's data as plain JSON (objects without prototypes, getters, cycles… become plain values or nothing);
  // lists are read through `objects`, text through `text`.
  let plain: Ga4wGlobal = {};
  try {
    plain = JSON.parse(JSON.stringify(global)) as Ga4wGlobal;
  } catch {
    // Unreadable page data: track nothing from it.
  }
  const data = obj(plain.data);
  const settings = obj(plain.settings);
  const enabled = (name: ShopEvent) => !Array.isArray(settings.events) || settings.events.includes(name);
  const gtag = gtagOf(settings);
  let state: Consent = { statistics: false, marketing: false };
  // Page events go to each receiver once, when its consent is first granted.
  const pageSent = { ga: false, pin: false };
  let pinLoaded = false;
  let variation: string | undefined;

  // Consent Mode: everything denied until the visitor's choice is applied.
  gtag('consent', 'default', {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });

  type To = { ga: boolean; pin: boolean };
  let to: To | undefined;
  const send = (name: ShopEvent, params: Record<string, unknown>) => {
    const { ga, pin: toPin } = to ?? { ga: state.statistics, pin: state.marketing };
    if (ga && enabled(name)) gtag('event', name, params);
    if (!toPin) return;
    const value = params.value;
    const quantity = ((params.items as Array<{ quantity?: number }>) ?? []).reduce((n, i) => n + (i.quantity ?? 0), 0);
    const pin = { value, order_quantity: quantity, currency: params.currency };
    if (name === 'add_to_cart') pintrkOf()('track', 'addtocart', pin);
    if (name === 'purchase') pintrkOf()('track', 'checkout', { ...pin, order_id: params.transaction_id });
  };

  const productEvent = (name: ShopEvent, product: AnalyticsProduct | undefined, quantity = 1) => {
    if (product) send(name, productParams(variation ? { ...product, variation } : product, quantity, settings));
  };

  const sendPageEvents = (receivers: To) => {
    to = receivers;
    try {
      for (const name of pageEvents(data)) {
        if (name === 'view_item_list')
          send(name, {
            item_list_name: data.list_name || 'Product list',
            items: objects<AnalyticsProduct>(data.products).map((p, i) => ({ ...toItem(p, 1, settings), index: i })),
          });
        else if (name === 'view_item') productEvent(name, data.product);
        else if (name === 'add_to_cart') productEvent(name, data.added_to_cart);
        else if (name === 'purchase' && data.order) send(name, purchaseParams(data.order, settings));
        else if (name === 'begin_checkout' && data.cart) send(name, checkoutParams(data.cart, settings));
        else if (name === 'search')
          send(name, { search_term: data.search_term ?? new URLSearchParams(location.search).get('s') ?? '' });
      }
    } finally {
      to = undefined;
    }
  };

  const offAdded = on('added_to_cart', ({ button }) => {
    const quantity = Number(button?.getAttribute('data-quantity')) || 1;
    productEvent('add_to_cart', findProduct(data, button?.getAttribute('data-product_id')), quantity);
  });
  const offVariation = on('found_variation', ({ variation: found }) => {
    const attributes = (found as { attributes?: Record<string, string> } | undefined)?.attributes ?? {};
    variation = Object.values(attributes).filter(Boolean).join(', ') || undefined;
  });
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const remove = target?.closest(REMOVE_LINK_SELECTOR);
    if (remove) {
      const line = findProduct(data, remove.getAttribute('data-product_id'));
      productEvent('remove_from_cart', line, Number(line?.quantity) || 1);
      return;
    }
    const item = target?.closest(LOOP_LINK_SELECTOR)?.closest('.product');
    const id = item && loopProductId(item);
    if (id) {
      const product = findProduct(data, id);
      send('select_content', {
        content_type: 'product',
        content_id: id,
        items: product ? [toItem(product, 1, settings)] : [],
      });
    }
  };
  // Capture: the remove link's own island may stop the click; delegation survives basket swaps (updated_wc_div).
  document.addEventListener('click', onClick, true);

  return {
    consent(next) {
      state = { ...next };
      gtag('consent', 'update', {
        analytics_storage: next.statistics ? 'granted' : 'denied',
        ad_storage: next.marketing ? 'granted' : 'denied',
        ad_user_data: next.marketing ? 'granted' : 'denied',
        ad_personalization: next.marketing ? 'granted' : 'denied',
      });
      if (next.statistics) {
        if (!document.getElementById(GTAG_SCRIPT_ID)) {
          gtag('js', new Date());
          gtag('config', settings.measurement_id ?? '', {
            language: settings.locale ?? 'en_GB',
            currency: settings.currency ?? 'GBP',
            user_properties: { visitor: settings.visitor ?? 'guest' },
          });
          const id = settings.measurement_id ? `?id=${encodeURIComponent(settings.measurement_id)}` : '';
          addScript(GTAG_SCRIPT_ID, settings.scripts?.gtag && settings.scripts.gtag + id, nonce);
        }
        addScript(STORE_ANALYTICS_ID, settings.scripts?.store_analytics, nonce);
      }
      if (next.marketing && !pinLoaded && settings.scripts?.pin) {
        pinLoaded = true;
        const pintrk = pintrkOf();
        pintrk('load', settings.pin_tag_id ?? '');
        pintrk('page');
        addScript(PIN_SCRIPT_ID, settings.scripts.pin, nonce);
      }
      const receivers = { ga: next.statistics && !pageSent.ga, pin: next.marketing && !pageSent.pin };
      pageSent.ga ||= receivers.ga;
      pageSent.pin ||= receivers.pin;
      if (receivers.ga || receivers.pin) sendPageEvents(receivers);
    },
    stop() {
      offAdded();
      offVariation();
      document.removeEventListener('click', onClick, true);
    },
  };
}
