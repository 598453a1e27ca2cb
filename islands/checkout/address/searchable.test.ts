import { fireEvent } from '@testing-library/dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@storefront/test-kit';
import { installAddressGlobals, renderCheckoutForm, renderRestoredCheckoutForm } from './checkout-form.fixture';
import { bindAddressFields, type AddressController } from './index';
import { manageSearchableSelects, searchableSelectsWanted } from './searchable';

// The address rules load on need (first reach or country change): preloaded, so one started by a test's events
// resolves from the module cache, never after the test environment is gone.
beforeAll(() => import('./rules'));

// Searchable country/state selects on the checkout form: above 790 px, not on mobile.

let controller: AddressController | undefined;
let uninstall: () => void;
const $ = <T extends Element = HTMLElement>(sel: string): T => {
  const el = document.querySelector<T>(sel);
  if (!el) throw new Error(`missing ${sel}`);
  return el;
};
const comboFor = (id: string): HTMLInputElement | null => document.querySelector(`#${id}_combobox`);
const width = (px: number) => vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(px);
const userAgent = (ua: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

function pick(id: string, text: string): void {
  const input = comboFor(id) as HTMLInputElement;
  input.value = text;
  fireEvent.input(input);
  fireEvent.keyDown(input, { key: 'Enter' });
}

beforeEach(() => {
  uninstall = installAddressGlobals({ i18n_no_matches: 'No country or state matches' });
  userAgent(DESKTOP);
});
afterEach(() => {
  controller?.dispose();
  controller = undefined;
  uninstall();
});

describe('when the selects become searchable', () => {
  it('above 790 px on a desktop browser only', () => {
    width(791);
    expect(searchableSelectsWanted()).toBe(true);
    width(790);
    expect(searchableSelectsWanted()).toBe(false);
    width(1200);
    userAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    expect(searchableSelectsWanted()).toBe(false);
  });

  it('a narrow viewport keeps the native selects', async () => {
    width(700);
    controller = bindAddressFields(renderRestoredCheckoutForm({ billing: 'US' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(document.querySelector('[role="combobox"]')).toBeNull();
  });
});

describe('on a wide desktop viewport', () => {
  beforeEach(() => {
    width(1280);
  });

  it('country and state selects of both addresses get a combobox (lazy chunk)', async () => {
    controller = bindAddressFields(renderRestoredCheckoutForm({ billing: 'US', shipping: 'GB' }));
    await vi.waitFor(() => expect(comboFor('billing_country')).not.toBeNull());
    expect(comboFor('shipping_country')).not.toBeNull();
    expect(comboFor('billing_state')).not.toBeNull(); // US: a state select
    expect(comboFor('shipping_state')).toBeNull(); // GB: typed county
    expect($<HTMLSelectElement>('#billing_country').getAttribute('aria-hidden')).toBe('true');
  });

  it('picking a country through the combobox applies its locale and re-creates the state combobox', async () => {
    const onCountryChange = vi.fn();
    controller = bindAddressFields(renderCheckoutForm(), { onCountryChange });
    await vi.waitFor(() => expect(comboFor('billing_country')).not.toBeNull());
    pick('billing_country', 'US');
    await vi.waitFor(() => expect($<HTMLSelectElement>('#billing_country').value).toBe('US'));
    expect(onCountryChange).toHaveBeenCalledWith('billing', 'US');
    await vi.waitFor(() => expect(comboFor('billing_state')).not.toBeNull());
    expect(comboFor('billing_state')?.placeholder).toBe('Select an option…');
    pick('billing_state', 'Californ');
    expect($<HTMLSelectElement>('#billing_state').value).toBe('CA');
    expect($('#billing_state_field').classList.contains('woocommerce-validated')).toBe(true);

    pick('billing_country', 'IT');
    await vi.waitFor(() => expect(document.querySelectorAll('#billing_state_field [role="combobox"]')).toHaveLength(1));
    pick('billing_country', 'DE');
    await vi.waitFor(() => expect(comboFor('billing_state')).toBeNull());
    expect(document.querySelectorAll('#billing_state_field .sf-combobox')).toHaveLength(0);
  });

  it('shows the page wording of the messages', async () => {
    controller = bindAddressFields(renderCheckoutForm());
    await vi.waitFor(() => expect(comboFor('billing_country')).not.toBeNull());
    const input = comboFor('billing_country') as HTMLInputElement;
    input.value = 'qqq';
    fireEvent.input(input);
    await vi.waitFor(() =>
      expect($('#billing_country_field [role="status"]').textContent).toBe('No country or state matches'),
    );
  });

  it('refresh() re-creates comboboxes for replaced selects; dispose() removes them all', async () => {
    controller = bindAddressFields(renderRestoredCheckoutForm({ billing: 'US' }));
    await vi.waitFor(() => expect(comboFor('billing_state')).not.toBeNull());
    const oldSelect = $<HTMLSelectElement>('#billing_country');
    const fresh = oldSelect.cloneNode(true) as HTMLSelectElement;
    fresh.removeAttribute('aria-hidden');
    fresh.removeAttribute('tabindex');
    fresh.classList.remove('sf-combobox-source');
    fresh.value = 'US';
    $('#billing_country_field .woocommerce-input-wrapper').replaceChildren(fresh);
    controller.refresh();
    await vi.waitFor(() => expect(fresh.getAttribute('aria-hidden')).toBe('true'));
    expect(document.querySelectorAll('#billing_country_field [role="combobox"]')).toHaveLength(1);
    controller.dispose();
    expect(document.querySelector('[role="combobox"]')).toBeNull();
    expect(fresh.hasAttribute('aria-hidden')).toBe(false);
  });

  it('has no axe violations with the list open', async () => {
    const axe = (await import('axe-core')).default;
    controller = bindAddressFields(renderRestoredCheckoutForm({ billing: 'US' }));
    await vi.waitFor(() => expect(comboFor('billing_country')).not.toBeNull());
    fireEvent.keyDown(comboFor('billing_country') as HTMLInputElement, { key: 'ArrowDown' });
    const input = comboFor('billing_state') as HTMLInputElement;
    input.value = 'zzz';
    fireEvent.input(input);
    const result = await axe.run($('form'), { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  }, 30_000); // axe-core in happy-dom: seconds on a busy 2-core machine
});

describe('lazy loading', () => {
  it('a chunk that fails to load leaves the native selects and is tried again later', async () => {
    const logged = expectConsoleError('[storefront] searchable select failed to load');
    const form = renderCheckoutForm();
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return import('./combobox');
    });
    const selects = manageSearchableSelects(form, load);
    await selects.reconcile();
    expect(document.querySelector('[role="combobox"]')).toBeNull();
    expect(logged).toEqual(['[storefront] searchable select failed to load Error: offline']);
    fail = false;
    await selects.reconcile();
    expect(comboFor('billing_country')).not.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    selects.dispose();
    expect(document.querySelector('[role="combobox"]')).toBeNull();
  });

  it('nothing is created after dispose() even when the chunk arrives later', async () => {
    const form = renderCheckoutForm();
    const selects = manageSearchableSelects(form, () => import('./combobox'));
    const pending = selects.reconcile();
    selects.dispose();
    await pending;
    expect(document.querySelector('[role="combobox"]')).toBeNull();
  });
});
