import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

type Fragments = { fragments: Record<string, string>; cart_hash: string };
const add = async (
  c: Client,
  fields: Record<string, string | number>,
): Promise<Fragments & { error?: boolean; product_url?: string }> =>
  (await c.postForm('/?wc-ajax=add_to_cart', fields)).json() as never;

describe('?wc-ajax=add_to_cart', () => {
  it('adds a simple product and returns the mini-basket and header fragments with the cart hash', async () => {
    const c = new Client(shop.app);
    const res = await c.postForm('/?wc-ajax=add_to_cart', {
      product_id: FIXTURES.greetingCard.id,
      quantity: 2,
      product_sku: 'ignored',
    });
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as Fragments;
    expect(Object.keys(body.fragments).sort()).toEqual(['a.cart-contents', 'div.widget_shopping_cart_content']);
    expect(body.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    const mini = parseHtml(body.fragments['div.widget_shopping_cart_content']!);
    expect(mini.querySelector('div.widget_shopping_cart_content li.mini_cart_item')?.textContent).toContain(
      'Greeting card',
    );
    const remove = mini.querySelector('a.remove.remove_from_cart_button')!;
    expect(remove.getAttribute('data-product_id')).toBe(String(FIXTURES.greetingCard.id));
    expect(remove.getAttribute('data-cart_item_key')).toMatch(/^[0-9a-f]{32}$/);
    expect(remove.getAttribute('href')).toMatch(/^\/cart\/\?remove_item=[0-9a-f]{32}&_wpnonce=[0-9a-f]{10}$/);
    expect(mini.querySelector('.woocommerce-mini-cart__total')?.textContent).toContain('Subtotal:');
    expect(body.fragments['a.cart-contents']).toContain('2 items');
    // WooCommerce's cookies follow the basket.
    expect(c.cookies.get('woocommerce_items_in_cart')).toBe('1');
    expect(c.cookies.get('woocommerce_cart_hash')).toBe(body.cart_hash);
  });

  it('adds a variation by id or by attributes, and the same line twice raises its quantity', async () => {
    const c = new Client(shop.app);
    await add(c, {
      product_id: FIXTURES.artPrint.id,
      variation_id: FIXTURES.artPrint.variations.a4Giclee,
      attribute_pa_size: 'a4',
      attribute_pa_type: 'giclee',
    });
    await add(c, { product_id: FIXTURES.artPrint.id, attribute_pa_size: 'a4', attribute_pa_type: 'giclee' });
    const cart = await c.storeCart();
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ id: FIXTURES.artPrint.variations.a4Giclee, quantity: 2 });
  });

  it('fills an "any" attribute from the request', async () => {
    const c = new Client(shop.app);
    const bad = await add(c, {
      product_id: FIXTURES.herringboneThrow.id,
      variation_id: FIXTURES.herringboneThrow.variations.greyAny,
    });
    expect(bad.error).toBe(true);
    const ok = await add(c, {
      product_id: FIXTURES.herringboneThrow.id,
      variation_id: FIXTURES.herringboneThrow.variations.greyAny,
      attribute_pa_throw_size: 'double',
    });
    expect(ok.cart_hash).toBeTruthy();
  });

  it.each([
    ['an unknown product', { product_id: 99999 }, '/shop/'],
    ['a variable product without a variation', { product_id: FIXTURES.artPrint.id }, '/product/art-print/'],
    [
      'an out-of-stock variation',
      { product_id: FIXTURES.artPrint.id, variation_id: FIXTURES.artPrint.variations.a3Framed },
      '/product/art-print/',
    ],
    ['an out-of-stock simple product', { product_id: FIXTURES.mohairThrow.id }, '/product/mohair-throw/'],
    ['a bad quantity', { product_id: FIXTURES.greetingCard.id, quantity: 'lots' }, '/product/greeting-card/'],
    ['a zero quantity', { product_id: FIXTURES.greetingCard.id, quantity: 0 }, '/product/greeting-card/'],
    ['more than the stock', { product_id: FIXTURES.linenCushion.id, quantity: 9 }, '/product/linen-cushion/'],
  ])('refuses %s with { error, product_url }', async (_name, fields, url) => {
    const c = new Client(shop.app);
    expect(await add(c, fields)).toEqual({ error: true, product_url: url });
    expect((await c.storeCart()).items_count).toBe(0);
  });

  it('refuses a second sold-individually item, as a variation or a simple product', async () => {
    const c = new Client(shop.app);
    const first = await add(c, {
      product_id: FIXTURES.linocut.id,
      variation_id: FIXTURES.linocut.variations.signed,
      quantity: 3,
    });
    expect(first.error).toBeUndefined();
    expect((await c.storeCart()).items[0]?.quantity).toBe(1);
    expect((await add(c, { product_id: FIXTURES.linocut.variations.signed })).error).toBe(true);
    expect((await add(c, { product_id: FIXTURES.originalWatercolour.id })).error).toBeUndefined();
    expect((await add(c, { product_id: FIXTURES.originalWatercolour.id })).error).toBe(true);
  });

  it('shows the refusal as a notice on the next page', async () => {
    const c = new Client(shop.app);
    await add(c, { product_id: FIXTURES.artPrint.id });
    const page = parseHtml(await c.text('/product/art-print/'));
    expect(page.querySelector('.woocommerce-notices-wrapper .woocommerce-error')?.textContent).toContain(
      'Please choose product options',
    );
  });
});

describe('?wc-ajax=remove_from_cart and get_refreshed_fragments', () => {
  it('removes a line and returns fragments; an unknown key gets { success: false }', async () => {
    const c = new Client(shop.app);
    const added = await add(c, { product_id: FIXTURES.woolThrow.id });
    const key = parseHtml(added.fragments['div.widget_shopping_cart_content']!)
      .querySelector('a.remove')!
      .getAttribute('data-cart_item_key')!;
    expect(await (await c.postForm('/?wc-ajax=remove_from_cart', { cart_item_key: 'nope' })).json()).toEqual({
      success: false,
    });
    const removed = (await (
      await c.postForm('/?wc-ajax=remove_from_cart', { cart_item_key: key })
    ).json()) as Fragments;
    expect(removed.cart_hash).toBe('');
    expect(removed.fragments['div.widget_shopping_cart_content']).toContain('No products in the basket.');
    expect(c.cookies.has('woocommerce_items_in_cart')).toBe(false);
    expect(c.cookies.has('woocommerce_cart_hash')).toBe(false);
  });

  it('answers GET and POST with the current fragments, without needing a session', async () => {
    const c = new Client(shop.app);
    const empty = (await (await c.request('/?wc-ajax=get_refreshed_fragments')).json()) as Fragments;
    expect(empty.cart_hash).toBe('');
    expect(c.cookies.size).toBe(0);
    const added = await add(c, { product_id: FIXTURES.greetingCard.id });
    const again = (await (await c.postForm('/?wc-ajax=get_refreshed_fragments', {})).json()) as Fragments;
    expect(again).toEqual({ fragments: added.fragments, cart_hash: added.cart_hash });
  });

  it('answers unknown endpoints with 0 and status 400', async () => {
    const res = await new Client(shop.app).request('/?wc-ajax=nope');
    expect(res.status).toBe(400);
    expect(await res.text()).toBe('0');
  });
});

describe('?wc-ajax=get_variation and the bulk table action', () => {
  it('returns the matching variation object, or false', async () => {
    const c = new Client(shop.app);
    const v = (await (
      await c.postForm('/?wc-ajax=get_variation', {
        product_id: FIXTURES.curtains.id,
        attribute_pa_width: '160cm',
        attribute_pa_drop: '200cm',
        attribute_pa_fabric: 'velvet-moss',
      })
    ).json()) as Record<string, unknown>;
    expect(v).toMatchObject({
      is_in_stock: true,
      is_purchasable: true,
      is_sold_individually: 'no',
      min_qty: 1,
      max_qty: '',
      variation_is_active: true,
    });
    expect(v.price_html).toContain('woocommerce-Price-amount');
    expect(v.image).toHaveProperty('full_src');
    const none = await (
      await c.postForm('/?wc-ajax=get_variation', {
        product_id: FIXTURES.curtains.id,
        attribute_pa_width: '999cm',
        attribute_pa_drop: '200cm',
        attribute_pa_fabric: 'velvet-moss',
      })
    ).json();
    expect(none).toBe(false);
  });

  it('returns a bulk table for ids that have one, else success: false', async () => {
    const c = new Client(shop.app);
    const ok = (await (
      await c.postForm('/wp-admin/admin-ajax.php', {
        action: 'get_table_with_product_bulk_table',
        product_id: FIXTURES.christmasPack.variations.robin,
        'attributes[attribute_pa_design]': 'robin',
      })
    ).json()) as { success: boolean; data: string };
    expect(ok.success).toBe(true);
    const container = parseHtml(ok.data).querySelector('.wdp_bulk_table_content')!;
    expect(JSON.parse(container.getAttribute('data-available-ids')!)).toEqual(FIXTURES.christmasPack.bulkTableIds);
    expect(container.querySelectorAll('table.wdp_pricing_table tbody tr')).toHaveLength(2);
    const none = await (
      await c.postForm('/wp-admin/admin-ajax.php', {
        action: 'get_table_with_product_bulk_table',
        product_id: FIXTURES.christmasPack.variations.snowyVillage,
      })
    ).json();
    expect(none).toEqual({ success: false });
  });

  it('answers the parent product id with the parent table, whatever attributes and custom fields come along', async () => {
    // The island's fallback (spec §7): the same request again, with the parent product id.
    const c = new Client(shop.app);
    const res = (await (
      await c.postForm('/wp-admin/admin-ajax.php', {
        action: 'get_table_with_product_bulk_table',
        product_id: FIXTURES.christmasPack.id,
        'attributes[attribute_pa_design]': 'holly',
        wdp_custom_note: 'For the office',
      })
    ).json()) as { success: boolean; data: string };
    expect(res.success).toBe(true);
    expect(parseHtml(res.data).querySelectorAll('.wdp_bulk_table_content tbody tr')).toHaveLength(3);
  });

  it('prices a line by its bulk tier', async () => {
    const c = new Client(shop.app);
    await add(c, { product_id: FIXTURES.greetingCard.id, quantity: 10 });
    expect((await c.storeCart()).totals.total_price).toBe('3000');
  });
});
