/**
 * Issue 22's checkout behaviours on the reference shop, as WooCommerce's own shopper specs check them: the errors of
 * a submit with required fields missing (one alert, links to the fields, focus), and the coupon and login toggles —
 * on the shop's markup and on WooCommerce 10's (the forms hidden by an inline `display:none`, swapped in on the way).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser, type Session } from './harness';

const { session } = useBrowser();
const FORM = 'form.checkout.woocommerce-checkout';

/** The checkout page as WooCommerce 10 prints it: the coupon and login forms hidden by `style="display:none"`. */
const asWc10 = (html: string) =>
  html
    .replace(/(<form class="checkout_coupon[^>]*?) hidden>/, '$1 style="display:none">')
    .replace(/(<form class="woocommerce-form woocommerce-form-login[^>]*?) hidden>/, '$1 style="display:none;">');

/** Puts a product in this session's basket, then opens the checkout (`wc10`: with WooCommerce 10's markup). */
async function openCheckout(s: Session, { query = '', wc10 = false } = {}): Promise<Page> {
  const response = await s.context.request.post(shopUrl('/?wc-ajax=add_to_cart'), {
    form: { product_id: '102', quantity: '1' },
  });
  expect(response.ok()).toBe(true);
  if (wc10)
    await s.page.route('**/checkout/', async (route) => {
      const page = await route.fetch();
      // A WooCommerce store sends no Content Security Policy (the shop's refuses inline styles).
      const headers = { ...page.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response: page, headers, body: asWc10(await page.text()) });
    });
  await s.page.goto(shopUrl(`/checkout/${query}`));
  await islandMounted(s.page, FORM, 'checkout');
  if (wc10) expect(await s.page.locator('form.checkout_coupon[style*="display:none"]').count()).toBe(1);
  return s.page;
}

/** Whether the element is focused. */
const isFocused = (page: Page, selector: string) =>
  page.evaluate((sel) => document.activeElement === document.querySelector(sel), selector);

describe('checkout errors (issue 22 #4: WooCommerce\'s "warn when customer is missing required details")', () => {
  it.each(['', '?with-jquery=1'])(
    'required fields missing (%s): one role=alert holds the messages, they link to the fields, the list gets focus',
    async (query) => {
      const s = await session();
      const page = await openCheckout(s, { query });
      await page.check('#payment_method_cod'); // the card form would stop the submit first (card number missing)
      await page.click('#place_order');
      const alert = page.locator(`${FORM} > .woocommerce-NoticeGroup-checkout > [role=alert]`);
      await expect.poll(() => alert.count()).toBe(1);
      // Exactly one alert speaks (the payment providers' live regions stay empty); the list inside it has no role
      // of its own (it stays a list).
      const spoken = await page
        .locator('[role=alert]')
        .evaluateAll((els) => els.filter((e) => e.textContent!.trim()).map((e) => e.parentElement!.className));
      expect(spoken).toEqual(['woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout']);
      const list = alert.locator(':scope > ul.woocommerce-error');
      expect(await list.getAttribute('role')).toBeNull();
      expect(await alert.textContent()).toContain('is a required field.');
      expect(await alert.locator('li[data-id] > a').count()).toBeGreaterThan(1);
      for (const link of await alert.locator('li[data-id]').all()) {
        const id = await link.getAttribute('data-id');
        expect(await link.locator('a').getAttribute('href')).toBe(`#${id}`);
        expect(await page.locator(`#${id}`).count()).toBe(1);
      }
      expect(await alert.getByRole('link', { name: /First name is a required field/ }).getAttribute('href')).toBe(
        '#billing_first_name',
      );
      expect(await page.getAttribute('#billing_first_name', 'aria-invalid')).toBe('true');
      // The list takes focus (500 ms after it appeared) and keeps it.
      await expect.poll(() => isFocused(page, `${FORM} [role=alert] > ul`)).toBe(true);
      await page.waitForTimeout(600);
      expect(await isFocused(page, `${FORM} [role=alert] > ul`)).toBe(true);
      // Following a link takes the shopper to the field.
      await alert.getByRole('link', { name: /First name is a required field/ }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#billing_first_name');
      await expect.poll(() => page.locator('#billing_first_name').isVisible()).toBe(true);
      await expectAccessible(page);
      expect(s.errors).toEqual([]);
    },
  );
});

describe('checkout coupon and login toggles (issue 22 #1: first click opens, second closes)', () => {
  /** Shown and focusable as a shopper finds it: visible, and focus can land on `field`. */
  const usable = async (page: Page, field: string) => {
    if (!(await page.locator(field).isVisible())) return false;
    await page.focus(field);
    return isFocused(page, field);
  };

  it.each([
    ['the shop markup', false],
    ["WooCommerce 10's markup", true],
  ])("'show coupon' on %s", async (_, wc10) => {
    const s = await session();
    const page = await openCheckout(s, { wc10 });
    const link = page.locator('a.showcoupon');
    expect(await page.locator('#coupon_code').isVisible()).toBe(false);
    await link.click();
    await expect.poll(() => usable(page, '#coupon_code')).toBe(true);
    expect(await link.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('form.checkout_coupon button[name="apply_coupon"]').isVisible()).toBe(true);
    await expectAccessible(page);
    await link.click();
    await expect.poll(() => page.locator('form.checkout_coupon').isVisible()).toBe(false);
    expect(await link.getAttribute('aria-expanded')).toBe('false');
    expect(s.errors).toEqual([]);
  });

  it.each([
    ['the shop markup', false],
    ["WooCommerce 10's markup", true],
  ])("'show login' on %s", async (_, wc10) => {
    const s = await session();
    const page = await openCheckout(s, { wc10 });
    const link = page.locator('a.showlogin');
    expect(await page.locator('#username').isVisible()).toBe(false);
    await link.click();
    // The island focuses the first field once the 400 ms slide has ended; wait for that before the test moves
    // focus itself, or the island's focus lands after ours (the flake of CI run 27).
    await expect.poll(() => isFocused(page, '#username')).toBe(true);
    expect(await usable(page, '#username')).toBe(true);
    expect(await usable(page, '#password')).toBe(true);
    expect(await page.locator('form.woocommerce-form-login button[name="login"]').isVisible()).toBe(true);
    await expectAccessible(page);
    await link.click();
    await expect.poll(() => page.locator('form.woocommerce-form-login').isVisible()).toBe(false);
    expect(s.errors).toEqual([]);
  });
});
