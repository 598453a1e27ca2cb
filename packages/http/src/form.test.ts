import { describe, expect, it } from 'vitest';
import { encodeForm, toSearchParams, withField, withQuery } from './form';

const decoded = (params: URLSearchParams) => decodeURIComponent(params.toString());

describe('encodeForm', () => {
  it('encodes nested objects and arrays the PHP (jQuery.param) way', () => {
    const params = encodeForm({
      action: 'get_table_with_product_bulk_table',
      product_id: 42,
      attributes: { attribute_pa_size: 'A4', attribute_colour: 'Blue & Red' },
      ids: [1, 2],
      rows: [{ id: 5, tags: ['a'] }],
      custom: { deep: { deeper: true } },
    });
    expect([...params]).toEqual([
      ['action', 'get_table_with_product_bulk_table'],
      ['product_id', '42'],
      ['attributes[attribute_pa_size]', 'A4'],
      ['attributes[attribute_colour]', 'Blue & Red'],
      ['ids[]', '1'],
      ['ids[]', '2'],
      ['rows[0][id]', '5'],
      ['rows[0][tags][]', 'a'],
      ['custom[deep][deeper]', 'true'],
    ]);
    expect(params.toString()).toContain('attributes%5Battribute_colour%5D=Blue+%26+Red');
  });

  it('sends null as an empty field and skips undefined', () => {
    expect(decoded(encodeForm({ a: null, b: undefined, c: 0 }))).toBe('a=&c=0');
  });
});

describe('withField', () => {
  it('copies and replaces a duplicate field (PHP keeps the last one)', () => {
    const original = new URLSearchParams('action=evil&x=1');
    const copy = withField(original, 'action', 'good');
    expect(copy.toString()).toBe('action=good&x=1');
    expect(original.toString()).toBe('action=evil&x=1');
  });

  it('keeps FormData as FormData, files included', () => {
    const data = new FormData();
    data.append('async-upload', new Blob(['x']), 'a.txt');
    const copy = withField(data, 'action', 'upload-attachment');
    expect(copy).toBeInstanceOf(FormData);
    expect((copy as FormData).get('action')).toBe('upload-attachment');
    expect((copy as FormData).get('async-upload')).toBeInstanceOf(Blob);
    expect(data.has('action')).toBe(false);
  });
});

describe('toSearchParams / withQuery', () => {
  it('turns the string fields of FormData into params', () => {
    const data = new FormData();
    data.append('a', '1');
    data.append('f', new Blob(['x']), 'f.txt');
    expect(toSearchParams(data).toString()).toBe('a=1');
  });

  it('appends with ? or &', () => {
    expect(withQuery('/x', { a: 1 })).toBe('/x?a=1');
    expect(withQuery('/x?b=2', { a: 1 })).toBe('/x?b=2&a=1');
    expect(withQuery('/x', {})).toBe('/x');
  });
});
