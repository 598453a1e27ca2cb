import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();
const FORM = 'form.variations_form';
const SELECTION_TEXT = 'Please select some product options before adding this product to your basket.';
const UNAVAILABLE_TEXT = 'Sorry, this product is unavailable. Please choose a different combination.';
const NO_MATCH_TEXT = 'Sorry, no products matched your selection. Please choose a different combination.';

/** Opens a product page, waits for the island and its first check (100 ms), and records alerts. */
async function open(page: Page, path: string): Promise<string[]> {
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await page.goto(shopUrl(path));
  await islandMounted(page, FORM, 'variation-form');
  await expect
    .poll(() => page.locator('.single_add_to_cart_button').getAttribute('class'))
    .toMatch(/wc-variation-selection-needed/);
  return alerts;
}

const text = (page: Page, sel: string) =>
  page
    .locator(sel)
    .first()
    .evaluate((el) => (el.textContent ?? '').trim());
const buttonClass = (page: Page) => page.locator('.single_add_to_cart_button').getAttribute('class');

describe('variable products (production bundles in Chromium)', () => {
  it('Art print: matching, meta and image swap, no-match, disabled-button alerts, reset, add to basket', async () => {
    const { page, errors } = await session();
    const alerts = await open(page, '/product/art-print/');
    await expectAccessible(page);
    const image = page.locator('.woocommerce-product-gallery__image').first().locator('img');
    const originalSrc = await image.getAttribute('src');
    expect(await text(page, '.product_meta .sku')).toBe('ART-PRINT');

    // A click before a full choice explains what is missing. WooCommerce's contract: the button is marked by classes
    // only, stays operable (no force: Playwright's own actionability check passes) and is described.
    const addButton = page.getByRole('button', { name: 'Add to basket', exact: true });
    expect(await addButton.getAttribute('aria-disabled')).toBeNull();
    await addButton.click();
    await expect.poll(() => alerts).toEqual([SELECTION_TEXT]);
    expect(await addButton.evaluate((b) => b.getAttribute('aria-description'))).toBe(SELECTION_TEXT);

    // A4 framed: £35, its own SKU, weight, dimensions and image.
    const data = JSON.parse((await page.locator(FORM).getAttribute('data-product_variations'))!) as Array<
      Record<string, unknown>
    >;
    const a4Framed = data.find((v) => v.sku === 'AP-A4-FRM')!;
    await page.selectOption('select[name="attribute_pa_size"]', 'a4');
    await page.selectOption('select[name="attribute_pa_type"]', 'framed');
    await expect.poll(() => text(page, '.single_variation .woocommerce-variation-price')).toBe('£35.00');
    expect(await text(page, '.product_meta .sku')).toBe('AP-A4-FRM');
    expect(
      await text(page, '.woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value'),
    ).toBe(a4Framed.weight_html);
    expect(
      await text(page, '.woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value'),
    ).toBe(
      await page.evaluate(
        (h) => new DOMParser().parseFromString(h, 'text/html').body.textContent,
        a4Framed.dimensions_html as string,
      ),
    );
    expect(await image.getAttribute('src')).not.toBe(originalSrc);
    expect(await page.locator('input.variation_id').inputValue()).toBe(String(a4Framed.variation_id));
    await expect.poll(() => buttonClass(page)).not.toMatch(/\bdisabled\b/);
    await expectAccessible(page);

    // A3 framed is out of stock: shown, but the button explains it is unavailable.
    await page.selectOption('select[name="attribute_pa_size"]', 'a3');
    await expect.poll(() => buttonClass(page)).toMatch(/wc-variation-is-unavailable/);
    expect(await text(page, '.single_variation .woocommerce-variation-availability')).toMatch(/Out of stock/);
    await page.locator('.single_add_to_cart_button').click();
    await expect.poll(() => alerts.at(-1)).toBe(UNAVAILABLE_TEXT);

    // An impossible combination (a value no variation has, as a plugin might add one): the no-match notice.
    await page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('select[name="attribute_pa_type"]')!;
      select.add(new Option('Canvas print', 'canvas'));
      select.value = 'canvas';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await expect.poll(() => text(page, '.wc-no-matching-variations')).toBe(NO_MATCH_TEXT);
    await expectAccessible(page);

    // Reset: everything back, focus on the first select.
    await page.selectOption('select[name="attribute_pa_type"]', 'framed');
    await page.selectOption('select[name="attribute_pa_size"]', 'a4');
    await expect.poll(() => image.getAttribute('src')).not.toBe(originalSrc);
    await page.locator('a.reset_variations').click();
    expect(await text(page, '.product_meta .sku')).toBe('ART-PRINT');
    expect(await image.getAttribute('src')).toBe(originalSrc);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('attribute_pa_size');
    expect(await text(page, '.reset_variations_alert')).toMatch(/Your selection has been reset/);
    expect(await page.locator('a.reset_variations').isVisible()).toBe(false);
    await expectAccessible(page);

    // Add A5 giclée to the basket (the classic form post); the mini-basket shows it.
    await page.selectOption('select[name="attribute_pa_size"]', 'a5');
    await page.selectOption('select[name="attribute_pa_type"]', 'giclee');
    await expect.poll(() => buttonClass(page)).not.toMatch(/\bdisabled\b/);
    await Promise.all([page.waitForNavigation(), page.locator('.single_add_to_cart_button').click()]);
    await expect.poll(() => text(page, '.widget_shopping_cart_content')).toMatch(/Art print/);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('Shopper can reset variations: after Clear the button needs a selection again; click, Enter and Space alert', async () => {
    const { page, errors } = await session();
    const alerts = await open(page, '/product/art-print/');
    const url = page.url();
    await page.selectOption('select[name="attribute_pa_size"]', 'a4');
    await page.selectOption('select[name="attribute_pa_type"]', 'framed');
    await expect.poll(() => text(page, '.single_variation .woocommerce-variation-price')).toBe('£35.00');
    await expect.poll(() => buttonClass(page)).not.toMatch(/\bdisabled\b/);
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect.poll(() => buttonClass(page)).toMatch(/\bdisabled\b/);
    expect(await buttonClass(page)).toMatch(/wc-variation-selection-needed/);
    const button = page.getByRole('button', { name: 'Add to basket', exact: true });
    expect(await button.getAttribute('aria-disabled')).toBeNull();
    await button.click();
    await expect.poll(() => alerts).toEqual([SELECTION_TEXT]);
    // Keyboard: focusable, and Enter / Space explain the same way; the form is never posted.
    await button.focus();
    expect(await page.evaluate(() => document.activeElement?.classList.contains('single_add_to_cart_button'))).toBe(
      true,
    );
    expect(await button.evaluate((b) => b.getAttribute('aria-description'))).toBe(SELECTION_TEXT);
    await page.keyboard.press('Enter');
    await expect.poll(() => alerts.length).toBe(2);
    await page.keyboard.press('Space');
    await expect.poll(() => alerts).toEqual([SELECTION_TEXT, SELECTION_TEXT, SELECTION_TEXT]);
    // Enter in the quantity field submits through the default button: explained too, nothing posted.
    await page.locator('input.qty').press('Enter');
    await expect.poll(() => alerts.length).toBe(4);
    expect(page.url()).toBe(url);
    expect(await page.locator('.widget_shopping_cart_content').textContent()).not.toMatch(/Art print/);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('Herringbone throw: an inactive, out-of-stock combination is disabled', async () => {
    const { page, errors } = await session();
    await open(page, '/product/herringbone-throw/');
    await page.selectOption('select[name="attribute_pa_colour"]', 'navy');
    const double = page.locator('select[name="attribute_pa_throw_size"] option[value="double"]');
    await expect.poll(() => double.evaluate((o: HTMLOptionElement) => o.disabled)).toBe(true);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('1,000-variation curtains: options filtered from the embedded index, one look-up for a full choice', async () => {
    const { page, errors } = await session();
    const lookups: string[] = [];
    page.on('request', (r) => r.url().includes('wc-ajax=get_variation') && lookups.push(r.postData() ?? ''));
    await open(page, '/product/made-to-measure-curtains/');
    expect(await page.locator(FORM).getAttribute('data-product_variations')).toBe('false');
    // The seed retired 100 × 120 cm in every fabric but the first: those rows are inactive in the embedded index.
    const index = JSON.parse((await page.locator(FORM).getAttribute('data-variation-index'))!) as {
      attributes: unknown[];
      rows: number[];
    };
    const stride = index.attributes.length + 2;
    const inactive = Array.from(
      { length: index.rows.length / stride },
      (_, r) => index.rows[r * stride + stride - 1]!,
    ).filter((f) => (f & 1) === 0);
    expect(inactive).toHaveLength(9);
    await page.selectOption('select[name="attribute_pa_width"]', '100cm');
    await page.selectOption('select[name="attribute_pa_drop"]', '120cm');
    const fabrics = page.locator('select[name="attribute_pa_fabric"] option:not([value=""])');
    await expect
      .poll(() => fabrics.evaluateAll((os: HTMLOptionElement[]) => os.filter((o) => !o.disabled).map((o) => o.value)))
      .toEqual(['linen-natural']);
    expect(lookups).toEqual([]);
    await expectAccessible(page);

    await page.selectOption('select[name="attribute_pa_drop"]', '140cm');
    await page.selectOption('select[name="attribute_pa_fabric"]', 'velvet-moss');
    await expect.poll(() => text(page, '.product_meta .sku')).toBe('MTM-VELVET-MOSS-100-140');
    await expect.poll(() => text(page, '.single_variation .woocommerce-variation-price')).toMatch(/^£\d/);
    expect(lookups).toHaveLength(1);
    expect(lookups[0]).toContain('attribute_pa_fabric=velvet-moss');
    await expect.poll(() => buttonClass(page)).not.toMatch(/\bdisabled\b/);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('Christmas card pack: the bulk table follows a design that has one and goes back to the parent table on reset', async () => {
    const { page, errors } = await session();
    const tableCalls: string[] = [];
    page.on('request', (r) => r.url().includes('admin-ajax.php') && tableCalls.push(r.postData() ?? ''));
    await open(page, '/product/christmas-card-pack/');
    await islandMounted(page, '.wdp_bulk_table_content', 'bulk-table');
    const rows = () =>
      page
        .locator('.wdp_bulk_table_content tbody tr')
        .evaluateAll((trs) => trs.map((tr) => (tr.textContent ?? '').trim()));
    const parentRows = await rows();
    expect(parentRows).toHaveLength(3);
    await page.selectOption('select[name="attribute_pa_design"]', 'holly');
    await expect.poll(rows).toEqual(['1–9£8.00', '10+£6.00']);
    expect(tableCalls).toHaveLength(1);
    expect(tableCalls[0]).toMatch(/action=get_table_with_product_bulk_table/);
    expect(decodeURIComponent(tableCalls[0]!)).toContain('attributes[attribute_pa_design]=holly');
    await expectAccessible(page);
    // Snowy village has no table of its own: no request, the table is not reloaded (spec §4; e2e/bulk-table.e2e.ts).
    await page.selectOption('select[name="attribute_pa_design"]', 'snowy-village');
    await expect.poll(() => text(page, '.product_meta .sku')).toBe('XMAS-SNOW');
    expect(await rows()).toEqual(['1–9£8.00', '10+£6.00']);
    // Reset: the parent's table, cached.
    await page.locator('a.reset_variations').click();
    await expect.poll(rows).toEqual(parentRows);
    expect(tableCalls).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('quantity buttons step within min and max on a simple product', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/product/linen-cushion/'));
    await islandMounted(page, 'form.cart div.quantity', 'quantity');
    const input = page.locator('form.cart input.qty');
    const max = Number(await input.getAttribute('max'));
    await page.getByRole('button', { name: 'Reduce quantity of Linen cushion' }).click();
    expect(await input.inputValue()).toBe('1');
    for (let i = 0; i < max + 2; i++)
      await page.getByRole('button', { name: 'Increase quantity of Linen cushion' }).click();
    expect(await input.inputValue()).toBe(String(max));
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('with jQuery on the page, WooCommerce handlers get found_variation and show_variation with their arguments', async () => {
    const { page, errors } = await session();
    await open(page, '/product/art-print/?with-jquery=1');
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { seen: unknown[] }).seen = seen;
      const $ = (
        window as unknown as { jQuery: (el: unknown) => { on(n: string, f: (...a: unknown[]) => void): void } }
      ).jQuery;
      $('form.variations_form').on('found_variation', (_e: unknown, v: unknown) =>
        seen.push(['found', (v as { sku: string }).sku]),
      );
      $('form.variations_form').on('show_variation', (_e: unknown, v: unknown, purchasable: unknown) =>
        seen.push(['show', (v as { sku: string }).sku, purchasable]),
      );
      $('form.variations_form').on('reset_data', () => seen.push(['reset']));
    });
    await page.selectOption('select[name="attribute_pa_size"]', 'a3');
    await page.selectOption('select[name="attribute_pa_type"]', 'framed');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen))
      .toEqual([['reset'], ['found', 'AP-A3-FRM'], ['show', 'AP-A3-FRM', false]]);
    expect(errors).toEqual([]);
  });
});
