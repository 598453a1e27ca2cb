/**
 * What the islands props fuzz (props.fuzz.test.ts) mounts each island on: its server markup, the `*_params`
 * globals it reads (as the shop prints them: the fuzz replaces leaves with hostile values), the `data-*`
 * attributes it reads beyond those the markup has, and stubs for what would leave the test (a payment provider).
 * One entry per island folder; the fuzz fails when an island has none. Test-only.
 */
import { vi } from 'vitest';
import {
  FIXTURE_ADD_TO_CART_PARAMS,
  FIXTURE_CART_PARAMS,
  FIXTURE_PRODUCTS,
  SINGLE_PRODUCT_PARAMS,
  VARIATION_PARAMS,
  basketPageHtml,
  basketPageState,
  bulkTableHtml,
  cartLinkHtml,
  fixtureImages,
  galleryHtml,
  loopItemHtml,
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
  FIXTURE_CHECKOUT_PARAMS,
  checkoutPageHtml,
  checkoutState,
} from '@storefront/test-kit';
import { fakePaymentSettings } from '@storefront/payments/testing';
import { CART_HTML, expressParams } from '@storefront/island-express-checkout/testing';
import { BLOCK_HTML, blockSettings } from '@storefront/island-block-checkout/testing';
import { checkoutHtml, fakeProvider, providerLoader } from '@storefront/island-payment-box/testing';
import { WISHLIST_GLOBALS, heartHtml, wishlistPageHtml } from '@storefront/island-wishlist/testing';
import { FIXTURE_MAILPOET_FORM, mailpoetFormHtml } from '@storefront/newsletter/testing';
import { commentAreaHtml } from '@storefront/island-comment-reply/testing';
import { describedFieldsHtml } from '@storefront/island-input-tooltip/testing';
import { loginFormHtml } from '@storefront/island-password-toggle/testing';
import { wooRegisterFormHtml } from '@storefront/island-register-captcha/testing';

/** How one island is set up for the fuzz. */
export interface IslandCase {
  /** Page markup holding the island's element (the first element matching its selectors is the host). */
  html: string;
  /** `*_params` globals the island reads, as the shop prints them. */
  globals?: Record<string, unknown>;
  /** `data-*` attributes (dataset names) the island reads that the markup may lack. */
  data?: string[];
  /** Stubs for anything that would leave the test (restored by vitest's restoreMocks). */
  setup?(): void;
  /** Waits for what the island started to end before the page is wiped for the next run. */
  beforeClear?(): Promise<void>;
  /** Inputs always tried first (bugs the fuzz found): `[input, payload]`, input as `data-<name>` or `<global>.<path>`. */
  examples?: Array<[string, string]>;
}

const lines = [
  { key: 'k1', product: FIXTURE_PRODUCTS[0]!, quantity: 2 },
  { key: 'k2', product: FIXTURE_PRODUCTS[1]!, quantity: 1 },
];
/** `wc_stripe_express_checkout_params` in the shop's raw form (readExpressParams reads it). */
const expressRaw = () => {
  const p = expressParams();
  return {
    ajax_url: p.ajaxUrl,
    is_product_page: false,
    is_checkout_page: false,
    provider: { kind: 'local-double', apiBase: '/payment-double/v1' },
    stripe: { publishable_key: p.publishableKey, locale: 'en-GB' },
    nonce: p.nonces,
    checkout: { currency_code: 'GBP' },
  };
};
const ATTRIBUTION = {
  params: { lifetime: 1e-5, session: 30, base64: false, prefix: 'wc_order_attribution_', allowTracking: true },
  fields: { source_type: 'current.typ', utm_source: 'current.src' },
};

/** Every island's case, by folder name. */
export const ISLAND_CASES: Record<string, IslandCase> = {
  'add-to-cart': {
    html: `<ul class="products">${loopItemHtml(FIXTURE_PRODUCTS[0]!)}</ul>`,
    globals: { wc_add_to_cart_params: { ...FIXTURE_ADD_TO_CART_PARAMS } },
    data: ['product_id', 'quantity', 'product_sku', 'success_message'],
    // Found by this fuzz: the 'View basket' link took cart_url as it came (preact renders javascript: URLs).
    examples: [
      ['wc_add_to_cart_params.cart_url', 'javascript:alert(1)'],
      ['wc_add_to_cart_params.cart_url', '//evil.example/x'],
    ],
  },
  'basket-page': { html: basketPageHtml(basketPageState()), globals: { wc_cart_params: FIXTURE_CART_PARAMS } },
  'block-checkout': {
    html: BLOCK_HTML,
    globals: { wcSettings: blockSettings() },
    data: ['showOrderNotes', 'showPhoneField', 'requirePhoneField', 'showCompanyField', 'showApartmentField'],
  },
  'bulk-table': {
    html: `<div class="wdp_bulk_table_content" data-available-ids="[101,102]">${bulkTableHtml(101)}</div>`,
    data: ['availableIds'],
  },
  checkout: { html: checkoutPageHtml(checkoutState()), globals: { wc_checkout_params: FIXTURE_CHECKOUT_PARAMS } },
  'express-checkout': { html: CART_HTML, globals: { wc_stripe_express_checkout_params: expressRaw() } },
  gallery: {
    // Paths, not data URLs: happy-dom "loads" data URLs at once, before glightbox has placed the image.
    html: galleryHtml(
      fixtureImages(3).map((m, i) => ({
        ...m,
        large: `/media/large-${i}.svg`,
        src: `/media/${i}.svg`,
        thumb: `/media/thumb-${i}.svg`,
      })),
    ),
    globals: { wc_single_product_params: SINGLE_PRODUCT_PARAMS },
    // glightbox resizes an opened slide 100 ms later; wiping the page before that makes its timer throw.
    beforeClear: async () => {
      if (document.querySelector('.glightbox-container')) await new Promise((r) => setTimeout(r, 150));
    },
  },
  analytics: {
    html: '<ul class="products"><li class="product"><a class="woocommerce-LoopProduct-link" href="/p/">P</a><a class="add_to_cart_button" data-product_id="31" href="?add-to-cart=31">Add</a></li></ul><script id="woocommerce-google-analytics-integration-data-js-after" data-consent-island="analytics" data-island="analytics"></script>',
    globals: {
      ga4w: {
        data: {
          products: [
            {
              id: 31,
              name: 'Art print',
              categories: [{ name: 'Prints' }],
              prices: { price: '1000', currency_minor_unit: 2 },
            },
          ],
          cart: { items: [], coupons: [], totals: { currency_code: 'GBP', total_price: 0, currency_minor_unit: 2 } },
          events: ['begin_checkout'],
          search_term: 'linen',
        },
        settings: {
          tracker_function_name: 'gtag',
          events: ['view_item_list'],
          identifier: 'product_id',
          currency: 'GBP',
        },
      },
    },
    setup() {
      document.cookie = 'wp_consent_statistics=allow; path=/';
    },
  },
  'consent-banner': {
    html: '<div class="widget widget_eu_cookie_law_widget"><div class="hide-on-button ads-active" data-hide-timeout="30" data-consent-expiration="180" id="eu-cookie-law"><form method="post"><input type="submit" value="Close and accept" class="accept"></form></div></div>',
    data: ['hide_timeout', 'consent_expiration'],
  },
  'listing-count': { html: productListingHtml({ page: 1 }) },
  'listing-filter': { html: productListingHtml({ page: 1 }) },
  'listing-infinite': { html: productListingHtml({ page: 1 }) },
  'listing-ordering': { html: productListingHtml({ page: 1 }) },
  'listing-view': { html: productListingHtml({ page: 1 }) },
  'mini-basket': {
    html: `<header>${cartLinkHtml(lines)}<div class="widget woocommerce widget_shopping_cart">${miniCartHtml(lines)}</div></header>`,
  },
  'comment-reply': { html: commentAreaHtml() },
  'input-tooltip': { html: describedFieldsHtml() },
  newsletter: { html: mailpoetFormHtml({ kind: 'widget' }), globals: { MailPoetForm: FIXTURE_MAILPOET_FORM } },
  'newsletter-popup': {
    html: mailpoetFormHtml({ kind: 'popup', delay: 0 }),
    globals: { MailPoetForm: FIXTURE_MAILPOET_FORM },
    data: ['is_preview'],
  },
  'password-toggle': {
    html: loginFormHtml(),
    globals: { woocommerce_params: { i18n_password_show: 'Show password', i18n_password_hide: 'Hide password' } },
  },
  'register-captcha': { html: wooRegisterFormHtml(), data: ['sitekey'] },
  'order-attribution': {
    html: '<form class="checkout woocommerce-checkout"><wc-order-attribution-inputs></wc-order-attribution-inputs></form><script id="wc-order-attribution-js-extra"></script>',
    globals: { wc_order_attribution: ATTRIBUTION },
  },
  'site-notices': {
    html: '<p class="woocommerce-store-notice demo_store" data-notice-id="3f2a">Notice <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Dismiss</a></p>',
    data: ['notice_id'],
  },
  'payment-box': {
    html: checkoutHtml(),
    globals: { wc_stripe_upe_params: fakePaymentSettings() },
    setup() {
      providerLoader.impl = vi.fn(async () => fakeProvider().client);
    },
  },
  'post-grid': { html: postListingHtml({ page: 1 }), data: ['layout', 'item_label'] },
  'product-tabs': { html: productTabsHtml(), data: ['scroll_on_click'] },
  quantity: { html: `<form>${quantityHtml({ id: 'q', min: 1, max: 10, step: 1, value: 2 })}</form>` },
  'flip-book': {
    html: '<div class="_df_thumb" id="df_5" data-source="/docs/lookbook.pdf">Lookbook</div>',
    data: ['source', 'title', 'page'],
  },
  'quick-view': {
    html: `<ul class="products">${quickViewItemHtml({ id: 101, name: 'Art print', slug: 'art-print' })}</ul>`,
    data: ['product_id', 'quick_view_url'],
  },
  reviews: { html: reviewFormHtml(), globals: { wc_single_product_params: SINGLE_PRODUCT_PARAMS } },
  'content-effects': {
    html: '<p class="typed-headline" data-typed-sentence-1="One." data-typed-sentence-2="Two." data-fit-text data-animate="fade-up" data-spy="affix"><span class="typed-headline__text" aria-hidden="true">One.</span></p>',
    data: ['typed-start-delay', 'fit-min', 'fit-max', 'fit-compressor', 'offset-top', 'offset-bottom'],
  },
  'notice-focus': {
    html: '<div class="woocommerce-notices-wrapper"><div class="woocommerce-error" role="alert">Error</div></div>',
  },
  'site-chrome': { html: `${siteHeaderHtml()}<main><p>Content</p></main>${toTopHtml()}` },
  slider: {
    html: sliderHtml({ type: 'thumb', data: { thumbs: 'nav' } }) + sliderThumbsHtml('nav'),
    data: [
      'speed',
      'animation-speed',
      'slides-to-show',
      'show-991',
      'scroll-991',
      'thumbs-showing',
      'initial-delay',
      'fade',
    ],
  },
  widgets: {
    html: '<button type="button" data-toggle="popover" title="Returns" data-content="Within 30 days" data-target="#x">Returns</button><div id="x"></div>',
  },
  'variation-form': {
    html: variationProductHtml(),
    globals: { wc_add_to_cart_variation_params: VARIATION_PARAMS },
    data: ['product_id', 'product_variations', 'variationIndex', 'custom_data'],
  },
  wishlist: {
    html: `<ul class="products"><li class="product">${heartHtml(11, { thumb: true })}</li></ul>${wishlistPageHtml([{ id: 12, name: 'Wool throw' }])}`,
    globals: { ...WISHLIST_GLOBALS },
    data: ['item_id', 'product_id', 'product_name', 'wtab_id', 'auto_hide'],
  },
};
