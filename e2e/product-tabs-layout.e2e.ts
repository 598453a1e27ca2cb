/**
 * Product tabs laid out vertically by the theme (no aria-orientation printed) in Chromium: the island reads the
 * layout, so ArrowDown/ArrowUp move between the tabs and the list says it is vertical; in a row again, the arrows
 * across do (spec §2 "Tabs").
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible, islandMounted, shopUrl, useBrowser } from './harness';

const { session } = useBrowser();
const LIST = '.woocommerce-tabs ul.wc-tabs';

describe('product tabs by layout (production bundles in Chromium)', () => {
  it('a stacked tab list answers ArrowDown/ArrowUp and carries aria-orientation="vertical"', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/product/art-print/'));
    await islandMounted(page, '.woocommerce-tabs', 'product-tabs');
    const list = page.locator(LIST);
    expect(await list.getAttribute('aria-orientation')).toBeNull();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('href'));
    const tabs = await page.locator(`${LIST} a[role="tab"]`).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(tabs.length).toBeGreaterThanOrEqual(2);

    // A theme rule stacking the tabs (written through the CSSOM, which the shop's CSP allows).
    await list.evaluate((el) => ((el as HTMLElement).style.flexDirection = 'column'));
    await page.locator(`${LIST} a[role="tab"]`).first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe(tabs[0]);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(tabs[1]);
    expect(await list.getAttribute('aria-orientation')).toBe('vertical');
    await expectAccessible(page);
    await page.keyboard.press('ArrowUp');
    expect(await focused()).toBe(tabs[0]);

    // In a row again: the arrows across move, the list is horizontal (the default, no attribute).
    await list.evaluate((el) => ((el as HTMLElement).style.flexDirection = ''));
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe(tabs[1]);
    expect(await list.getAttribute('aria-orientation')).toBeNull();
    expect(errors).toEqual([]);
  });
});
