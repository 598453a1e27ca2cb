/**
 * The plugin on each page of a real WooCommerce store: which islands mount, which WooCommerce scripts go, bytes.
 * `npm run test:wordpress` (see store.ts); skipped without a store.
 */
import { describe, expect, it } from 'vitest';
import {
  expectCommon,
  mounted,
  reachFor,
  replacedLoaded,
  report,
  up,
  url,
  openStoreForFile,
  visit,
  withSetting,
} from './store';

openStoreForFile();

describe.skipIf(!up)('The plugin on a real store: pages', () => {
  it('shop: the loader is there, add-to-cart and mini-basket mount, an ajax add works, WooCommerce params kept', async () => {
    const v = await visit('/shop/');
    await mounted(v.page, '.widget_shopping_cart_content', 'mini-basket');
    await expectCommon(v, [
      'wc_add_to_cart_params',
      'wc_cart_fragments_params',
      'woocommerce_params',
      'wc_order_attribution',
    ]);
    expect(await v.page.locator('script#wc-add-to-cart-js-extra').count()).toBe(1);
    report('shop', v); // before the shopper reaches for a button (add-to-cart mounts on interaction)
    await reachFor(v.page, 'a.ajax_add_to_cart[data-product_id]');
    await mounted(v.page, '.add_to_cart_button.ajax_add_to_cart', 'add-to-cart');
    await v.page.locator('a.ajax_add_to_cart[data-product_id]').first().click();
    await expect
      .poll(() => v.page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(v.errors).toEqual([]);
    await v.page.close();
  });

  it('product: gallery (faded in), tabs, reviews and the variation form mount; no flexslider/zoom/photoswipe/single-product', async () => {
    const v = await visit('/product/art-print/');
    await mounted(v.page, 'div.woocommerce-product-gallery', 'gallery');
    await mounted(v.page, 'div.woocommerce-tabs', 'product-tabs');
    await mounted(v.page, 'form.variations_form', 'variation-form');
    await expectCommon(v, ['wc_single_product_params', 'wc_add_to_cart_variation_params']);
    await expect
      .poll(() => v.page.locator('div.woocommerce-product-gallery').evaluate((e) => getComputedStyle(e).opacity))
      .toBe('1');
    report('product (Art print)', v);
    await v.page.close();
  });

  it('cart: the basket page mounts; no wc-cart, country-select, selectWoo', async () => {
    const v = await visit('/cart/');
    await mounted(v.page, 'form.woocommerce-cart-form', 'basket-page');
    await expectCommon(v, ['wc_cart_params', 'wc_country_select_params', 'wc_address_i18n_params']);
    report('cart', v);
    await v.page.close();
  });

  it('checkout: the checkout island mounts and opens the coupon and login forms; no wc-checkout, country-select, address-i18n, selectWoo', async () => {
    const v = await visit('/checkout/');
    await mounted(v.page, 'form.checkout.woocommerce-checkout', 'checkout');
    // WooCommerce's templates hide these with inline styles (display:none): the island opens them.
    await v.page.locator('a.showcoupon').click();
    await expect.poll(() => v.page.locator('form.checkout_coupon').isVisible()).toBe(true);
    await v.page.locator('a.showlogin').click();
    await expect.poll(() => v.page.locator('form.woocommerce-form-login').isVisible()).toBe(true);
    await expectCommon(v, [
      'wc_checkout_params',
      'wc_country_select_params',
      'wc_address_i18n_params',
      'wc_order_attribution',
    ]);
    report('checkout', v);
    await v.page.close();
  });

  it('switching the gallery off in the settings brings WooCommerce’s gallery scripts back, and on again', async () => {
    await withSetting('storefront_islands_island_gallery', false, async () => {
      const v = await visit('/product/art-print/');
      expect(replacedLoaded(v)).toEqual(
        expect.arrayContaining(['flexslider', 'zoom', 'photoswipe', 'wc-single-product']),
      );
      expect(replacedLoaded(v)).not.toContain('wc-add-to-cart-variation');
      expect((await v.page.locator('script#storefront-islands-config').textContent())?.trim()).toBe(
        '{"disabled":["gallery"]}',
      );
      await mounted(v.page, 'form.variations_form', 'variation-form');
      await mounted(v.page, 'div.woocommerce-tabs', 'product-tabs');
      expect(await v.page.locator('div.woocommerce-product-gallery').getAttribute('data-island-mounted')).toBeNull();
      // WooCommerce's own script faded its gallery in.
      await expect
        .poll(() => v.page.locator('div.woocommerce-product-gallery').evaluate((e) => getComputedStyle(e).opacity))
        .toBe('1');
      expect(v.errors).toEqual([]);
      await v.page.close();
    });
    const v = await visit('/product/art-print/');
    expect(replacedLoaded(v)).toEqual([]);
    await mounted(v.page, 'div.woocommerce-product-gallery', 'gallery');
    await v.page.close();
  });

  it('with the plugin switched off, WooCommerce’s own scripts are back and no island loads (bytes for comparison)', async () => {
    await withSetting('storefront_islands_enabled', false, async () => {
      // One item in the basket (the journey above emptied it), so cart and checkout show their forms.
      const shop = await visit('/shop/');
      const id = await shop.page.locator('a.ajax_add_to_cart[data-product_id]').first().getAttribute('data-product_id');
      await shop.page.goto(url(`/shop/?add-to-cart=${id}`));
      await shop.page.close();
      for (const [label, path] of [
        ['shop', '/shop/'],
        ['product (Art print)', '/product/art-print/'],
        ['cart', '/cart/'],
        ['checkout', '/checkout/'],
      ] as const) {
        const v = await visit(path);
        expect(v.page.url()).toBe(url(path));
        expect(await v.page.locator('script[type=module][src*="/dist/loader.js"]').count()).toBe(0);
        expect(replacedLoaded(v).length).toBeGreaterThan(0);
        report(`${label}, plugin off`, v);
        await v.page.close();
      }
    });
  });
});
