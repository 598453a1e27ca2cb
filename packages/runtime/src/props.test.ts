import { describe, expect, it } from 'vitest';
import { readRawProps } from './props';

describe('readRawProps', () => {
  it('reads data attributes, a JSON block and *_params globals', () => {
    document.body.innerHTML = `<div id="h" data-product_id="12" data-quantity="2"><script type="application/json" data-island-props>{"a":1}</script></div>`;
    (globalThis as Record<string, unknown>).wc_add_to_cart_params = { cart_url: '/cart/' };
    const raw = readRawProps(document.getElementById('h')!, { globals: ['wc_add_to_cart_params', 'missing_params'] });
    expect(raw.data).toEqual({ product_id: '12', quantity: '2' });
    expect(raw.json).toEqual({ a: 1 });
    expect(raw.params).toEqual({ wc_add_to_cart_params: { cart_url: '/cart/' }, missing_params: undefined });
    delete (globalThis as Record<string, unknown>).wc_add_to_cart_params;
  });

  it('survives broken JSON and reads a JSON block placed after the host', () => {
    document.body.innerHTML = `<div id="a"><script type="application/json" data-island-props>{nope</script></div><div id="b"></div><script type="application/json" data-island-props>[1]</script>`;
    expect(readRawProps(document.getElementById('a')!).json).toBeUndefined();
    expect(readRawProps(document.getElementById('b')!).json).toEqual([1]);
    expect(readRawProps(document.getElementById('b')!, { data: false, json: false })).toEqual({
      data: {},
      json: undefined,
      params: {},
    });
  });
});
