/**
 * Issue #10, finding 4: wc_stripe_save_appearance keeps an allow-listed appearance for the visitor's own session only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upeParams } from '../payments/payment-double/test-helpers';
import { checkoutWithBasket } from '../test/checkout-helpers';
import { Client, closeParsers, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

/** A visitor at the checkout with the save_appearance nonce its page printed. */
async function visitor(): Promise<{ c: Client; nonce: string }> {
  const c = new Client(shop.app);
  const { doc } = await checkoutWithBasket(c);
  return { c, nonce: upeParams(doc).saveAppearanceNonce as string };
}

const save = async (c: Client, nonce: string, appearance: unknown) =>
  c.postForm('/?wc-ajax=wc_stripe_save_appearance', {
    appearance: JSON.stringify(appearance),
    theme_name: 'loom-and-press',
    is_block_checkout: 'false',
    _ajax_nonce: nonce,
  });

const printedAppearance = async (c: Client): Promise<unknown> =>
  upeParams((await checkoutWithBasket(c)).doc).appearance;

describe('wc_stripe_save_appearance', () => {
  it('keeps the appearance for the visitor who saved it: another visitor’s checkout never gets it', async () => {
    const a = await visitor();
    const appearance = {
      variables: {
        colorPrimary: '#1a3d8f',
        colorBackground: '#ffffff',
        fontFamily: 'Lato, "Helvetica Neue", Arial, sans-serif',
        fontSizeBase: '15px',
      },
    };
    expect((await save(a.c, a.nonce, appearance)).status).toBe(200);
    expect(await printedAppearance(a.c)).toEqual(appearance);
    const b = await visitor();
    expect(await printedAppearance(b.c)).toBeNull();
  });

  it('refuses url(), expressions, declaration breakers, markup and unknown keys, storing nothing', async () => {
    const a = await visitor();
    const attacks = [
      { variables: { colorBackground: 'url(https://evil.example/pixel.png)' } },
      { rules: { '.Input': { boxShadow: 'url(https://evil.example/pixel.png)' } } },
      { variables: { colorText: 'expression(alert(1))' } },
      { variables: { fontSizeBase: '15px; background: red' } },
      { rules: { '.Input': { padding: '1px } body { background: red' } } },
      { variables: { fontFamily: '</script><script>alert(1)</script>' } },
      { variables: { fontFamily: '\\75 rl(x)' } },
      { variables: { backgroundImage: 'none' } },
      { rules: { body: { color: 'red' } } },
      { css: 'body{}' },
    ];
    for (const attack of attacks) {
      const res = await save(a.c, a.nonce, attack);
      expect(res.status, JSON.stringify(attack)).toBe(400);
    }
    expect(await printedAppearance(a.c)).toBeNull();
    const b = await visitor();
    expect(await printedAppearance(b.c)).toBeNull();
  });
});
