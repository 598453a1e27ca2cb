/**
 * The billing details sent to the provider (spec §3 "Billing details sent to the provider"), read from the
 * checkout form's billing fields. Empty values are left out, so the provider never gets blank strings.
 */
import type { BillingDetails } from './types';

/** Reads `billing_*` fields of `form` into the provider's billing details. */
export function billingDetailsFromForm(form: HTMLFormElement | null): BillingDetails {
  const value = (name: string) => {
    const el = form?.elements.namedItem(name);
    return el && 'value' in el ? String((el as { value: unknown }).value).trim() : '';
  };
  const name = [value('billing_first_name'), value('billing_last_name')].filter(Boolean).join(' ');
  const address: NonNullable<BillingDetails['address']> = {};
  const put = (key: keyof typeof address, field: string) => {
    const v = value(field);
    if (v) address[key] = v;
  };
  put('city', 'billing_city');
  put('country', 'billing_country');
  put('line1', 'billing_address_1');
  put('line2', 'billing_address_2');
  put('postal_code', 'billing_postcode');
  put('state', 'billing_state');
  const details: BillingDetails = {};
  if (name) details.name = name;
  if (value('billing_email')) details.email = value('billing_email');
  if (value('billing_phone')) details.phone = value('billing_phone');
  if (Object.keys(address).length) details.address = address;
  return details;
}
