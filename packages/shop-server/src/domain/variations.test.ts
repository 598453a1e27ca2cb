import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVariationIndexFromCompact } from '@storefront/variations';
import { FIXTURES } from '../fixtures';
import { testShop, type TestShop } from '../test/helpers';
import { variationForm } from '../views/variation-form';
import { attributesOf, productById, variationsOf } from './catalog';
import { availableVariations } from '../views/variation-json';
import { compactVariationIndex, variationIndexJson, visibleVariations } from './variations';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(() => shop.close());

const sizes = async (id: number) => {
  const product = (await productById(shop.db, id))!;
  const attributes = await attributesOf(shop.db, id);
  const json = (await variationIndexJson(shop.db, attributes, product))!;
  const full = JSON.stringify(availableVariations(await visibleVariations(shop.db, product)));
  return {
    product,
    attributes,
    json,
    raw: json.length,
    gz: gzipSync(json).length,
    fullRaw: full.length,
    fullGz: gzipSync(full).length,
  };
};

describe('compact variation index (large products)', () => {
  it('encodes the 1,000 curtains compactly and decodes to the same matches', async () => {
    const s = await sizes(FIXTURES.curtains.id);
    console.log(
      `curtains (1,000 variations): index ${s.raw} B (${s.gz} B gz); full data-product_variations would be ${s.fullRaw} B (${s.fullGz} B gz)`,
    );
    expect(s.raw).toBeLessThan(25_000);
    const index = createVariationIndexFromCompact(s.json);
    expect(index.size).toBe(1000);
    expect(index.attributeNames).toEqual(['attribute_pa_width', 'attribute_pa_drop', 'attribute_pa_fabric']);
    const found = index.find({
      attribute_pa_width: '100cm',
      attribute_pa_drop: '120cm',
      attribute_pa_fabric: 'linen-natural',
    });
    expect(found?.variationId).toBe(FIXTURES.curtains.firstVariation);
  });

  it('encodes the 40-variation cushion cover, with its out-of-stock rows flagged', async () => {
    const s = await sizes(FIXTURES.cushionCover.id);
    console.log(
      `cushion cover (40 variations): index ${s.raw} B (${s.gz} B gz); full would be ${s.fullRaw} B (${s.fullGz} B gz)`,
    );
    expect(s.raw).toBeLessThan(1_500);
    const compact = compactVariationIndex(s.attributes, await variationsOf(shop.db, s.product.id));
    const stride = compact.attributes.length + 2;
    const outOfStock = compact.rows.filter((_, i) => i % stride === stride - 1).filter((flags) => !(flags & 4));
    expect(outOfStock.length).toBeGreaterThan(0);
  });

  it('is printed as data-variation-index only when the variations are not embedded', async () => {
    const product = (await productById(shop.db, FIXTURES.cushionCover.id))!;
    const attributes = await attributesOf(shop.db, product.id);
    const variationIndex = await variationIndexJson(shop.db, attributes, product);
    const page = String(variationForm({ product, attributes, variations: false, selected: {}, variationIndex }));
    const attr = /data-variation-index="([^"]*)"/.exec(page)?.[1];
    expect(attr).toBeDefined();
    const decoded = attr!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    expect(JSON.parse(decoded)).toEqual(JSON.parse(variationIndex!));
    const small = String(variationForm({ product, attributes, variations: [], selected: {}, variationIndex }));
    expect(small).not.toContain('data-variation-index');
  });
});
