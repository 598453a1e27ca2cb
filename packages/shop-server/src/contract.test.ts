/**
 * Contract tests between the shop and the islands: every island's mount selectors (its `island.ts`) and the
 * selectors and `data-*` attributes it reads (its `contract.ts`) must match the page the shop renders, and the
 * hand-written fixtures of `@storefront/test-kit` (what unit tests and stories mount islands on) must have the same
 * structure as those pages: the same mount element, the same required attributes, no form field the shop doesn't print.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectorsOf, type IslandDefinition } from '@storefront/runtime';
import * as kit from '@storefront/test-kit';
import { addToCartIsland } from '@storefront/island-add-to-cart';
import { basketPageIsland } from '@storefront/island-basket-page';
import { SEL as BASKET } from '@storefront/island-basket-page/contract';
import { bulkTableIsland } from '@storefront/island-bulk-table';
import { CONTAINER_SELECTOR as BULK_CONTAINER } from '@storefront/island-bulk-table/contract';
import { blockCheckoutIsland } from '@storefront/island-block-checkout';
import { BLOCK_ATTRIBUTES } from '@storefront/island-block-checkout/contract';
import { BLOCK_HTML } from '@storefront/island-block-checkout/testing';
import { checkoutIsland } from '@storefront/island-checkout';
import { SEL as CHECKOUT } from '@storefront/island-checkout/contract';
import { expressCheckoutIsland } from '@storefront/island-express-checkout';
import { PRODUCT_HTML as EXPRESS_PRODUCT_HTML } from '@storefront/island-express-checkout/testing';
import { galleryIsland } from '@storefront/island-gallery';
import { SLIDE_SELECTOR, WRAPPER_SELECTOR } from '@storefront/island-gallery/contract';
import { listingCountIsland } from '@storefront/island-listing-count';
import { listingFilterIsland } from '@storefront/island-listing-filter';
import { listingInfiniteIsland } from '@storefront/island-listing-infinite';
import { NEXT_SELECTOR } from '@storefront/island-listing-infinite/contract';
import { listingOrderingIsland } from '@storefront/island-listing-ordering';
import { ORDERBY_SELECTOR } from '@storefront/island-listing-ordering/contract';
import { listingViewIsland } from '@storefront/island-listing-view';
import { TOGGLE_LINK_SELECTOR } from '@storefront/island-listing-view/contract';
import { miniBasketIsland } from '@storefront/island-mini-basket';
import { REMOVE_LINK_SELECTOR } from '@storefront/island-mini-basket/contract';
import { paymentBoxIsland } from '@storefront/island-payment-box';
import { SEL as PAYMENT_BOX } from '@storefront/island-payment-box/contract';
import { FIELDSET_HTML } from '@storefront/island-payment-box/testing';
import { postGridIsland } from '@storefront/island-post-grid';
import { PARTS } from '@storefront/island-post-grid/contract';
import { productTabsIsland } from '@storefront/island-product-tabs';
import { TABLIST_SELECTOR } from '@storefront/island-product-tabs/contract';
import { quantityIsland } from '@storefront/island-quantity';
import { INPUT_SELECTOR as QTY_INPUT } from '@storefront/island-quantity/contract';
import { quickViewIsland } from '@storefront/island-quick-view';
import { reviewsIsland } from '@storefront/island-reviews';
import { RATING_SELECT } from '@storefront/island-reviews/contract';
import { siteChromeIsland } from '@storefront/island-site-chrome';
import {
  MENU_PARENT,
  SEARCH_FIELD,
  SEARCH_TOGGLE,
  SUB_MENU,
  SUB_MENU_TOGGLE,
} from '@storefront/island-site-chrome/contract';
import { variationFormIsland } from '@storefront/island-variation-form';
import { SEL as VARIATION } from '@storefront/island-variation-form/contract';
import { commentReplyIsland } from '@storefront/island-comment-reply';
import { SEL as COMMENT_REPLY } from '@storefront/island-comment-reply/contract';
import { commentAreaHtml } from '@storefront/island-comment-reply/testing';
import { passwordToggleIsland } from '@storefront/island-password-toggle';
import { loginFormHtml } from '@storefront/island-password-toggle/testing';
import { registerCaptchaIsland } from '@storefront/island-register-captcha';
import { CAPTCHA_SELECTOR } from '@storefront/island-register-captcha/contract';
import { wooRegisterFormHtml } from '@storefront/island-register-captcha/testing';
import { inputTooltipIsland } from '@storefront/island-input-tooltip';
import { describedFieldsHtml } from '@storefront/island-input-tooltip/testing';
import { newsletterIsland } from '@storefront/island-newsletter';
import { newsletterPopupIsland } from '@storefront/island-newsletter-popup';
import { FORM_SELECTORS as NEWSLETTER } from '@storefront/newsletter/contract';
import { mailpoetFormHtml, manageSubscriptionHtml } from '@storefront/newsletter/testing';
import { SEED_MANAGE_TOKEN } from './db/migrations-newsletter';
import { orderAttributionIsland } from '@storefront/island-order-attribution';
import { INPUTS_ELEMENT } from '@storefront/island-order-attribution/contract';
import { attributionInputsHtml, attributionScriptHtml } from '@storefront/island-order-attribution/testing';
import { FIXTURES } from './fixtures';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from './test/helpers';

/** One island on one of the shop's pages. */
interface ContractRow {
  island: IslandDefinition;
  /** The shop page that prints the island's markup. */
  path: string;
  /** Put a product in the basket first (the basket and checkout pages need one). */
  basket?: boolean;
  /** Selectors (from the island's `contract.ts`) that must match inside the mount element. */
  reads?: readonly string[];
  /** `data-*` attributes every mount element must carry. */
  attributes?: readonly string[];
  /** The test kit's fixture of the same markup. */
  fixture: () => string;
}

const product = (slug: string) => `/product/${slug}/`;
const lines: kit.FixtureLine[] = [{ key: 'k1', product: { id: 102, name: 'Greeting card', price: 350 }, quantity: 1 }];

const NEWSLETTER_READS = [NEWSLETTER.form, NEWSLETTER.formId, NEWSLETTER.token, NEWSLETTER.success, NEWSLETTER.error];

const ROWS: readonly ContractRow[] = [
  {
    island: siteChromeIsland,
    path: '/shop/',
    reads: [MENU_PARENT, SUB_MENU, SUB_MENU_TOGGLE, SEARCH_TOGGLE, SEARCH_FIELD],
    fixture: () => kit.siteHeaderHtml(),
  },
  {
    island: newsletterIsland,
    path: '/cart/',
    reads: NEWSLETTER_READS,
    fixture: () => mailpoetFormHtml({ kind: 'widget' }),
  },
  {
    island: newsletterIsland,
    path: `/newsletter/manage/?token=${SEED_MANAGE_TOKEN}`,
    fixture: () => manageSubscriptionHtml(),
  },
  { island: passwordToggleIsland, path: '/my-account/', fixture: () => loginFormHtml() },
  { island: inputTooltipIsland, path: '/my-account/', fixture: () => describedFieldsHtml() },
  {
    island: registerCaptchaIsland,
    path: '/my-account/',
    reads: [CAPTCHA_SELECTOR],
    fixture: () => wooRegisterFormHtml(),
  },
  {
    island: commentReplyIsland,
    path: `/blog/${FIXTURES.blogPost.slug}/`,
    reads: [COMMENT_REPLY.parent, COMMENT_REPLY.postId, COMMENT_REPLY.title, COMMENT_REPLY.cancel, COMMENT_REPLY.form],
    fixture: () => commentAreaHtml(),
  },
  {
    island: newsletterPopupIsland,
    path: '/newsletter/',
    reads: [...NEWSLETTER_READS, NEWSLETTER.closeIcon],
    fixture: () => mailpoetFormHtml({ kind: 'popup', formId: 2 }),
  },
  {
    island: addToCartIsland,
    path: '/shop/',
    attributes: ['data-product_id', 'data-quantity'],
    fixture: () => kit.productListingHtml(),
  },
  {
    island: quickViewIsland,
    path: '/shop/',
    attributes: ['data-product_id'],
    fixture: () => kit.quickViewItemHtml({ id: 102, name: 'Greeting card', slug: 'greeting-card' }),
  },
  { island: listingCountIsland, path: '/shop/', fixture: () => kit.productListingHtml() },
  { island: listingOrderingIsland, path: '/shop/', reads: [ORDERBY_SELECTOR], fixture: () => kit.productListingHtml() },
  { island: listingViewIsland, path: '/shop/', reads: [TOGGLE_LINK_SELECTOR], fixture: () => kit.productListingHtml() },
  { island: listingInfiniteIsland, path: '/shop/', reads: [NEXT_SELECTOR], fixture: () => kit.productListingHtml() },
  { island: listingFilterIsland, path: '/shop/', fixture: () => kit.productListingHtml() },
  {
    island: miniBasketIsland,
    path: '/shop/',
    basket: true,
    reads: [REMOVE_LINK_SELECTOR],
    fixture: () => kit.miniCartHtml(lines),
  },
  {
    island: galleryIsland,
    path: product(FIXTURES.artPrint.slug),
    reads: [WRAPPER_SELECTOR, SLIDE_SELECTOR],
    fixture: () => kit.galleryHtml(kit.fixtureImages(3)),
  },
  {
    island: productTabsIsland,
    path: product(FIXTURES.artPrint.slug),
    reads: [TABLIST_SELECTOR],
    fixture: () => kit.productTabsHtml(),
  },
  {
    island: reviewsIsland,
    path: product(FIXTURES.artPrint.slug),
    reads: [RATING_SELECT],
    fixture: () => kit.reviewFormHtml(),
  },
  {
    island: variationFormIsland,
    path: product(FIXTURES.artPrint.slug),
    reads: [
      VARIATION.selects,
      VARIATION.reset,
      VARIATION.singleVariation,
      VARIATION.wrap,
      VARIATION.button,
      VARIATION.variationId,
      VARIATION.qtyInput,
    ],
    attributes: ['data-product_id', 'data-product_variations'],
    fixture: () => kit.variationProductHtml(),
  },
  {
    island: quantityIsland,
    path: product(FIXTURES.greetingCard.slug),
    reads: [QTY_INPUT],
    fixture: () => kit.quantityHtml({ id: 'quantity_1' }),
  },
  {
    island: bulkTableIsland,
    path: product(FIXTURES.christmasPack.slug),
    reads: [BULK_CONTAINER],
    attributes: ['data-available-ids'],
    fixture: () => kit.variationProductHtml({ bulkIds: [101, 1001] }),
  },
  {
    island: basketPageIsland,
    path: '/cart/',
    basket: true,
    reads: [
      BASKET.removeCell,
      BASKET.itemInput,
      BASKET.qty,
      BASKET.updateButton,
      BASKET.couponField,
      BASKET.removeCell,
    ],
    fixture: () => kit.basketPageHtml(kit.basketPageState()),
  },
  {
    island: checkoutIsland,
    path: '/checkout/',
    basket: true,
    reads: [
      CHECKOUT.reviewTable,
      CHECKOUT.payment,
      CHECKOUT.methodRadio,
      CHECKOUT.placeOrder,
      CHECKOUT.terms,
      CHECKOUT.shipToDifferent,
    ],
    fixture: () => kit.checkoutPageHtml(kit.checkoutState()),
  },
  {
    island: paymentBoxIsland,
    path: '/checkout/',
    basket: true,
    reads: [PAYMENT_BOX.mountPoint, PAYMENT_BOX.boxErrors],
    fixture: () => FIELDSET_HTML,
  },
  {
    island: blockCheckoutIsland,
    path: '/checkout-block/',
    basket: true,
    attributes: BLOCK_ATTRIBUTES,
    fixture: () => BLOCK_HTML,
  },
  { island: expressCheckoutIsland, path: product(FIXTURES.artPrint.slug), fixture: () => EXPRESS_PRODUCT_HTML },
  { island: orderAttributionIsland, path: '/shop/', fixture: attributionScriptHtml },
  { island: orderAttributionIsland, path: '/checkout/', basket: true, fixture: attributionScriptHtml },
  {
    island: postGridIsland,
    path: '/blog/',
    reads: [PARTS.grid, PARTS.item, PARTS.filter],
    attributes: ['data-layout', 'data-item-label'],
    fixture: () => kit.postListingHtml(),
  },
];

/** The elements an island mounts on in a document. */
const mounts = (doc: ParentNode, island: IslandDefinition): Element[] => [
  ...doc.querySelectorAll(selectorsOf(island).join(', ')),
];
/** The names of the form fields inside an element, a basket line's key (a hash) written `*`: `cart[*][qty]`. */
const fieldNames = (root: Element): Set<string> =>
  new Set(
    [...root.querySelectorAll('input[name], select[name], textarea[name], button[name]')].map((f) =>
      f.getAttribute('name')!.replace(/^cart\[[^\]]+\]/, 'cart[*]'),
    ),
  );

let shop: TestShop;
const pages = new Map<string, Document>();

/** The shop's page at `path` (with a basket when asked), parsed once. */
async function page(path: string, basket = false): Promise<Document> {
  const key = `${basket ? 'basket:' : ''}${path}`;
  if (!pages.has(key)) {
    const client = new Client(shop.app);
    if (basket) await client.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.greetingCard.id, quantity: 1 });
    const res = await client.request(path);
    expect(res.status, `GET ${path}`).toBe(200);
    pages.set(key, parseHtml(await res.text()));
  }
  return pages.get(key)!;
}

beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await closeParsers();
  await shop.close();
});

describe.each(ROWS.map((row) => [row.island.name, row.path, row] as const))('%s on %s', (_name, _path, row) => {
  it("the shop's page has its mount element, the selectors it reads and the attributes it needs", async () => {
    const hosts = mounts(await page(row.path, row.basket), row.island);
    expect(hosts.length, `${selectorsOf(row.island).join(', ')} on ${row.path}`).toBeGreaterThan(0);
    for (const host of hosts) {
      for (const attribute of row.attributes ?? [])
        expect(host.hasAttribute(attribute), `${attribute} on ${host.tagName}`).toBe(true);
    }
    for (const selector of row.reads ?? []) {
      expect(
        hosts.some((host) => host.matches(selector) || host.querySelector(selector)),
        `${selector} inside the mount element`,
      ).toBe(true);
    }
  });

  it("the test kit's fixture has the same structure as the shop's page", async () => {
    const server = mounts(await page(row.path, row.basket), row.island)[0]!;
    const fixtureDoc = parseHtml(`<!doctype html><body>${row.fixture()}</body>`);
    const hosts = mounts(fixtureDoc, row.island);
    expect(hosts.length, `${selectorsOf(row.island).join(', ')} in the fixture`).toBeGreaterThan(0);
    const host = hosts[0]!;
    // The same mount element: tag and the selector that matched.
    expect(host.tagName).toBe(server.tagName);
    expect(selectorsOf(row.island).filter((s) => host.matches(s))).toEqual(
      selectorsOf(row.island).filter((s) => server.matches(s)),
    );
    for (const attribute of row.attributes ?? [])
      expect(host.hasAttribute(attribute), `${attribute} in the fixture`).toBe(true);
    for (const selector of row.reads ?? []) {
      expect(host.matches(selector) || host.querySelector(selector) !== null, `${selector} in the fixture`).toBe(true);
    }
    // No form field the shop doesn't print (a renamed field would pass the fixture and fail in the shop).
    const serverFields = fieldNames(server);
    expect(
      [...fieldNames(host)].filter((n) => !serverFields.has(n)),
      'fields only the fixture has',
    ).toEqual([]);
  });
});

describe('order attribution: the inputs element the island fills', () => {
  it('sits inside the checkout form on the shop page and in the fixture', async () => {
    const inForm = `form.checkout ${INPUTS_ELEMENT}`;
    expect((await page('/checkout/', true)).querySelector(inForm), `${inForm} on /checkout/`).not.toBeNull();
    expect(parseHtml(`<!doctype html><body>${attributionInputsHtml()}</body>`).querySelector(inForm)).not.toBeNull();
  });
});
