import { describe, expect, it } from 'vitest';
import { checkoutFieldMessage } from './field-messages';
import { requiredFieldMessage } from './messages';

describe('checkoutFieldMessage', () => {
  it("says a required field is missing in requiredFieldMessage's words", () => {
    for (const type of ['billing', 'shipping'] as const)
      expect(checkoutFieldMessage(type, 'Town / City', 'required-field')).toBe(
        requiredFieldMessage(type, 'Town / City'),
      );
  });

  it('names a malformed email or phone in the shop’s wording', () => {
    expect(checkoutFieldMessage('billing', 'Email address', 'email')).toBe(
      'Billing Email address is not a valid email address.',
    );
    expect(checkoutFieldMessage('shipping', 'Phone', 'phone')).toBe('Shipping Phone is not a valid phone number.');
  });
});
