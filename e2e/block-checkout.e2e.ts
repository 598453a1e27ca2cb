import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser, type Session } from './harness';

const { session } = useBrowser();
const BLOCK = '.wp-block-woocommerce-checkout';
const TRACKER = 'script#wc-order-attribution-js-extra';
const STORE = '/wp-json/wc/store/v1/';
const GENERAL_ERROR = 'There was an error processing your order.';

/** Lands from a newsletter link, fills the basket (14 greeting cards, £42: free shipping offered) and opens the block checkout. */
async function openBlockCheckout(s: Session): Promise<Page> {
  const { page } = s;
  await page.goto(shopUrl('/?utm_source=news&utm_medium=email'));
  await islandMounted(page, TRACKER, 'order-attribution');
  await s.context.request.get(shopUrl('/?add-to-cart=102&quantity=14'));
  await page.goto(shopUrl('/checkout-block/'));
  await islandMounted(page, BLOCK, 'block-checkout');
  await page.getByRole('button', { name: 'Place order' }).waitFor();
  return page;
}

/** The block's wrapper (the page has other forms: newsletter, login). */
const block = (page: Page) => page.locator(BLOCK);
/** The block's error notice (an alert: the express button's error area above the form is one too). */
const blockNotice = (page: Page) => block(page).locator('.wc-block-components-notice-banner[role="alert"]');

/** Resolves with the next answer of a Store API route. */
const answerOf = (page: Page, route: string) =>
  page.waitForResponse((r) => new URL(r.url()).pathname === STORE + route && r.request().method() === 'POST');

/** A GB guest's details, typed into the shipping address (billing: the same). */
async function fillGb(page: Page): Promise<void> {
  await block(page).getByLabel('Email address').fill('ada@example.com');
  await block(page).getByLabel('First name').fill('Ada');
  await block(page).getByLabel('Last name').fill('Lovelace');
  await block(page).getByLabel('Street address').fill('1 High Street');
  await block(page).getByLabel('Town / City').fill('London');
  await block(page).getByLabel('Postcode', { exact: true }).fill('SW1A 1AA');
  const updated = answerOf(page, 'cart/update-customer');
  await block(page).getByLabel('Phone').fill('020 7946 0000');
  expect((await updated).status()).toBe(200);
}

const total = (page: Page) => page.locator('.wc-block-components-totals-footer-item dd').textContent();

describe('block checkout (production bundles in Chromium against the shop)', () => {
  it('a guest with a GB address changes shipping, applies and removes a coupon and pays cash on delivery', async () => {
    const s = await session();
    const page = await openBlockCheckout(s);
    await expectAccessible(page);
    await fillGb(page);

    // £42 in GB: free shipping (the cheapest) is chosen; flat rate is the change.
    const free = page.getByRole('radio', { name: /Free shipping/ });
    await expect.poll(() => free.isChecked()).toBe(true);
    expect(await total(page)).toBe('£42.00');
    const rate = answerOf(page, 'cart/select-shipping-rate');
    await page.getByRole('radio', { name: /Flat rate/ }).check();
    expect((await rate).status()).toBe(200);
    await expect.poll(() => total(page)).toBe('£45.95');

    const applied = answerOf(page, 'cart/apply-coupon');
    await block(page).getByLabel('Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect((await applied).status()).toBe(200);
    const remove = page.getByRole('button', { name: 'Remove coupon “welcome10”' });
    await remove.waitFor();
    await expect.poll(() => total(page)).toBe('£41.75'); // 42 − 4.20 + 3.95
    await expectAccessible(page);
    await remove.click();
    await expect.poll(() => remove.count()).toBe(0);
    await expect.poll(() => total(page)).toBe('£45.95');

    await page.getByRole('radio', { name: 'Cash on delivery' }).check();
    await block(page).getByLabel('Add a note to your order (optional)').fill('Ring twice');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    const posts: Request[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === `${STORE}checkout`) posts.push(r);
    });
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 15_000 });

    expect(posts).toHaveLength(1);
    const body = posts[0]!.postDataJSON() as {
      extensions: Record<string, Record<string, string>>;
    };
    expect(body).toMatchObject({
      payment_method: 'cod',
      customer_note: 'Ring twice',
      billing_address: { email: 'ada@example.com', first_name: 'Ada', postcode: 'SW1A 1AA', country: 'GB' },
      shipping_address: { address_1: '1 High Street', city: 'London' },
    });
    expect(body.extensions['woocommerce/order-attribution']).toMatchObject({
      source_type: 'utm',
      utm_source: 'news',
      utm_medium: 'email',
      session_entry: shopUrl('/?utm_source=news&utm_medium=email'),
    });
    const received = await page.textContent('main');
    expect(received).toContain('Cash on delivery');
    expect(received).toContain('Flat rate');
    await expectAccessible(page);
    expect(s.errors).toEqual([]);
  });

  it('an IE and a US address get their own fields and rates; a separate billing address pays by bank transfer', async () => {
    const s = await session();
    const page = await openBlockCheckout(s);
    await fillGb(page);
    const form = block(page);

    // Ireland: the GB postcode is refused under the field (the server's per-country rule); the Eircode fixes it.
    let updated = answerOf(page, 'cart/update-customer');
    await form.getByLabel('Country / Region').first().selectOption('IE');
    expect((await updated).status()).toBe(400);
    const eircode = form.getByLabel(/^Eircode/);
    await expect.poll(() => eircode.getAttribute('aria-invalid')).toBe('true');
    expect(await form.locator('#shipping-postcode-error').textContent()).toBe(
      'Shipping Eircode is not a valid postcode / ZIP.',
    );
    updated = answerOf(page, 'cart/update-customer');
    await eircode.fill('D02 X285');
    expect((await updated).status()).toBe(200);
    await expect.poll(() => form.getByRole('radio', { name: /International flat rate — £12.00/ }).count()).toBe(1);

    // The United States: a state list; the worldwide rate.
    await form.getByLabel('Country / Region').first().selectOption('US');
    await form
      .getByLabel(/^State/)
      .first()
      .selectOption('CA');
    await form.getByLabel('Town / City').fill('San Francisco');
    updated = answerOf(page, 'cart/update-customer');
    await form.getByLabel('Postcode', { exact: true }).fill('94103');
    expect((await updated).status()).toBe(200);
    await expect.poll(() => form.getByRole('radio', { name: /Worldwide flat rate — £15.00/ }).count()).toBe(1);
    await expectAccessible(page);

    // Billing in GB, apart from the US shipping address.
    await form.getByRole('checkbox', { name: 'Use same address for billing' }).uncheck();
    const billing = form.getByRole('group', { name: 'Billing address' });
    await billing.getByLabel('First name').fill('Ada');
    await billing.getByLabel('Last name').fill('Lovelace');
    await billing.getByLabel('Street address').fill('1 High Street');
    await billing.getByLabel('Town / City').fill('London');
    await billing.getByLabel('Postcode', { exact: true }).fill('SW1A 1AA');
    await billing.getByLabel('Phone').fill('020 7946 0000');
    await form.getByRole('radio', { name: 'Direct bank transfer' }).check();
    await form.getByRole('checkbox', { name: /terms and conditions/ }).check();
    const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `${STORE}checkout`);
    await form.getByRole('button', { name: 'Place order' }).click();
    const body = (await post).postDataJSON() as Record<string, Record<string, string>>;
    expect(body.shipping_address).toMatchObject({ country: 'US', state: 'CA', postcode: '94103' });
    expect(body.billing_address).toMatchObject({ country: 'GB', city: 'London', email: 'ada@example.com' });
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 15_000 });
    expect(await page.textContent('main')).toContain('Direct bank transfer');
    // The browser logs the refused update (the GB postcode in Ireland); nothing else may go wrong.
    expect(s.errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });

  it('a 500 from checkout shows the dismissible error notice, focused, and keeps the form', async () => {
    const s = await session();
    const page = await openBlockCheckout(s);
    await fillGb(page);
    await block(page).getByLabel('Add a note to your order (optional)').fill('Ring twice');
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await page.route(`**${STORE}checkout`, (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<p>There has been a critical error.</p>' }),
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    const notice = blockNotice(page);
    await expect.poll(() => notice.textContent()).toContain(GENERAL_ERROR);
    expect(await notice.evaluate((n) => n === document.activeElement)).toBe(true);
    expect(await block(page).getByLabel('Email address').inputValue()).toBe('ada@example.com');
    expect(await block(page).getByLabel('Postcode', { exact: true }).inputValue()).toBe('SW1A 1AA');
    expect(await block(page).getByLabel('Add a note to your order (optional)').inputValue()).toBe('Ring twice');
    expect(await page.getByRole('checkbox', { name: /terms and conditions/ }).isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: 'Place order' }).isEnabled()).toBe(true);
    await expectAccessible(page);
    await notice.getByRole('button', { name: 'Dismiss this notice' }).click();
    await expect.poll(() => notice.count()).toBe(0);
    expect(page.url()).toBe(shopUrl('/checkout-block/'));
    // The browser logs the failed resource; nothing else may go wrong.
    expect(s.errors.filter((e) => !e.includes('status of 500'))).toEqual([]);
  });

  it('a cart that fails to load: a focused notice without a dismiss button; Retry loads the form and focuses it', async () => {
    const s = await session();
    const { page } = s;
    await s.context.request.get(shopUrl('/?add-to-cart=102&quantity=2'));
    // The first two cart loads fail (a 500 page, not JSON); the next ones reach the shop.
    let failed = 0;
    await page.route(`**${STORE}cart`, (route) =>
      route.request().method() === 'GET' && failed++ < 2
        ? route.fulfill({ status: 500, contentType: 'text/html', body: '<p>There has been a critical error.</p>' })
        : route.continue(),
    );
    await page.goto(shopUrl('/checkout-block/'));
    await islandMounted(page, BLOCK, 'block-checkout');
    const notice = blockNotice(page);
    await notice.waitFor();
    await expect.poll(() => notice.evaluate((n) => n === document.activeElement)).toBe(true);
    expect(await notice.getByRole('button', { name: 'Dismiss this notice' }).count()).toBe(0);
    await expectAccessible(page);
    // Retry fails again: a fresh notice (role=alert, announced) takes focus.
    const first = await notice.elementHandle();
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => notice.evaluate((n, old) => n !== old && n === document.activeElement, first)).toBe(true);
    expect(failed).toBe(2);
    await notice.getByRole('button', { name: 'Retry' }).click();
    await block(page).getByRole('button', { name: 'Place order' }).waitFor();
    expect(await notice.count()).toBe(0);
    expect(failed).toBe(3);
    // The Retry button went with its notice: focus is on the form's first field, not lost on <body>.
    const email = block(page).getByLabel('Email address');
    await expect.poll(() => email.evaluate((n) => n === document.activeElement)).toBe(true);
    await expectAccessible(page);
    expect(s.errors.filter((e) => !e.includes('status of 500'))).toEqual([]);
  });
});
