/**
 * One scenario per island for islands/lifecycle.test.ts: the page it mounts on (fixture markup and `*_params`
 * globals), what answers its requests, and a little use that makes it start timers, listeners and requests. Test
 * support only; the test fails for an island that has no scenario here.
 */
import { act } from 'react';
import { vi } from 'vitest';
import { emit } from '@storefront/runtime';
import { LISTING_UPDATED } from '@storefront/listing';
import { createFakePaymentBackend, fakePaymentSettings } from '@storefront/payments/testing';
import {
  FIXTURE_ADD_TO_CART_PARAMS,
  FIXTURE_CART_PARAMS,
  FIXTURE_PRODUCTS,
  SINGLE_PRODUCT_PARAMS,
  VARIATION_PARAMS,
  basketPageHtml,
  basketPageState,
  cartLinkHtml,
  createFakeBasketPage,
  createFakeCartBackend,
  fixtureImages,
  galleryHtml,
  loopButtonHtml,
  miniCartHtml,
  postListingHtml,
  productListingHtml,
  productTabsHtml,
  quantityHtml,
  quickViewItemHtml,
  reviewFormHtml,
  siteHeaderHtml,
  sliderHtml,
  sliderThumbsHtml,
  toTopHtml,
  variationProductHtml,
  type FixtureLine,
  FIXTURE_CHECKOUT_PARAMS,
  checkoutPageHtml,
  checkoutState,
  createFakeCheckout,
} from '@storefront/test-kit';
import { preloadLazyChunks as preloadCheckout } from '@storefront/island-checkout/testing';
import { BLOCK_HTML, blockSettings, fakeStoreApi } from '@storefront/island-block-checkout/testing';
import { CART_HTML, preloadLazyChunks as preloadExpressCheckout } from '@storefront/island-express-checkout/testing';
import { preloadLazyChunks as preloadGallery } from '@storefront/island-gallery/testing';
import { preloadLazyChunks as preloadFlipBook } from '@storefront/island-flip-book/testing';
import { checkoutHtml, preloadLazyChunks as preloadPaymentBox } from '@storefront/island-payment-box/testing';
import { preloadLazyChunks as preloadVariationForm } from '@storefront/island-variation-form/testing';
import {
  WISHLIST_GLOBALS,
  createFakeWishlistBackend,
  heartHtml,
  preloadLazyChunks as preloadWishlist,
} from '@storefront/island-wishlist/testing';
import { FIXTURE_MAILPOET_FORM, mailpoetFormHtml } from '@storefront/newsletter/testing';
import { commentAreaHtml } from '@storefront/island-comment-reply/testing';
import { loginFormHtml } from '@storefront/island-password-toggle/testing';
import { wooRegisterFormHtml } from '@storefront/island-register-captcha/testing';
import { describedFieldsHtml } from '@storefront/island-input-tooltip/testing';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** How one island is mounted and used by the lifecycle test. */
export interface LifecycleScenario {
  /** The page's markup; the island mounts on the first element its selectors match (or `host`). */
  html: string;
  host?: string;
  /** Page globals (`*_params`), removed again afterwards. */
  globals?: Record<string, unknown>;
  /** What answers fetch; default: nothing ever answers, so only an abort ends a request. */
  fetch?: () => Fetch;
  /** Requests that may outlive the island: basket and order changes the server already has. */
  mayOutlive?: RegExp;
  /** Lazy chunks imported up front, so their dynamic imports resolve at once under fake timers. */
  preload?: () => Promise<unknown>;
  /** Runs before the mount (cookies…); returns its undo. */
  before?: () => () => void;
  /** A little use of the island, so it starts what it starts. */
  drive?: (host: HTMLElement) => Promise<void>;
}

/** Lets fake time pass (`ms`) inside act, so React renders and promises settle in between. */
export async function pass(ms = 0): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(ms / 5);
  });
}

const $ = <T extends Element = HTMLElement>(sel: string): T => {
  const el = document.querySelector<T>(sel);
  if (!el) throw new Error(`lifecycle scenario: no ${sel}`);
  return el;
};
async function click(sel: string, ms = 20): Promise<void> {
  await act(async () => $(sel).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
  await pass(ms);
}
async function change(sel: string, value: string, ms = 20): Promise<void> {
  await act(async () => {
    const el = $<HTMLSelectElement | HTMLInputElement>(sel);
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await pass(ms);
}
/** Types into a React-controlled input (the native setter, then an input event). */
async function type(sel: string, value: string, ms = 20): Promise<void> {
  await act(async () => {
    const el = $<HTMLInputElement>(sel);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await pass(ms);
}
const setCookie = (name: string, value: string) => {
  document.cookie = `${name}=${value}; path=/`;
  return () => void (document.cookie = `${name}=; path=/; max-age=0`);
};

const LINES: FixtureLine[] = [{ key: 'k1', product: FIXTURE_PRODUCTS[0]!, quantity: 1 }];
/** Basket and order changes: once sent, the server has them; the page must still learn their outcome. */
const BASKET_CHANGES = /wc-ajax=(add_to_cart|remove_from_cart|checkout)\b|[?&]remove_item=/;

/** Every island's scenario, by island name. */
export const SCENARIOS: Record<string, LifecycleScenario> = {
  'add-to-cart': {
    html: `<header>${cartLinkHtml([])}${miniCartHtml([])}</header><ul class="products"><li class="product">${loopButtonHtml(FIXTURE_PRODUCTS[0]!)}</li></ul>`,
    globals: {
      wc_add_to_cart_params: { ...FIXTURE_ADD_TO_CART_PARAMS },
    },
    fetch: () => createFakeCartBackend().fetch as Fetch,
    mayOutlive: BASKET_CHANGES,
    // Added: the success message waits 1 s before it is announced.
    drive: () => click('.add_to_cart_button', 50),
  },
  'basket-page': {
    html: basketPageHtml(basketPageState()),
    globals: { wc_cart_params: FIXTURE_CART_PARAMS },
    fetch: () => createFakeBasketPage(basketPageState()).fetch as Fetch,
    mayOutlive: BASKET_CHANGES,
    // A removal: the notice is scrolled to (animation frames) and focused 500 ms later.
    drive: () => click('.woocommerce-cart-form td.product-remove a', 50),
  },
  'bulk-table': {
    html: variationProductHtml({ bulkIds: [101, 1001, 1002] }),
    drive: async () => {
      await act(async () => emit('found_variation', { variation: { variation_id: 1001 } }, $('form.variations_form')));
      await pass(10);
    },
  },
  checkout: {
    html: checkoutPageHtml(checkoutState()),
    globals: { wc_checkout_params: FIXTURE_CHECKOUT_PARAMS },
    // The order review refresh never answers (it must be aborted); the rest answer.
    fetch: () => {
      const fake = createFakeCheckout(checkoutState());
      Object.assign(fake, { failure: 'hang', failureEndpoint: 'update_order_review' });
      return fake.fetch as Fetch;
    },
    mayOutlive: BASKET_CHANGES,
    preload: () => Promise.all([preloadCheckout(), import('@storefront/attribution')]),
    drive: async () => {
      await pass(20); // the refresh at load: update_order_review under way
      await act(async () => document.dispatchEvent(new Event('pointerdown', { bubbles: true })));
      await pass(20);
      // An empty form posted: the errors are shown and scrolled to, then focused.
      await act(async () => $<HTMLFormElement>('form.checkout').requestSubmit());
      await pass(50);
      await act(async () =>
        $('#billing_city').dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true })),
      );
      await pass(20); // typing: the refresh waits 1 s
    },
  },
  'block-checkout': {
    html: BLOCK_HTML,
    globals: { wcSettings: blockSettings(), wcBlocksMiddlewareConfig: { storeApiNonce: 'n' } },
    // Address updates and the order never answer (they must be aborted); the cart and the rest answer.
    fetch: () => fakeStoreApi({ hangUpdates: true, checkout: 'hang' }).fetch as Fetch,
    drive: async () => {
      await pass(20); // the cart is in: the form is rendered
      await type('#shipping-city', 'Leeds');
      await pass(1000); // the address update is sent and hangs
      await type('#shipping-city', 'York'); // the next one waits 1 s
      await click('.wc-block-components-checkout-place-order-button'); // the form is incomplete: errors only
    },
  },
  'express-checkout': {
    html: CART_HTML,
    globals: {
      wc_stripe_express_checkout_params: {
        ajax_url: '/?wc-ajax=%%endpoint%%',
        provider: { kind: 'local-double', apiBase: '/payment-double/v1' },
        stripe: { publishable_key: 'pk_test_double' },
        nonce: { get_cart_details: 'n-cart', shipping: 'n-shipping' },
      },
    },
    preload: preloadExpressCheckout,
    drive: () => pass(20), // get_cart_details under way
  },
  gallery: {
    html: `<div class="product">${galleryHtml(fixtureImages(3).map((m, i) => ({ ...m, large: `/media/large-${i + 1}.svg` })))}<h1 class="product_title">Art print</h1></div>`,
    globals: { wc_single_product_params: SINGLE_PRODUCT_PARAMS },
    preload: preloadGallery,
    drive: async (host) => {
      await act(async () => host.dispatchEvent(new Event('pointerover', { bubbles: true })));
      await pass(250); // keen-slider takes over once the native track is at rest
      await click('button.flex-control-thumb', 50);
      await click('button.woocommerce-product-gallery__trigger', 50); // the lightbox opens
    },
  },
  'listing-count': {
    html: '<p class="woocommerce-result-count">Showing 1–12 of 30 results</p>',
    drive: async () => {
      await act(async () => emit(LISTING_UPDATED, { source: 'filter', list: null }));
      await pass(10); // announced 2 s later
    },
  },
  'listing-filter': {
    html: `<main>${productListingHtml({ page: 1 })}</main>`,
    drive: () => click('nav.widget_product_categories a[href*="textiles"]'),
  },
  'listing-infinite': {
    html: `<main>${productListingHtml({ page: 1 })}</main>`,
    drive: async () => {
      await act(async () => window.dispatchEvent(new Event('scroll')));
    },
  },
  'listing-ordering': { html: productListingHtml() },
  'listing-view': {
    html: `<main>${productListingHtml({ view: 'grid' })}</main>`,
    drive: () => click('nav.gridlist-toggle a#list'),
    before: () => () => void (document.cookie = 'gridcookie=; path=/; max-age=0'),
  },
  analytics: {
    html: '<script id="woocommerce-google-analytics-integration-data-js-after" data-consent-island="analytics" data-island="analytics"></script><ul class="products"><li class="product"><a class="add_to_cart_button" data-product_id="31" href="?add-to-cart=31">Add</a></li></ul>',
    globals: { ga4w: { data: { products: [{ id: 31, name: 'Art print' }] }, settings: {} } },
    // Both consents granted: the tracker starts, listens to the basket and clicks, and joins the consent state.
    before: () => {
      const undo = [setCookie('wp_consent_statistics', 'allow'), setCookie('wp_consent_marketing', 'allow')];
      return () => undo.forEach((u) => u());
    },
    preload: () => import('@storefront/island-analytics/tracker'),
    drive: () => click('.add_to_cart_button'),
  },
  'consent-banner': {
    html: '<div class="widget widget_eu_cookie_law_widget"><div class="hide-on-time" data-hide-timeout="30" data-consent-expiration="180" id="eu-cookie-law"><form method="post"><input type="submit" value="Close and accept" class="accept"></form></div></div>',
    before: () => () => {
      for (const name of ['eucookielaw', 'wp_consent_statistics', 'wp_consent_marketing'])
        document.cookie = `${name}=; path=/; max-age=0`;
    },
  },
  'mini-basket': {
    html: `<header>${cartLinkHtml(LINES)}<div class="widget woocommerce widget_shopping_cart">${miniCartHtml(LINES)}</div></header>`,
    // A basket the cookie does not match: one get_refreshed_fragments, still running at unmount.
    before: () => setCookie('woocommerce_cart_hash', 'someone-else'),
    drive: () => pass(10),
  },
  'comment-reply': { html: commentAreaHtml(), drive: () => click('.comment-reply-link') },
  'password-toggle': { html: loginFormHtml(), drive: () => click('button.show-password-input') },
  'input-tooltip': { html: describedFieldsHtml(), drive: () => click('#billing_vat') },
  // The captcha API never arrives: the render keeps retrying (every 400 ms) until unmount.
  'register-captcha': { html: wooRegisterFormHtml(), drive: () => pass(1000) },
  // A subscription that never answers (aborted on unmount), validation loaded on first use.
  newsletter: {
    html: `<footer>${mailpoetFormHtml({ kind: 'widget' })}</footer>`,
    globals: { MailPoetForm: FIXTURE_MAILPOET_FORM },
    preload: () => import('@storefront/validation/parsley'),
    drive: async () => {
      await act(async () => {
        const email = $<HTMLInputElement>('input[name="data[form_field_email]"]');
        email.focus();
        email.value = 'fan@example.com';
        $<HTMLFormElement>('form').requestSubmit();
      });
      await pass(20);
    },
  },
  // One popup open (focus trap), a slide-in still waiting for its delay and exit intent.
  'newsletter-popup': {
    html: `${mailpoetFormHtml({ kind: 'popup' })}${mailpoetFormHtml({ kind: 'slide_in', formId: 2, delay: 30, exitIntent: true })}`,
    globals: { MailPoetForm: FIXTURE_MAILPOET_FORM },
    preload: () => import('@storefront/validation/parsley'),
    drive: () => pass(10),
  },
  'order-attribution': {
    html: '<script id="wc-order-attribution-js-extra">var wc_order_attribution = {};</script><form class="checkout woocommerce-checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form>',
    globals: {
      wc_order_attribution: {
        params: { lifetime: 1e-5, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true },
        fields: { source_type: 'current.typ' },
      },
    },
  },
  'site-notices': {
    html: '<div id="coming-soon-footer-banner"><a class="coming-soon-footer-banner-dismiss" data-rest-url="/wp-json/wp/v2/users/1" data-rest-nonce="n"></a></div>',
    // The dismissal's call never answers: unmounting must abort it.
    drive: () => click('a.coming-soon-footer-banner-dismiss'),
  },
  'payment-box': {
    html: checkoutHtml(),
    globals: { wc_stripe_upe_params: fakePaymentSettings() },
    fetch: () => createFakePaymentBackend().fetch as Fetch,
    preload: () => Promise.all([preloadPaymentBox(), import('@storefront/payments/local-double')]),
    drive: async () => {
      await pass(50); // the card form loads and mounts
      // Place order with an empty card form: the error is shown, scrolled to and focused 500 ms later.
      await act(async () =>
        $('form').dispatchEvent(new CustomEvent('checkout_place_order_stripe', { cancelable: true })),
      );
      await pass(50);
    },
  },
  'post-grid': {
    html: postListingHtml(),
    drive: () => click('a.post-filter[href*="news"]'),
  },
  'product-tabs': {
    html: productTabsHtml({ scrollOnClick: true }),
    drive: () => click('#tab-title-reviews a', 50), // scrolled into view over animation frames
  },
  quantity: {
    html: `<form>${quantityHtml({ id: 'q' })}</form>`,
    drive: () => click('.quantity .plus'),
  },
  'flip-book': {
    // The popup variant with no PDF: the dialog opens on the failure message (pdf.js is for Chromium; see e2e).
    html: '<p><span class="_df_thumb" id="df_5">Lookbook</span></p>',
    preload: preloadFlipBook,
    drive: () => click('._df_thumb'),
  },
  'quick-view': {
    html: `<main><ul class="products">${quickViewItemHtml({ id: 7, name: 'Art print', slug: 'art-print' })}</ul></main>`,
    drive: () => click('a.quick-view-button'), // the dialog opens, its request under way
  },
  reviews: {
    html: reviewFormHtml(),
    globals: { wc_single_product_params: SINGLE_PRODUCT_PARAMS },
    drive: () => click('p.stars a.star-4'),
  },
  'content-effects': {
    html: '<p class="typed-headline" data-typed-sentence-1="One." data-typed-sentence-2="Two." data-spy="affix" data-offset-top="10" data-offset-bottom="10"><span class="typed-headline__text" aria-hidden="true">One.</span></p>',
    drive: () => pass(2100), // typing under way
  },
  'notice-focus': {
    html: '<div class="woocommerce-notices-wrapper"><div class="woocommerce-error" role="alert">Error</div></div>',
    drive: () => pass(100), // its focus still pending at unmount
  },
  'site-chrome': {
    html: `${siteHeaderHtml()}<main><p>Content</p></main>${toTopHtml()}`,
    drive: async () => {
      await act(async () => void window.dispatchEvent(new Event('scroll'))); // a frame pending
      await click('.search-toggle');
      const shop = $('#site-navigation li.menu-item-has-children');
      await act(
        async () => void shop.dispatchEvent(Object.assign(new Event('pointerenter'), { pointerType: 'mouse' })),
      );
      await pass(50); // the hover delay still pending
    },
  },
  slider: {
    html: sliderHtml({ type: 'thumb', data: { thumbs: 'nav', autoplay: 'true' } }) + sliderThumbsHtml('nav'),
    drive: async () => {
      await click('.slider-next', 100); // mid-animation, the autoplay timer running
    },
  },
  widgets: {
    html: '<button type="button" data-toggle="collapse" data-target="#more">More</button><div id="more" class="collapse">Details</div>',
    drive: () => click('[data-toggle=collapse]', 100), // the height animation under way
  },
  'variation-form': {
    html: variationProductHtml(),
    globals: { wc_add_to_cart_variation_params: VARIATION_PARAMS },
    preload: preloadVariationForm,
    drive: async () => {
      await pass(150); // the first check
      await change('#pa_size', 'a4');
      await change('#pa_type', 'framed', 50); // found: the panel shows 300 ms later
      await click('a.reset_variations'); // announced, the alert cleared later
    },
  },
  wishlist: {
    html: `<span class="alg-wc-wl-counter">0</span><ul class="products"><li class="product">${heartHtml(11, { thumb: true })}</li></ul>`,
    globals: { ...WISHLIST_GLOBALS },
    fetch: () => createFakeWishlistBackend({ delayMs: 5 }).fetch as Fetch,
    // A toggle once sent is the server's: the page store must still learn its outcome.
    mayOutlive: /admin-ajax/,
    preload: preloadWishlist,
    // Toggled: the notification is up (its Escape listener) and the list is read again; resizes are debounced.
    drive: async (host) => {
      await act(async () => void host.dispatchEvent(new MouseEvent('mouseup', { bubbles: true, button: 0 })));
      await pass(50);
      window.dispatchEvent(new Event('resize'));
    },
  },
};
