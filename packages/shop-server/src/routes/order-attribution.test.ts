/**
 * Order attribution on the server: `wc_order_attribution` is printed on every page in
 * `script#wc-order-attribution-js-extra` (where the order-attribution island mounts), and an order posted with the
 * tracker's `wc_order_attribution_*` fields stores them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELD_NAMES } from '@storefront/attribution';
import { getOrder } from '../domain/orders';
import { checkoutWithBasket, gbForm, postCheckout } from '../test/checkout-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

/** The `wc_order_attribution` a page prints, evaluated as the browser would, with the script element. */
async function attributionOf(
  path: string,
): Promise<{ doc: Document; script: Element; value: Record<string, unknown> }> {
  const res = await new Client(shop.app).request(path);
  expect(res.status, path).toBe(200);
  const doc = parseHtml(await res.text());
  const scripts = doc.querySelectorAll('script#wc-order-attribution-js-extra');
  expect(scripts, path).toHaveLength(1);
  const script = scripts[0]!;
  const value = new Function(`${script.textContent}; return wc_order_attribution;`)() as Record<string, unknown>;
  return { doc, script, value };
}

const EXPECTED_GLOBAL = {
  params: {
    lifetime: 1.0e-5,
    session: 30,
    base64: false,
    ajaxurl: '/wp-admin/admin-ajax.php',
    prefix: 'wc_order_attribution_',
    allowTracking: true,
  },
  fields: {
    source_type: 'current.typ',
    referrer: 'current_add.rf',
    utm_campaign: 'current.cmp',
    utm_source: 'current.src',
    utm_medium: 'current.mdm',
    utm_content: 'current.cnt',
    utm_id: 'current.id',
    utm_term: 'current.trm',
    utm_source_platform: 'current.plt',
    utm_creative_format: 'current.fmt',
    utm_marketing_tactic: 'current.tct',
    session_entry: 'current_add.ep',
    session_start_time: 'current_add.fd',
    session_pages: 'session.pgs',
    session_count: 'udata.vst',
    user_agent: 'udata.uag',
  },
};

describe('wc_order_attribution on every page', () => {
  it.each(['/', '/?utm_source=news&utm_medium=email', '/product/art-print/', '/shop/', '/cart/', '/blog/'])(
    '%s prints it once, in its own script at the end of the body',
    async (path) => {
      const { doc, script, value } = await attributionOf(path);
      expect(value).toEqual(EXPECTED_GLOBAL);
      expect(script.parentElement?.tagName).toBe('BODY');
      expect(script.previousElementSibling?.id).toBe('colophon'); // after the footer, as WordPress prints footer scripts
      // Not in the head's globals as well: one definition per page.
      expect(doc.querySelector('script#storefront-globals')!.textContent).not.toContain('wc_order_attribution');
    },
  );

  it('the checkout page prints it once too, with its own globals in the head', async () => {
    const c = new Client(shop.app);
    const { doc } = await checkoutWithBasket(c);
    expect(doc.querySelectorAll('script#wc-order-attribution-js-extra')).toHaveLength(1);
    expect(doc.querySelector('script#storefront-globals')!.textContent).toContain('var wc_checkout_params =');
    expect(doc.querySelectorAll('wc-order-attribution-inputs input[type="hidden"]')).toHaveLength(
      ATTRIBUTION_FIELD_NAMES.length,
    );
  });

  it('a 404 page prints it as well (WooCommerce tracks every front-end view)', async () => {
    const res = await new Client(shop.app).request('/product/no-such-product/');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<script id="wc-order-attribution-js-extra" nonce="');
  });
});

describe('an order placed after a utm landing', () => {
  it('stores every wc_order_attribution_* field the tracker sent', async () => {
    const c = new Client(shop.app);
    await c.text('/?utm_source=news&utm_medium=email');
    await c.text('/product/art-print/');
    const { nonces } = await checkoutWithBasket(c);
    const sent = {
      source_type: 'utm',
      referrer: '(none)',
      utm_campaign: '(none)',
      utm_source: 'news',
      utm_medium: 'email',
      utm_content: '(none)',
      utm_id: '(none)',
      utm_term: '(none)',
      utm_source_platform: '(none)',
      utm_creative_format: '(none)',
      utm_marketing_tactic: '(none)',
      session_entry: 'http://localhost/?utm_source=news&utm_medium=email',
      session_start_time: '2026-11-22 04:00:00',
      session_pages: '3',
      session_count: '1',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
    };
    const fields = Object.fromEntries(Object.entries(sent).map(([k, v]) => [`wc_order_attribution_${k}`, v]));
    const { body } = await postCheckout(c, gbForm(nonces.process, fields));
    expect(body.result).toBe('success');
    const id = Number(/\/checkout\/order-received\/(\d+)\//.exec(body.redirect!)![1]);
    const order = (await getOrder(shop.db, id))!;
    expect(order.attribution).toEqual(sent);
    // And the order-received page, like every page, carries the global for the next page view.
    expect(await c.text(body.redirect!)).toContain('<script id="wc-order-attribution-js-extra" nonce="');
  });

  it('empty values (tracking off sends every input empty) are stored as empty strings, not dropped', async () => {
    const c = new Client(shop.app);
    const { nonces } = await checkoutWithBasket(c);
    const fields = Object.fromEntries(ATTRIBUTION_FIELD_NAMES.map((f) => [`wc_order_attribution_${f}`, '']));
    const { body } = await postCheckout(c, gbForm(nonces.process, fields));
    const id = Number(/\/checkout\/order-received\/(\d+)\//.exec(body.redirect!)![1]);
    expect((await getOrder(shop.db, id))!.attribution).toEqual(
      Object.fromEntries(ATTRIBUTION_FIELD_NAMES.map((f) => [f, ''])),
    );
  });
});
