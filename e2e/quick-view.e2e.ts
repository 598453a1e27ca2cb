/**
 * Quick view runs the product page's behaviour inside its dialog (spec §2 "Other parts of the product page"): the
 * variation form (availability, the chosen variation's price, the button's state) and the bulk table following the
 * chosen variation; adding from the dialog puts the chosen variation in the basket. Production bundles in
 * Chromium against the reference shop; axe on the open dialog.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();
const DIALOG = '[role="dialog"][aria-modal="true"].quick-view-dialog';

/** Opens the quick view of product `id` on `path` and waits for its variation form to be enhanced. */
async function openQuickView(page: Page, path: string, id: number): Promise<void> {
  await page.goto(shopUrl(path));
  const button = page.locator(`li.product a.quick-view-button[data-product_id="${id}"]`);
  await button.scrollIntoViewIfNeeded();
  await expect.poll(() => button.getAttribute('data-island-mounted')).toContain('quick-view');
  await button.click();
  await islandMounted(page, `${DIALOG} form.variations_form`, 'variation-form');
}

const text = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .textContent()
    .then((t) => (t ?? '').replace(/\s+/g, ' ').trim());

describe('quick view (production bundles in Chromium)', () => {
  it('Art print: choosing a size and a type shows that variation, and adding puts it in the basket', async () => {
    const { page, errors } = await session();
    await openQuickView(page, '/shop/', 101);
    const form = `${DIALOG} form.variations_form`;
    const button = page.locator(`${form} .single_add_to_cart_button`);
    await expect.poll(() => button.getAttribute('class')).toMatch(/\bdisabled\b/);
    await page.selectOption(`${form} select[name="attribute_pa_size"]`, 'a4');
    await page.selectOption(`${form} select[name="attribute_pa_type"]`, 'framed');
    await expect.poll(() => page.locator(`${form} input.variation_id`).inputValue()).toBe('1005');
    await expect.poll(() => text(page, `${form} .woocommerce-variation-price`)).toMatch(/^£\d/);
    await expect.poll(() => button.getAttribute('class')).not.toMatch(/\bdisabled\b/);
    await expectAccessible(page);
    await button.click();
    await page.waitForURL((url) => !url.pathname.startsWith('/shop/') || url.search.length > 0);
    await page.goto(shopUrl('/cart/'));
    const row = page.locator('form.woocommerce-cart-form tr.cart_item');
    expect(await row.count()).toBe(1);
    expect(await text(page, 'form.woocommerce-cart-form tr.cart_item .product-name')).toMatch(/Art print/);
    expect(await text(page, 'form.woocommerce-cart-form tr.cart_item .product-name')).toMatch(/A4/i);
    expect(errors).toEqual([]);
  });

  it('Christmas card pack: the bulk table in the dialog follows the chosen design', async () => {
    const { page, errors } = await session();
    const tableCalls: string[] = [];
    page.on('request', (r) => r.url().includes('admin-ajax.php') && tableCalls.push(r.postData() ?? ''));
    await openQuickView(page, '/product-category/cards/', 108);
    const table = `${DIALOG} .wdp_bulk_table_content`;
    await islandMounted(page, table, 'bulk-table');
    const rows = () =>
      page.locator(`${table} tbody tr`).evaluateAll((trs) => trs.map((tr) => (tr.textContent ?? '').trim()));
    expect(await rows()).toHaveLength(3);
    await page.selectOption(`${DIALOG} select[name="attribute_pa_design"]`, 'holly');
    await expect.poll(rows).toEqual(['1–9£8.00', '10+£6.00']);
    // One call, though the design was chosen before the form's first check (100 ms) ran the same match again.
    expect(tableCalls).toHaveLength(1);
    expect(decodeURIComponent(tableCalls[0]!)).toContain('attributes[attribute_pa_design]=holly');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
