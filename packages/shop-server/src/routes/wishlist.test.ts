import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { logInCustomer } from '../payments/payment-double/test-helpers';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

const AJAX = '/wp-admin/admin-ajax.php';
const { artPrint, greetingCard, woolThrow } = FIXTURES;

/** A visitor who has opened the shop: its wishlist nonces from the page's globals. */
async function visitor(path = '/shop/') {
  const c = new Client(shop.app);
  const page = await c.text(path);
  const globals = /var alg_wc_wl_ajax = (\{.*?\});/.exec(page)![1]!;
  const { nonce, toggle_nonce: toggle } = JSON.parse(globals) as { nonce: string; toggle_nonce: string };
  const call = async (fields: Record<string, string | number>) => {
    const res = await c.postForm(AJAX, fields);
    const text = await res.text();
    return {
      status: res.status,
      text,
      json: (() => {
        try {
          return JSON.parse(text) as { success: boolean; data: any };
        } catch {
          return null;
        }
      })(),
    };
  };
  return {
    c,
    page,
    nonce,
    toggle,
    call,
    toggleItem: (id: number, extra: Record<string, string | number> = {}) =>
      call({ action: 'alg_wc_wl_toggle_item', nonce: toggle, alg_wc_wl_item_id: id, ...extra }),
    ids: async () =>
      (await call({ action: 'alg_wc_wl_get_wish_list', nonce, ignore_excluded_items: 'true' })).json!.data
        .wishlist as number[],
  };
}

describe('wishlist admin-ajax', () => {
  it('toggles with the toggle nonce: added, then removed, with the messages; a guest gets the cookie', async () => {
    const v = await visitor();
    const added = await v.toggleItem(greetingCard.id);
    expect(added.json).toEqual({
      success: true,
      data: {
        action: 'added',
        message: expect.stringContaining('<strong>Greeting card</strong> was added to your wishlist.'),
      },
    });
    expect(v.c.cookies.get('alg-wc-wl-user-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(await v.ids()).toEqual([greetingCard.id]);
    const removed = await v.toggleItem(greetingCard.id);
    expect(removed.json!.data.action).toBe('removed');
    expect(await v.ids()).toEqual([]);
  });

  it('refuses a wrong nonce (the list nonce for a toggle too) with -1 and 403, and changes nothing', async () => {
    const v = await visitor();
    for (const nonce of ['', 'nope', v.nonce]) {
      const res = await v.call({ action: 'alg_wc_wl_toggle_item', nonce, alg_wc_wl_item_id: greetingCard.id });
      expect([res.status, res.text]).toEqual([403, '-1']);
    }
    for (const action of [
      'alg_wc_wl_get_wish_list',
      'alg_wc_wl_remove_all_from_wish_list',
      'alg_wc_wl_pro_get_wish_list_sc',
    ]) {
      const res = await v.call({ action, nonce: v.toggle + 'x' });
      expect([res.status, res.text]).toEqual([403, '-1']);
    }
    // Another visitor's nonce is not this one's.
    const other = await visitor();
    expect(
      (await v.call({ action: 'alg_wc_wl_toggle_item', nonce: other.toggle, alg_wc_wl_item_id: 102 })).status,
    ).toBe(403);
    expect(await v.ids()).toEqual([]);
  });

  it('keeps a variation with its options; refuses unknown items and mismatched product/variation', async () => {
    const v = await visitor(`/product/${artPrint.slug}/`);
    const res = await v.toggleItem(artPrint.variations.a4Framed, {
      item_id: artPrint.id,
      variation_id: artPrint.variations.a4Framed,
      'attributes[attribute_pa_size]': 'a4',
      'attributes[attribute_pa_type]': 'framed',
    });
    expect(res.json!.data.action).toBe('added');
    expect(await v.ids()).toEqual([artPrint.variations.a4Framed]);
    for (const bad of [0, -1, 99999, 'abc', 1e12]) {
      const r = await v.toggleItem(bad as number);
      expect(r.json).toEqual({ success: false, data: { message: 'This product is not available.' } });
    }
    const mismatch = await v.toggleItem(artPrint.variations.a5Giclee, {
      item_id: greetingCard.id,
      variation_id: artPrint.variations.a5Giclee,
    });
    expect(mismatch.json!.success).toBe(false);
    const page = parseHtml(await v.c.text('/wishlist/'));
    expect(page.querySelector('.alg-wc-wl-view-table tbody .product-name')!.textContent).toMatch(
      /^Art print.*A4.*Framed/,
    );
    expect(await v.ids()).toEqual([artPrint.variations.a4Framed]);
  });

  it('remove all empties the list; the multiple-wishlist actions answer that they are off', async () => {
    const v = await visitor();
    await v.toggleItem(greetingCard.id);
    await v.toggleItem(woolThrow.id);
    expect(await v.ids()).toEqual([greetingCard.id, woolThrow.id]);
    const res = await v.call({ action: 'alg_wc_wl_remove_all_from_wish_list', nonce: v.nonce });
    expect(res.json!.success).toBe(true);
    expect(await v.ids()).toEqual([]);
    const multi = await v.call({ action: 'alg_wc_wl_save_multiple_wish_list', nonce: v.nonce });
    expect([multi.status, multi.json]).toEqual([
      400,
      { success: false, data: { message: 'Multiple wishlists are disabled on this shop.' } },
    ]);
  });

  it('the block action answers the rendered wishlist block', async () => {
    const v = await visitor();
    await v.toggleItem(woolThrow.id);
    const res = await v.call({ action: 'alg_wc_wl_pro_get_wish_list_sc', nonce: v.nonce });
    const doc = parseHtml(`<body>${res.json!.data as string}</body>`);
    expect(doc.querySelectorAll('.alg-wc-wl-view-table tbody tr')).toHaveLength(1);
    expect(doc.querySelector('.alg-wc-wl-btn')!.getAttribute('data-item_id')).toBe(String(woolThrow.id));
  });
});

describe('wishlist pages', () => {
  it('hearts on listings, product page and quick view show the list; the header counts it', async () => {
    const v = await visitor();
    await v.toggleItem(greetingCard.id);
    const listing = parseHtml(await v.c.text('/shop/'));
    const heart = listing.querySelector(`li.post-${greetingCard.id} .alg-wc-wl-btn`)!;
    expect(heart.className).toBe('alg-wc-wl-btn remove alg-wc-wl-thumb-btn');
    expect(heart.getAttribute('data-action')).toBe('alg-wc-wl-toggle');
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-label')).toBe('Remove from wishlist: Greeting card');
    expect(listing.querySelector(`li.post-${woolThrow.id} .alg-wc-wl-btn`)!.classList.contains('add')).toBe(true);
    expect(listing.querySelector('.alg-wc-wl-counter')!.textContent).toBe('1');
    const product = parseHtml(await v.c.text(`/product/${greetingCard.slug}/`));
    expect(product.querySelector('.summary .alg-wc-wl-toggle-btn')!.classList.contains('remove')).toBe(true);
    const quick = parseHtml(`<body>${await v.c.text(`/quick-view/${greetingCard.id}/`)}</body>`);
    expect(quick.querySelector('.alg-wc-wl-toggle-btn')!.classList.contains('remove')).toBe(true);
  });

  it('the wishlist page lists the items with hearts, remove all and a share link that shows the list read-only', async () => {
    const v = await visitor();
    const empty = parseHtml(await v.c.text('/wishlist/'));
    expect(empty.querySelector('.alg-wc-wl-empty-wishlist')!.hasAttribute('hidden')).toBe(false);
    expect(empty.querySelector('.alg-wc-wl-view-table, .alg-wc-wl-social, .alg-wc-wl-remove-all')).toBeNull();
    await v.toggleItem(greetingCard.id);
    await v.toggleItem(woolThrow.id);
    const html = await v.c.text('/wishlist/');
    expect(html).toContain('"is_current_page_wishlist":"yes"');
    const doc = parseHtml(html);
    expect(doc.querySelectorAll('.alg-wc-wl-view-table tbody tr')).toHaveLength(2);
    // Each row says its stock: 'N in stock' when tracked, 'In stock' otherwise.
    const stock = [...doc.querySelectorAll('.alg-wc-wl-view-table tbody tr')].map((r) => r.querySelector('.stock'));
    expect(stock.map((s) => s?.textContent)).toEqual(stock.map(() => expect.stringMatching(/^(\d+ in|In) stock$/)));
    expect(doc.querySelector('.alg-wc-wl-empty-wishlist')!.hasAttribute('hidden')).toBe(true);
    expect(doc.querySelector('.alg-wc-wl-remove-all')!.getAttribute('data-auto_hide')).toBe('true');
    const copy = doc.querySelector<HTMLAnchorElement>('.alg-wc-wl-social a.copy')!.getAttribute('href')!;
    expect(copy).toMatch(/\/wishlist\/\?share=[0-9a-f]{24}$/);
    expect(doc.querySelector('.alg-wc-wl-social a.facebook')!.getAttribute('href')).toContain(encodeURIComponent(copy));
    // Someone else opening the share link sees the list, read-only.
    const friend = new Client(shop.app);
    const shared = parseHtml(await friend.text(new URL(copy).pathname + new URL(copy).search));
    expect(shared.querySelectorAll('.alg-wc-wl-view-table tbody tr')).toHaveLength(2);
    expect(shared.querySelector('.alg-wc-wl-btn, .alg-wc-wl-remove-all, .alg-wc-wl-social')).toBeNull();
    expect((await friend.request('/wishlist/?share=0123456789abcdef01234567')).status).toBe(404);
  });

  it('a guest’s list joins the customer’s on login, and the guest cookie goes', async () => {
    const v = await visitor();
    await v.toggleItem(woolThrow.id);
    await logInCustomer(v.c);
    const page = await v.c.text('/shop/');
    expect(v.c.cookies.has('alg-wc-wl-user-id')).toBe(false);
    expect(parseHtml(page).querySelector('.alg-wc-wl-counter')!.textContent).toBe('1');
    const nonce = JSON.parse(/var alg_wc_wl_ajax = (\{.*?\});/.exec(page)![1]!).nonce as string;
    const res = await v.c.postForm(AJAX, { action: 'alg_wc_wl_get_wish_list', nonce });
    expect(((await res.json()) as { data: { wishlist: number[] } }).data.wishlist).toEqual([woolThrow.id]);
    // The same customer in another browser sees it too.
    const other = new Client(shop.app);
    await logInCustomer(other);
    expect(parseHtml(await other.text('/wishlist/')).querySelectorAll('.alg-wc-wl-view-table tbody tr')).toHaveLength(
      1,
    );
  });
});
