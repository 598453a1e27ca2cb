/**
 * Fault matrix — product page and listing item calls (issue #10). Endpoints, from the code:
 * - `POST /?wc-ajax=get_variation` — variation-form island (islands/variation-form/lookup.ts), a full choice on a
 *   product whose page embeds no variation data (the 1,000-variation curtains).
 * - `POST /wp-admin/admin-ajax.php` `action=get_table_with_product_bulk_table` — bulk-table island
 *   (islands/bulk-table/BulkTable.tsx), choosing a variation that has its own table (Christmas card pack, Holly).
 *   Spec §7/§8: a failure asks again for the parent product's table (failing the same way here), then the parent's
 *   table the page was printed with is shown (no message).
 * - `GET /quick-view/{id}/` — quick-view island (islands/quick-view/QuickView.tsx), a listing's 'Quick view'. Its
 *   answer is HTML: 'HTML, not JSON' is a page that is not a product fragment (a login wall), 'malformed JSON' a JSON
 *   fragment where HTML was expected. Its retry is the dialog's own 'Try again'.
 * No nonce on any of them (n/a). Not calls: the review form and the add-to-basket form post natively.
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { islandMounted } from './harness';
import {
  DEFAULT_LIMIT,
  endpoint,
  FAULTS,
  JSON_CALL_MESSAGES,
  pathCall,
  useMatrix,
  wcAjaxCall,
  visit,
} from './faults-harness';
import { textOf } from './faults-shop';
import { HTTP_ERROR_MESSAGES } from '@storefront/http';

const browser = useMatrix('product page and quick view');
const FORM = 'form.variations_form';
const NO_NONCE = 'the shop checks no nonce here';
const same = <T>(value: T) => Object.fromEntries(FAULTS.filter((f) => f !== 'nonce').map((f) => [f, value]));

const selects = (page: Page) =>
  page.locator(`${FORM} select`).evaluateAll((s) => s.map((e) => (e as HTMLSelectElement).value));
async function pick(page: Page, attribute: string, value: string): Promise<void> {
  await page.selectOption(`select[name="attribute_pa_${attribute}"]`, value);
}

endpoint(browser, {
  name: 'get_variation — full choice without embedded data',
  match: wcAjaxCall('get_variation'),
  noNonce: NO_NONCE,
  messages: JSON_CALL_MESSAGES,
  async setup({ page }) {
    await visit(page, '/product/made-to-measure-curtains/');
    await islandMounted(page, FORM, 'variation-form');
    await pick(page, 'width', '100cm');
    await pick(page, 'drop', '140cm');
  },
  async prepare({ page }) {
    await pick(page, 'fabric', '');
    await expect.poll(() => textOf(page, '.product_meta .sku')).toBe('MTM');
  },
  act: ({ page }) => pick(page, 'fabric', 'velvet-moss'),
  async failed({ page }, message) {
    await expect.poll(() => textOf(page, `${FORM} .sf-variation-error[role="alert"]`)).toBe(message);
    expect(await selects(page)).toEqual(['100cm', '140cm', 'velvet-moss']);
    expect(await textOf(page, '.product_meta .sku')).toBe('MTM');
  },
  async retry({ page }) {
    // The same choice again: a native select only reports a change, so the shopper picks another fabric first.
    await pick(page, 'fabric', 'velvet-plum');
    await pick(page, 'fabric', 'velvet-moss');
  },
  async succeeded({ page }) {
    await expect.poll(() => textOf(page, '.product_meta .sku')).toBe('MTM-VELVET-MOSS-100-140');
    expect(await page.locator(`${FORM} .sf-variation-error`).count()).toBe(0);
    await expect
      .poll(() => page.locator('.single_add_to_cart_button').getAttribute('class'))
      .not.toMatch(/\bdisabled\b/);
  },
});

const rows = (page: Page) =>
  page.locator('.wdp_bulk_table_content tbody tr').evaluateAll((trs) => trs.map((tr) => (tr.textContent ?? '').trim()));
let parentRows: string[] = [];
/** Table requests for the parent product id (108): all, and before the cell's action. */
let parentCalls = 0;
let parentCallsBefore = 0;
endpoint(browser, {
  name: 'admin-ajax get_table_with_product_bulk_table — choose a design',
  match: { url: (u) => u.pathname === '/wp-admin/admin-ajax.php', method: 'POST' },
  noNonce: NO_NONCE,
  messages: same('(none: the parent product’s table, spec §8)'),
  async setup({ page }) {
    await visit(page, '/product/christmas-card-pack/');
    await islandMounted(page, FORM, 'variation-form');
    await islandMounted(page, '.wdp_bulk_table_content', 'bulk-table');
    parentRows = await rows(page);
    expect(parentRows).toHaveLength(3);
    page.on('request', (r) => {
      const body = new URLSearchParams(r.postData() ?? '');
      if (body.get('action') === 'get_table_with_product_bulk_table' && body.get('product_id') === '108') parentCalls++;
    });
  },
  async prepare({ page }) {
    await pick(page, 'design', '');
    await expect.poll(() => rows(page)).toEqual(parentRows);
    parentCallsBefore = parentCalls;
  },
  act: ({ page }) => pick(page, 'design', 'holly'),
  async failed({ page }, _message, fault) {
    // §7: the table is requested again for the parent product id; that request meets the same fault.
    await expect.poll(() => parentCalls - parentCallsBefore).toBe(1);
    if (fault === 'timeout') await page.clock.fastForward(DEFAULT_LIMIT);
    await expect.poll(() => page.locator('.wdp_bulk_table_content').getAttribute('aria-busy')).toBeNull();
    expect(await rows(page)).toEqual(parentRows);
    expect(await selects(page)).toEqual(['holly']);
  },
  async retry({ page }) {
    await pick(page, 'design', 'snowy-village');
    await pick(page, 'design', 'holly');
  },
  async succeeded({ page }) {
    await expect.poll(() => rows(page)).toEqual(['1–9£8.00', '10+£6.00']);
  },
});

const DIALOG = '[role="dialog"].quick-view-dialog';
const QUICK = 'li.product a.quick-view-button[data-product_id="101"]';
const TEXT_CALL = {
  ...JSON_CALL_MESSAGES,
  html: HTTP_ERROR_MESSAGES.unknown_error,
  badJson: HTTP_ERROR_MESSAGES.unknown_error,
};

endpoint(browser, {
  name: 'GET /quick-view/{id}/ — Quick view',
  match: pathCall(/^\/quick-view\/\d+\/$/, 'GET'),
  noNonce: NO_NONCE,
  limit: 15_000,
  messages: TEXT_CALL,
  async setup({ page }) {
    await visit(page, '/shop/');
    await page.locator(QUICK).scrollIntoViewIfNeeded();
    await page.locator(QUICK).hover(); // it mounts when reached for
    await islandMounted(page, QUICK, 'quick-view');
  },
  async prepare({ page }) {
    if (await page.locator(DIALOG).count()) await page.keyboard.press('Escape');
    await page.locator(DIALOG).waitFor({ state: 'detached' });
  },
  act: ({ page }) => page.locator(QUICK).click(),
  async failed({ page }, message) {
    await expect.poll(() => textOf(page, `${DIALOG} [role="alert"] p`)).toBe(message);
    expect(await page.locator(`${DIALOG} .product_title`).count()).toBe(0);
    expect(await page.locator(`${DIALOG} [role="alert"] a`).getAttribute('href')).toBe('/product/art-print/');
  },
  retry: ({ page }) => page.locator(DIALOG).getByRole('button', { name: 'Try again' }).click(),
  async succeeded({ page }) {
    await expect.poll(() => textOf(page, `${DIALOG} .product_title`)).toBe('Art print');
    expect(await page.locator(`${DIALOG} .quick-view-error`).count()).toBe(0);
  },
});
