import { describe, expect, it } from 'vitest';
import { expectAccessible, islandMounted, shopUrl, useBrowser, islandScheduled } from './harness';

const { session } = useBrowser();
const BUTTON = 'ul.products a.ajax_add_to_cart';
const MINI = '.widget_shopping_cart_content';

describe('runtime in a real page', () => {
  it('a jQuery listener receives added_to_cart with (fragments, cart_hash, $button)', async () => {
    const { page, errors } = await session();
    await page.goto(shopUrl('/shop/?with-jquery=1'));
    await islandScheduled(page, BUTTON, 'add-to-cart');
    await page.evaluate(() => {
      const w = window as unknown as { jQuery: JQueryStatic; seen: unknown[] };
      w.seen = [];
      w.jQuery(document.body).on(
        'added_to_cart',
        (_e: unknown, fragments: Record<string, string>, hash: string, $button: JQuery) => {
          w.seen.push({
            fragmentKeys: Object.keys(fragments).sort(),
            hashType: typeof hash,
            hashLength: hash.length,
            isJquery: !!$button.jquery,
            isTheButton: $button[0] === document.querySelector('ul.products a.ajax_add_to_cart'),
          });
        },
      );
    });
    await page.locator(BUTTON).first().click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { seen: unknown[] }).seen.length)).toBe(1);
    const [call] = await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen);
    expect(call).toMatchObject({ hashType: 'string', isJquery: true, isTheButton: true });
    expect((call as { fragmentKeys: string[] }).fragmentKeys).toContain('div.widget_shopping_cart_content');
    expect((call as { hashLength: number }).hashLength).toBeGreaterThan(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  it('a click on an add-to-cart link whose island is still loading is held, then added over ajax (the page stays)', async () => {
    const { page, errors } = await session();
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/islands\/add-to-cart\.js/, async (route) => {
      await held;
      await route.continue();
    });
    const adds: string[] = [];
    page.on('request', (r) => {
      if (/wc-ajax=add_to_cart|[?&]add-to-cart=/.test(r.url())) adds.push(r.url());
    });
    await page.goto(shopUrl('/shop/'));
    await page.locator(BUTTON).first().click();
    await page.waitForTimeout(300); // a followed link would be navigating by now
    expect(adds).toEqual([]);
    release();
    await islandScheduled(page, BUTTON, 'add-to-cart');
    await expect.poll(() => page.locator(`${MINI} .woocommerce-mini-cart-item`).count()).toBe(1);
    expect(adds).toEqual([expect.stringMatching(/wc-ajax=add_to_cart/)]);
    expect(page.url()).toBe(shopUrl('/shop/'));
    expect(errors).toEqual([]);
  });

  it('a theme jQuery trigger of removed_from_cart reaches the islands (fragments applied)', async () => {
    const { page } = await session();
    await page.goto(shopUrl('/shop/?with-jquery=1'));
    await islandMounted(page, MINI, 'mini-basket');
    await page.evaluate(() => {
      const $ = (window as unknown as { jQuery: JQueryStatic }).jQuery;
      $(document.body).trigger('removed_from_cart', [
        {
          'div.widget_shopping_cart_content':
            '<div class="widget_shopping_cart_content"><p id="from-jquery">Swapped</p></div>',
        },
        'hash-from-theme',
        $(document.body),
      ]);
    });
    await expect.poll(() => page.locator('#from-jquery').count()).toBe(1);
  });

  it('a call with a wrong or missing nonce is refused and changes nothing', async () => {
    const { page, context } = await session();
    await page.goto(shopUrl('/shop/'));
    const cartBefore = await context.request.get(shopUrl('/wp-json/wc/store/v1/cart'));
    expect(cartBefore.ok()).toBe(true);
    const productId = Number(await page.locator(BUTTON).first().getAttribute('data-product_id'));
    for (const headers of [{ Nonce: 'not-a-nonce' }, {}] as Record<string, string>[]) {
      const r = await context.request.post(shopUrl('/wp-json/wc/store/v1/cart/add-item'), {
        data: { id: productId, quantity: 1 },
        headers,
      });
      expect([401, 403]).toContain(r.status());
    }
    const cart = (await (await context.request.get(shopUrl('/wp-json/wc/store/v1/cart'))).json()) as {
      items: unknown[];
    };
    expect(cart.items).toEqual([]);
    // The same call with the page's own nonce works: the refusal was about the nonce.
    const nonce = await page.evaluate(
      () =>
        (window as unknown as { wcBlocksMiddlewareConfig: { storeApiNonce: string } }).wcBlocksMiddlewareConfig
          .storeApiNonce,
    );
    const ok = await context.request.post(shopUrl('/wp-json/wc/store/v1/cart/add-item'), {
      data: { id: productId, quantity: 1 },
      headers: { Nonce: nonce },
    });
    expect(ok.status()).toBe(201);
  });

  it('an island that fails to load or throws leaves its markup and every other island working', async () => {
    const { page, errors } = await session();
    // The mini-basket bundle is replaced by one whose mount throws; add-to-cart must carry on.
    await page.route('**/assets/islands/mini-basket.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default { mount() { throw new Error("mini-basket exploded"); } };',
      }),
    );
    await page.goto(shopUrl('/shop/'));
    await islandScheduled(page, BUTTON, 'add-to-cart');
    const miniBefore = await page.locator(MINI).innerHTML();
    await page.locator(BUTTON).first().click();
    // add-to-cart still works and applies fragments; the broken island's server markup was left in place until then.
    expect(miniBefore).toContain('woocommerce-mini-cart__empty-message');
    await expect.poll(() => page.locator(`${MINI} .woocommerce-mini-cart-item`).count()).toBe(1);
    const logged = errors.filter((e) => e.includes('mini-basket'));
    expect(logged.length).toBeGreaterThanOrEqual(1);
    expect(logged.every((e) => e.includes('island "mini-basket"'))).toBe(true);
  });

  it('an island bundle that fails to load is logged once and the others still mount', async () => {
    const { page, errors } = await session();
    await page.route('**/assets/islands/add-to-cart.js', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto(shopUrl('/shop/'));
    await islandMounted(page, MINI, 'mini-basket');
    await islandScheduled(page, BUTTON, 'add-to-cart');
    await page.locator(BUTTON).first().hover(); // add-to-cart loads when the shopper reaches for it
    const failures = () => errors.filter((e) => e.includes('island "add-to-cart" failed to load'));
    await expect.poll(() => failures().length).toBe(1);
    expect(await page.locator(BUTTON).first().getAttribute('data-island-mounted')).toBeNull();
    expect(failures()).toHaveLength(1);
  });
});
