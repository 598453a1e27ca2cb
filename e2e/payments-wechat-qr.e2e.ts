/**
 * WeChat Pay's authorisation step through the local payment double: as the provider's, it shows a QR code to scan
 * (an SVG drawn by the shop's double, no script), and its buttons stand in for the scan. A shop of this file's own
 * with WeChat Pay enabled.
 */
import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness';
import { addArtPrint, chooseMethod, fillCheckout, usePaymentTypesShop, authoriseTo } from './payment-types-shop';

const { session } = useBrowser();
const url = usePaymentTypesShop(['card', 'wechat_pay'], 'wechat-qr');

describe('WeChat Pay through the local payment double (production bundles in Chromium)', () => {
  it('the authorisation step shows the QR code to scan; authorised, the order is processing', async () => {
    const { page, errors } = await session();
    await addArtPrint(page, url);
    await fillCheckout(page, url, { country: 'GB', fields: { billing_postcode: 'BS1 4DJ' } });
    await chooseMethod(page, 'stripe_wechat_pay');
    await page.locator('#place_order').click();
    await page.waitForURL(/\/payment-double\/authenticate\//);
    const code = page.getByRole('img', { name: 'QR code to scan with WeChat' });
    await code.waitFor();
    const box = (await code.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(150);
    expect(box.height).toBe(box.width);
    expect(await page.locator('figure.wallet-qr figcaption').textContent()).toContain('Scan with WeChat to pay.');
    await expectAccessible(page);
    await authoriseTo(page, 'Processing');
    expect(errors).toEqual([]);
  });
});
