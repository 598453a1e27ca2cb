import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser } from './harness';
import { addArtPrint, BILLING, CARDS, chooseCard, logIn, typeCard } from './shopper';

const { session } = useBrowser();
const FORM = 'form.checkout.woocommerce-checkout';
const BOX = 'fieldset.wc-upe-form';

/** The checkout with the card method chosen and the billing details and terms filled in. */
async function checkoutWithCard(page: Page) {
  await page.goto(shopUrl('/checkout/'));
  await islandMounted(page, FORM, 'checkout');
  await chooseCard(page);
}

const placeOrder = (page: Page) => page.locator('#place_order').click();

describe('card payments through the local payment double (production bundles in Chromium)', () => {
  it('a guest buys the Art print with the success card and lands on order received', async () => {
    const { page, errors } = await session();
    await addArtPrint(page);
    await checkoutWithCard(page);
    await expectAccessible(page);
    await typeCard(page, CARDS.success);
    await placeOrder(page);
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    await expect
      .poll(() => page.locator('.woocommerce-order-overview__status strong').textContent())
      .toBe('Processing');
    expect(await page.locator('.woocommerce-order-overview__payment-method strong').textContent()).toMatch(/Card/);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('the decline card shows "The card was declined." with every field still filled', async () => {
    const { page } = await session();
    await addArtPrint(page);
    await checkoutWithCard(page);
    await typeCard(page, CARDS.declined);
    await placeOrder(page);
    await expect
      .poll(() => page.locator(`${FORM} .woocommerce-NoticeGroup-checkout`).textContent(), { timeout: 15_000 })
      .toContain('The card was declined.');
    for (const [name, value] of Object.entries(BILLING)) expect(await page.inputValue(`#${name}`)).toBe(value);
    expect(await page.getByLabel('Card number').inputValue()).toBe(CARDS.declined);
    expect(await page.locator('#terms').isChecked()).toBe(true);
    expect(await page.locator(FORM).getAttribute('class')).not.toMatch(/\bprocessing\b/);
    await expectAccessible(page);

    // The next attempt with a good card goes through.
    await typeCard(page, CARDS.success);
    await placeOrder(page);
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
  });

  it('the authentication card passes the local authentication page and the order is paid', async () => {
    const { page, errors } = await session();
    await addArtPrint(page);
    await checkoutWithCard(page);
    await typeCard(page, CARDS.authenticate);
    await placeOrder(page);
    await page.waitForURL(/\/payment-double\/authenticate\//);
    expect(await page.title()).toMatch(/Payment double — authentication/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Complete authentication' }).click();
    // Back through the confirm hash: the payment box confirms, update_order_status marks the order paid once.
    // (The page it comes back to must still carry the payment box: the basket is only emptied once the order is paid.)
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 15_000 });
    await expect
      .poll(() => page.locator('.woocommerce-order-overview__status strong').textContent())
      .toBe('Processing');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('a voucher or legacy confirm hash carrying another origin’s URL never navigates there', async () => {
    const { page } = await session();
    await addArtPrint(page);
    await checkoutWithCard(page);
    // A real, succeeded intent: the redirect check is the only thing between the hash and the other site.
    const secret = await page.evaluate(async () => {
      const s = (window as unknown as { wc_stripe_upe_params: Record<string, string> }).wc_stripe_upe_params;
      const post = async (url: string, body: BodyInit, headers: Record<string, string> = {}) =>
        (await fetch(url, { method: 'POST', body, headers })).json();
      const created = await post(
        '/?wc-ajax=wc_stripe_create_payment_intent',
        new URLSearchParams({ payment_method_type: 'card', _ajax_nonce: s.createPaymentIntentNonce! }),
      );
      const auth = { Authorization: `Bearer ${s.key}`, 'Content-Type': 'application/json' };
      const pm = await post(
        '/payment-double/v1/payment_methods',
        JSON.stringify({
          type: 'card',
          card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
        }),
        auth,
      );
      const id = created.data.id as string;
      const intent = await post(
        `/payment-double/v1/payment_intents/${id}/confirm`,
        JSON.stringify({ client_secret: created.data.client_secret, payment_method: pm.id }),
        auth,
      );
      return intent.status === 'succeeded'
        ? (created.data.client_secret as string)
        : `not succeeded: ${JSON.stringify(intent)}`;
    });
    expect(secret).toMatch(/^pi_\w+_secret_\w+$/);
    const offsite: string[] = [];
    await page.route(/evil\.example/, (route) => (offsite.push(route.request().url()), route.abort()));
    for (const evil of [
      `#confirm-pi-${secret}:${encodeURIComponent('https://evil.example/steal')}`,
      `#wc-stripe-voucher-1:boleto:${secret}:${encodeURIComponent('//evil.example/x')}`,
    ]) {
      await page.goto(shopUrl(`/checkout/${evil}`));
      await islandMounted(page, BOX, 'payment-box');
      // Read and cleared from the address bar, then refused with a message instead of a redirect.
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('');
      await expect.poll(() => page.locator(`${FORM} .woocommerce-NoticeGroup-checkout [role=alert]`).count()).toBe(1);
      expect(new URL(page.url()).origin).toBe(new URL(shopUrl()).origin);
      await expectAccessible(page);
    }
    expect(offsite).toEqual([]);
  });

  it('double-clicking place order creates one payment method and posts the checkout once', async () => {
    const { page } = await session();
    await addArtPrint(page);
    await checkoutWithCard(page);
    await typeCard(page, CARDS.success);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /wc-ajax=checkout|\/payment-double\/v1\/payment_methods/.test(r.url()))
        posts.push(new URL(r.url()).pathname + new URL(r.url()).search);
    });
    await page.locator('#place_order').dblclick();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
    expect(posts.filter((p) => p.includes('payment_methods'))).toHaveLength(1);
    expect(posts.filter((p) => p.includes('wc-ajax=checkout'))).toHaveLength(1);
  });

  it('an order-review refresh during card entry keeps the card form and what was typed', async () => {
    const { page } = await session();
    await addArtPrint(page);
    await checkoutWithCard(page);
    await page.getByLabel('Card number').fill(CARDS.success);
    const refreshed = page.waitForResponse((r) => r.url().includes('wc-ajax=update_order_review'));
    await page.evaluate(() => document.body.dispatchEvent(new CustomEvent('update_checkout', { bubbles: true })));
    await refreshed;
    await page.waitForTimeout(200);
    expect(await page.getByLabel('Card number').inputValue()).toBe(CARDS.success);
    await page.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    await expectAccessible(page);
    await placeOrder(page);
    await page.waitForURL(/\/checkout\/order-received\/\d+\//);
  });

  it('a customer adds a card on the add-payment-method page and sees it saved', async () => {
    const { page, errors } = await session();
    await logIn(page);
    await page.goto(shopUrl('/my-account/add-payment-method/'));
    await islandMounted(page, BOX, 'payment-box');
    await page.getByLabel('Card number').waitFor();
    await expectAccessible(page);
    await typeCard(page, CARDS.success);
    await page.locator('#place_order').click();
    await page.waitForURL(/\/my-account\/payment-methods\//);
    await expect.poll(() => page.locator('.woocommerce-MyAccount-content').textContent()).toMatch(/4242/);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
