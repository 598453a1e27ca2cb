/** Item mapping (spec §3 'Product as exposed to analytics', §9 'Locale and analytics'). */
import { describe, expect, it } from 'vitest';
import type { AnalyticsCart, AnalyticsProduct } from './contract';
import { checkoutParams, purchaseParams } from './analytics-order';
import { fromMinor, toItem, unitPrice } from './items';

const print = {
  id: 31,
  sku: 'PRINT-A4',
  name: 'Art print',
  categories: [{ name: 'Prints' }, { name: 'Prints and cards' }],
  prices: { price: '1000', currency_minor_unit: 2 },
};

describe('analytics items', () => {
  it('prices are minor units over 10^currency_minor_unit', () => {
    expect(fromMinor('1000', 2)).toBe(10);
    expect(fromMinor(1999, 2)).toBe(19.99);
    expect(fromMinor(500, 0)).toBe(500);
    expect(fromMinor('x', 2)).toBe(0);
    expect(fromMinor(12345, 3)).toBe(12.345);
  });

  it('maps a product: id, name, categories, quantity, price', () => {
    expect(toItem(print, 2)).toEqual({
      item_id: '31',
      item_name: 'Art print',
      item_category: 'Prints',
      item_category2: 'Prints and cards',
      quantity: 2,
      price: 10,
    });
  });

  it('uses the SKU as item_id when the shop identifies by SKU (the id without one)', () => {
    expect(toItem(print, 1, { identifier: 'product_sku' }).item_id).toBe('PRINT-A4');
    expect(toItem({ ...print, sku: '' }, 1, { identifier: 'product_sku' }).item_id).toBe('31');
  });

  it('sends at most 5 category levels', () => {
    const categories = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name) => ({ name }));
    const item = toItem({ ...print, categories });
    expect(item).toMatchObject({
      item_category: 'A',
      item_category2: 'B',
      item_category3: 'C',
      item_category4: 'D',
      item_category5: 'E',
    });
    expect(item).not.toHaveProperty('item_category6');
    expect(Object.keys(item).filter((k) => k.startsWith('item_category'))).toHaveLength(5);
  });

  it('uses price_after_coupon_discount only when it is lower', () => {
    expect(unitPrice({ ...print, price_after_coupon_discount: 800 }, 1)).toBe(8);
    expect(unitPrice({ ...print, price_after_coupon_discount: 1200 }, 1)).toBe(10);
  });

  it('a line_total gives the unit price after discounts', () => {
    expect(unitPrice({ ...print, quantity: 3, totals: { line_total: '2700' } }, 3)).toBe(9);
    expect(toItem({ ...print, quantity: 3, totals: { line_total: 2700 } })).toMatchObject({ quantity: 3, price: 9 });
  });

  it('names the variation (string or the Store API attribute list)', () => {
    expect(toItem({ ...print, variation: 'A3' }).item_variant).toBe('A3');
    expect(
      toItem({
        ...print,
        variation: [
          { attribute: 'Size', value: 'A3' },
          { attribute: 'Paper', value: 'Matt' },
        ],
      }).item_variant,
    ).toBe('Size: A3, Paper: Matt');
    expect(toItem(print)).not.toHaveProperty('item_variant');
  });

  it('builds begin_checkout and purchase parameters in GBP', () => {
    const cart = {
      items: [{ ...print, quantity: 2, totals: { line_total: 2000 } }],
      coupons: [{ code: 'save10' }],
      totals: { currency_code: 'GBP', total_price: '2395', currency_minor_unit: 2 },
    };
    expect(checkoutParams(cart, {})).toEqual({
      currency: 'GBP',
      value: 23.95,
      coupon: 'save10',
      items: [expect.objectContaining({ item_id: '31', quantity: 2, price: 10 })],
    });
    const order = {
      id: 1001,
      affiliation: 'Storefront',
      totals: { total_price: 2395, tax_total: 399, shipping_total: 395, currency_code: 'GBP', currency_minor_unit: 2 },
      items: cart.items,
    };
    expect(purchaseParams(order, {})).toMatchObject({
      transaction_id: '1001',
      affiliation: 'Storefront',
      currency: 'GBP',
      value: 23.95,
      tax: 3.99,
      shipping: 3.95,
    });
  });

  it('never throws on hostile page data: prototype-less objects, wrong types, nulls (found by the props fuzzer)', () => {
    const bare = Object.create(null) as Record<string, unknown>;
    const hostile = { id: bare, sku: bare, name: bare, categories: 'Prints', variation: [null, { value: bare }] };
    expect(toItem(hostile as unknown as AnalyticsProduct, 1, { identifier: 'product_sku' })).toEqual({
      item_id: '',
      item_name: '',
      quantity: 1,
      price: 0,
    });
    const cart = { items: 'x', coupons: [null, { code: bare }, { code: 'SAVE' }] } as unknown as AnalyticsCart;
    expect(checkoutParams(cart, {})).toMatchObject({ coupon: 'SAVE', items: [] });
    expect(purchaseParams({ id: bare, items: [7, null] } as never, {})).toMatchObject({
      transaction_id: '',
      items: [],
    });
  });
});
