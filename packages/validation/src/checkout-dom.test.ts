import { fireEvent } from '@testing-library/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { bindCheckoutValidation, hasFullAddress, validateField, validateForm } from './checkout-dom';

const row = (id: string, classes: string, input: string): string =>
  `<p class="form-row ${classes}" id="${id}_field"><label for="${id}">L</label><span class="woocommerce-input-wrapper">${input}</span></p>`;

let form: HTMLFormElement;
const field = <T extends HTMLElement = HTMLInputElement>(id: string): T => document.getElementById(id) as T;
const rowOf = (id: string): HTMLElement => document.getElementById(`${id}_field`) as HTMLElement;

beforeEach(() => {
  document.body.innerHTML = `<form class="checkout woocommerce-checkout">
    ${row('billing_first_name', 'validate-required', '<input class="input-text" id="billing_first_name" name="billing_first_name">')}
    ${row('billing_email', 'validate-required validate-email', '<input type="email" class="input-text" id="billing_email" name="billing_email">')}
    ${row('billing_phone', 'validate-phone', '<input type="tel" class="input-text" id="billing_phone" name="billing_phone">')}
    ${row('billing_country', 'validate-required', '<select id="billing_country"><option value="">Select</option><option value="GB">GB</option></select>')}
    ${row('billing_company', '', '<input class="input-text" id="billing_company">')}
    ${row('terms', 'validate-required', '<input type="checkbox" id="terms" name="terms">')}
    <div class="shipping_address" style="display: none">
      ${row('shipping_city', 'validate-required', '<input class="input-text" id="shipping_city">')}
    </div>
  </form>`;
  form = document.querySelector('form') as HTMLFormElement;
});

describe('validateField — marks on the .form-row (spec §5 "Checkout fields")', () => {
  it('an empty required field is invalid-required-field with aria-invalid', () => {
    const r = validateField(field('billing_first_name'));
    expect(r).toMatchObject({ valid: false, failures: ['required-field'] });
    expect(rowOf('billing_first_name').classList.contains('woocommerce-invalid')).toBe(true);
    expect(rowOf('billing_first_name').classList.contains('woocommerce-invalid-required-field')).toBe(true);
    expect(field('billing_first_name').getAttribute('aria-invalid')).toBe('true');
  });

  it('a filled field becomes validated and loses the marks', () => {
    validateField(field('billing_first_name'));
    field('billing_first_name').value = 'Ann';
    expect(validateField(field('billing_first_name'), 'change')?.valid).toBe(true);
    expect(rowOf('billing_first_name').className).toBe('form-row validate-required woocommerce-validated');
    expect(field('billing_first_name').hasAttribute('aria-invalid')).toBe(false);
  });

  it('an unticked required checkbox is invalid; ticked is validated', () => {
    expect(validateField(field('terms'))?.failures).toEqual(['required-field']);
    field('terms').checked = true;
    expect(validateField(field('terms'))?.valid).toBe(true);
    expect(rowOf('terms').classList.contains('woocommerce-validated')).toBe(true);
  });

  it('email: invalid-email', () => {
    field('billing_email').value = 'ann@';
    validateField(field('billing_email'), 'focusout');
    expect(rowOf('billing_email').classList.contains('woocommerce-invalid-email')).toBe(true);
    expect(rowOf('billing_email').classList.contains('woocommerce-invalid-required-field')).toBe(false);
    expect(rowOf('billing_email').classList.contains('woocommerce-invalid-phone')).toBe(false);
    field('billing_email').value = 'ann@example.com';
    validateField(field('billing_email'), 'focusout');
    expect(rowOf('billing_email').classList.contains('woocommerce-validated')).toBe(true);
    expect(rowOf('billing_email').classList.contains('woocommerce-invalid-email')).toBe(false);
  });

  it('phone: invalid-phone', () => {
    field('billing_phone').value = '0123 call';
    validateField(field('billing_phone'));
    expect(rowOf('billing_phone').classList.contains('woocommerce-invalid-phone')).toBe(true);
    field('billing_phone').value = '';
    expect(validateField(field('billing_phone'))?.valid).toBe(true); // optional and empty
  });

  it('selects are checked like inputs', () => {
    expect(validateField(field<HTMLSelectElement>('billing_country'))?.valid).toBe(false);
    field<HTMLSelectElement>('billing_country').value = 'GB';
    expect(validateField(field<HTMLSelectElement>('billing_country'))?.valid).toBe(true);
  });

  it('typing (input) clears every mark, the inline error and our aria-describedby', () => {
    validateField(field('billing_first_name'));
    const p = document.createElement('p');
    p.className = 'checkout-inline-error-message';
    rowOf('billing_first_name').append(p);
    field('billing_first_name').setAttribute('aria-describedby', 'billing_first_name_description');
    expect(validateField(field('billing_first_name'), 'input')).toBeNull();
    expect(rowOf('billing_first_name').className).toBe('form-row validate-required');
    expect(field('billing_first_name').hasAttribute('aria-invalid')).toBe(false);
    expect(field('billing_first_name').hasAttribute('aria-describedby')).toBe(false);
    expect(rowOf('billing_first_name').querySelector('.checkout-inline-error-message')).toBeNull();
  });

  it('a field outside any .form-row is checked without marks, and non-fields are ignored', () => {
    const loose = document.createElement('input');
    expect(validateField(loose)).toMatchObject({ valid: true, row: null });
    expect(validateField(document.createElement('div') as never)).toBeNull();
  });
});

describe('validateForm', () => {
  it('validates every visible field and lists the invalid ones in order', () => {
    const result = validateForm(form);
    expect(result.valid).toBe(false);
    expect(result.invalid.map((r) => r.field.id)).toEqual([
      'billing_first_name',
      'billing_email',
      'billing_country',
      'terms',
    ]);
    expect(rowOf('billing_company').classList.contains('woocommerce-validated')).toBe(true);
    expect(rowOf('shipping_city').classList.contains('woocommerce-invalid')).toBe(false); // hidden section skipped
  });

  it('can include hidden sections, and passes once everything is filled', () => {
    expect(validateForm(form, { includeHidden: true }).invalid.map((r) => r.field.id)).toContain('shipping_city');
    field('billing_first_name').value = 'Ann';
    field('billing_email').value = 'ann@example.com';
    field<HTMLSelectElement>('billing_country').value = 'GB';
    field('terms').checked = true;
    expect(validateForm(form).valid).toBe(true);
  });
});

describe('bindCheckoutValidation — events', () => {
  it('validates on validate, change and focusout; typing clears; unbinding stops it', () => {
    const unbind = bindCheckoutValidation(form);
    const input = field('billing_first_name');
    fireEvent.focusOut(input);
    expect(rowOf('billing_first_name').classList.contains('woocommerce-invalid')).toBe(true);
    fireEvent.input(input, { target: { value: 'A' } });
    expect(rowOf('billing_first_name').classList.contains('woocommerce-invalid')).toBe(false);
    fireEvent.change(input, { target: { value: '' } });
    expect(rowOf('billing_first_name').classList.contains('woocommerce-invalid-required-field')).toBe(true);
    input.value = 'Ann';
    input.dispatchEvent(new CustomEvent('validate', { bubbles: true }));
    expect(rowOf('billing_first_name').classList.contains('woocommerce-validated')).toBe(true);
    unbind();
    input.value = '';
    fireEvent.change(input);
    expect(rowOf('billing_first_name').classList.contains('woocommerce-validated')).toBe(true);
  });

  it('covers fields added after binding (the swapped state select)', () => {
    bindCheckoutValidation(form);
    form.insertAdjacentHTML(
      'beforeend',
      row(
        'billing_state',
        'validate-required',
        '<select id="billing_state"><option value="">Select an option…</option></select>',
      ),
    );
    fireEvent.change(field('billing_state'));
    expect(rowOf('billing_state').classList.contains('woocommerce-invalid-required-field')).toBe(true);
  });
});

describe('bindCheckoutValidation — non-bubbling validate', () => {
  it('sees a validate event that does not bubble, and stops after unbinding', () => {
    const unbind = bindCheckoutValidation(form);
    field('billing_first_name').dispatchEvent(new Event('validate'));
    expect(rowOf('billing_first_name').classList.contains('woocommerce-invalid-required-field')).toBe(true);
    unbind();
    field('billing_email').dispatchEvent(new Event('validate'));
    expect(rowOf('billing_email').classList.contains('woocommerce-invalid')).toBe(false);
  });
});

describe('hasFullAddress (order review request)', () => {
  it('is true only when every visible required address field has a value', () => {
    document.body.innerHTML = `<form>
      <p class="form-row address-field validate-required"><input class="input-text" id="a" value="x"></p>
      <p class="form-row address-field validate-required"><select id="s"><option value="">-</option><option value="CA">CA</option></select></p>
      <p class="form-row address-field"><input class="input-text" value=""></p>
      <p class="form-row address-field validate-required" style="display: none"><input class="input-text" value=""></p>
    </form>`;
    expect(hasFullAddress(document.body)).toBe(false);
    (document.getElementById('s') as HTMLSelectElement).value = 'CA';
    expect(hasFullAddress(document.body)).toBe(true);
  });
});
