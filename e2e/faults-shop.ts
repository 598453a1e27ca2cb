/**
 * Shop state for the fault matrix, set through the shop's own endpoints with the context's cookies (no page
 * loads): a fresh basket, a shipping destination, an applied coupon.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { shopUrl, type Session } from './harness';

/** Seeded products the matrix uses. */
export const PRODUCTS = { card: 102, cushion: 103 } as const;

/** The value of `name` in a page's printed globals or hidden inputs (`"name":"value"` or `name="name" value="…"`). */
export function scrape(html: string, name: string): string {
  const json = new RegExp(`"${name}":"([^"]*)"`).exec(html);
  const input = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  const value = json?.[1] ?? input?.[1];
  if (value === undefined) throw new Error(`no ${name} on the page`);
  return value;
}

/** Starts a new shop session (an empty basket) and adds `lines` (product id → quantity). */
export async function freshBasket(s: Session, lines: Record<number, number>): Promise<void> {
  await s.context.clearCookies();
  // A new visit: no basket fragments kept by the tab (sessionStorage) or signalled across tabs (localStorage).
  await s.page.evaluate(() => (localStorage.clear(), sessionStorage.clear())).catch(() => {});
  for (const [id, quantity] of Object.entries(lines)) {
    const res = await s.context.request.post(shopUrl('/?wc-ajax=add_to_cart'), {
      form: { product_id: id, quantity: String(quantity) },
    });
    expect(res.ok(), `add_to_cart ${id}`).toBe(true);
  }
}

/** The basket page's HTML for this session. */
export const cartHtml = async (s: Session): Promise<string> => (await s.context.request.get(shopUrl('/cart/'))).text();

/** Sets the shipping destination (the basket page's calculator post), e.g. a GB postcode. */
export async function setDestination(s: Session, postcode = 'BS1 4DJ'): Promise<void> {
  const nonce = scrape(await cartHtml(s), 'woocommerce-shipping-calculator-nonce');
  const res = await s.context.request.post(shopUrl('/cart/'), {
    form: {
      calc_shipping_country: 'GB',
      calc_shipping_postcode: postcode,
      calc_shipping: '1',
      'woocommerce-shipping-calculator-nonce': nonce,
    },
  });
  expect(res.ok(), 'calc_shipping').toBe(true);
}

/** Applies `code` to the basket (the basket page's apply_coupon call). */
export async function applyCoupon(s: Session, code = 'welcome10'): Promise<void> {
  const security = scrape(await cartHtml(s), 'apply_coupon_nonce');
  const res = await s.context.request.post(shopUrl('/?wc-ajax=apply_coupon'), {
    form: { security, coupon_code: code },
  });
  expect(await res.text()).toContain('Coupon applied');
}

/** The text of the first element matching `selector`, trimmed ('' when there is none). */
export const textOf = (page: Page, selector: string): Promise<string> =>
  page.evaluate((sel) => (document.querySelector(sel)?.textContent ?? '').replace(/\s+/g, ' ').trim(), selector);
