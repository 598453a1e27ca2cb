import { describe, expect, it } from 'vitest';
import { readAddressData, readAddressTexts } from './globals';
import { fieldsFor } from './fields';
import {
  addressGlobalsScript,
  buildAddressGlobals,
  buildLocaleTable,
  buildStatesTable,
  countryList,
  STATE_CODE_GAPS,
  toWooStateCode,
} from './server';

describe('buildStatesTable — country-region-data mapped to WooCommerce codes', () => {
  const states = buildStatesTable();

  it('lists states for the countries WooCommerce lists them for', () => {
    expect(Object.keys(states.US ?? {})).toHaveLength(54); // 50 states, DC, AA/AE/AP
    expect(states.US?.['AE']).toMatch(/^Armed Forces/); // names are country-region-data's
    expect(states.CA?.['QC']).toBe('Quebec');
    expect(Object.keys(states.IE ?? {})).toHaveLength(26);
  });

  it('maps prefixed and renamed codes', () => {
    expect(states.JP?.['JP13']).toBe('Tokyo');
    expect(states.BG?.['BG-01']).toBeDefined();
    expect(states.VN?.['vnhn']).toBeDefined();
    expect(states.VN?.['vn01']).toBeDefined();
    expect(states.MX?.['DF']).toBeDefined();
    expect(states.MX?.['CMX']).toBeUndefined();
    expect(states.ZA?.['KZN']).toBeDefined();
    expect(states.ZA?.['GP']).toBeDefined();
    expect(states.RO?.['B']).toBeDefined();
    expect(states.NZ?.['AK']).toBeDefined();
    expect(Object.keys(states.NZ ?? {})).toHaveLength(16);
    expect(states.EG?.['EGALX']).toBeDefined();
    expect(states.TR?.['TR06']).toBeDefined();
    expect(states.UM?.['BN']).toBeUndefined();
    expect(toWooStateCode('FR', 'X')).toBe('X');
  });

  it('drops US territories that are countries of their own', () => {
    for (const code of ['PR', 'GU', 'VI', 'AS']) expect(states.US?.[code]).toBeUndefined();
  });

  it('gives empty lists to the countries without states and no entry to the rest (GB)', () => {
    expect(states.DE).toEqual({});
    expect(states.FR).toEqual({});
    expect(states.PR).toEqual({});
    expect(states.GB).toBeUndefined();
    expect(states.AE).toBeUndefined();
  });

  it('documents its gaps and lets the shop override a list', () => {
    expect(Object.keys(STATE_CODE_GAPS)).toContain('IT');
    const it2 = buildStatesTable({ stateOverrides: { IT: { RM: 'Roma' } } });
    expect(it2.IT).toEqual({ RM: 'Roma' });
  });

  it('keeps only the allowed countries', () => {
    expect(Object.keys(buildStatesTable({ countries: ['US', 'DE', 'GB'] })).sort()).toEqual(['DE', 'US']);
  });
});

describe('buildAddressGlobals — what WooCommerce prints', () => {
  const g = buildAddressGlobals();

  it('wc_country_select_params carries the states JSON and the select texts', () => {
    const p = g.wc_country_select_params;
    expect(typeof p.countries).toBe('string');
    expect(JSON.parse(p.countries).US.CA).toBe('California');
    expect(p.i18n_select_state_text).toBe('Select an option…');
    expect(p).toMatchObject({
      i18n_no_matches: 'No matches found',
      i18n_ajax_error: 'Loading failed',
      i18n_input_too_short_1: 'Please enter 1 or more characters',
      i18n_input_too_short_n: 'Please enter %qty% or more characters',
      i18n_input_too_long_1: 'Please delete 1 character',
      i18n_input_too_long_n: 'Please delete %qty% characters',
      i18n_selection_too_long_1: 'You can only select 1 item',
      i18n_selection_too_long_n: 'You can only select %qty% items',
      i18n_load_more: 'Loading more results…',
      i18n_searching: 'Searching…',
    });
  });

  it('wc_address_i18n_params carries the locale JSON with a default entry, the selectors and the marker texts', () => {
    const p = g.wc_address_i18n_params;
    const locale = JSON.parse(p.locale);
    expect(locale.default.postcode).toMatchObject({ label: 'Postcode / ZIP', required: true, priority: 90 });
    expect(locale.IE.postcode).toEqual({ label: 'Eircode', required: true });
    expect(locale.DE.state).toEqual({ required: false, hidden: true });
    expect(JSON.parse(p.locale_fields).state).toBe(
      '#billing_state_field, #shipping_state_field, #calc_shipping_state_field',
    );
    expect(p.i18n_required_text).toBe('required');
    expect(p.i18n_optional_text).toBe('optional');
  });

  it('gives the base country the default locale when it has none', () => {
    expect(buildLocaleTable({ baseCountry: 'XK' }).XK).toBeDefined();
    expect(buildLocaleTable({ countries: ['DE'] }).IE).toBeUndefined();
  });

  it('round-trips through the page: the browser reader gives the same field lists', () => {
    const win = JSON.parse(JSON.stringify(g)) as object;
    const fromPage = readAddressData(win);
    for (const c of ['IE', 'JP', 'US', 'DE', 'GB', 'AE']) {
      expect(fieldsFor(c, 'billing', fromPage)).toEqual(
        fieldsFor(c, 'billing', { locale: buildLocaleTable(), states: buildStatesTable() }),
      );
    }
    expect(readAddressTexts(win)).toEqual({
      required: 'required',
      optional: 'optional',
      selectState: 'Select an option…',
    });
  });

  it('prints a script that defines both globals and cannot close its tag', () => {
    const script = addressGlobalsScript({ stateOverrides: { ZZ: { X: '</script><b>' } } });
    expect(script).not.toContain('</script>');
    const sandbox: Record<string, unknown> = {};
    new Function('g', `${script}; g.a = wc_country_select_params; g.b = wc_address_i18n_params;`)(sandbox);
    expect(JSON.parse((sandbox['a'] as { countries: string }).countries).ZZ.X).toBe('</script><b>');
    expect(sandbox['b']).toMatchObject({ i18n_optional_text: 'optional' });
  });

  it('knows every country of the source data', () => {
    expect(countryList()).toMatchObject({ US: 'United States', GB: 'United Kingdom', JP: 'Japan' });
  });
});

describe('readAddressData — page globals', () => {
  it('reads HTML-escaped JSON strings', () => {
    const win = {
      wc_country_select_params: { countries: '{&quot;US&quot;:{&quot;CA&quot;:&quot;California&quot;}}' },
      wc_address_i18n_params: { locale: '{"US":{"state":{"label":"State"}}}' },
    };
    const d = readAddressData(win);
    expect(d.states).toEqual({ US: { CA: 'California' } });
    expect(d.locale.US?.state?.label).toBe('State');
  });

  it('falls back to the bundled data on missing or malformed globals', () => {
    for (const bad of [undefined, '', '{', '[]', 'null', 42]) {
      const d = readAddressData({
        wc_country_select_params: { countries: bad },
        wc_address_i18n_params: { locale: bad },
      });
      expect(d.states.DE).toEqual({});
      expect(d.locale.IE?.postcode?.label).toBe('Eircode');
    }
    expect(readAddressTexts({})).toEqual({
      required: 'required',
      optional: 'optional',
      selectState: 'Select an option…',
    });
  });
});
