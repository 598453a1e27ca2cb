import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutWithBasket } from '../test/checkout-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';
import { upeParams } from '../payments/payment-double/test-helpers';

let off: TestShop;
let on: TestShop;
beforeAll(async () => {
  off = await testShop({ expressCheckout: false });
  on = await testShop();
});
afterAll(async () => {
  await off.close();
  await on.close();
  await closeParsers();
});

const BUTTON = '#wc-stripe-express-checkout-element';

describe('the express checkout option (page settings isECEEnabled)', () => {
  it('on by default: isECEEnabled true, the button and its parameters at checkout', async () => {
    const { doc } = await checkoutWithBasket(new Client(on.app));
    expect(upeParams(doc).isECEEnabled).toBe(true);
    expect(doc.querySelector(BUTTON)).not.toBeNull();
    expect(doc.documentElement.innerHTML).toContain('wc_stripe_express_checkout_params');
  });

  it('off: isECEEnabled false and no page prints the button or its parameters', async () => {
    const c = new Client(off.app);
    const { doc } = await checkoutWithBasket(c);
    expect(upeParams(doc).isECEEnabled).toBe(false);
    expect(doc.querySelector(BUTTON)).toBeNull();
    for (const page of ['/cart/', '/product/art-print/', '/checkout-block/']) {
      const html = await c.text(page);
      expect(parseHtml(html).querySelector(BUTTON), page).toBeNull();
      expect(html, page).not.toContain('wc_stripe_express_checkout_params');
    }
  });
});
