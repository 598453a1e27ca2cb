import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldsFor, stateKind } from './fields';
import { bundledAddressData } from './globals';
import { buildAddressData } from './server';
import type { FieldDefinition } from './types';

const data = buildAddressData();
const byKey = (country: string, type: 'billing' | 'shipping' = 'billing'): Record<string, FieldDefinition> =>
  Object.fromEntries(fieldsFor(country, type, data).map((f) => [f.key, f]));
const order = (country: string): string[] => fieldsFor(country, 'shipping', data).map((f) => f.key);

describe('fieldsFor — default rules (spec §3 table)', () => {
  it('gives the default labels, required flags and priorities for a country without overrides', () => {
    const f = byKey('XK'); // Kosovo: no locale entry, no WooCommerce states list
    expect(f['first_name']).toMatchObject({
      label: 'First name',
      required: true,
      priority: 10,
      name: 'billing_first_name',
      rowId: 'billing_first_name_field',
    });
    expect(f['last_name']).toMatchObject({ label: 'Last name', required: true, priority: 20 });
    expect(f['company']).toMatchObject({ required: false, priority: 30 });
    expect(f['country']).toMatchObject({ required: true, priority: 40, input: 'country' });
    expect(f['address_1']).toMatchObject({
      label: 'Street address',
      placeholder: 'House number and street name',
      required: true,
      priority: 50,
    });
    expect(f['address_2']).toMatchObject({
      placeholder: 'Apartment, suite, unit, etc. (optional)',
      required: false,
      priority: 60,
    });
    expect(f['city']).toMatchObject({ label: 'Town / City', required: true, priority: 70 });
    expect(f['state']).toMatchObject({
      label: 'State / County',
      required: true,
      priority: 80,
      input: 'text',
      hidden: false,
    });
    expect(f['postcode']).toMatchObject({ label: 'Postcode / ZIP', required: true, priority: 90 });
    expect(f['phone']).toMatchObject({ priority: 100, input: 'tel', required: true });
    expect(f['email']).toMatchObject({ priority: 110, input: 'email', required: true });
  });

  it('adds phone and email to billing only', () => {
    expect(order('XK')).not.toContain('email');
    expect(Object.keys(byKey('XK', 'shipping'))).toHaveLength(9);
    expect(byKey('XK', 'shipping')['city']?.name).toBe('shipping_city');
  });
});

describe('fieldsFor — the spec examples, field by field', () => {
  it('IE: postcode required and labelled Eircode; County select', () => {
    const f = byKey('IE');
    expect(f['postcode']).toMatchObject({ label: 'Eircode', required: true, hidden: false, priority: 90 });
    expect(f['state']).toMatchObject({ label: 'County', required: true, input: 'select' });
    expect(f['state']?.options?.find((o) => o.value === 'D')?.label).toBe('Dublin');
  });

  it('JP: last name first, Prefecture, postcode 65 then state 66, city 67, address 68/69', () => {
    expect(order('JP')).toEqual([
      'last_name',
      'first_name',
      'company',
      'country',
      'postcode',
      'state',
      'city',
      'address_1',
      'address_2',
    ]);
    const f = byKey('JP');
    expect(f['last_name']).toMatchObject({ priority: 10, class: ['form-row-first'] });
    expect(f['first_name']).toMatchObject({ priority: 20, class: ['form-row-last'] });
    expect(f['state']).toMatchObject({ label: 'Prefecture', priority: 66, input: 'select', required: true });
    expect(f['state']?.options).toContainEqual({ value: 'JP01', label: 'Hokkaido' });
    expect(f['state']?.options).toHaveLength(47);
  });

  it('HU: last name first, County, postcode 65 before city, street after city', () => {
    expect(order('HU')).toEqual([
      'last_name',
      'first_name',
      'company',
      'country',
      'postcode',
      'city',
      'address_1',
      'address_2',
      'state',
    ]);
    expect(byKey('HU')['state']).toMatchObject({ label: 'County', input: 'select' });
    expect(byKey('HU')['city']?.class).toEqual(['form-row-last', 'address-field']);
  });

  it('IT: state required and labelled Province; postcode 65', () => {
    const f = byKey('IT');
    expect(f['state']).toMatchObject({ label: 'Province', required: true, hidden: false, input: 'select' });
    expect(f['postcode']?.priority).toBe(65);
  });

  it.each(['DE', 'AT', 'BE', 'FR', 'NL', 'PL', 'SE', 'DK', 'FI', 'EE', 'SK', 'SI', 'IS', 'NO', 'IL', 'AX'])(
    '%s: state hidden and not required, postcode priority 65',
    (country) => {
      const f = byKey(country);
      expect(f['state']).toMatchObject({ hidden: true, required: false, input: 'hidden' });
      expect(f['postcode']).toMatchObject({ priority: 65, required: true, hidden: false });
      expect(order(country).indexOf('postcode')).toBeLessThan(order(country).indexOf('city'));
    },
  );

  it('US: State select with the armed-forces codes; postcode labelled Postcode', () => {
    const f = byKey('US');
    expect(f['state']).toMatchObject({ label: 'State', required: true, input: 'select' });
    const codes = f['state']?.options?.map((o) => o.value);
    expect(codes).toEqual(expect.arrayContaining(['CA', 'NY', 'DC', 'AA', 'AE', 'AP']));
    expect(codes).not.toContain('PR');
    expect(f['postcode']).toMatchObject({ label: 'Postcode', required: true });
  });

  it('AE: postcode hidden and optional; state optional free text', () => {
    const f = byKey('AE');
    expect(f['postcode']).toMatchObject({ hidden: true, required: false });
    expect(f['state']).toMatchObject({ required: false, hidden: false, input: 'text' });
  });

  it.each(['AO', 'BO', 'BS', 'CL', 'GT', 'MZ', 'NG', 'SR', 'ST', 'UG', 'WS', 'ZW', 'CW'])(
    '%s: postcode hidden',
    (country) => {
      expect(byKey(country)['postcode']).toMatchObject({ hidden: true, required: false });
    },
  );

  it('GB: no WooCommerce states list, so an optional free-text County; Postcode label', () => {
    const f = byKey('GB');
    expect(f['state']).toMatchObject({ label: 'County', required: false, input: 'text', hidden: false });
    expect(f['state']?.options).toBeUndefined();
    expect(f['postcode']).toMatchObject({ label: 'Postcode', required: true });
  });

  it('VN: address_2 hidden, postcode optional at 65, state hidden', () => {
    const f = byKey('VN');
    expect(f['address_2']).toMatchObject({ hidden: true, required: false });
    expect(f['postcode']).toMatchObject({ priority: 65, required: false, hidden: false });
    expect(f['state']).toMatchObject({ hidden: true, input: 'hidden' });
  });

  it('lower-case country codes work like upper-case ones', () => {
    expect(fieldsFor('ie', 'billing', data)).toEqual(fieldsFor('IE', 'billing', data));
  });
});

describe('stateKind — WooCommerce rule', () => {
  it('list → select, empty list → hidden, no entry → text', () => {
    const states = { US: { CA: 'California' }, DE: {} };
    expect(stateKind('US', states)).toBe('select');
    expect(stateKind('DE', states)).toBe('hidden');
    expect(stateKind('GB', states)).toBe('text');
    expect(stateKind('toString', states)).toBe('text');
  });

  it('the bundled browser data knows the countries without states but no lists', () => {
    const bundled = bundledAddressData();
    expect(fieldsFor('DE', 'billing', bundled).find((f) => f.key === 'state')?.input).toBe('hidden');
    expect(fieldsFor('US', 'billing', bundled).find((f) => f.key === 'state')).toMatchObject({
      input: 'text',
      label: 'State',
    });
  });
});

describe('fieldsFor — every country and garbage', () => {
  const valid = (fields: FieldDefinition[]): void => {
    expect(fields.length).toBeGreaterThanOrEqual(9);
    const priorities = fields.map((f) => f.priority);
    expect([...priorities].sort((a, b) => a - b)).toEqual(priorities);
    expect(new Set(fields.map((f) => f.key)).size).toBe(fields.length);
    for (const f of fields) {
      expect(f.label.length).toBeGreaterThan(0);
      expect(Number.isFinite(f.priority)).toBe(true);
      if (f.hidden) expect(f.required).toBe(false);
      if (f.input === 'select') expect(f.options?.length).toBeGreaterThan(0);
    }
  };

  it('yields a valid field list for every country in the data, both address types', async () => {
    const { countryList } = await import('./server');
    const countries = Object.keys(countryList());
    expect(countries.length).toBeGreaterThan(240);
    for (const c of countries) {
      valid(fieldsFor(c, 'billing', data));
      valid(fieldsFor(c, 'shipping', data));
    }
  });

  it('never throws on garbage country codes or garbage locale data', () => {
    fc.assert(
      fc.property(fc.string(), fc.anything(), fc.anything(), (country, locale, states) => {
        valid(fieldsFor(country, 'billing', data));
        const junk = { locale: { [country]: locale, default: locale }, states: { [country]: states } } as never;
        valid(fieldsFor(country, 'shipping', junk));
      }),
      { numRuns: 300 },
    );
  });

  it('drops state labels that are not text (a label whose toString is not callable threw)', () => {
    const junk = { locale: {}, states: { XX: { A: 'Alpha', B: { toString: null }, C: 7 } } } as never;
    const fields = fieldsFor('XX', 'shipping', junk);
    valid(fields);
    const state = fields.find((f) => f.key === 'state')!;
    expect(state.options).toEqual([
      { value: 'A', label: 'Alpha' },
      { value: 'C', label: '7' },
    ]);
  });
});
