import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { expectAccessible, islandMounted, shopUrl, useBrowser, type Session } from './harness';
import { failedExpressOrder, logIn } from './shopper';

const { session } = useBrowser();
const FORM = 'form.checkout.woocommerce-checkout';
const GENERIC = 'There was an error processing your order.';

const GB_GUEST: Record<string, string> = {
  '#billing_first_name': 'Ada',
  '#billing_last_name': 'Lovelace',
  '#billing_address_1': '12 Analytical Row',
  '#billing_city': 'London',
  '#billing_postcode': 'SW1A 1AA',
  '#billing_phone': '020 7946 0000',
  '#billing_email': 'ada@example.com',
};

/** Puts a product in this session's basket (the shop's own add-to-cart endpoint), then opens the checkout. */
async function openCheckout(s: Session, query = ''): Promise<Page> {
  const response = await s.context.request.post(shopUrl('/?wc-ajax=add_to_cart'), {
    form: { product_id: '102', quantity: '1' },
  });
  expect(response.ok()).toBe(true);
  await s.page.goto(shopUrl(`/checkout/${query}`));
  await islandMounted(s.page, FORM, 'checkout');
  return s.page;
}

/** Records the wc-ajax requests of `endpoint`. */
function recordRequests(page: Page, endpoint: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).searchParams.get('wc-ajax') === endpoint) seen.push(r);
  });
  return seen;
}

/** Fills a GB guest and chooses cash on delivery; ticks the terms. */
async function fillGuest(page: Page): Promise<void> {
  for (const [selector, value] of Object.entries(GB_GUEST)) await page.fill(selector, value);
  await page.check('#payment_method_cod');
  await page.check('#terms');
}

/** Selects a billing country the way the native select reports it (the searchable select mirrors it). */
const chooseCountry = (page: Page, country: string) =>
  page.evaluate((c) => {
    const select = document.querySelector<HTMLSelectElement>('#billing_country')!;
    select.value = c;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }, country);

/** Label text, required mark, shown state and DOM position of a billing row. */
const rowInfo = (page: Page, key: string) =>
  page.evaluate((k) => {
    const row = document.querySelector<HTMLElement>(`#billing_${k}_field`);
    if (!row) return null;
    const rows = [...row.parentElement!.children];
    let shown = true;
    for (let e: HTMLElement | null = row; e; e = e.parentElement)
      if (e.hidden || getComputedStyle(e).display === 'none') shown = false;
    return {
      label: (row.querySelector('label')?.textContent ?? '')
        .replace(/\s+/g, ' ')
        .replace(/\s*\*$/, '')
        .trim(),
      required: !!row.querySelector('label abbr.required'),
      shown,
      index: rows.indexOf(row),
      select: !!row.querySelector('select'),
    };
  }, key);

const valuesOf = (page: Page) =>
  page.evaluate((sels) => sels.map((s) => document.querySelector<HTMLInputElement>(s)!.value), Object.keys(GB_GUEST));

describe('checkout (production bundles in Chromium)', () => {
  it('a guest GB order with cash on delivery, double-clicked, makes one order with its utm attribution', async () => {
    const s = await session();
    const page = await openCheckout(s, '?utm_source=news&utm_medium=email');
    await expectAccessible(page);
    const posts = recordRequests(page, 'checkout');
    await fillGuest(page);
    await page.dblclick('#place_order');
    await page.waitForURL(/\/checkout\/order-received\/\d+\//, { timeout: 15_000 });
    expect(posts).toHaveLength(1);
    const body = new URLSearchParams(posts[0]!.postData() ?? '');
    expect(body.get('payment_method')).toBe('cod');
    expect(body.get('billing_email')).toBe('ada@example.com');
    expect(body.get('wc_order_attribution_source_type')).toBe('utm');
    expect(body.get('wc_order_attribution_utm_source')).toBe('news');
    expect(body.get('wc_order_attribution_utm_medium')).toBe('email');
    const received = await page.textContent('main');
    expect(received).toContain('Cash on delivery');
    expect(received).toContain('Ada');
    await expectAccessible(page);
    expect(s.errors).toEqual([]);
  });

  it('switching the billing country changes labels, required marks, order and visibility', async () => {
    const s = await session();
    const page = await openCheckout(s);
    const loaded = (part: string) =>
      page.evaluate((p) => performance.getEntriesByType('resource').some((e) => e.name.includes(p)), part);
    await page.waitForLoadState('networkidle');
    // The server printed GB's fields and the first order review answer is its printed markup: neither the address
    // rules nor the payment block's patch are needed before the first change.
    expect(await loaded('/chunks/address-rules-')).toBe(false);
    expect(await loaded('/chunks/payment-patch-')).toBe(false);
    await chooseCountry(page, 'IE');
    await expect.poll(() => rowInfo(page, 'postcode')).toMatchObject({ label: 'Eircode', required: true, shown: true });
    await chooseCountry(page, 'JP');
    await expect.poll(() => rowInfo(page, 'state')).toMatchObject({ label: 'Prefecture', shown: true, select: true });
    const [first, last] = [await rowInfo(page, 'first_name'), await rowInfo(page, 'last_name')];
    expect(last!.index).toBeLessThan(first!.index); // last name first
    await chooseCountry(page, 'IT');
    await expect.poll(() => rowInfo(page, 'state')).toMatchObject({ label: 'Province', required: true, shown: true });
    await chooseCountry(page, 'DE');
    await expect.poll(() => rowInfo(page, 'state')).toMatchObject({ shown: false });
    const [postcode, city] = [await rowInfo(page, 'postcode'), await rowInfo(page, 'city')];
    expect(postcode!.index).toBeLessThan(city!.index); // postcode at priority 65
    await chooseCountry(page, 'US');
    await expect
      .poll(() => rowInfo(page, 'state'))
      .toMatchObject({ label: 'State', required: true, shown: true, select: true });
    await chooseCountry(page, 'AE');
    await expect.poll(() => rowInfo(page, 'postcode')).toMatchObject({ shown: false });
    await expectAccessible(page);
  });

  it('the searchable country select: its list loads when reached; keys typed at once pick a country', async () => {
    const s = await session();
    const page = await openCheckout(s);
    const orders = recordRequests(page, 'checkout');
    const loaded = (part: string) =>
      page.evaluate((p) => performance.getEntriesByType('resource').some((e) => e.name.includes(p)), part);
    const box = page.locator('#billing_country_combobox');
    await box.waitFor();
    expect(await loaded('/chunks/listbox-')).toBe(false);
    await box.focus();
    await page.keyboard.type('Irel');
    await page.keyboard.press('Enter'); // picks; never submits the form
    await expect.poll(() => page.inputValue('#billing_country')).toBe('IE');
    await expect.poll(() => rowInfo(page, 'postcode')).toMatchObject({ label: 'Eircode', required: true, shown: true });
    expect(await box.inputValue()).toBe('Ireland');
    expect(await loaded('/chunks/listbox-')).toBe(true);
    expect(orders).toHaveLength(0);
    await expectAccessible(page);
  });

  it('an invalid phone and email are marked; typing a field sends at most one order review per pause', async () => {
    const s = await session();
    const page = await openCheckout(s);
    const reviews = recordRequests(page, 'update_order_review');
    await page.fill('#billing_phone', 'call me maybe');
    await page.fill('#billing_email', 'ada@');
    await page.focus('#billing_first_name');
    await expect.poll(() => page.getAttribute('#billing_phone_field', 'class')).toContain('woocommerce-invalid-phone');
    expect(await page.getAttribute('#billing_email_field', 'class')).toContain('woocommerce-invalid-email');
    expect(await page.getAttribute('#billing_email', 'aria-invalid')).toBe('true');
    await expectAccessible(page);

    for (const [selector, value] of Object.entries(GB_GUEST))
      if (selector !== '#billing_city') await page.fill(selector, value);
    await page.waitForTimeout(300);
    const before = reviews.length;
    await page.locator('#billing_city').pressSequentially('Manchester', { delay: 80 });
    await page.waitForTimeout(1600);
    expect(reviews.length - before).toBe(1);
    expect(new URLSearchParams(reviews.at(-1)!.postData() ?? '').get('city')).toBe('Manchester');
  });

  it('a failed, timed-out or malformed checkout answer shows the generic error and keeps every value typed', async () => {
    const s = await session();
    const page = await openCheckout(s);
    await fillGuest(page);
    const typed = await valuesOf(page);
    const answers: Array<(route: import('playwright-core').Route) => Promise<void>> = [
      (route) => route.fulfill({ status: 500, body: '<html><body>Fatal error</body></html>' }),
      (route) => route.abort('timedout'),
      (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '<br><b>Notice</b>: not json at all' }),
    ];
    for (const answer of answers) {
      await page.route('**/?wc-ajax=checkout', answer);
      await page.click('#place_order');
      await expect.poll(() => page.textContent('.woocommerce-NoticeGroup-checkout').catch(() => '')).toContain(GENERIC);
      await expect
        .poll(() => page.evaluate(() => document.querySelector('form.checkout')!.classList.contains('processing')))
        .toBe(false);
      expect(await valuesOf(page)).toEqual(typed);
      expect(await page.isChecked('#terms')).toBe(true);
      await page.unroute('**/?wc-ajax=checkout');
      await page.evaluate(() => document.querySelector('.woocommerce-NoticeGroup-checkout')?.remove());
    }
    // A malformed answer that still holds the result is recovered.
    await page.route('**/?wc-ajax=checkout', (route) =>
      route.fulfill({
        status: 200,
        body: '<b>Warning</b>: x{"result":"failure","messages":"<ul class=\\"woocommerce-error\\" role=\\"alert\\"><li>Recovered message</li></ul>"}',
      }),
    );
    await page.click('#place_order');
    await expect
      .poll(() => page.textContent('.woocommerce-NoticeGroup-checkout').catch(() => ''))
      .toContain('Recovered message');
    await expectAccessible(page);
  });

  it('a jQuery handler on checkout_place_order returning false stops the submit', async () => {
    const s = await session();
    const page = await openCheckout(s, '?with-jquery=1');
    const posts = recordRequests(page, 'checkout');
    await fillGuest(page);
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: (el: unknown) => { on(n: string, f: () => boolean): void } }).jQuery;
      $(document.querySelector('form.checkout')).on('checkout_place_order', () => false);
    });
    await page.click('#place_order');
    await page.waitForTimeout(800);
    expect(posts).toHaveLength(0);
    expect(await page.evaluate(() => document.querySelector('form.checkout')!.classList.contains('processing'))).toBe(
      false,
    );
    expect(page.url()).toContain('/checkout/');
  });

  it('order-pay: a press on Pay made while the form’s own chunk loads is held, then meets the veto hooks', async () => {
    const s = await session();
    const { page } = s;
    await logIn(page);
    const payUrl = await failedExpressOrder(page);
    // The order-pay code is held back until the press was made.
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let asked!: () => void;
    const requested = new Promise<void>((r) => (asked = r));
    await page.route(/\/assets\/chunks\/order-pay-[\w-]+\.js$/, async (route) => {
      asked();
      await released;
      await route.continue();
    });
    await page.goto(shopUrl(payUrl));
    await requested; // the island is mounted and loading the form's code
    await page.evaluate(() => {
      const w = window as unknown as { vetoes: number };
      w.vetoes = 0;
      // The first place-order is vetoed (as a gateway would); the next one goes through.
      document.querySelector('form#order_review')!.addEventListener('checkout_place_order', (e) => {
        if (++w.vetoes === 1) e.preventDefault();
      });
    });
    await page.check('#payment_method_cod');
    if (await page.locator('#terms').count()) await page.check('#terms');
    await page.click('#place_order');
    release();
    await expect.poll(() => page.evaluate(() => (window as unknown as { vetoes: number }).vetoes)).toBe(1);
    expect(page.url()).toContain('/order-pay/');
    expect(await page.locator('form#order_review.processing').count()).toBe(0);
    await page.click('#place_order');
    await page.waitForURL(/\/checkout\/order-received\//, { timeout: 20_000 });
    await expectAccessible(page);
  });
});
