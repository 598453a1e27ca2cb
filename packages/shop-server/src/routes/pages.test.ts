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

const page = async (path: string, c = new Client(shop.app)): Promise<Document> => parseHtml(await c.text(path));

/** Evaluates the inline globals script and returns the globals it defines. */
function globalsOf(doc: Document): Record<string, Record<string, unknown>> {
  const src = doc.querySelector('script#storefront-globals')!.textContent!;
  const names = [...src.matchAll(/^var (\w+) =/gm)].map((m) => m[1]!);
  return new Function(`${src}; return { ${names.join(', ')} };`)() as Record<string, Record<string, unknown>>;
}

describe('every page', () => {
  it('has the shell: lang, landmarks, skip link, basket link, mini-basket and the loader', async () => {
    const doc = await page('/');
    expect(doc.documentElement.getAttribute('lang')).toBe('en-GB');
    expect(doc.querySelector('a.skip-link[href="#main"]')).not.toBeNull();
    expect(doc.querySelector('header nav[aria-label="Primary"]')).not.toBeNull();
    expect(doc.querySelector('main#main')).not.toBeNull();
    expect(doc.querySelector('footer')).not.toBeNull();
    expect(doc.querySelector('header a.cart-contents[href="/cart/"]')).not.toBeNull();
    expect(
      doc.querySelector('div.widget.woocommerce.widget_shopping_cart > div.widget_shopping_cart_content'),
    ).not.toBeNull();
    expect(doc.querySelector('script[type="module"][src="/assets/loader.js"]')).not.toBeNull();
    expect(doc.querySelector('script[src="/assets/vendor/jquery.min.js"]')).toBeNull();
    expect(doc.querySelector('title')?.textContent).toContain('Loom & Press');
  });

  it('prints the Consent API stub as the first script of the head (so wp_has_consent answers from the start)', async () => {
    const doc = await page('/shop/');
    const first = doc.querySelector('head script')!;
    expect(first.id).toBe('wp-consent-api-stub');
    expect(first.getAttribute('nonce')).toBe(doc.querySelector('script#storefront-globals')!.getAttribute('nonce'));
    expect(first.textContent).toContain('wp_has_consent');
  });

  it('prints WooCommerce’s globals with the session’s nonces', async () => {
    const c = new Client(shop.app);
    const g = globalsOf(await page('/cart/', c));
    expect(g.wc_add_to_cart_params).toEqual({
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
      i18n_view_cart: 'View basket',
      cart_url: '/cart/',
      is_cart: true,
      cart_redirect_after_add: 'no',
    });
    expect(g.woocommerce_params).toEqual({
      ajax_url: '/wp-admin/admin-ajax.php',
      wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    });
    expect(g.wc_cart_fragments_params).toMatchObject({ request_timeout: 5000 });
    expect(g.wc_cart_fragments_params!.cart_hash_key).toMatch(/^wc_cart_hash_/);
    expect(g.wpApiSettings).toEqual({ root: '/wp-json/', nonce: await c.restNonce(), versionString: 'wp/v2/' });
    expect(g.wcBlocksMiddlewareConfig!.storeApiNonce).toBe(await c.storeNonce());
    expect(typeof g.wcBlocksMiddlewareConfig!.wcStoreApiNonceTimestamp).toBe('number');
  });

  it('adds jQuery before the loader with ?with-jquery=1', async () => {
    const doc = await page('/shop/?with-jquery=1');
    const scripts = [...doc.querySelectorAll('head script[src]')].map((s) => s.getAttribute('src'));
    expect(scripts).toEqual(['/assets/vendor/jquery.min.js', '/assets/loader.js']);
  });

  it('has unique ids', async () => {
    for (const path of ['/', '/shop/', '/product/art-print/', '/blog/how-we-print-our-giclee-art-prints/']) {
      const ids = [...(await page(path)).querySelectorAll('[id]')].map((e) => e.id);
      expect(ids.length).toBe(new Set(ids).size);
    }
  });
});

describe('listings', () => {
  it('paginates 12 a page with a result count, sort form and next link', async () => {
    const doc = await page('/shop/');
    expect(doc.querySelectorAll('ul.products > li.product')).toHaveLength(12);
    expect(doc.querySelector('p.woocommerce-result-count')?.textContent).toBe('Showing 1–12 of 31 results');
    expect(doc.querySelector('form.woocommerce-ordering select.orderby[name="orderby"]')).not.toBeNull();
    expect(doc.querySelector('nav.woocommerce-pagination a.next.page-numbers')?.getAttribute('href')).toBe(
      '/shop/page/2/',
    );
    const last = await page('/shop/page/3/');
    expect(last.querySelectorAll('ul.products > li.product')).toHaveLength(7);
    expect(last.querySelector('a.next.page-numbers')).toBeNull();
    expect((await new Client(shop.app).request('/shop/page/4/')).status).toBe(404);
  });

  it('renders the loop button exactly like WooCommerce', async () => {
    const doc = await page('/shop/');
    const simple = doc.querySelector(`a[data-product_id="${FIXTURES.greetingCard.id}"]`)!;
    expect(simple.getAttribute('href')).toBe(`?add-to-cart=${FIXTURES.greetingCard.id}`);
    expect(simple.className).toBe('button product_type_simple add_to_cart_button ajax_add_to_cart');
    expect(simple.getAttribute('data-quantity')).toBe('1');
    expect(simple.getAttribute('data-product_sku')).toBe(FIXTURES.greetingCard.sku);
    expect(simple.getAttribute('aria-label')).toBe('Add to basket: “Greeting card”');
    expect(simple.getAttribute('rel')).toBe('nofollow');
    expect(simple.getAttribute('data-success_message')).toBe('“Greeting card” has been added to your basket');
    expect(simple.textContent).toBe('Add to basket');
    const variable = doc.querySelector(`a[data-product_id="${FIXTURES.artPrint.id}"]`)!;
    expect(variable.textContent).toBe('Select options');
    expect(variable.classList.contains('ajax_add_to_cart')).toBe(false);
    expect(variable.getAttribute('href')).toBe('/product/art-print/');
    const price = doc.querySelector(
      'li.product .price span.woocommerce-Price-amount.amount > bdi > span.woocommerce-Price-currencySymbol',
    );
    expect(price?.textContent).toBe('£');
  });

  it('sorts by price and filters by category', async () => {
    const sorted = await page('/shop/?orderby=price');
    const first = sorted.querySelector('ul.products > li.product .woocommerce-loop-product__title')?.textContent;
    expect(first).toBe('Birthday card');
    expect(sorted.querySelector('select.orderby option[selected]')?.getAttribute('value')).toBe('price');
    expect(sorted.querySelector('a.next.page-numbers')?.getAttribute('href')).toBe('/shop/page/2/?orderby=price');
    const prints = await page('/product-category/prints-and-cards/');
    expect(prints.querySelectorAll('ul.products > li.product')).toHaveLength(12);
    expect(prints.querySelector('nav.widget_product_categories a[aria-current="page"]')?.textContent).toBe(
      'Prints and cards',
    );
  });
});

describe('product page', () => {
  it('renders a variable product with its variations form', async () => {
    const doc = await page('/product/art-print/');
    expect(doc.querySelector('h1.product_title')?.textContent).toBe('Art print');
    expect(doc.querySelector('p.price')?.textContent).toContain('£10.00');
    const gallery = doc.querySelector('div.woocommerce-product-gallery[data-columns]')!;
    expect(
      gallery.querySelectorAll(
        '.woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image[data-thumb]',
      ),
    ).toHaveLength(3);
    expect(
      gallery.querySelector('.woocommerce-product-gallery__image a img')?.getAttribute('data-large_image_width'),
    ).toBe('1200');
    const form = doc.querySelector('form.variations_form.cart')!;
    expect(form.getAttribute('data-product_id')).toBe(String(FIXTURES.artPrint.id));
    const variations = JSON.parse(form.getAttribute('data-product_variations')!) as Array<Record<string, unknown>>;
    expect(variations).toHaveLength(6);
    const oos = variations.find((v) => v.variation_id === FIXTURES.artPrint.variations.a3Framed)!;
    expect(oos).toMatchObject({ is_in_stock: false, variation_is_active: true, is_sold_individually: 'no' });
    expect(oos.availability_html).toContain('Out of stock');
    const own = variations.find((v) => v.variation_id === FIXTURES.artPrint.variations.a4Framed)!;
    expect((own.image as { src: string }).src).toContain('art-print-a4-framed');
    for (const key of [
      'price_html',
      'display_price',
      'weight_html',
      'dimensions_html',
      'sku',
      'min_qty',
      'max_qty',
      'image_id',
      'attributes',
    ]) {
      expect(own).toHaveProperty(key);
    }
    const select = form.querySelector('table.variations select[name="attribute_pa_size"]')!;
    expect(select.getAttribute('data-attribute_name')).toBe('attribute_pa_size');
    expect(doc.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Size');
    expect(select.querySelector('option[value=""]')?.textContent).toBe('Choose an option');
    expect(form.querySelector('a.reset_variations')?.textContent).toBe('Clear');
    const wrap = form.querySelector('div.single_variation_wrap')!;
    expect(wrap.querySelector('div.woocommerce-variation.single_variation')).not.toBeNull();
    const button = wrap.querySelector('div.woocommerce-variation-add-to-cart.variations_button')!;
    expect(button.querySelector('div.quantity input.input-text.qty.text[name="quantity"]')).not.toBeNull();
    expect(button.querySelector('button.single_add_to_cart_button.button.alt')).not.toBeNull();
    expect(button.querySelector('input[name="add-to-cart"]')?.getAttribute('value')).toBe(String(FIXTURES.artPrint.id));
    expect(button.querySelector('input.variation_id[name="variation_id"]')?.getAttribute('value')).toBe('0');
    expect(doc.querySelector('.product_meta span.sku')?.textContent).toBe(FIXTURES.artPrint.sku);
    expect(doc.querySelector('div.woocommerce-tabs.wc-tabs-wrapper ul.tabs.wc-tabs[role="tablist"]')).not.toBeNull();
    for (const id of ['tab-description', 'tab-additional_information', 'tab-reviews'])
      expect(doc.getElementById(id)).not.toBeNull();
    expect(
      doc.querySelector(
        '#tab-additional_information table.shop_attributes .woocommerce-product-attributes-item--weight',
      ),
    ).not.toBeNull();
    expect(
      doc.querySelector('#tab-additional_information .woocommerce-product-attributes-item--dimensions'),
    ).not.toBeNull();
    expect(doc.querySelectorAll('section.related ul.products > li.product').length).toBeGreaterThan(0);
  });

  it('prints false for variations above the threshold', async () => {
    for (const slug of [FIXTURES.cushionCover.slug, FIXTURES.curtains.slug]) {
      const form = (await page(`/product/${slug}/`)).querySelector('form.variations_form')!;
      expect(form.getAttribute('data-product_variations')).toBe('false');
    }
  });

  it('renders a simple product form with a labelled quantity', async () => {
    const doc = await page('/product/linen-cushion/');
    const form = doc.querySelector('form.cart:not(.variations_form)')!;
    const qty = form.querySelector('div.quantity > input.input-text.qty.text')!;
    expect(qty.getAttribute('min')).toBe('1');
    expect(qty.getAttribute('max')).toBe('8');
    expect(qty.getAttribute('step')).toBe('1');
    expect(doc.querySelector(`label[for="${qty.id}"]`)?.textContent).toBe('Linen cushion quantity');
    expect(
      form.querySelector('button.single_add_to_cart_button.button.alt[name="add-to-cart"]')?.getAttribute('value'),
    ).toBe(String(FIXTURES.linenCushion.id));
    expect(doc.querySelector('p.stock.in-stock')?.textContent).toBe('8 in stock');
  });

  it('shows the bulk table container with its ids', async () => {
    const doc = await page('/product/christmas-card-pack/');
    const box = doc.querySelector('.wdp_bulk_table_content')!;
    expect(JSON.parse(box.getAttribute('data-available-ids')!)).toEqual(FIXTURES.christmasPack.bulkTableIds);
    expect(box.querySelectorAll('tbody tr')).toHaveLength(3);
    expect((await page('/product/wool-throw/')).querySelector('.wdp_bulk_table_content')).toBeNull();
  });

  it('adds through the no-JavaScript form and shows the notice with a View basket link', async () => {
    const c = new Client(shop.app);
    await c.text('/product/art-print/');
    const res = await c.postForm('/product/art-print/', {
      'add-to-cart': FIXTURES.artPrint.id,
      product_id: FIXTURES.artPrint.id,
      variation_id: 0,
      attribute_pa_size: 'a3',
      attribute_pa_type: 'giclee',
      quantity: 1,
    });
    expect(res.status).toBe(303);
    const doc = await page(res.headers.get('location')!, c);
    const notice = doc.querySelector('.woocommerce-notices-wrapper .woocommerce-message')!;
    expect(notice.textContent).toContain('“Art print” has been added to your basket.');
    expect(notice.querySelector('a.button.wc-forward')?.textContent).toBe('View basket');
    expect(doc.querySelector('a.cart-contents .count')?.textContent).toBe('1 item');
  });

  it('adds through ?add-to-cart= and redirects without it', async () => {
    const c = new Client(shop.app);
    const res = await c.request(`/shop/page/2/?orderby=price&add-to-cart=${FIXTURES.greetingCard.id}&quantity=2`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/shop/page/2/?orderby=price');
    expect((await c.storeCart()).items_count).toBe(2);
  });
});

describe('basket, checkout and content pages', () => {
  it('renders the basket table and the empty state', async () => {
    const c = new Client(shop.app);
    expect((await page('/cart/', c)).querySelector('.cart-empty')?.textContent).toBe('Your basket is currently empty.');
    await c.postForm('/?wc-ajax=add_to_cart', { product_id: FIXTURES.woolThrow.id });
    const doc = await page('/cart/', c);
    const link = doc.querySelector('form.woocommerce-cart-form a.remove')!;
    for (const a of ['data-product_id', 'data-product_sku', 'data-cart_item_key'])
      expect(link.getAttribute(a)).toBeTruthy();
    expect(doc.querySelector('input.qty')?.getAttribute('name')).toMatch(/^cart\[[0-9a-f]{32}\]\[qty\]$/);
    expect(doc.querySelector('button[name="update_cart"]')?.textContent).toBe('Update basket');
    expect(doc.querySelector('.cart_totals .order-total')?.textContent).toContain('£85.00');
  });

  it('renders the checkout, order received, account, terms, payment methods, blog, post and portfolio pages', async () => {
    const c = new Client(shop.app);
    for (const path of [
      '/checkout/',
      '/checkout/order-received/',
      '/my-account/',
      '/terms/',
      '/my-account/payment-methods/',
      '/blog/',
      '/portfolio/',
    ]) {
      expect((await c.request(path)).status).toBe(200);
    }
    // An order that does not exist (or a wrong key) is not found.
    expect((await c.request('/checkout/order-received/1234/')).status).toBe(404);
    const blog = await page('/blog/');
    expect(blog.querySelectorAll('article.post').length).toBe(4);
    const post = await page(`/blog/${FIXTURES.blogPost.slug}/`);
    expect(post.querySelector('ol.commentlist > li.comment > ol.children > li.comment[id^="comment-"]')).not.toBeNull();
    const reply = post.querySelector('a.comment-reply-link')!;
    expect(reply.getAttribute('data-commentid')).toBeTruthy();
    expect(reply.getAttribute('data-belowelement')).toMatch(/^div-comment-\d+$/);
    expect(post.querySelector('#respond form#commentform input#comment_parent')?.getAttribute('value')).toBe('0');
  });

  it('posts a threaded reply', async () => {
    const c = new Client(shop.app);
    const res = await c.postForm('/wp-comments-post.php', {
      comment_post_ID: FIXTURES.blogPost.id,
      comment_parent: 1,
      author: 'Test Person',
      email: 'test@example.co.uk',
      comment: 'A reply from a test',
    });
    expect(res.status).toBe(302);
    const id = /#comment-(\d+)$/.exec(res.headers.get('location')!)![1];
    const post = await page(`/blog/${FIXTURES.blogPost.slug}/`);
    expect(post.querySelector(`#comment-1 ol.children > #comment-${id}`)?.textContent).toContain('A reply from a test');
  });

  it('answers unknown routes with a 404 page', async () => {
    const res = await new Client(shop.app).request('/no/such/page/');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
  });
});
