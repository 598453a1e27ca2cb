import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { islandMounted, shopUrl, useBrowser, type Session, islandScheduled } from './harness';
import { addArtPrint, CARDS, chooseCard, logIn, typeCard, useNewCard } from './shopper';

/**
 * The shop's strict Content Security Policy in Chromium: every kind of page loads, and every island does its work
 * (lazy chunks and the styles islands add appear only on interaction), without a single violation. The harness
 * records `securitypolicyviolation` events and the console's CSP messages on every page and fails the test at its
 * end when there is any; the checks here name the page where one appeared.
 */
// Playwright hides scrollbars in headless Chromium; the lightbox's scrollbar handling needs a real one.
const { session } = useBrowser({ ignoreDefaultArgs: ['--hide-scrollbars'] });
const CHECKOUT = 'form.checkout.woocommerce-checkout';
const BOX = 'fieldset.wc-upe-form';

/** Every kind of page anyone can visit (logged-in pages and pages behind a purchase are in the flows below). */
const PAGES: ReadonlyArray<readonly [string, number]> = [
  ['/', 200],
  ['/shop/', 200],
  ['/shop/page/2/', 200],
  ['/product-category/textiles/', 200],
  ['/product/greeting-card/', 200],
  ['/product/art-print/', 200],
  ['/product/made-to-measure-curtains/', 200],
  ['/cart/', 200],
  ['/checkout/', 200],
  ['/my-account/', 200],
  ['/terms/', 200],
  ['/blog/', 200],
  ['/portfolio/', 200],
  ['/no-such-page/', 404],
  ['/checkout/order-received/999999/', 404],
];

/** The nonce of the page's scripts and the CSP header's nonce, which must be the same fresh value. */
async function nonces(page: Page, res: Response | null): Promise<{ page: string; header: string }> {
  const csp = (await res?.allHeaders())?.['content-security-policy'] ?? '';
  return {
    page: await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script#storefront-globals')?.nonce ?? '',
    ),
    header: /'nonce-([^']+)'/.exec(csp)?.[1] ?? '',
  };
}

/** Scrolls through the page so islands that hydrate when visible mount, then waits for the network. */
async function visitAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await page.waitForLoadState('networkidle');
}

/** Fails with the page's name when a violation was recorded so far. */
const noViolations = (s: Session, where: string) => expect(s.cspViolations, `CSP violations (${where})`).toEqual([]);

/** Whether the style element `id` exists, carries a nonce and was applied (a refused one has no style sheet). */
const styleApplied = (page: Page, id: string) =>
  page.evaluate((i) => {
    const el = document.getElementById(i) as HTMLStyleElement | null;
    return !!el && !!el.nonce && el.sheet !== null;
  }, id);

describe('strict Content Security Policy (production bundles in Chromium)', () => {
  it('the watch works: an inline script and a style attribute without the nonce are refused and reported', async () => {
    const s = await session();
    const res = await s.page.goto(shopUrl('/'));
    const n = await nonces(s.page, res);
    expect(n.header).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(n.page).toBe(n.header);
    // A new response, a new nonce.
    expect((await nonces(s.page, await s.page.reload())).header).not.toBe(n.header);
    const ran = await s.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      document.body.setAttribute('style', 'outline: 1px solid red');
      return 'true' === String((window as unknown as { __injected?: boolean }).__injected);
    });
    expect(ran).toBe(false);
    await expect.poll(() => s.cspViolations.filter((v) => /^script-src-elem|^style-src-attr/.test(v)).length).toBe(2);
    s.cspViolations.length = 0;
  });

  it.each(PAGES)('%s loads without violations, its scripts carrying the response nonce', async (path, status) => {
    const s = await session();
    const res = await s.page.goto(shopUrl(path));
    expect(res?.status()).toBe(status);
    const n = await nonces(s.page, res);
    expect(n.page).toBe(n.header);
    await visitAll(s.page);
    noViolations(s, path);
  });

  it('a listing: grid/list, category filter, quick view with its gallery, add to basket and the mini-basket', async () => {
    const s = await session();
    const { page } = s;
    await page.goto(shopUrl('/shop/'));
    await islandMounted(page, 'nav.gridlist-toggle', 'listing-view');
    await page.locator('a#list').click();
    await page.locator('a#grid').click();
    await islandMounted(page, 'nav.widget_product_categories', 'listing-filter');
    await page.locator('nav.widget_product_categories').getByRole('link', { name: 'Textiles', exact: true }).click();
    await page.waitForURL(shopUrl('/product-category/textiles/'));
    await page.waitForLoadState('networkidle');
    noViolations(s, 'listing filter');

    await page.goto(shopUrl('/shop/'));
    const quick = page.locator('li.product a.quick-view-button[data-product_id]').first();
    await quick.scrollIntoViewIfNeeded();
    await quick.hover(); // it mounts when reached for
    await expect.poll(() => quick.getAttribute('data-island-mounted')).toContain('quick-view');
    await quick.click();
    const dialog = page.locator('[role="dialog"][aria-modal="true"].quick-view-dialog');
    await dialog.locator('.product_title').waitFor();
    await islandMounted(page, `.quick-view-dialog div.woocommerce-product-gallery`, 'gallery');
    await dialog.locator('.woocommerce-product-gallery__image').first().hover();
    await page.waitForLoadState('networkidle');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    noViolations(s, 'quick view');

    const add = page.locator('li.product a.add_to_cart_button.ajax_add_to_cart').first();
    await add.scrollIntoViewIfNeeded();
    await islandScheduled(page, 'li.product a.add_to_cart_button.ajax_add_to_cart', 'add-to-cart');
    await add.click();
    await expect.poll(() => add.getAttribute('class')).toMatch(/\badded\b/);
    await page
      .locator('div.widget_shopping_cart_content a.remove_from_cart_button')
      .first()
      .waitFor({ state: 'attached' });
    await visitAll(page);
    noViolations(s, 'add to basket');
  });

  it('a product: slider, thumbnails, variation image, the glightbox lightbox with a caption, tabs, review stars', async () => {
    const s = await session();
    const { page } = s;
    await page.goto(shopUrl('/product/art-print/'), { waitUntil: 'networkidle' });
    const gallery = 'div.woocommerce-product-gallery';
    await islandMounted(page, gallery, 'gallery');
    await page.locator(`${gallery} .woocommerce-product-gallery__image`).first().hover();
    const thumbs = page.locator(`${gallery} .flex-control-thumbs button`);
    await expect.poll(() => thumbs.count()).toBe(3);
    await thumbs.nth(1).click();
    await thumbs.nth(0).click();

    // A4 framed has its own, captioned image: glightbox sizes image and caption on open and on resize.
    await islandMounted(page, 'form.variations_form', 'variation-form');
    await page.selectOption('select[name="attribute_pa_size"]', 'a4');
    await page.selectOption('select[name="attribute_pa_type"]', 'framed');
    const main = page.locator(`${gallery} .woocommerce-product-gallery__image img`).first();
    await expect.poll(() => main.getAttribute('src')).toMatch(/a4-framed/);
    // The page has a scrollbar: the lightbox hides it without glightbox's <style>.
    expect(await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'View full-screen image gallery' }).click();
    await page.locator('#glightbox-body[role="dialog"]').waitFor();
    const image = page.locator('#glightbox-body .gslide.current img');
    await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.complete)).toBe(true);
    expect(await page.locator('#glightbox-body .gslide.current .gslide-desc').textContent()).not.toBe('');
    expect(await styleApplied(page, 'storefront-lightbox-style')).toBe(true);
    expect(await page.locator('style.gcss-styles').count()).toBe(0);
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect.poll(() => image.evaluate((i) => i.style.maxHeight)).toMatch(/calc/);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(300);
    await page.keyboard.press('Escape');
    await page.locator('#glightbox-body').waitFor({ state: 'detached' });
    noViolations(s, 'lightbox');

    await page.locator('a.reset_variations').click();
    await page.locator('a.woocommerce-review-link').click();
    await islandMounted(page, '#review_form', 'reviews');
    await page.getByRole('radio', { name: '4 of 5 stars' }).click();
    noViolations(s, 'product');
  });

  it('the basket: quantity, shipping calculator and the express test wallet dialog', async () => {
    const s = await session();
    const { page } = s;
    await addArtPrint(page);
    await page.goto(shopUrl('/cart/'));
    await islandMounted(page, 'form.woocommerce-cart-form', 'basket-page');
    await page.locator('.shipping-calculator-button').click();
    await expect.poll(() => page.locator('#shipping-calculator-form').isVisible()).toBe(true);
    await islandMounted(page, 'div.quantity', 'quantity');
    await page.locator('form.woocommerce-cart-form div.quantity button.plus').first().click();
    await page.locator('form.woocommerce-cart-form button[name=update_cart]').click();
    await page.waitForLoadState('networkidle');
    const wallet = page.getByRole('button', { name: 'Pay with test wallet (local payment double)' });
    await wallet.scrollIntoViewIfNeeded();
    await wallet.click();
    const dialog = page.getByRole('dialog', { name: 'Test wallet (local payment double)' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    noViolations(s, 'basket');
  });

  it('checkout: searchable country select, card 4242 through the double, order received', async () => {
    const s = await session();
    const { page } = s;
    await addArtPrint(page);
    await page.goto(shopUrl('/checkout/'));
    await islandMounted(page, CHECKOUT, 'checkout');
    const country = page.locator('#billing_country_field [role="combobox"]');
    await country.waitFor();
    expect(await styleApplied(page, 'sf-combobox-style')).toBe(true);
    await country.click();
    await page.keyboard.press('Escape');
    await chooseCard(page);
    expect(await styleApplied(page, 'payment-double-style')).toBe(true);
    await typeCard(page, CARDS.success);
    await page.locator('#place_order').click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 20_000 });
    await expect
      .poll(() => page.locator('.woocommerce-order-overview__status strong').textContent())
      .toBe('Processing');
    await visitAll(page);
    noViolations(s, 'checkout and order received');
  });

  it('checkout with the authentication card: the double’s authentication page, then order received', async () => {
    const s = await session();
    const { page } = s;
    await addArtPrint(page);
    await page.goto(shopUrl('/checkout/'));
    await islandMounted(page, CHECKOUT, 'checkout');
    await chooseCard(page);
    await typeCard(page, CARDS.authenticate);
    await page.locator('#place_order').click();
    await page.waitForURL(/\/payment-double\/authenticate\//);
    // Its one style element carries the nonce and is applied.
    expect(
      await page.evaluate(() => {
        const st = document.querySelector('style');
        return !!st?.nonce && st.sheet !== null;
      }),
    ).toBe(true);
    noViolations(s, 'authentication page');
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 20_000 });
    await expect
      .poll(() => page.locator('.woocommerce-order-overview__status strong').textContent())
      .toBe('Processing');
    noViolations(s, 'after authentication');
  });

  it('a customer: my account, orders, order-pay with a card, payment methods, add a card', async () => {
    const s = await session();
    const { page } = s;
    await logIn(page);
    for (const path of ['/my-account/', '/my-account/orders/', '/my-account/payment-methods/']) {
      await page.goto(shopUrl(path));
      await visitAll(page);
      noViolations(s, path);
    }
    await page.goto(shopUrl('/checkout/order-pay/901/?pay_for_order=true&key=wc_order_seedpending01'));
    await islandMounted(page, 'form#order_review', 'checkout');
    await page.locator('label[for="payment_method_stripe"]').click();
    await islandMounted(page, BOX, 'payment-box');
    await useNewCard(page);
    await typeCard(page, CARDS.success);
    if (await page.locator('#terms').count()) await page.locator('#terms').check();
    await page.locator('#place_order').click();
    await page.waitForURL(/\/checkout\/order-received\/901\//, { timeout: 20_000 });
    noViolations(s, 'order-pay');

    await page.goto(shopUrl('/my-account/add-payment-method/'));
    await islandMounted(page, BOX, 'payment-box');
    await typeCard(page, CARDS.success);
    await page.locator('#place_order').click();
    await page.waitForURL(/\/my-account\/payment-methods\//);
    noViolations(s, 'add payment method');
  });

  it('pages with jQuery (the bridge) keep to the policy', async () => {
    const s = await session();
    for (const path of ['/shop/?with-jquery=1', '/cart/?with-jquery=1', '/checkout/?with-jquery=1']) {
      await s.page.goto(shopUrl(path));
      expect(await s.page.evaluate(() => typeof (window as unknown as { jQuery?: unknown }).jQuery)).toBe('function');
      await visitAll(s.page);
      noViolations(s, path);
    }
  });

  it('frames: the shop may frame its own pages; another origin may not frame checkout', async () => {
    const s = await session();
    const { page } = s;
    await page.goto(shopUrl('/'));
    const own = await page.evaluate(async () => {
      const frame = document.createElement('iframe');
      frame.src = '/terms/';
      frame.title = 'terms';
      document.body.append(frame);
      await new Promise((r) => frame.addEventListener('load', r, { once: true }));
      return !!frame.contentDocument?.querySelector('main#main');
    });
    expect(own).toBe(true);
    noViolations(s, 'same-origin frame');

    await page.route('http://other-origin.test/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>other</title><iframe src="${shopUrl('/checkout/')}" title="shop"></iframe>`,
      }),
    );
    await page.goto('http://other-origin.test/');
    await page.waitForLoadState('load');
    // Refused by frame-ancestors (the report goes to the shop's report endpoint): Chromium shows its error page.
    await expect
      .poll(() =>
        page
          .frames()
          .find((f) => f !== page.mainFrame())
          ?.url(),
      )
      .toMatch(/^chrome-error:/);
  });
});
