import { describe, expect, it } from 'vitest';
import { HttpError } from '@storefront/http';
import { CHECKOUT_ERROR_TEXT } from '@storefront/validation';
import { fieldErrorsOf, noticeOf } from './errors';

const invalid = (details: Record<string, unknown>) =>
  new HttpError('rest_invalid_param', 'Invalid parameter(s)', 400, {
    code: 'rest_invalid_param',
    data: { status: 400, details },
  });
const fields = (f: Record<string, string>) => ({ data: { fields: f } });

describe('fieldErrorsOf', () => {
  it("puts the billing address's errors under the shipping fields when billing is the same, the shipping ones first", () => {
    const error = invalid({
      billing_address: fields({ postcode: 'Billing Eircode is not valid.', email: 'Billing Email is not valid.' }),
      shipping_address: fields({ postcode: 'Shipping Eircode is not valid.' }),
    });
    expect(fieldErrorsOf(error, true)).toEqual({
      shipping: { postcode: 'Shipping Eircode is not valid.' },
      contact: { email: 'Billing Email is not valid.' },
    });
    expect(fieldErrorsOf(error, false)).toEqual({
      shipping: { postcode: 'Shipping Eircode is not valid.' },
      billing: { postcode: 'Billing Eircode is not valid.' },
      contact: { email: 'Billing Email is not valid.' },
    });
  });

  it('reads nothing from other errors or malformed details', () => {
    expect(fieldErrorsOf(new Error('x'), true)).toEqual({});
    expect(fieldErrorsOf(invalid({ billing_address: 'nope', other: fields({ a: 'b' }) }), true)).toEqual({});
  });
});

describe('noticeOf', () => {
  it("shows the server's message, nothing for field errors alone, the general error for the rest", () => {
    expect(noticeOf(new HttpError('woocommerce_rest_cart_empty', 'Cannot create order from empty cart.'), false)).toBe(
      'Cannot create order from empty cart.',
    );
    expect(noticeOf(invalid({}), true)).toBeNull();
    expect(noticeOf(new HttpError('unknown_error', undefined, 500), false)).toBe(CHECKOUT_ERROR_TEXT);
    expect(noticeOf(new HttpError('fetch_error'), false)).toBe(CHECKOUT_ERROR_TEXT);
    expect(noticeOf(new TypeError('boom'), false)).toBe(CHECKOUT_ERROR_TEXT);
  });
});
