/**
 * The address half of the checkout island: country and state fields per country, searchable
 * country/state selects, field validation, and the ship-to-different-address and create-account
 * sections of a WooCommerce-classic checkout form. Framework-free DOM enhancement.
 */
import { readAddressData, readAddressTexts, type AddressType } from '@storefront/address-locale';
import { emit, on } from '@storefront/runtime';
import { ADDRESS_TYPES, addressTypeOf, applyAddressCountry, countryField } from './country';
import { nearbyRequiredFilled } from './nearby';
import { manageSearchableSelects, searchableSelectsWanted, type SearchableSelects } from './searchable';
import { bindSectionToggles, syncSectionToggles } from './toggles';
import { bindValidationLater } from './validation-later';

export { nearbyRequiredFilled } from './nearby';

/** Options of bindAddressFields. */
export interface AddressOptions {
  /** Called after a country change was applied to billing or shipping (locale, state field, order). */
  onCountryChange?(type: 'billing' | 'shipping', country: string): void;
}

/** What bindAddressFields returns. */
export interface AddressController {
  /** Removes every listener and searchable select it added. */
  dispose(): void;
  /** Re-applies locale and re-binds after markup inside the form was replaced. */
  refresh(): void;
  /** True when the required address fields near `field` (same billing/shipping group) are all filled: the typing refresh only runs then. */
  nearbyRequiredFilled(field: Element): boolean;
  /** Loads the field validation (its code loads on need) and resolves once it is bound; never rejects. */
  validationReady(): Promise<void>;
}

const noop = (): void => undefined;

/**
 * Enhances the address fields of a checkout form (WooCommerce-classic markup):
 * - applies the current country's rules to billing and shipping at once (state select / text /
 *   hidden, labels, '*' / '(optional)' markers, visibility, order; hidden fields cleared) and again
 *   on every country change, each address on its own; each application emits
 *   `country_to_state_changed` (country, wrapper) on `document.body` like WooCommerce, and a
 *   change (not the initial application, nor `refresh()`) then calls `onCountryChange`;
 * - makes the country and state selects searchable above 790 px on non-mobile devices (lazy chunk);
 * - validates fields on `validate`, `change` and `focusout`, clears the marks on typing (the checks load at the
 *   first such event or at `validationReady()`; events meanwhile are held and replayed);
 * - shows/hides the shipping address and the account section with their checkboxes.
 * A form without address fields (the order-pay form) gets nothing bound.
 */
export function bindAddressFields(form: HTMLFormElement, options: AddressOptions = {}): AddressController {
  const hasAddress = ADDRESS_TYPES.some((t) => countryField(form, t));
  if (!hasAddress && !form.matches('form.checkout'))
    return { dispose: noop, refresh: noop, nearbyRequiredFilled, validationReady: () => Promise.resolve() };

  let data = readAddressData();
  let texts = readAddressTexts();
  const selects: SearchableSelects | null = searchableSelectsWanted() ? manageSearchableSelects(form) : null;

  const apply = (type: AddressType, mode: 'load' | 'change' | 'refresh'): void => {
    const result = applyAddressCountry(form, type, data, texts);
    if (!result) return;
    void selects?.reconcile();
    if (mode === 'refresh') return;
    emit('country_to_state_changed', { country: result.country, wrapper: result.wrapper ?? undefined });
    if (mode === 'change') options.onCountryChange?.(type, result.country);
  };

  const onChange = (event: Event): void => {
    const type = event.target instanceof Element ? addressTypeOf(event.target) : null;
    if (type) apply(type, 'change');
  };

  const validation = bindValidationLater(form);
  const offs = [
    validation.dispose,
    bindSectionToggles(form),
    // Listening through the runtime makes the jQuery bridge relay `trigger('validate')` and
    // `trigger('change')` from theme or plugin code as DOM events, which the delegated listeners see.
    on('validate', noop, form),
    on('change', noop, form),
  ];
  form.addEventListener('change', onChange);
  for (const type of ADDRESS_TYPES) apply(type, 'load');

  let disposed = false;
  return {
    dispose() {
      if (disposed) return;
      disposed = true;
      form.removeEventListener('change', onChange);
      offs.forEach((off) => off());
      selects?.dispose();
    },
    refresh() {
      if (disposed) return;
      data = readAddressData();
      texts = readAddressTexts();
      syncSectionToggles(form);
      for (const type of ADDRESS_TYPES) apply(type, 'refresh');
      void selects?.reconcile();
    },
    nearbyRequiredFilled,
    validationReady: validation.ready,
  };
}
