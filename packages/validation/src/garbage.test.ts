import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCheckoutValue, isRfcEmail, isValidPhone } from './checkout-rules';
import { validateField, validateForm } from './checkout-dom';
import { isCouponErrorResponse, noticeText, normalizeCouponCode } from './coupon';
import { isEuVatNumber, isUrl, remoteValidationUrl, validateName, validateValue } from './generic-rules';
import { requiredFieldMessageForName } from './messages';

// Garbage input must never throw: a validator that throws would leave the form stuck.
describe('garbage input never throws', () => {
  it('pure rules', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expect(() => {
          validateValue(a as never, b as never);
          validateValue(a as never, {
            required: true,
            type: 'email',
            pattern: typeof b === 'string' ? b : '.*',
            min: 1,
            range: [1, 2],
            check: [1, 2],
            equalto: 'x',
            euvatin: true,
          });
          isRfcEmail(a as never);
          isValidPhone(a as never);
          isUrl(a as never);
          isEuVatNumber(a as never);
          validateName(a as never);
          checkCheckoutValue(
            { required: true, email: true, phone: true },
            { value: a as never, isCheckbox: Boolean(b) },
          );
          isCouponErrorResponse(a);
          noticeText(a);
          normalizeCouponCode(a);
          requiredFieldMessageForName(a as never);
        }).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  // No clock but the test's timeout: a backtracking blow-up on any of these takes far longer than it.
  it('string rules answer on arbitrary text', { timeout: 20_000 }, () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'binary' }), (s) => {
        expect(typeof isRfcEmail(s)).toBe('boolean');
        expect(typeof isRfcEmail(`${s}@${s}.com`)).toBe('boolean');
        expect(typeof isValidPhone(s)).toBe('boolean');
        expect(typeof isUrl(s)).toBe('boolean');
        validateValue(s, { type: 'number', pattern: '\\d+', minlength: 2 });
        remoteValidationUrl(`/v/{value}?${s}`, s, s);
      }),
      { numRuns: 500 },
    );
  });

  it('DOM validation on arbitrary values and class soup', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.array(fc.constantFrom('validate-required', 'validate-email', 'validate-phone', 'x')),
        fc.boolean(),
        (value, classes, box) => {
          document.body.innerHTML = `<form><p class="form-row ${classes.join(' ')}"><input class="input-text" type="${box ? 'checkbox' : 'text'}"></p></form>`;
          const input = document.querySelector('input') as HTMLInputElement;
          input.value = value;
          const r = validateField(input, 'validate');
          expect(r?.row?.classList.contains(r.valid ? 'woocommerce-validated' : 'woocommerce-invalid')).toBe(true);
          expect(validateForm(document.body).results).toHaveLength(1);
        },
      ),
      { numRuns: 200 },
    );
  });
});
