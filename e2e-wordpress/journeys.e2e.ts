/**
 * Shopper journeys on a real WooCommerce store with the islands: product to order, variations, basket, mini-basket.
 * `npm run test:wordpress` (see store.ts); skipped without a store.
 */
import { describe, expect, it } from 'vitest';
import { mounted, reachFor, replacedLoaded, SLOW, up, url, openStoreForFile, visit } from './store';

openStoreForFile();

describe.skipIf(!up)('The plugin on a real store: journeys', () => {
  it('journey: the variable Art print added; at checkout the cash-on-delivery payment box opens and the order is placed', async () => {
    const v = await visit('/product/art-print/');
    await mounted(v.page, 'form.variations_form', 'variation-form');
    await v.page.selectOption('select[name=attribute_pa_size]', 'a4');
    await v.page.selectOption('select[name=attribute_type]', 'Unframed');
    await expect.poll(() => v.page.locator('form.variations_form input[name=variation_id]').inputValue()).not.toBe('');
    // The variation is shown, and the button enabled, 300 ms after it is found (as WooCommerce's script does).
    await expect
      .poll(() => v.page.locator('form.variations_form button.single_add_to_cart_button').getAttribute('class'))
      .not.toMatch(/\bdisabled\b/);
    await Promise.all([
      v.page.waitForNavigation(),
      v.page.locator('form.variations_form button.single_add_to_cart_button').click(),
    ]);
    expect(await v.page.locator('.woocommerce-message').textContent()).toMatch(/Art print/);
    await v.page.goto(url('/checkout/'));
    await mounted(v.page, 'form.checkout.woocommerce-checkout', 'checkout');
    const fill = async (name: string, value: string) => v.page.fill(`#${name}`, value);
    await fill('billing_first_name', 'Ada');
    await fill('billing_last_name', 'Lovelace');
    await fill('billing_address_1', '1 Test Street');
    await fill('billing_city', 'London');
    await fill('billing_postcode', 'SW1A 1AA');
    await fill('billing_phone', '020 7946 0000');
    await fill('billing_email', 'ada@example.com');
    await v.page.locator('label[for=payment_method_cod]').click();
    await expect.poll(() => v.page.locator('#payment_method_cod').isChecked()).toBe(true);
    await expect.poll(() => v.page.locator('div.payment_box.payment_method_cod').isVisible()).toBe(true);
    await v.page.waitForLoadState('networkidle');
    await Promise.all([
      v.page.waitForURL(/order-received/, { timeout: 30_000 }),
      v.page.locator('#place_order').click(),
    ]);
    expect(
      await v.page.locator('.woocommerce-order-overview__order, .woocommerce-thankyou-order-received').count(),
    ).toBeGreaterThan(0);
    expect(v.errors).toEqual([]);
    await v.page.close();
  });

  it('81-variation T-shirt: the variation form looks each choice up over ajax; price, stock and add to basket follow', async () => {
    const v = await visit('/product/custom-t-shirt/');
    const lookups: string[] = [];
    v.page.on('request', (r) => {
      if (/wc-ajax=get_variation/.test(r.url())) lookups.push(r.postData() ?? '');
    });
    await mounted(v.page, 'form.variations_form', 'variation-form');
    expect(replacedLoaded(v)).toEqual([]);
    const choose = async (colour: string, size: string, fit: string, sleeve: string) => {
      await v.page.selectOption('select[name=attribute_colour]', colour);
      await v.page.selectOption('select[name=attribute_size]', size);
      await v.page.selectOption('select[name=attribute_fit]', fit);
      await v.page.selectOption('select[name=attribute_sleeve]', sleeve);
    };
    // Blue / Large / Slim / Long is the one variation out of stock.
    await choose('Blue', 'Large', 'Slim', 'Long');
    await expect.poll(() => v.page.locator('.single_variation .stock.out-of-stock').count(), SLOW).toBe(1);
    await expect
      .poll(() => v.page.locator('button.single_add_to_cart_button').getAttribute('class'), SLOW)
      .toMatch(/\bdisabled\b/);
    // Red / Medium / Slim / Long: £20 + £2 (Medium) + £1 (Long) + £1 (Slim) = £24.
    await choose('Red', 'Medium', 'Slim', 'Long');
    await expect
      .poll(() => v.page.locator('.single_variation .woocommerce-variation-price').textContent())
      .toMatch(/24\.00/);
    // Each change clears variation_id until its look-up answers (as WooCommerce's script does): wait for it.
    await expect
      .poll(() => v.page.locator('form.variations_form input[name=variation_id]').inputValue(), SLOW)
      .not.toBe('');
    expect(lookups.length).toBeGreaterThanOrEqual(2);
    expect(lookups.some((body) => /attribute_colour=Red/.test(body))).toBe(true);
    await Promise.all([
      v.page.waitForNavigation(),
      v.page.locator('form.variations_form button.single_add_to_cart_button').click(),
    ]);
    expect(await v.page.locator('.woocommerce-message').textContent()).toMatch(/T-shirt/);
    expect(v.errors).toEqual([]);
    await v.page.close();
  });

  it('basket: a quantity updated and a line removed without a reload; totals and the header count follow', async () => {
    const shop = await visit('/shop/');
    await reachFor(shop.page, 'a.ajax_add_to_cart[data-product_id]');
    await mounted(shop.page, '.add_to_cart_button.ajax_add_to_cart', 'add-to-cart');
    await shop.page.locator('a.ajax_add_to_cart[data-product_id]').first().click();
    await expect
      .poll(() => shop.page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item').count(), SLOW)
      .toBeGreaterThan(0);
    await shop.page.close();
    const v = await visit('/cart/');
    await mounted(v.page, 'form.woocommerce-cart-form', 'basket-page');
    const lines = v.page.locator('form.woocommerce-cart-form .cart_item');
    expect(await lines.count()).toBeGreaterThan(0);
    const before = await lines.count();
    const total = () => v.page.locator('.cart_totals .order-total').textContent();
    const count = () => v.page.locator('.site-header-cart a.cart-contents .count').textContent();
    const [totalBefore, countBefore] = [await total(), await count()];
    const qty = lines.first().locator('input.qty');
    await qty.fill(String(Number(await qty.inputValue()) + 2));
    await v.page.locator('button[name=update_cart]').click();
    await expect.poll(total, SLOW).not.toBe(totalBefore);
    await expect.poll(count, SLOW).not.toBe(countBefore);
    await expect
      .poll(() => v.page.locator('.woocommerce-message, .woocommerce-info').first().textContent(), SLOW)
      .toMatch(/updated/i);
    const countUpdated = await count();
    await lines.first().locator('a.remove').click();
    await expect.poll(() => lines.count(), SLOW).toBe(before - 1);
    await expect.poll(count, SLOW).not.toBe(countUpdated);
    if (before === 1)
      await expect.poll(() => v.page.locator('.cart-empty, .wc-empty-cart-message').count()).toBeGreaterThan(0);
    expect(v.page.url()).toMatch(/\/cart\/$/);
    expect(v.errors).toEqual([]);
    await v.page.close();
  });

  it('mini-basket: a line removed from the header basket over ajax (Space on its remove link); the shop page stays', async () => {
    const v = await visit('/shop/');
    await reachFor(v.page, 'a.ajax_add_to_cart[data-product_id]');
    await mounted(v.page, '.add_to_cart_button.ajax_add_to_cart', 'add-to-cart');
    await mounted(v.page, '.widget_shopping_cart_content', 'mini-basket');
    await v.page.locator('a.ajax_add_to_cart[data-product_id]').first().click();
    const items = v.page.locator('.widget_shopping_cart_content .woocommerce-mini-cart-item');
    await expect.poll(() => items.count(), SLOW).toBeGreaterThan(0);
    const before = await items.count();
    // Storefront shows the header basket on hover.
    await v.page.locator('.site-header-cart').hover();
    // Its remove links are role=button: Space removes, as WooCommerce's script binds it.
    await items.first().locator('a.remove_from_cart_button').focus();
    await v.page.keyboard.press('Space');
    await expect.poll(() => items.count(), SLOW).toBe(before - 1);
    expect(v.page.url()).toMatch(/\/shop\/$/);
    expect(v.errors).toEqual([]);
    await v.page.close();
  });
});
