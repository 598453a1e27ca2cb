/*
 * yup adapters — whole-object validation with the same rules and messages, for the shop server
 * (or any code that validates a posted form at once). Kept out of the main entry on purpose:
 * field-by-field checks on DOM events are synchronous, tiny and need WooCommerce's own email
 * rule and mark classes, which yup neither has nor needs to carry into a browser bundle
 * (yup is ~13 kB min+gz). Import from '@storefront/validation/yup'.
 */
import { object, string, type ObjectSchema, type StringSchema } from 'yup';
import { isRfcEmail, isValidPhone } from './checkout-rules';
import { validateValue, type GenericConstraints } from './generic-rules';
import { requiredFieldMessage } from './messages';

/** A yup string schema enforcing the generic constraints with their exact messages. */
export function genericStringSchema(constraints: GenericConstraints): StringSchema<string | undefined> {
  return string().test('generic', function check(value) {
    const failure = validateValue(value ?? '', constraints);
    return failure ? this.createError({ message: failure.message }) : true;
  });
}

/** One checkout field as the server knows it (e.g. a `FieldDefinition` of @storefront/address-locale). */
export interface CheckoutFieldRule {
  /** Posted name: 'billing_postcode'. */
  name: string;
  /** Shown label: 'Eircode'. */
  label: string;
  required: boolean;
  hidden?: boolean;
  /** 'email' and/or 'phone'. */
  validate?: readonly string[];
}

/**
 * A yup object schema for posted checkout fields: required fields fail with
 * '{Billing|Shipping} {Field} is a required field.', emails use the checkout's RFC-style rule and
 * phones the allowed-characters rule. Hidden fields are not checked. Validate with
 * `{ abortEarly: false }` to get every message.
 */
export function checkoutFieldsSchema(
  fields: readonly CheckoutFieldRule[],
): ObjectSchema<Record<string, string | undefined>> {
  const shape: Record<string, StringSchema<string | undefined>> = {};
  for (const f of fields) {
    if (f.hidden) continue;
    const type = f.name.startsWith('shipping_') ? 'shipping' : 'billing';
    const title = `${type === 'billing' ? 'Billing' : 'Shipping'} ${f.label}`;
    let s = string();
    if (f.required) {
      s = s.test('required', requiredFieldMessage(type, f.label), (v) => typeof v === 'string' && v.trim() !== '');
    }
    if (f.validate?.includes('email')) {
      s = s.test('email', `${title} is not a valid email address.`, (v) => !v || isRfcEmail(v));
    }
    if (f.validate?.includes('phone')) {
      s = s.test('phone', `${title} is not a valid phone number.`, (v) => !v || isValidPhone(v));
    }
    shape[f.name] = s;
  }
  return object(shape) as ObjectSchema<Record<string, string | undefined>>;
}
