import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { checkoutFieldsSchema, genericStringSchema } from './yup';

const errorsOf = async (fn: () => Promise<unknown>): Promise<string[]> => {
  try {
    await fn();
    return [];
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
};

describe('yup adapters', () => {
  it('genericStringSchema gives the generic messages', async () => {
    const s = genericStringSchema({ required: true, type: 'digits' });
    expect(await errorsOf(() => s.validate(''))).toEqual(['This value is required.']);
    expect(await errorsOf(() => s.validate('12a'))).toEqual(['This value should be digits.']);
    expect(await s.validate('12')).toBe('12');
  });

  it('checkoutFieldsSchema reports every missing or malformed field', async () => {
    const schema = checkoutFieldsSchema([
      { name: 'billing_first_name', label: 'First name', required: true },
      { name: 'billing_email', label: 'Email address', required: true, validate: ['email'] },
      { name: 'billing_phone', label: 'Phone', required: false, validate: ['phone'] },
      { name: 'shipping_postcode', label: 'Eircode', required: true },
      { name: 'shipping_state', label: 'State', required: true, hidden: true },
    ]);
    const errors = await errorsOf(() =>
      schema.validate({ billing_first_name: ' ', billing_email: 'x@', billing_phone: 'abc' }, { abortEarly: false }),
    );
    expect(errors).toEqual([
      'Billing First name is a required field.',
      'Billing Email address is not a valid email address.',
      'Billing Phone is not a valid phone number.',
      'Shipping Eircode is a required field.',
    ]);
    await expect(
      schema.validate({ billing_first_name: 'Ann', billing_email: 'ann@example.com', shipping_postcode: 'D02 X285' }),
    ).resolves.toBeTruthy();
  });
});
