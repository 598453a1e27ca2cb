import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCheckoutValue, classesFor, isEmailDomain, isRfcEmail, isValidPhone } from './checkout-rules';
import { requiredFieldMessage, requiredFieldMessageForName } from './messages';

describe('checkout email rule', () => {
  it.each([
    'a@b.co',
    'john.doe@example.com',
    'JOHN@EXAMPLE.COM',
    'x+tag@sub.example.co.uk',
    "o'brien@example.ie",
    '"john doe"@example.com',
    'ü@exämple.de',
    'a@b.c1',
    'a@b.co.',
    'a@1.com',
    'a@b-c.d',
  ])('accepts %s', (v) => expect(isRfcEmail(v)).toBe(true));

  it.each([
    '',
    'plain',
    'a@b',
    'a@.com',
    'a@-b.com',
    'a..b@c.com',
    '.a@b.co',
    'a.@b.co',
    'a@b.1c',
    'a b@c.de',
    '@b.co',
    'a@b_.co',
    'a@b.c-',
    'a@@b.co',
  ])('rejects %s', (v) => expect(isRfcEmail(v)).toBe(false));

  // Hostile input: the test's timeout is the only clock (the linear check takes microseconds; a backtracking
  // pattern takes far longer than the timeout on these), so a busy machine can't fail it.
  it('rejects addresses longer than 254 characters and hostile input without backtracking', { timeout: 10_000 }, () => {
    expect(isRfcEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
    expect(isRfcEmail(`a@${'a.'.repeat(120)}!`)).toBe(false);
    expect(isRfcEmail(`"${' '.repeat(250)}`)).toBe(false);
    expect(isRfcEmail(`${'a'.repeat(64)}@${'a-'.repeat(94)}!`)).toBe(false);
  });

  // The domain check is a linear rewrite of WooCommerce's (label\.)+tld\.? pattern; compare them
  // on short strings where the original regular expression is still fast.
  it('matches the original domain pattern', () => {
    const U = '\\u00A0-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF';
    const label = `([a-z\\d${U}]|[a-z\\d${U}][a-z\\d\\-._~${U}]*[a-z\\d${U}])`;
    const tld = `([a-z${U}]|[a-z${U}][a-z\\d\\-._~${U}]*[0-9a-z${U}])`;
    const original = new RegExp(`^(${label}\\.)+${tld}\\.?$`, 'i');
    const chars = fc.constantFrom('a', 'Z', '1', '.', '-', '_', '~', 'é', '@', ' ', '!');
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 12 }).map((a) => a.join('')),
        (d) => {
          expect(isEmailDomain(d)).toBe(original.test(d));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('checkout phone rule', () => {
  it('accepts digits, whitespace and # _ - + / ( ) .', () => {
    for (const v of ['', '+44 (0)20 7946-0958', '555.123.4567', '#12_34/56', '\t123\n'])
      expect(isValidPhone(v)).toBe(true);
  });
  it('rejects anything else', () => {
    for (const v of ['12a', 'call me', '123*', '١٢٣', '+1 555 ext 2']) expect(isValidPhone(v)).toBe(false);
  });
});

describe('checkCheckoutValue and classes', () => {
  it('required fails on empty values and unticked checkboxes', () => {
    expect(checkCheckoutValue({ required: true }, { value: '' })).toEqual({
      valid: false,
      failures: ['required-field'],
    });
    expect(checkCheckoutValue({ required: true }, { value: 'on', isCheckbox: true, checked: false }).failures).toEqual([
      'required-field',
    ]);
    expect(checkCheckoutValue({ required: true }, { value: 'on', isCheckbox: true, checked: true }).valid).toBe(true);
    expect(checkCheckoutValue({ required: true }, { value: ' ' }).valid).toBe(true); // WooCommerce compares with '' only
  });

  it('email only checks non-empty values; phone checks characters', () => {
    expect(checkCheckoutValue({ email: true }, { value: '' }).valid).toBe(true);
    expect(checkCheckoutValue({ email: true, required: true }, { value: 'x@' }).failures).toEqual(['email']);
    expect(checkCheckoutValue({ phone: true }, { value: '12ab' }).failures).toEqual(['phone']);
    expect(checkCheckoutValue({ required: true, phone: true }, { value: '' }).failures).toEqual(['required-field']);
  });

  it('maps results to WooCommerce classes', () => {
    expect(classesFor({ valid: true, failures: [] })).toEqual(['woocommerce-validated']);
    expect(classesFor({ valid: false, failures: ['required-field'] })).toEqual([
      'woocommerce-invalid',
      'woocommerce-invalid-required-field',
    ]);
    expect(classesFor({ valid: false, failures: ['email'] })).toEqual([
      'woocommerce-invalid',
      'woocommerce-invalid-email',
    ]);
    expect(classesFor({ valid: false, failures: ['phone'] })).toEqual([
      'woocommerce-invalid',
      'woocommerce-invalid-phone',
    ]);
  });
});

describe("'{Billing|Shipping} {Field} is a required field.'", () => {
  it('builds the message from type and label', () => {
    expect(requiredFieldMessage('billing', 'First name')).toBe('Billing First name is a required field.');
    expect(requiredFieldMessage('shipping', 'Eircode')).toBe('Shipping Eircode is a required field.');
  });
  it('builds it from a field name, with page labels first', () => {
    expect(requiredFieldMessageForName('billing_postcode')).toBe('Billing Postcode / ZIP is a required field.');
    expect(requiredFieldMessageForName('shipping_postcode', { shipping_postcode: 'Eircode' })).toBe(
      'Shipping Eircode is a required field.',
    );
    expect(requiredFieldMessageForName('billing_vat_id')).toBe('Billing Vat id is a required field.');
    expect(requiredFieldMessageForName('card_number')).toBeNull();
  });
});
