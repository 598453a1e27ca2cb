/** Which address a field belongs to; it is the prefix of the field's name and id (`billing_city`). */
export type AddressType = 'billing' | 'shipping';

/** The address field keys that the per-country rules talk about (without the billing_/shipping_ prefix). */
export type AddressFieldKey =
  'first_name' | 'last_name' | 'company' | 'country' | 'address_1' | 'address_2' | 'city' | 'state' | 'postcode';

/**
 * Overrides of one field for one country, the shape WooCommerce's `locale` JSON carries
 * (every property optional; a missing one keeps the default).
 */
export interface FieldLocale {
  label?: string;
  placeholder?: string;
  required?: boolean;
  hidden?: boolean;
  priority?: number;
  /** Replaces the row's layout classes (form-row-first / -last / -wide …). */
  class?: string[];
}

/** A field's full default definition (what WooCommerce's `default` locale entry carries). */
export interface DefaultField extends FieldLocale {
  label: string;
  required: boolean;
  priority: number;
  class: string[];
  autocomplete?: string;
  /** Classes on the `<label>` (address_2's label is screen-reader only). */
  label_class?: string[];
  /** WooCommerce's field type: 'country' and 'state' are special, 'tel'/'email' for billing extras. */
  type?: 'country' | 'state' | 'tel' | 'email' | 'text';
  /** Client-side checks the row gets as `validate-<name>` classes. */
  validate?: Array<'email' | 'phone' | 'postcode' | 'state'>;
}

/** Per-country overrides, keyed by ISO country code, plus WooCommerce's `default` entry. */
export type LocaleTable = Record<string, Partial<Record<AddressFieldKey, FieldLocale>>>;

/**
 * States per country as WooCommerce's `wc_country_select_params.countries` carries them:
 * a non-empty map → the state is a select; an empty map → no state field (hidden input);
 * a country missing from the table → a free-text state input.
 */
export type StatesTable = Record<string, Record<string, string>>;

/** How the state field is rendered for a country. */
export type StateKind = 'select' | 'text' | 'hidden';

/** Everything `fieldsFor` needs: the per-country overrides and the states table. */
export interface AddressData {
  locale: LocaleTable;
  states: StatesTable;
}

/** One select option of the state field. */
export interface StateOption {
  value: string;
  label: string;
}

/** A resolved field for one country and address type, ready to be applied to the form. */
export interface FieldDefinition {
  /** Key without prefix: 'city'. */
  key: string;
  /** Field name and id: 'billing_city'. */
  name: string;
  /** The row's id in WooCommerce markup: 'billing_city_field'. */
  rowId: string;
  label: string;
  placeholder?: string;
  required: boolean;
  hidden: boolean;
  priority: number;
  class: string[];
  autocomplete?: string;
  /** 'select' for country and listed states, 'hidden' for states of countries without any, 'text', 'tel', 'email'. */
  input: 'select' | 'text' | 'hidden' | 'tel' | 'email' | 'country';
  /** State options, in the order the table gives them (only when input is 'select' for the state). */
  options?: StateOption[];
  validate?: string[];
}
