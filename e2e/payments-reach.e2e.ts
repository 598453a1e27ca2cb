/**
 * The payment box's first bundle on the classic checkout (production bundles in Chromium): at idle only its watcher
 * loads (the guest's save row already hidden), and a jump to the bottom as the shopper's first action — a scroll,
 * which layout shift counting does not excuse — loads the box and its card form without shifting the page.
 */
import { describe, expect, it } from 'vitest';
import { cls, expectAccessible, openWatched, useBrowser } from './harness';
import { addArtPrint } from './shopper';

const { session } = useBrowser();

describe('the payment box on a checkout nobody touched yet', () => {
  it('loads only its watcher at idle; a jump to the bottom loads the card form with no layout shift', async () => {
    const s = await session();
    await addArtPrint(s.page);
    const { page, scripts, errors } = await openWatched(async () => s, '/checkout/');
    expect(scripts.some((f) => f.includes('/chunks/payment-box-mount-'))).toBe(true);
    expect(scripts.some((f) => f.includes('/chunks/payment-box-session-'))).toBe(false);
    expect(await page.locator('.woocommerce-SavedPaymentMethods-saveNew').isHidden()).toBe(true);
    const atIdle = await cls(page);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByLabel('Card number').waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.some((f) => f.includes('/chunks/payment-box-session-'))).toBe(true);
    expect(await page.locator('.woocommerce-SavedPaymentMethods-saveNew').isHidden()).toBe(true);
    // Two frames, so a shift from the last change is recorded.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await cls(page)).toBe(atIdle);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
