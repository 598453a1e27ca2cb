import { describe, expect, it } from 'vitest';
import { Client, parseHtml } from '../test/helpers';
import { createIntent } from '../payments/payment-double/engine';
import { typeShopsForFile } from '../payments/payment-double/test-helpers';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from '../payments/config';
import { qrSvg, walletQrText } from './payment-double-wallet-qr';

const shops = typeShopsForFile(['card', 'wechat_pay', 'cashapp']);
const AUTH = { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}` };

/** The dark modules of a QR SVG (its quiet zone taken off), and its size in modules. */
function modules(svg: string): { n: number; dark: Set<string> } {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1]);
  const dark = new Set([...svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${+m[2]! - 4},${+m[1]! - 4}`));
  return { n: size - 8, dark };
}

/** Whether the 7×7 finder pattern (dark ring, light ring, dark 3×3 centre) sits at row `r`, column `c`. */
function finderAt(dark: Set<string>, r: number, c: number): boolean {
  for (let i = 0; i < 7; i++)
    for (let j = 0; j < 7; j++) {
      const ring = Math.max(Math.abs(i - 3), Math.abs(j - 3));
      if (dark.has(`${r + i},${c + j}`) !== (ring !== 2)) return false;
    }
  return true;
}

/** The double's authorisation page of a wallet payment of `type`, waiting for the shopper. */
async function walletPage(type: string): Promise<{ doc: Document; intentId: string }> {
  const c = new Client(shops.shop().app);
  const pm = await c.postJson(`${PAYMENT_DOUBLE_API_BASE}/payment_methods`, { type }, AUTH);
  const pmId = ((await pm.json()) as { id: string }).id;
  const db = shops.shop().db;
  const intent = await createIntent(db, {
    kind: 'payment',
    amount: 2500,
    currency: 'gbp',
    paymentMethod: pmId,
    paymentMethodType: type,
  });
  const res = await c.postJson(
    `${PAYMENT_DOUBLE_API_BASE}/payment_intents/${intent.id}/confirm`,
    { client_secret: intent.client_secret, return_url: 'http://localhost/checkout/order-received/' },
    AUTH,
  );
  const next = ((await res.json()) as any).next_action.redirect_to_url.url as string;
  return { doc: parseHtml(await c.text(next)), intentId: intent.id };
}

describe("the double's WeChat Pay step shows a QR code to scan", () => {
  it('a well-formed QR code: a square of 21 + 4k modules with its three finder patterns', () => {
    const { n, dark } = modules(String(qrSvg(walletQrText({ id: 'pi_0123456789abcdef01234567' }), 'QR')));
    expect((n - 21) % 4).toBe(0);
    expect(finderAt(dark, 0, 0)).toBe(true);
    expect(finderAt(dark, 0, n - 7)).toBe(true);
    expect(finderAt(dark, n - 7, 0)).toBe(true);
    expect(finderAt(dark, n - 7, n - 7)).toBe(false);
    // Another intent, another code.
    const other = modules(String(qrSvg(walletQrText({ id: 'pi_fedcba9876543210fedcba98' }), 'QR')));
    expect([...other.dark].sort()).not.toEqual([...dark].sort());
  });

  it('on the authorisation page of a WeChat Pay payment: a labelled image with what it is, no script', async () => {
    const { doc } = await walletPage('wechat_pay');
    const figure = doc.querySelector('figure.wallet-qr')!;
    const svg = figure.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('QR code to scan with WeChat');
    expect(figure.querySelector('figcaption')!.textContent).toMatch(/^Scan with WeChat to pay\./);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    // The buttons stand in for the scan.
    expect(doc.querySelector('button[value="complete"]')!.textContent).toBe('Authorise test payment');
  });

  it('other wallets have none', async () => {
    const { doc } = await walletPage('cashapp');
    expect(doc.querySelector('svg')).toBeNull();
  });
});
