import { describe, expect, it } from 'vitest';
import { priceHtml } from '../views/format';
import { formatAmount } from './units';
import { parseQuantity } from './add-to-cart';
import { cartHash, cartItemKey } from './cart';
import { tierPrice, type Tier } from './catalog';
import { createNonce, verifyNonce } from './session';

describe('nonces', () => {
  it('are 10 hex characters, stable per secret and action', () => {
    const n = createNonce('secret-a', 'wp_rest');
    expect(n).toMatch(/^[0-9a-f]{10}$/);
    expect(createNonce('secret-a', 'wp_rest')).toBe(n);
    expect(createNonce('secret-a', 'wc_store_api')).not.toBe(n);
    expect(createNonce('secret-b', 'wp_rest')).not.toBe(n);
  });

  it('verify only for the same secret and action', () => {
    const n = createNonce('s', 'woocommerce-cart');
    expect(verifyNonce('s', 'woocommerce-cart', n)).toBe(true);
    expect(verifyNonce('s', 'wp_rest', n)).toBe(false);
    expect(verifyNonce('t', 'woocommerce-cart', n)).toBe(false);
    expect(verifyNonce('s', 'woocommerce-cart', undefined)).toBe(false);
    expect(verifyNonce('s', 'woocommerce-cart', `${n}0`)).toBe(false);
  });
});

describe('basket helpers', () => {
  it('hashes an empty basket as the empty string', () => {
    expect(cartHash([], 0)).toBe('');
  });

  it('keys lines by product, variation and attributes regardless of attribute order', () => {
    const a = cartItemKey(101, 1002, { attribute_pa_size: 'a4', attribute_pa_type: 'giclee' });
    const b = cartItemKey(101, 1002, { attribute_pa_type: 'giclee', attribute_pa_size: 'a4' });
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(cartItemKey(101, 1003, {})).not.toBe(a);
  });

  it('parses quantities as whole numbers of at least 1', () => {
    expect(parseQuantity(undefined)).toBe(1);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(2)).toBe(2);
    for (const bad of ['0', '-1', 'abc', '1.5', '2x']) expect(parseQuantity(bad)).toBeNull();
  });

  it('prices by tier, else the base price', () => {
    const tiers: Tier[] = [
      { object_id: 1, min_qty: 1, max_qty: 9, unit_price: 350 },
      { object_id: 1, min_qty: 10, max_qty: null, unit_price: 300 },
    ];
    expect(tierPrice(tiers, 1, 999)).toBe(350);
    expect(tierPrice(tiers, 10, 999)).toBe(300);
    expect(tierPrice(tiers, 500, 999)).toBe(300);
    expect(tierPrice(undefined, 5, 999)).toBe(999);
  });
});

describe('prices', () => {
  it('formats pence as pounds with WooCommerce markup', () => {
    expect(formatAmount(1000)).toBe('10.00');
    expect(formatAmount(123456)).toBe('1,234.56');
    expect(String(priceHtml(350))).toBe(
      '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&pound;</span>3.50</bdi></span>',
    );
  });
});
