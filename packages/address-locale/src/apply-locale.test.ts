import { beforeEach, describe, expect, it } from 'vitest';
import { addressFormMarkup } from './address-form.fixture';
import { applyLocale, sortRowsByPriority } from './apply-locale';
import { buildAddressData } from './server';

const data = buildAddressData();
const texts = { required: 'required', optional: 'optional', selectState: 'Select an option…' };

let root: HTMLElement;
const $ = <T extends Element = HTMLElement>(sel: string): T => {
  const el = root.querySelector<T>(sel);
  if (!el) throw new Error(`missing ${sel}`);
  return el;
};
const state = (): HTMLInputElement | HTMLSelectElement => $('#billing_state');
const labelOf = (key: string): string => $(`#billing_${key}_field label`).textContent ?? '';
const rowOrder = (): string[] =>
  Array.from(root.querySelectorAll('.form-row')).map((r) => r.id.replace(/^billing_|_field$/g, ''));
const apply = (country: string) => applyLocale(root, country, 'billing', data, texts);

beforeEach(() => {
  document.body.innerHTML = `<form class="checkout">${addressFormMarkup('billing')}</form>`;
  root = document.querySelector('form') as HTMLElement;
});

describe('applyLocale — state field switching (spec §4)', () => {
  it('a country with states gets a select with "Select an option…" first', () => {
    const result = apply('US');
    const el = state();
    expect(el).toBeInstanceOf(HTMLSelectElement);
    expect(result.state).toMatchObject({ kind: 'select', replaced: true });
    const options = Array.from((el as HTMLSelectElement).options);
    expect(options[0]).toMatchObject({ value: '', textContent: 'Select an option…' });
    expect(options.map((o) => o.value)).toEqual(expect.arrayContaining(['CA', 'AA', 'AE', 'AP']));
    expect(el.getAttribute('name')).toBe('billing_state');
    expect(el.getAttribute('autocomplete')).toBe('address-level1');
    expect(el.classList.contains('state_select')).toBe(true);
    expect(el.classList.contains('extra-class')).toBe(true);
    expect($('#billing_state_field').hidden).toBe(false);
  });

  it('a country with an empty list gets a hidden, cleared input and a hidden row', () => {
    apply('US');
    (state() as HTMLSelectElement).value = 'CA';
    apply('DE');
    const el = state() as HTMLInputElement;
    expect(el.type).toBe('hidden');
    expect(el.value).toBe('');
    expect($('#billing_state_field').hidden).toBe(true);
    expect($('#billing_state_field').classList.contains('validate-required')).toBe(false);
  });

  it('an unknown country gets a free-text input again', () => {
    apply('US');
    apply('GB');
    const el = state() as HTMLInputElement;
    expect(el.tagName).toBe('INPUT');
    expect(el.type).toBe('text');
    expect(el.classList.contains('input-text')).toBe(true);
    expect($('#billing_state_field').hidden).toBe(false);
  });

  it('keeps the value when it is still valid, drops it otherwise', () => {
    (state() as HTMLInputElement).value = 'Kent';
    apply('AE'); // text → text keeps typed text
    expect(state().value).toBe('Kent');
    apply('US'); // 'Kent' is no US state
    expect(state().value).toBe('');
    (state() as HTMLSelectElement).value = 'CA';
    const again = apply('US'); // same list: kept, element reused
    expect(state().value).toBe('CA');
    expect(again.state?.replaced).toBe(false);
    apply('CA'); // Canada has no province 'CA'
    expect(state().value).toBe('');
    (state() as HTMLSelectElement).value = 'QC';
    apply('GB'); // a code means nothing as free text
    expect(state().value).toBe('');
  });
});

describe('applyLocale — labels, markers, required, visibility', () => {
  it('re-labels with the "*" marker WooCommerce prints and sets aria-required', () => {
    apply('IE');
    expect(labelOf('postcode')).toBe('Eircode\u00a0*');
    const abbr = $('#billing_postcode_field label abbr.required');
    expect(abbr.getAttribute('title')).toBe('required');
    expect($('#billing_postcode').getAttribute('aria-required')).toBe('true');
    expect($('#billing_postcode_field').classList.contains('validate-required')).toBe(true);
    expect(labelOf('state')).toBe('County\u00a0*');
  });

  it('optional fields get "(optional)" and lose their required marks and invalid states', () => {
    $('#billing_state_field').classList.add('woocommerce-invalid', 'woocommerce-invalid-required-field');
    apply('GB');
    expect(labelOf('state')).toBe('County\u00a0(optional)');
    expect(root.querySelector('#billing_state_field label abbr')).toBeNull();
    const row = $('#billing_state_field');
    expect(row.className).not.toMatch(/validate-required|woocommerce-invalid/);
    expect($('#billing_state').hasAttribute('aria-required')).toBe(false);
    expect(labelOf('address_2')).toBe('Apartment, suite, unit, etc.\u00a0(optional)');
  });

  it('hides and clears fields the country hides, shows them again later', () => {
    ($('#billing_postcode') as HTMLInputElement).value = '12345';
    apply('AE');
    expect($('#billing_postcode_field').hidden).toBe(true);
    expect(($('#billing_postcode') as HTMLInputElement).value).toBe('');
    expect($('#billing_postcode_field').classList.contains('validate-required')).toBe(false);
    apply('US');
    expect($('#billing_postcode_field').hidden).toBe(false);
    expect(labelOf('postcode')).toBe('Postcode\u00a0*');
    expect(labelOf('state')).toBe('State\u00a0*');
  });

  it('IT marks the province required', () => {
    apply('IT');
    expect(labelOf('state')).toBe('Province\u00a0*');
    expect($('#billing_state').getAttribute('aria-required')).toBe('true');
  });

  it('sets placeholders of the locale fields', () => {
    apply('US');
    expect($('#billing_address_2').getAttribute('placeholder')).toBe('Apartment, suite, unit, etc. (optional)');
  });
});

describe('applyLocale — priorities and order', () => {
  it('DE moves the postcode before the city', () => {
    const result = apply('DE');
    expect(result.reordered).toBe(true);
    expect(rowOrder()).toEqual([
      'first_name',
      'last_name',
      'country',
      'address_1',
      'address_2',
      'postcode',
      'city',
      'state',
      'phone',
      'email',
    ]);
    expect($('#billing_postcode_field').dataset['priority']).toBe('65');
  });

  it('JP puts the last name first with swapped layout classes, then restores for US', () => {
    apply('JP');
    expect(rowOrder()).toEqual([
      'last_name',
      'first_name',
      'country',
      'postcode',
      'state',
      'city',
      'address_1',
      'address_2',
      'phone',
      'email',
    ]);
    expect($('#billing_last_name_field').classList.contains('form-row-first')).toBe(true);
    expect($('#billing_first_name_field').classList.contains('form-row-last')).toBe(true);
    expect(labelOf('state')).toBe('Prefecture\u00a0*');
    apply('US');
    expect(rowOrder()).toEqual([
      'first_name',
      'last_name',
      'country',
      'address_1',
      'address_2',
      'city',
      'state',
      'postcode',
      'phone',
      'email',
    ]);
    expect($('#billing_first_name_field').classList.contains('form-row-first')).toBe(true);
  });

  it('HU: last name first, postcode and city before the street', () => {
    apply('HU');
    expect(rowOrder()).toEqual([
      'last_name',
      'first_name',
      'country',
      'postcode',
      'city',
      'address_1',
      'address_2',
      'state',
      'phone',
      'email',
    ]);
  });

  it('does not move rows that are already in order', () => {
    expect(apply('XK').reordered).toBe(false);
  });

  it('a row without a priority follows the one before it', () => {
    const wrap = document.createElement('div');
    wrap.innerHTML =
      '<p class="form-row" id="a" data-priority="50"></p><p class="form-row" id="b"></p><p class="form-row" id="c" data-priority="20"></p>';
    expect(sortRowsByPriority([wrap])).toBe(true);
    expect(Array.from(wrap.children).map((c) => c.id)).toEqual(['c', 'a', 'b']);
  });

  it('leaves the rows before the first one out of place: a field being typed in there keeps its focus and caret', () => {
    const wrap = document.createElement('div');
    document.body.append(wrap);
    wrap.innerHTML =
      '<p class="form-row" id="first" data-priority="10"><input id="f" value="Ada"></p><span id="x"></span>' +
      '<p class="form-row" id="city" data-priority="70"></p><p class="form-row" id="post" data-priority="65"></p>';
    const first = wrap.querySelector<HTMLInputElement>('#f')!;
    first.focus();
    first.setSelectionRange(1, 2);
    const moved: string[] = [];
    new MutationObserver((list) =>
      list.forEach((m) => m.addedNodes.forEach((n) => moved.push((n as Element).id))),
    ).observe(wrap, { childList: true });
    expect(sortRowsByPriority([wrap])).toBe(true);
    expect(Array.from(wrap.querySelectorAll('.form-row')).map((c) => c.id)).toEqual(['first', 'post', 'city']);
    expect(document.activeElement).toBe(first);
    expect([first.selectionStart, first.selectionEnd]).toEqual([1, 2]);
    return Promise.resolve().then(() => {
      expect(moved).toEqual(['post', 'city']);
      wrap.remove();
    });
  });

  it('works on a form without a state field or rows at all', () => {
    const empty = document.createElement('form');
    expect(applyLocale(empty, 'US', 'shipping', data, texts)).toMatchObject({ state: null, reordered: false });
  });
});

describe('applyLocale — page globals', () => {
  it('reads the states and texts WooCommerce printed when no data is passed', async () => {
    const { buildAddressGlobals } = await import('./server');
    const g = buildAddressGlobals({ countries: ['US', 'DE'] });
    const w = window as unknown as Record<string, unknown>;
    w['wc_country_select_params'] = { ...g.wc_country_select_params, i18n_select_state_text: 'Pick one' };
    w['wc_address_i18n_params'] = { ...g.wc_address_i18n_params, i18n_required_text: 'needed' };
    try {
      applyLocale(root, 'US', 'billing');
      expect((state() as HTMLSelectElement).options[0]?.textContent).toBe('Pick one');
      expect($('#billing_state_field abbr.required').getAttribute('title')).toBe('needed');
    } finally {
      delete w['wc_country_select_params'];
      delete w['wc_address_i18n_params'];
    }
  });
});
