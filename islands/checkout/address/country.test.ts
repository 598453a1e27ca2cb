import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutFormMarkup,
  fixSelectedOptions,
  installAddressGlobals,
  renderCheckoutForm,
  renderRestoredCheckoutForm,
  type CheckoutFormFixture,
} from './checkout-form.fixture';
import { loadJqueryBridge } from '@storefront/runtime';
import { unloadJqueryBridge } from '@storefront/runtime/testing';
import { setShown } from '@storefront/runtime/ui';
import { bindAddressFields, type AddressController } from './index';

// Country and state fields per country (spec §3 "Address", §4 "Country and state fields").
// Narrow viewport: the searchable selects are covered in combobox/searchable tests.

let form: HTMLFormElement;
let controller: AddressController;
let uninstall: () => void;
const $ = <T extends Element = HTMLElement>(sel: string): T => {
  const el = document.querySelector<T>(sel);
  if (!el) throw new Error(`missing ${sel}`);
  return el;
};
const label = (id: string): string => $(`#${id}_field label`).textContent ?? '';
const order = (type: 'billing' | 'shipping'): string[] =>
  Array.from(document.querySelectorAll(`.woocommerce-${type}-fields__field-wrapper > .form-row`)).map((r) =>
    r.id.replace(new RegExp(`^${type}_|_field$`, 'g'), ''),
  );
const setCountry = (type: 'billing' | 'shipping', code: string): void => {
  const select = $<HTMLSelectElement>(`#${type}_country`);
  select.value = code;
  fireEvent.change(select);
};
const value = (id: string): string => $<HTMLInputElement>(`#${id}`).value;
const type = (id: string, text: string): void => {
  $<HTMLInputElement>(`#${id}`).value = text;
};

/**
 * Binds the form with the address rules in (they load on need: see 'loading the rules'). The fixture's rows are
 * not the server's for its countries, so the countries are set as a browser restores them: the rules are then
 * applied at load, as for such a restore.
 */
async function mount(o: CheckoutFormFixture = {}, options = {}): Promise<void> {
  form = renderRestoredCheckoutForm(o);
  controller = bindAddressFields(form, options);
  await controller.rulesReady();
}

beforeEach(() => {
  vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(600);
  uninstall = installAddressGlobals();
});
afterEach(() => {
  controller?.dispose();
  uninstall();
});

describe('on load', () => {
  it('applies the country the browser restored to each address and emits country_to_state_changed for both', async () => {
    const seen: Array<{ country?: string; wrapper?: Element }> = [];
    document.body.addEventListener('country_to_state_changed', (e) => seen.push((e as CustomEvent).detail));
    const onCountryChange = vi.fn();
    await mount({ billing: 'US', shipping: 'DE' }, { onCountryChange });
    expect($('#billing_state')).toBeInstanceOf(HTMLSelectElement);
    expect(label('billing_state')).toBe('State\u00a0*');
    expect($<HTMLInputElement>('#shipping_state').type).toBe('hidden');
    expect($('#shipping_state_field').hidden).toBe(true);
    expect(seen.map((d) => d.country)).toEqual(['US', 'DE']);
    expect(seen[0]?.wrapper?.classList.contains('woocommerce-billing-fields')).toBe(true);
    expect(seen[1]?.wrapper?.classList.contains('woocommerce-shipping-fields')).toBe(true);
    expect(onCountryChange).not.toHaveBeenCalled();
  });

  it('without the page data, applies the bundled rules (GB: typed County is optional, Postcode required)', async () => {
    uninstall();
    await mount();
    expect($<HTMLInputElement>('#billing_state').type).toBe('text');
    expect(label('billing_state')).toBe('County\u00a0(optional)');
    expect(label('billing_postcode')).toBe('Postcode\u00a0*');
    expect($('#billing_state_field').classList.contains('validate-required')).toBe(false);
  });
});

describe('loading the rules', () => {
  type Rules = typeof import('./rules');
  const later = () => {
    let settle!: { resolve(m: Rules): void; reject(e: unknown): void };
    const promise = new Promise<Rules>((resolve, reject) => (settle = { resolve, reject }));
    return { load: vi.fn(() => promise), settle };
  };
  const seen: string[] = [];
  const onEvent = (e: Event) => seen.push((e as CustomEvent<{ country: string }>).detail.country);
  beforeEach(() => {
    seen.length = 0;
    document.body.addEventListener('country_to_state_changed', onEvent);
  });
  afterEach(() => document.body.removeEventListener('country_to_state_changed', onEvent));

  it("with the page data and the server's countries, applies nothing at load and loads the rules on need", async () => {
    form = renderCheckoutForm({ billing: 'US' });
    const printed = $('#billing_state_field').outerHTML;
    const { load, settle } = later();
    controller = bindAddressFields(form, {}, load);
    expect(seen).toEqual(['US', 'GB']); // emitted at once, as before
    expect(load).not.toHaveBeenCalled();
    expect($('#billing_state_field').outerHTML).toBe(printed);
    const ready = controller.rulesReady();
    expect(load).toHaveBeenCalledTimes(1);
    settle.resolve(await import('./rules'));
    await ready;
    expect(seen).toEqual(['US', 'GB']); // no second load application
    expect($('#billing_state_field').outerHTML).toBe(printed);
  });

  it('holds a country change made before the rules are in and dispatches it again once they are', async () => {
    form = renderCheckoutForm();
    const onCountryChange = vi.fn();
    const { load, settle } = later();
    controller = bindAddressFields(form, { onCountryChange }, load);
    const states: string[] = [];
    const onChange = () => states.push($('#billing_state').tagName);
    document.addEventListener('change', onChange);
    try {
      setCountry('billing', 'US');
      expect(states).toEqual([]); // no listener saw it yet
      expect(load).toHaveBeenCalledTimes(1);
      settle.resolve(await import('./rules'));
      await controller.rulesReady();
      expect(states).toEqual(['SELECT']); // seen once, with the US state list in place
      expect(label('billing_state')).toBe('State\u00a0*');
      expect(onCountryChange).toHaveBeenCalledWith('billing', 'US');
      expect(seen).toEqual(['GB', 'GB', 'US']);
    } finally {
      document.removeEventListener('change', onChange);
    }
  });

  it('does nothing with rules that arrive after dispose', async () => {
    form = renderCheckoutForm();
    const { load, settle } = later();
    controller = bindAddressFields(form, {}, load);
    setCountry('billing', 'US');
    controller.dispose();
    settle.resolve(await import('./rules'));
    await controller.rulesReady();
    expect($<HTMLInputElement>('#billing_state').type).toBe('text');
    expect(seen).toEqual(['GB', 'GB']);
  });

  it('lets a held change go on without the rules when they fail to load, and tries again at the next', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    form = renderCheckoutForm();
    const load = vi.fn<() => Promise<Rules>>().mockRejectedValueOnce(new Error('offline'));
    load.mockImplementation(() => import('./rules'));
    controller = bindAddressFields(form, {}, load);
    const changes = vi.fn();
    document.addEventListener('change', changes);
    try {
      setCountry('billing', 'US');
      await controller.rulesReady();
      await vi.waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
      expect(error).toHaveBeenCalledWith('[storefront] checkout: address rules failed to load', expect.any(Error));
      expect($<HTMLInputElement>('#billing_state').type).toBe('text');
      setCountry('billing', 'US');
      await controller.rulesReady();
      expect(load).toHaveBeenCalledTimes(2);
      expect($('#billing_state')).toBeInstanceOf(HTMLSelectElement);
      expect(changes).toHaveBeenCalledTimes(2);
    } finally {
      document.removeEventListener('change', changes);
    }
  });
});

describe('country changes (each one on its own address)', () => {
  beforeEach(() => mount());

  it('IE: Eircode required, County becomes a select with "Select an option…"', () => {
    setCountry('billing', 'IE');
    expect(label('billing_postcode')).toBe('Eircode\u00a0*');
    expect($('#billing_postcode_field').classList.contains('validate-required')).toBe(true);
    const state = $<HTMLSelectElement>('#billing_state');
    expect(state).toBeInstanceOf(HTMLSelectElement);
    expect(state.options[0]?.textContent).toBe('Select an option…');
    expect(label('billing_state')).toBe('County\u00a0*');
  });

  it('JP: last name first, Prefecture, postcode before the city', () => {
    setCountry('billing', 'JP');
    expect(order('billing')).toEqual([
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
    expect(label('billing_state')).toBe('Prefecture\u00a0*');
    expect($('#billing_last_name_field').classList.contains('form-row-first')).toBe(true);
  });

  it('HU: last name first', () => {
    setCountry('billing', 'HU');
    expect(order('billing').slice(0, 2)).toEqual(['last_name', 'first_name']);
  });

  it('IT: Province required', () => {
    setCountry('billing', 'IT');
    expect(label('billing_state')).toBe('Province\u00a0*');
    expect($('#billing_state').getAttribute('aria-required')).toBe('true');
  });

  it('DE: state hidden and cleared, postcode at priority 65 (before the city)', () => {
    type('billing_state', 'Bavaria');
    setCountry('billing', 'DE');
    expect($('#billing_state_field').hidden).toBe(true);
    expect(value('billing_state')).toBe('');
    expect(order('billing')).toEqual([
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
  });

  it('US: State and Postcode labels, the armed-forces codes in the list', () => {
    setCountry('billing', 'US');
    expect(label('billing_state')).toBe('State\u00a0*');
    expect(label('billing_postcode')).toBe('Postcode\u00a0*');
    const codes = Array.from($<HTMLSelectElement>('#billing_state').options).map((o) => o.value);
    expect(codes).toEqual(expect.arrayContaining(['CA', 'NY', 'AA', 'AE', 'AP']));
  });

  it('AE: postcode hidden and cleared, its required mark gone', () => {
    type('billing_postcode', 'SW1A 1AA');
    setCountry('billing', 'AE');
    expect($('#billing_postcode_field').hidden).toBe(true);
    expect(value('billing_postcode')).toBe('');
    expect($('#billing_postcode_field').classList.contains('validate-required')).toBe(false);
    expect(label('billing_state')).toBe('State / County\u00a0(optional)');
  });

  it('an unknown country gets a free-text state and the default labels', () => {
    setCountry('billing', 'US');
    setCountry('billing', 'XK');
    const state = $<HTMLInputElement>('#billing_state');
    expect(state.type).toBe('text');
    expect(label('billing_state')).toBe('State / County\u00a0*');
    expect(label('billing_postcode')).toBe('Postcode / ZIP\u00a0*');
    expect($('#billing_postcode_field').hidden).toBe(false);
  });

  it('billing and shipping are independent', () => {
    setCountry('shipping', 'US');
    expect($('#shipping_state')).toBeInstanceOf(HTMLSelectElement);
    expect($<HTMLInputElement>('#billing_state').type).toBe('text');
    setCountry('billing', 'DE');
    expect($('#shipping_state_field').hidden).toBe(false);
    expect($('#billing_state_field').hidden).toBe(true);
  });

  it('a state dropped by the swap loses its old validation marks', async () => {
    setCountry('billing', 'US');
    const state = $<HTMLSelectElement>('#billing_state');
    state.value = 'CA';
    fireEvent.change(state);
    await vi.waitFor(() => expect($('#billing_state_field').classList.contains('woocommerce-validated')).toBe(true));
    setCountry('billing', 'CA'); // Canada has no province 'CA'
    expect($<HTMLSelectElement>('#billing_state').value).toBe('');
    expect($('#billing_state_field').classList.contains('woocommerce-validated')).toBe(false);
  });
});

describe('events and callbacks of a change', () => {
  it('emits country_to_state_changed (country, wrapper) and then calls onCountryChange', async () => {
    const calls: string[] = [];
    const onCountryChange = vi.fn((t: string, c: string) => calls.push(`cb:${t}:${c}`));
    await mount({}, { onCountryChange });
    document.body.addEventListener('country_to_state_changed', (e) => {
      const d = (e as CustomEvent<{ country: string; wrapper: Element }>).detail;
      calls.push(`event:${d.country}:${d.wrapper.className}`);
    });
    setCountry('shipping', 'US');
    expect(calls).toEqual(['event:US:woocommerce-shipping-fields', 'cb:shipping:US']);
  });

  it('a jQuery trigger("change") on the country select is applied too', async () => {
    const { default: jQuery } = await import('jquery');
    (globalThis as { jQuery?: unknown }).jQuery = jQuery;
    try {
      await loadJqueryBridge();
      await mount();
      jQuery('#billing_country').val('US').trigger('change');
      expect($('#billing_state')).toBeInstanceOf(HTMLSelectElement);
    } finally {
      jQuery(document).off();
      unloadJqueryBridge();
      delete (globalThis as { jQuery?: unknown }).jQuery;
    }
  });
});

describe('controller', () => {
  it('nearbyRequiredFilled looks at the required shown address rows of the same group only', async () => {
    await mount({ billing: 'AE' });
    const city = $('#billing_city');
    expect(controller.nearbyRequiredFilled(city)).toBe(false);
    for (const id of ['billing_address_1', 'billing_city']) type(id, 'x');
    // AE: state optional, postcode hidden; names, phone and email are not address fields.
    expect(controller.nearbyRequiredFilled(city)).toBe(true);
    expect(controller.nearbyRequiredFilled($('#shipping_city'))).toBe(true); // collapsed: not looked at
    setShown($('.shipping_address'), true);
    expect(controller.nearbyRequiredFilled($('#shipping_city'))).toBe(false);
    setCountry('billing', 'US');
    expect(controller.nearbyRequiredFilled(city)).toBe(false); // state select and postcode empty now
  });

  it('refresh() re-applies the locale to replaced markup without emitting or calling back', async () => {
    const onCountryChange = vi.fn();
    await mount({ billing: 'US' }, { onCountryChange });
    const events = vi.fn();
    document.body.addEventListener('country_to_state_changed', events);
    // The billing fields come back as the server printed them for GB while the select says IT.
    const wrapper = $('.woocommerce-billing-fields');
    wrapper.outerHTML =
      checkoutFormMarkup({ billing: 'IT' }).match(
        /<div class="woocommerce-billing-fields">[\s\S]*?<\/p><\/div><\/div>/,
      )?.[0] ?? '';
    fixSelectedOptions(document);
    expect($<HTMLInputElement>('#billing_state').type).toBe('text');
    controller.refresh();
    expect($('#billing_state')).toBeInstanceOf(HTMLSelectElement);
    expect(label('billing_state')).toBe('Province\u00a0*');
    expect(events).not.toHaveBeenCalled();
    expect(onCountryChange).not.toHaveBeenCalled();
  });

  it('dispose() removes the listeners', async () => {
    await mount();
    controller.dispose();
    setCountry('billing', 'US');
    expect($<HTMLInputElement>('#billing_state').type).toBe('text');
    fireEvent.focusOut($('#billing_first_name'));
    expect($('#billing_first_name_field').className).not.toMatch(/woocommerce-invalid/);
  });

  it('a form without address fields (order-pay) gets nothing bound', () => {
    document.body.innerHTML = `<form id="order_review"><p class="form-row validate-required"><input type="checkbox" class="input-checkbox" id="terms"></p></form>`;
    const c = bindAddressFields($('form'));
    fireEvent.change($('#terms'));
    expect($('.form-row').className).toBe('form-row validate-required');
    expect(c.nearbyRequiredFilled($('#terms'))).toBe(true);
    c.dispose();
    c.refresh();
  });
});
