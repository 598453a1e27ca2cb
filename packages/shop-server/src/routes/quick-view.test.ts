import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { Client, closeParsers, parseHtml, testShop, type TestShop } from '../test/helpers';
import { quickViewRoutes } from './quick-view';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
  // What app.ts does once the route is registered.
  shop.app.route('/', quickViewRoutes());
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

describe('GET /quick-view/{id}/', () => {
  it('answers the product’s gallery, summary (h2 title) and variation form, with the product page’s globals', async () => {
    const res = await new Client(shop.app).request(`/quick-view/${FIXTURES.artPrint.id}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const doc = parseHtml(`<body>${await res.text()}</body>`);
    const product = doc.querySelector('div.product.quick-view-product')!;
    expect(product).not.toBeNull();
    expect(
      product.querySelectorAll('.woocommerce-product-gallery .woocommerce-product-gallery__image[data-thumb]'),
    ).toHaveLength(3);
    expect(product.querySelector('h2.product_title')!.textContent).toBe('Art print');
    expect(product.querySelector('h1')).toBeNull();
    expect(product.querySelector('form.variations_form')).not.toBeNull();
    expect(product.querySelector('.quick-view-details a')!.getAttribute('href')).toBe('/product/art-print/');
    const globals = JSON.parse(
      doc.querySelector('script[type="application/json"][data-quick-view-globals]')!.textContent!,
    );
    expect(globals.wc_single_product_params.i18n_product_gallery_trigger_text).toBe('View full-screen image gallery');
    expect(globals.wc_add_to_cart_variation_params.i18n_make_a_selection_text).toMatch(
      /^Please select some product options/,
    );
  });

  it('404 with a short fragment for an unknown or malformed id', async () => {
    const c = new Client(shop.app);
    expect((await c.request('/quick-view/999999/')).status).toBe(404);
    expect((await c.request('/quick-view/abc/')).status).toBe(404);
  });
});

describe('reviews on the product page', () => {
  it('a review with stars is stored and shown after the redirect; without stars it is refused', async () => {
    const c = new Client(shop.app);
    const base = {
      comment_post_ID: FIXTURES.artPrint.id,
      comment_parent: 0,
      author: 'Ada Reviewer',
      email: 'ada@example.co.uk',
      comment: 'Lovely colours.',
    };
    const refused = await c.postForm('/wp-comments-post.php', base);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Please select a rating');
    const res = await c.postForm('/wp-comments-post.php', { ...base, rating: 4 });
    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/product\/art-print\/#comment-\d+$/);
    const doc = parseHtml(await c.text(location.split('#')[0]!));
    const review = doc.getElementById(location.split('#')[1]!)!;
    expect(review.textContent).toContain('Ada Reviewer');
    expect(review.textContent).toContain('Lovely colours.');
    expect(review.querySelector('.star-rating')!.getAttribute('aria-label')).toBe('Rated 4.00 out of 5');
  });
});
