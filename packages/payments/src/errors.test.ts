import { describe, expect, it } from 'vitest';
import { HttpError } from '@storefront/http';
import { PaymentFlowError, fieldOfParam, messageForCode, paymentErrorMessage, requiredFieldMessage } from './errors';
import { PROVIDER_MESSAGES, blikCodeError, isReusableType, loadFailureMessage, sofortCountryMessage } from './messages';
import { cashAppNotice } from './cash-app-notice';

describe('the message catalogue', () => {
  it.each([
    ['card_declined', 'The card was declined.'],
    ['insufficient_funds', 'Your card has insufficient funds.'],
    ['expired_card', 'The card has expired.'],
    ['incorrect_cvc', "The card's security code is incorrect."],
    ['processing_error', 'An error occurred while processing the card.'],
    ['invalid_number', 'The card number is not a valid credit card number.'],
    ['incomplete_number', 'The card number is incomplete.'],
    ['incomplete_expiry', "The card's expiration date is incomplete."],
    ['invalid_expiry_year_past', "The card's expiration year is in the past"],
    [
      'payment_intent_authentication_failure',
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    ],
  ])('%s → %s', (code, text) => {
    expect(paymentErrorMessage({ type: 'card_error', code, message: 'provider English' })).toBe(text);
  });

  it('has all 27 entries of the spec', () => {
    expect(Object.keys(PROVIDER_MESSAGES)).toHaveLength(27);
  });

  it('prefers the decline code, then the code', () => {
    expect(paymentErrorMessage({ code: 'card_declined', decline_code: 'insufficient_funds' })).toBe(
      'Your card has insufficient funds.',
    );
    expect(paymentErrorMessage({ code: 'card_declined', decline_code: 'generic_decline' })).toBe(
      'The card was declined.',
    );
  });

  it('uses a configured message for a matching key first', () => {
    const configured = { card_declined: 'Declined, sorry.', invalid_wallet_type: 'Configured wallet text' };
    expect(paymentErrorMessage({ code: 'card_declined' }, { configured })).toBe('Declined, sorry.');
    expect(messageForCode('invalid_wallet_type', { configured })).toBe('Configured wallet text');
    expect(messageForCode('toString')).toBeNull();
  });

  it('fills in the provider name of invalid_sofort_country', () => {
    expect(sofortCountryMessage('Sofort')).toBe(
      'The billing country is not accepted by Sofort. Please try another country.',
    );
    expect(paymentErrorMessage({ code: 'invalid_sofort_country' }, { providerName: 'Sofort' })).toContain(
      'accepted by Sofort.',
    );
  });
});

describe('required-field transform', () => {
  it.each(['parameter_invalid_empty', 'parameter_missing', 'parameter_string_empty', 'parameter_string_blank'])(
    '%s with a billing_ param',
    (code) => {
      expect(requiredFieldMessage({ code, param: 'billing_postcode' })).toBe('Billing Postcode is a required field.');
    },
  );
  it('uses the form label when given, and reads nested billing_details params', () => {
    const fieldLabel = (n: string) => ({ billing_city: 'Town / City', shipping_address_1: 'Street address' })[n];
    expect(
      paymentErrorMessage({ code: 'parameter_missing', param: 'billing_details[address][city]' }, { fieldLabel }),
    ).toBe('Billing Town / City is a required field.');
    expect(paymentErrorMessage({ code: 'parameter_string_blank', param: 'shipping_address_1' }, { fieldLabel })).toBe(
      'Shipping Street address is a required field.',
    );
    expect(fieldOfParam('billing_details[name]')).toEqual(['billing', 'first_name']);
  });
  it('leaves other codes and params alone', () => {
    expect(requiredFieldMessage({ code: 'card_declined', param: 'billing_postcode' })).toBeNull();
    expect(requiredFieldMessage({ code: 'parameter_missing', param: 'amount' })).toBeNull();
    expect(paymentErrorMessage({ code: 'parameter_missing', param: 'amount', message: 'Missing amount' })).toBe(
      'Missing amount',
    );
  });
});

describe('connection, generic and fallback messages', () => {
  it('maps time-out, abort and other connection failures', () => {
    expect(paymentErrorMessage(new HttpError('timeout'))).toBe(
      'A timeout occurred while connecting to the server. Please try again.',
    );
    expect(paymentErrorMessage(new HttpError('abort'))).toBe(
      'The connection to the server was aborted. Please try again.',
    );
    expect(paymentErrorMessage(new HttpError('fetch_error'))).toBe(
      'An error occurred while connecting to the server. Please try again.',
    );
  });
  it('keeps a flow error’s own message; generic without one; fallback for non-errors', () => {
    expect(paymentErrorMessage(new PaymentFlowError('Chosen text'))).toBe('Chosen text');
    expect(paymentErrorMessage({ type: 'api_error' })).toBe('Payment failed. Please try again.');
    expect(paymentErrorMessage(undefined)).toBe('An unknown error occurred.');
    expect(paymentErrorMessage(42)).toBe('An unknown error occurred.');
    expect(paymentErrorMessage(new Error('Server said no'))).toBe('Server said no');
  });
});

describe('small rules', () => {
  it('BLIK codes need exactly 6 digits', () => {
    expect(blikCodeError('123456')).toBeNull();
    for (const bad of ['12345', '1234567', 'abcdef', '']) expect(blikCodeError(bad)).toBe('BLIK Code is invalid');
  });
  it('shows the cash app notice only above 200000', () => {
    expect(cashAppNotice(200000)).toBeNull();
    expect(cashAppNotice(200001, 'Cash App Pay')).toBe(
      'Please note that, depending on your account and transaction history, Cash App Pay may reject your transaction due to its amount.',
    );
  });
  it('lists the non-reusable types', () => {
    for (const t of [
      'alipay',
      'affirm',
      'afterpay_clearpay',
      'au_becs_debit',
      'boleto',
      'eps',
      'giropay',
      'multibanco',
      'p24',
      'oxxo',
      'wechat_pay',
    ]) {
      expect(isReusableType(t)).toBe(false);
    }
    expect(isReusableType('card')).toBe(true);
  });
  it('names the method in the load failure', () => {
    expect(loadFailureMessage('Credit / Debit Card')).toBe(
      'Failed to load Credit / Debit Card payment method. Please refresh the page and try again.',
    );
  });
});
