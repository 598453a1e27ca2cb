import { describe, expect, it } from 'vitest';
import { quantitiesValid } from './quantity';

const input = (attrs: string) => {
  document.body.innerHTML = `<form><input type="number" class="qty" ${attrs}></form>`;
  return document.querySelector('input')!;
};

describe('basket quantity check before an update', () => {
  it('refuses an update while a quantity breaks its min, max or step', () => {
    const field = input('value="3" min="0" max="8" step="1"');
    const form = field.form!;
    expect(quantitiesValid(form, 'input.qty')).toBe(true);
    field.value = '9';
    expect(quantitiesValid(form, 'input.qty')).toBe(false);
    field.value = '-1';
    expect(quantitiesValid(form, 'input.qty')).toBe(false);
  });
});
