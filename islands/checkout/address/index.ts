/**
 * The address half of the checkout island: country and state fields per country, searchable
 * country/state selects, field validation, and the ship-to-different-address and create-account
 * sections of a WooCommerce-classic checkout form. Framework-free DOM enhancement.
 */
import type {
  AddressData,
  AddressI18nParams,
  AddressType,
  CountrySelectParams,
  LocaleTexts,
} from '@storefront/address-locale';
import { emit, on } from '@storefront/runtime';
import { ADDRESS_TYPES, addressTypeOf, addressWrapper, countryField, countryMoved } from './country';
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
  /** Loads the address rules (their code loads on need) and resolves once they are in; never rejects. */
  rulesReady(): Promise<void>;
}

type Rules = typeof import('./rules');

const noop = (): void => undefined;

/**
 * Enhances the address fields of a checkout form (WooCommerce-classic markup):
 * - applies the current country's rules to billing and shipping (state select / text / hidden, labels,
 *   '*' / '(optional)' markers, visibility, order; hidden fields cleared) at load and on every
 *   country change, each address on its own; each application emits `country_to_state_changed`
 *   (country, wrapper) on `document.body` like WooCommerce, and a change (not the initial
 *   application, nor `refresh()`) then calls `onCountryChange`. The rules are a chunk of their own
 *   (`load`): when the page prints its address data and no country moved from the one the server
 *   printed the fields for (a back/forward restore), applying them at load would change nothing, so
 *   the load event is emitted at once and the rules load at `rulesReady()` (the shopper's first
 *   reach) or the first country change, which is held (stopped before any other listener sees it)
 *   and dispatched again once they are in; else they load at once and are applied when in;
 * - makes the country and state selects searchable above 790 px on non-mobile devices (lazy chunk);
 * - validates fields on `validate`, `change` and `focusout`, clears the marks on typing (the checks load at the
 *   first such event or at `validationReady()`; events meanwhile are held and replayed);
 * - shows/hides the shipping address and the account section with their checkboxes.
 * A form without address fields (the order-pay form) gets nothing bound.
 */
export function bindAddressFields(
  form: HTMLFormElement,
  options: AddressOptions = {},
  load: () => Promise<Rules> = () => import('./rules'),
): AddressController {
  const hasAddress = ADDRESS_TYPES.some((t) => countryField(form, t));
  const ready = () => Promise.resolve();
  if (!hasAddress && !form.matches('form.checkout'))
    return { dispose: noop, refresh: noop, nearbyRequiredFilled, validationReady: ready, rulesReady: ready };

  let rules: Rules | undefined;
  let data: AddressData;
  let texts: LocaleTexts;
  let loading: Promise<void> | undefined;
  let held: Element[] = [];
  let replaying = false;
  let disposed = false;
  const selects: SearchableSelects | null = searchableSelectsWanted() ? manageSearchableSelects(form) : null;

  const apply = (type: AddressType, mode: 'load' | 'change' | 'refresh'): void => {
    const result = rules?.applyAddressCountry(form, type, data, texts);
    if (!result) return;
    void selects?.reconcile();
    if (mode === 'refresh') return;
    emit('country_to_state_changed', { country: result.country, wrapper: result.wrapper ?? undefined });
    if (mode === 'change') options.onCountryChange?.(type, result.country);
  };
  const read = (): void => {
    data = rules!.readAddressData();
    texts = rules!.readAddressTexts();
  };
  // The load application: the rules' when they are in, else what it would emit (the fields are the server's).
  let loadPending = true;
  const applyAtLoad = (): void => {
    loadPending = false;
    if (rules) return ADDRESS_TYPES.forEach((type) => apply(type, 'load'));
    for (const type of ADDRESS_TYPES) {
      const field = countryField(form, type);
      if (field)
        emit('country_to_state_changed', { country: field.value, wrapper: addressWrapper(field) ?? undefined });
    }
    void selects?.reconcile();
  };

  const rulesReady = (): Promise<void> =>
    (loading ??= load()
      .then(
        (m) => {
          rules = m;
          read();
        },
        (error: unknown) => {
          loading = undefined; // the next change or reach tries again
          console.error('[storefront] checkout: address rules failed to load', error);
        },
      )
      .then(() => {
        if (disposed) return;
        if (loadPending) applyAtLoad();
        replay(); // without the rules (failed), the changes go on and the fields stay as they are
      }));
  const replay = (): void => {
    const targets = held;
    held = [];
    for (const target of targets) {
      if (!target.isConnected) continue;
      replaying = true;
      target.dispatchEvent(new Event('change', { bubbles: true })); // synchronous: every listener runs in it
      replaying = false;
    }
  };
  // A country change before the rules are in waits for them, so every listener sees the fields as they then are.
  const hold = (event: Event): void => {
    if (rules || replaying || !(event.target instanceof Element) || !addressTypeOf(event.target)) return;
    event.stopImmediatePropagation();
    if (!held.includes(event.target)) held.push(event.target);
    void rulesReady();
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
  form.addEventListener('change', hold, true);
  form.addEventListener('change', onChange);
  const moved = ADDRESS_TYPES.some((type) => {
    const field = countryField(form, type);
    return field && countryMoved(field);
  });
  // The page prints WooCommerce's address data: the server then printed each address's fields for its country.
  const w = globalThis as {
    wc_country_select_params?: CountrySelectParams;
    wc_address_i18n_params?: AddressI18nParams;
  };
  if (!moved && w.wc_address_i18n_params?.locale && w.wc_country_select_params?.countries) applyAtLoad();
  else void rulesReady();

  const reapply = (): void => {
    read();
    for (const type of ADDRESS_TYPES) apply(type, 'refresh');
  };
  return {
    dispose() {
      if (disposed) return;
      disposed = true;
      held = [];
      form.removeEventListener('change', hold, true);
      form.removeEventListener('change', onChange);
      offs.forEach((off) => off());
      selects?.dispose();
    },
    refresh() {
      if (disposed) return;
      syncSectionToggles(form);
      if (rules) reapply();
      else void rulesReady().then(() => !disposed && rules && reapply());
      void selects?.reconcile();
    },
    nearbyRequiredFilled,
    validationReady: validation.ready,
    rulesReady,
  };
}
