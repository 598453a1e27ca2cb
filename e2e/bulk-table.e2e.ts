/**
 * The bulk pricing table on the Christmas card pack (spec §4 'Bulk pricing table', §7 'Product page'), production
 * bundles in Chromium against the reference shop: tables for the parent (108), Robin (1049) and Holly (1050), none
 * for Snowy village (1051). A failing call is made by intercepting the variation's request only; the request for the
 * parent product id that follows goes to the shop, whose answer is what the page shows.
 */
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();
const HOLLY = 1050;
const SNOWY_VILLAGE = 1051;
const PARENT = 108;
const HOLLY_ROWS = ['1–9£8.00', '10+£6.00'];

const rows = (page: Page) =>
  page.locator('.wdp_bulk_table_content tbody tr').evaluateAll((trs) => trs.map((tr) => (tr.textContent ?? '').trim()));
const isTableCall = (r: Request) =>
  r.url().includes('/wp-admin/admin-ajax.php') && /action=get_table_with_product_bulk_table/.test(r.postData() ?? '');
const productIdOf = (r: Request) => Number(new URLSearchParams(r.postData() ?? '').get('product_id'));

/** Opens the card pack; returns the ids of every table request the page makes and the parent's printed rows. */
async function openCardPack(page: Page): Promise<{ asked: number[]; parentRows: string[] }> {
  const asked: number[] = [];
  page.on('request', (r) => isTableCall(r) && asked.push(productIdOf(r)));
  await page.goto(shopUrl('/product/christmas-card-pack/'));
  await islandMounted(page, 'form.variations_form', 'variation-form');
  await islandMounted(page, '.wdp_bulk_table_content', 'bulk-table');
  const parentRows = await rows(page);
  expect(parentRows).toHaveLength(3);
  return { asked, parentRows };
}

const notBusy = (page: Page) =>
  expect.poll(() => page.locator('.wdp_bulk_table_content').getAttribute('aria-busy')).toBeNull();

describe('bulk pricing table (production bundles in Chromium)', () => {
  it('a design without a table of its own leaves the table as it is; reset shows the cached parent table', async () => {
    const { page, errors } = await session();
    const { asked, parentRows } = await openCardPack(page);
    await page.selectOption('select[name="attribute_pa_design"]', 'holly');
    await expect.poll(() => rows(page)).toEqual(HOLLY_ROWS);
    // §4: "It is not reloaded when the id is not in data-available-ids."
    await page.selectOption('select[name="attribute_pa_design"]', 'snowy-village');
    await expect.poll(() => page.locator('.product_meta .sku').textContent()).toBe('XMAS-SNOW');
    expect(await rows(page)).toEqual(HOLLY_ROWS);
    // §4: "On reset it returns to the parent product's table. That table is cached after its first load."
    await page.locator('a.reset_variations').click();
    await expect.poll(() => rows(page)).toEqual(parentRows);
    expect(asked).toEqual([HOLLY]);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('an HTTP error asks the shop again for the parent product id and shows its answer', async () => {
    const { page, errors } = await session();
    const { asked, parentRows } = await openCardPack(page);
    await page.route('**/wp-admin/admin-ajax.php*', (route) =>
      isTableCall(route.request()) && productIdOf(route.request()) === HOLLY
        ? route.fulfill({ status: 500, contentType: 'text/html', body: '<p>There has been a critical error.</p>' })
        : route.fallback(),
    );
    const parentAnswer = page.waitForResponse((r) => isTableCall(r.request()) && productIdOf(r.request()) === PARENT);
    await page.selectOption('select[name="attribute_pa_design"]', 'holly');
    const answer = (await (await parentAnswer).json()) as { success: boolean; data: string };
    expect(answer.success).toBe(true);
    await notBusy(page);
    expect(await rows(page)).toEqual(parentRows);
    expect(asked).toEqual([HOLLY, PARENT]);
    expect(errors.filter((e) => !/status of 500/.test(e))).toEqual([]);
  });

  it('success=false (a table gone since the page was printed) asks again for the parent product id', async () => {
    const { page, errors } = await session();
    const { asked, parentRows } = await openCardPack(page);
    // The page still lists Holly; the shop is asked about a variation whose table is gone (Snowy village has
    // none), so the success=false is the shop's own answer.
    await page.route('**/wp-admin/admin-ajax.php*', (route) => {
      const request = route.request();
      if (!isTableCall(request) || productIdOf(request) !== HOLLY) return route.fallback();
      const body = new URLSearchParams(request.postData() ?? '');
      body.set('product_id', String(SNOWY_VILLAGE));
      return route.fallback({ postData: body.toString() });
    });
    const answers: unknown[] = [];
    page.on('response', async (r) => isTableCall(r.request()) && answers.push(await r.json()));
    await page.selectOption('select[name="attribute_pa_design"]', 'holly');
    await expect.poll(() => answers.length).toBe(2);
    expect(answers[0]).toEqual({ success: false });
    expect(answers[1]).toMatchObject({ success: true });
    await notBusy(page);
    expect(await rows(page)).toEqual(parentRows);
    expect(asked).toEqual([HOLLY, PARENT]);
    expect(errors).toEqual([]);
  });
});
