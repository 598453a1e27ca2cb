import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const names = (doc: Document) =>
  [...doc.querySelectorAll('ul.products li.product .woocommerce-loop-product__title')].map((h) => h.textContent);

describe('product listing markup for the listing islands', () => {
  it('prints the grid/list toggle, grid view by default, and the view from the gridcookie cookie', async () => {
    const doc = await page('/shop/');
    expect(doc.querySelector('nav.gridlist-toggle a#grid')?.getAttribute('aria-pressed')).toBe('true');
    expect(doc.querySelector('nav.gridlist-toggle a#list')?.getAttribute('aria-pressed')).toBe('false');
    expect(doc.querySelector('ul.products')?.classList.contains('grid')).toBe(true);
    const c = new Client(shop.app);
    c.cookies.set('gridcookie', 'list');
    const listed = await page('/product-category/textiles/', c);
    expect(listed.querySelector('ul.products')?.classList.contains('list')).toBe(true);
    expect(listed.querySelector('nav.gridlist-toggle a#list')?.classList.contains('active')).toBe(true);
  });

  it('prints a quick-view button after each add-to-cart button', async () => {
    const doc = await page('/shop/');
    const items = [...doc.querySelectorAll('ul.products li.product')];
    expect(items).toHaveLength(12);
    for (const li of items) {
      const qv = li.querySelector('a.button.quick-view-button')!;
      expect(qv.getAttribute('aria-haspopup')).toBe('dialog');
      expect(qv.getAttribute('data-product_id')).toMatch(/^\d+$/);
      expect(qv.getAttribute('href')).toBe(li.querySelector('a.woocommerce-LoopProduct-link')!.getAttribute('href'));
      expect(qv.querySelector('.screen-reader-text')?.textContent).toBe(`: ${li.querySelector('h2')!.textContent}`);
      // After the loop button (and its describedby span).
      expect(
        li
          .querySelector('a.add_to_cart_button, a.product_type_variable, a.product_type_simple')!
          .compareDocumentPosition(qv) & 4,
      ).toBeTruthy();
    }
  });

  it('pages of 12 + 12 + 7 with next links, every product once', async () => {
    const all: string[] = [];
    let path: string | null = '/shop/';
    const sizes: number[] = [];
    while (path) {
      const doc = await page(path);
      sizes.push(doc.querySelectorAll('ul.products li.product').length);
      all.push(...names(doc).map(String));
      path = doc.querySelector('nav.woocommerce-pagination a.next.page-numbers')?.getAttribute('href') ?? null;
    }
    expect(sizes).toEqual([12, 12, 7]);
    expect(new Set(all).size).toBe(31);
  });

  it('a category page marks its filter link current and keeps the listing regions', async () => {
    const doc = await page('/product-category/textiles/');
    expect(doc.querySelector('nav.widget_product_categories a[aria-current="page"]')?.getAttribute('href')).toBe(
      '/product-category/textiles/',
    );
    expect(doc.querySelector('form.woocommerce-ordering')?.getAttribute('action')).toBe('/product-category/textiles/');
    expect(doc.querySelector('p.woocommerce-result-count')).not.toBeNull();
  });
});

describe('blog and portfolio listings', () => {
  it('the blog is a masonry post listing with filters', async () => {
    const doc = await page('/blog/');
    const listing = doc.querySelector('div.post-listing')!;
    expect(listing.getAttribute('data-layout')).toBe('masonry');
    expect(listing.querySelectorAll('.post-grid > article.post-grid-item')).toHaveLength(4);
    expect(listing.querySelector('nav.post-filters a[aria-current="page"]')?.getAttribute('href')).toBe('/blog/');
    expect(listing.querySelector('nav.pagination a.next.page-numbers')?.getAttribute('href')).toBe('/blog/page/2/');
    expect((await page('/blog/page/2/')).querySelectorAll('.post-grid > article.post-grid-item')).toHaveLength(4);
    expect((await new Client(shop.app).request('/blog/page/3/')).status).toBe(404);
    const cat = await page('/blog/category/studio-news/');
    expect(cat.querySelectorAll('.post-grid > article.category-studio-news')).toHaveLength(4);
    expect(cat.querySelector('nav.post-filters a[aria-current="page"]')?.getAttribute('href')).toBe(
      '/blog/category/studio-news/',
    );
  });

  it('the portfolio is a fit-rows listing paginated by 4 with a next link, filters keep the category', async () => {
    const first = await page('/portfolio/');
    expect(first.querySelector('div.post-listing')?.getAttribute('data-layout')).toBe('fitRows');
    expect(first.querySelectorAll('.post-grid > li.post-grid-item')).toHaveLength(4);
    expect(first.querySelector('nav.pagination a.next.page-numbers')?.getAttribute('href')).toBe('/portfolio/page/2/');
    const second = await page('/portfolio/page/2/');
    expect(second.querySelectorAll('.post-grid > li.post-grid-item')).toHaveLength(2);
    expect(second.querySelector('nav.pagination a.next')).toBeNull();
    const textiles = await page('/portfolio/?category=textiles');
    expect(textiles.querySelectorAll('.post-grid > li.portfolio-category-textiles')).toHaveLength(3);
    expect(textiles.querySelector('nav.post-filters a[aria-current="page"]')?.getAttribute('href')).toBe(
      '/portfolio/?category=textiles',
    );
    expect((await new Client(shop.app).request('/portfolio/?category=nope')).status).toBe(404);
  });
});
