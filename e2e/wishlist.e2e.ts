/**
 * The wishlist in Chromium against the reference shop (production bundles): a guest hearts a loop product and a
 * variation, every heart of the item and the header counter follow, the wishlist page lists both, the link is
 * copied, one item and then all are removed, and the list is the server's across reloads; a second tab follows; a
 * refused nonce shows the spec's message and keeps the state. axe on each page.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, reachFor, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();
const ERROR = 'Sorry, Some error occurred. Please, try again later.';
const heartOf = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`wishlist: ${name}$`) });
const counter = (page: Page) => page.locator('.alg-wc-wl-counter').first().textContent();
const toast = (page: Page) => page.locator('.alg-wc-wl-notification');
/** Points at a heart (its island mounts on the first pointer event), then waits for the mount. */
async function ready(page: Page, selector: string): Promise<void> {
  await reachFor(page, selector, 'wishlist');
}
/** Console errors other than the browser's own line for a refused request. */
const realErrors = (errors: string[]) => errors.filter((e) => !/status of 403/.test(e));

describe('wishlist (production bundles in Chromium)', () => {
  it('a tap on the heart icon (SVG) while the wishlist is still loading is held, then adds once mounted', async () => {
    const { page, errors } = await session();
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/islands\/wishlist\.js/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(shopUrl('/shop/'));
    const card = heartOf(page, 'Greeting card');
    await page.locator('li.post-102 .alg-wc-wl-btn svg.alg-wc-wl-heart').first().click();
    expect(await card.getAttribute('aria-pressed')).toBe('false');
    release();
    await expect.poll(() => card.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => counter(page)).toBe('1');
    expect(realErrors(errors)).toEqual([]);
  });

  it('a guest hearts a loop product and a variation; the page lists them; copy, remove one, remove all; persisted', async () => {
    const { page, context, errors } = await session();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(shopUrl()).origin });
    await page.goto(shopUrl('/shop/'));
    expect(await counter(page)).toBe('0');
    const card = heartOf(page, 'Greeting card');
    expect(await card.getAttribute('aria-pressed')).toBe('false');
    // Nothing of the wishlist is loaded before the shopper reaches for a heart.
    expect(
      await page.evaluate(() => performance.getEntriesByType('resource').some((r) => /wishlist/.test(r.name))),
    ).toBe(false);
    await ready(page, 'li.post-102 .alg-wc-wl-btn');
    await card.click();
    await expect.poll(() => card.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => counter(page)).toBe('1');
    await expect.poll(() => toast(page).textContent()).toContain('Greeting card was added to your wishlist.');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => toast(page).count()).toBe(0);

    // The product page: its heart and the related items' agree; the heart follows the chosen variation.
    await page.goto(shopUrl('/product/art-print/'));
    expect(await counter(page)).toBe('1');
    const heart = page.locator('.summary .alg-wc-wl-btn');
    await page.selectOption('select[name="attribute_pa_size"]', 'a4');
    await page.selectOption('select[name="attribute_pa_type"]', 'framed');
    await expect.poll(() => page.locator('input.variation_id').inputValue()).toBe('1005');
    await ready(page, '.summary .alg-wc-wl-btn');
    await expect.poll(() => heart.getAttribute('data-item_id')).toBe('1005');
    // Keyboard: focus and Enter, once.
    await heart.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => counter(page)).toBe('2');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => heart.getAttribute('data-item_id')).toBe('101');
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await expectAccessible(page);

    // The wishlist page lists both; copy the link.
    await page.goto(shopUrl('/wishlist/'));
    const rows = page.locator('.alg-wc-wl-view-table tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(1).locator('.product-name').textContent()).toMatch(/Art print.*A4.*Framed/);
    await expectAccessible(page);
    const copy = page.locator('.alg-wc-wl-social a.copy');
    const shareUrl = await copy.getAttribute('href');
    await reachFor(page, '.alg-wc-wl-social', 'wishlist', 'hover', copy);
    await copy.click();
    await expect.poll(() => toast(page).textContent()).toContain('Wishlist URL copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    expect(page.url()).toBe(shopUrl('/wishlist/'));

    // Remove one (its row goes), reload: still gone.
    await ready(page, '.alg-wc-wl-view-table tbody tr .alg-wc-wl-btn');
    await rows.first().locator('.alg-wc-wl-btn').click();
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => counter(page)).toBe('1');
    await page.reload();
    expect(await rows.count()).toBe(1);
    expect(await counter(page)).toBe('1');

    // Remove all: the empty state; reload: still empty.
    await ready(page, '.alg-wc-wl-remove-all');
    await page.getByRole('button', { name: 'Remove all' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('All the items have been removed from your wishlist.');
    await expect.poll(() => page.locator('.alg-wc-wl-empty-wishlist').isVisible()).toBe(true);
    expect(await page.locator('.alg-wc-wl-view-table, .alg-wc-wl-social, .alg-wc-wl-remove-all').count()).toBe(0);
    expect(await counter(page)).toBe('0');
    await expectAccessible(page);
    await page.reload();
    expect(await page.locator('.alg-wc-wl-empty-wishlist').isVisible()).toBe(true);
    expect(await counter(page)).toBe('0');
    expect(errors).toEqual([]);
  });

  it('a second tab follows; a refused nonce shows the spec’s message and keeps the state', async () => {
    const { page, context, errors } = await session();
    await page.goto(shopUrl('/shop/'));
    const other = await context.newPage();
    await other.goto(shopUrl('/shop/'));
    await ready(other, 'li.post-104 .alg-wc-wl-btn');
    await ready(page, 'li.post-104 .alg-wc-wl-btn');
    await heartOf(page, 'Wool throw').click();
    await expect.poll(() => heartOf(page, 'Wool throw').getAttribute('aria-pressed')).toBe('true');
    // The other tab: its heart and counter follow without a reload.
    await expect.poll(() => heartOf(other, 'Wool throw').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => counter(other)).toBe('1');

    // The shop refuses the toggle's nonce: the message, and the heart as it was.
    await page.route(shopUrl('/wp-admin/admin-ajax.php'), (route) => {
      const body = new URLSearchParams(route.request().postData() ?? '');
      if (body.get('action') !== 'alg_wc_wl_toggle_item') return route.continue();
      body.set('nonce', 'refused');
      return route.continue({ postData: body.toString() });
    });
    await heartOf(page, 'Wool throw').click();
    await expect.poll(() => toast(page).textContent()).toContain(ERROR);
    expect(await heartOf(page, 'Wool throw').getAttribute('aria-pressed')).toBe('true');
    expect(await heartOf(page, 'Wool throw').getAttribute('class')).not.toMatch(/\bloading\b/);
    await expectAccessible(page);
    await page.unroute(shopUrl('/wp-admin/admin-ajax.php'));
    await page.reload();
    expect(await heartOf(page, 'Wool throw').getAttribute('aria-pressed')).toBe('true');
    expect(await counter(page)).toBe('1');
    expect(realErrors(errors)).toEqual([]);
  });
});
