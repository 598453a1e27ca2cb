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

describe('header search, /?s= (spec §2 site-wide elements)', () => {
  it('lists the products matching the term', async () => {
    const res = await new Client(shop.app).request('/?s=cushion');
    expect(res.status).toBe(200);
    const doc = parseHtml(await res.text());
    expect(doc.querySelector('h1')?.textContent).toBe('Search results for: “cushion”');
    const names = [...doc.querySelectorAll('ul.products .woocommerce-loop-product__title')].map((h) => h.textContent);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => /cushion/i.test(n ?? ''))).toBe(true);
    expect(doc.querySelector('form.search-form input[name="s"]')).not.toBeNull();
  });

  it('says so when nothing matches, and treats % and _ as themselves', async () => {
    for (const term of ['zzzz-nothing', '%', '_']) {
      const doc = parseHtml(await new Client(shop.app).text(`/?s=${encodeURIComponent(term)}`));
      expect(doc.querySelector('ul.products')).toBeNull();
      expect(doc.querySelector('.woocommerce-info')?.textContent).toBe(
        'No products were found matching your selection.',
      );
    }
  });

  it('escapes the term in the page', async () => {
    const html = await new Client(shop.app).text('/?s=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;');
  });
});
