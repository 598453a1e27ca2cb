/**
 * Quick view runs the product page's behaviour inside its dialog (spec §2 "Other parts of the product page"): the
 * variation form (availability, the chosen variation's price, the button's state) and the bulk table following the
 * chosen variation; adding from the dialog puts the chosen variation in the basket. Production bundles in
 * Chromium against the reference shop; axe on the open dialog.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();
const DIALOG = '[role="dialog"][aria-modal="true"].quick-view-dialog';
const ROBIN_ROWS = ['1–4£8.00', '5+£7.00'];

/** Opens the quick view of product `id` on `path` and waits for its variation form to be enhanced. */
async function openQuickView(page: Page, path: string, id: number): Promise<void> {
  await page.goto(shopUrl(path));
  const button = page.locator(`li.product a.quick-view-button[data-product_id="${id}"]`);
  await button.scrollIntoViewIfNeeded();
  await button.hover(); // it mounts when reached for
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

/** Presses the dialog's add-to-basket button and waits for the page it leads to. */
async function addFromDialog(page: Page, button: Locator): Promise<void> {
  const before = page.url();
  await button.click();
  await page.waitForURL((url) => url.href !== before);
}

/** The product names in the basket (the basket page's rows). */
async function basketNames(page: Page): Promise<string[]> {
  await page.goto(shopUrl('/cart/'));
  const names = page.locator('form.woocommerce-cart-form tr.cart_item .product-name');
  return (await names.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

describe('quick view (production bundles in Chromium)', () => {
  it('loads nothing until reached for; a click that comes first opens the dialog once the code is in', async () => {
    const { page, errors } = await session();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(shopUrl('/shop/'));
    const button = page.locator('li.product a.quick-view-button[data-product_id="101"]');
    await button.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
    expect(scripts.filter((p) => p.includes('quick-view'))).toEqual([]);
    // No hover first: the press lands while the code is still on its way, is held, and replayed.
    await button.dispatchEvent('click');
    await page.locator(DIALOG).locator('.product_title').waitFor();
    expect(await page.locator(DIALOG).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('Art print: choosing a size and a type shows that variation, and adding puts it in the basket', async () => {
    const { page, errors } = await session();
    await openQuickView(page, '/shop/', 101);
    const form = `${DIALOG} form.variations_form`;
    const button = page.locator(`${form} .single_add_to_cart_button`);
    await expect.poll(() => button.getAttribute('class')).toMatch(/\bdisabled\b/);
    // A3 framed is out of stock: shown with its availability, the button says it is unavailable.
    await page.selectOption(`${form} select[name="attribute_pa_size"]`, 'a3');
    await page.selectOption(`${form} select[name="attribute_pa_type"]`, 'framed');
    await expect.poll(() => page.locator(`${form} input.variation_id`).inputValue()).toBe('1006');
    await expect.poll(() => text(page, `${form} .woocommerce-variation-availability`)).toMatch(/Out of stock/);
    await expect.poll(() => button.getAttribute('class')).toMatch(/wc-variation-is-unavailable/);
    await page.selectOption(`${form} select[name="attribute_pa_size"]`, 'a4');
    await expect.poll(() => page.locator(`${form} input.variation_id`).inputValue()).toBe('1005');
    await expect.poll(() => text(page, `${form} .woocommerce-variation-price`)).toMatch(/^£\d/);
    await expect.poll(() => text(page, `${form} .woocommerce-variation-availability`)).not.toMatch(/Out of stock/);
    await expect.poll(() => button.getAttribute('class')).not.toMatch(/\bdisabled\b/);
    await expectAccessible(page);
    await addFromDialog(page, button);
    expect(await basketNames(page)).toEqual([expect.stringMatching(/Art print.*A4/i)]);
    expect(errors).toEqual([]);
  });

  it('Christmas card pack: the dialog’s bulk table is reloaded per design, kept, reset; adding puts it in the basket', async () => {
    const { page, errors } = await session();
    const tableCalls: string[] = [];
    page.on('request', (r) => r.url().includes('admin-ajax.php') && tableCalls.push(r.postData() ?? ''));
    await openQuickView(page, '/product-category/cards/', 108);
    const table = `${DIALOG} .wdp_bulk_table_content`;
    await islandMounted(page, table, 'bulk-table');
    const rows = () =>
      page.locator(`${table} tbody tr`).evaluateAll((trs) => trs.map((tr) => (tr.textContent ?? '').trim()));
    expect(await rows()).toHaveLength(3);
    const parentRows = await rows();
    const design = `${DIALOG} select[name="attribute_pa_design"]`;
    await page.selectOption(design, 'holly');
    await expect.poll(rows).toEqual(['1–9£8.00', '10+£6.00']);
    // One call, though the design was chosen before the form's first check (100 ms) ran the same match again.
    expect(tableCalls).toHaveLength(1);
    expect(decodeURIComponent(tableCalls[0]!)).toContain('attributes[attribute_pa_design]=holly');
    await expectAccessible(page);
    // Another design with a table of its own: reloaded for it.
    await page.selectOption(design, 'robin');
    await expect.poll(rows).toEqual(ROBIN_ROWS);
    expect(tableCalls).toHaveLength(2);
    expect(decodeURIComponent(tableCalls[1]!)).toContain('attributes[attribute_pa_design]=robin');
    // Snowy village has none: not reloaded (§4); reset: the parent's table, cached (no call).
    await page.selectOption(design, 'snowy-village');
    await expect.poll(() => page.locator(`${DIALOG} input.variation_id`).inputValue()).toBe('1051');
    expect(await rows()).toEqual(ROBIN_ROWS);
    await page.locator(`${DIALOG} a.reset_variations`).click();
    await expect.poll(rows).toEqual(parentRows);
    expect(tableCalls).toHaveLength(2);
    // Robin again, added to the basket from the dialog.
    await page.selectOption(design, 'robin');
    await expect.poll(rows).toEqual(ROBIN_ROWS);
    const button = page.locator(`${DIALOG} .single_add_to_cart_button`);
    await expect.poll(() => button.getAttribute('class')).not.toMatch(/\bdisabled\b/);
    await addFromDialog(page, button);
    expect(await basketNames(page)).toEqual([expect.stringMatching(/Christmas card pack.*Robin/i)]);
    expect(errors).toEqual([]);
  });
});
