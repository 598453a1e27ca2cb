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

const pdfjs = () => import('pdfjs-dist/legacy/build/pdf.mjs');

describe('flip-book pages', () => {
  it("prints the catalogue as DearFlip's inline book with its options script (carrying the CSP nonce)", async () => {
    const res = await new Client(shop.app).request('/catalogue/');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const doc = parseHtml(await res.text());
    const book = doc.querySelector('div._df_book#df_101')!;
    expect(book.getAttribute('source')).toBe('/flip-book/docs/catalogue.pdf');
    expect(book.getAttribute('data-title')).toBe('Autumn catalogue');
    const script = doc.querySelector('script.df-shortcode-script')!;
    expect(script.getAttribute('nonce')).toBe(nonce);
    expect(script.textContent).toMatch(/^window\.option_df_101 = \{"source":"\/flip-book\/docs\/catalogue\.pdf",/);
    const thumb = doc.querySelector('div._df_thumb#df_102')!;
    expect(thumb.getAttribute('source')).toBe('/flip-book/docs/lookbook.pdf');
    expect(thumb.textContent).toBe('Open the lookbook');
  });

  it('has a page per document, and 404 for an unknown one', async () => {
    const client = new Client(shop.app);
    const res = await client.request('/flip-book/bench-300/');
    expect(res.status).toBe(200);
    expect(
      parseHtml(await res.text())
        .querySelector('div._df_book')!
        .getAttribute('source'),
    ).toBe('/flip-book/docs/bench-300.pdf');
    expect((await client.request('/flip-book/nope/')).status).toBe(404);
  });
});

describe('flip-book documents', () => {
  it('serves the generated catalogue: 24 pages, an outline of chapters and sections, searchable text', async () => {
    const res = await new Client(shop.app).request('/flip-book/docs/catalogue.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const data = new Uint8Array(await res.arrayBuffer());
    const { getDocument } = await pdfjs();
    const doc = await getDocument({ data, isEvalSupported: false, verbosity: 0 }).promise;
    try {
      expect(doc.numPages).toBe(24);
      const outline = await doc.getOutline();
      expect(outline.map((o) => o.title)).toEqual(['Textiles', 'Prints and cards', 'Ceramics', 'Stationery']);
      expect(outline[0]!.items.map((o) => o.title)).toEqual(['Linen aprons', 'Tea towels', 'Cushion covers']);
      const prints = outline[1]!.dest as unknown[];
      expect(await doc.getPageIndex(prints[0] as never)).toBe(6);
      const text = await (await doc.getPage(2)).getTextContent();
      expect(text.items.map((i) => ('str' in i ? i.str : '')).join(' ')).toContain('Linen aprons');
    } finally {
      await doc.destroy();
    }
  });

  it('serves the 300-page benchmark document, and 404 for an unknown or malformed name', async () => {
    const client = new Client(shop.app);
    const res = await client.request('/flip-book/docs/bench-300.pdf');
    const { getDocument } = await pdfjs();
    const doc = await getDocument({ data: new Uint8Array(await res.arrayBuffer()), verbosity: 0 }).promise;
    expect(doc.numPages).toBe(300);
    await doc.destroy();
    expect((await client.request('/flip-book/docs/other.pdf')).status).toBe(404);
    expect((await client.request('/flip-book/docs/..%2Fpackage.json')).status).toBe(404);
  });
});
