/**
 * One address (shipping or billing) with the fields its country has (`@storefront/address-locale`): labels,
 * required marks, state as a list, a text field or nothing, in the country's order.
 */
import type { ReactElement } from 'react';
import type { Address, BlockSettings } from './contract';
import { addressFields } from './fields';
import { TextField } from './controls';

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  section: 'shipping' | 'billing';
  address: Address;
  errors: Record<string, string> | undefined;
  settings: BlockSettings;
  onChange(key: string, value: string): void;
  onBlur(key: string): void;
}

/** The address's fields. */
export function AddressForm({ section, address, errors, settings, onChange, onBlur }: AddressFormProps): ReactElement {
  const countries = settings.countries.map(([value, label]) => ({ value, label }));
  return (
    <div className={`wc-block-components-address-form wc-block-components-address-form--${section}`}>
      {addressFields(address.country ?? '', settings).map((def) => (
        <TextField
          key={def.key}
          id={`${section}-${def.key}`}
          label={def.label}
          required={def.required}
          value={address[def.key] ?? ''}
          error={errors?.[def.key]}
          type={def.input === 'tel' ? 'tel' : 'text'}
          autoComplete={def.autocomplete && `${section} ${def.autocomplete}`}
          options={def.key === 'country' ? countries : def.input === 'select' ? def.options : undefined}
          placeholder={def.input === 'select' && def.key !== 'country' ? (def.placeholder ?? '') : undefined}
          onChange={(v) => onChange(def.key, v)}
          onBlur={() => onBlur(def.key)}
        />
      ))}
    </div>
  );
}
