import { describe, expect, it } from 'vitest';
import { methodTitle, readPaymentSettings } from './settings';
import {
  elementsMode,
  elementsOptions,
  paymentAppearance,
  paymentElementOptions,
  savingTerms,
  setupFutureUsage,
} from './form-options';
import { billingDetailsFromForm } from './billing';

const RAW = {
  key: 'pk_test_x',
  apiVersion: '2024-06-20',
  locale: 'en_GB',
  provider: { kind: 'local-double', apiBase: '/payment-double/v1/' },
  cartTotal: '1250',
  currency: 'GBP',
  isCheckout: true,
  isLoggedIn: false,
  paymentMethodsConfig: {
    card: { isReusable: true, title: 'Credit / Debit Card', supportsDeferredIntent: true, countries: [] },
  },
  createPaymentIntentNonce: 'cpi',
  updateOrderStatusNonce: 'uos',
  genericErrorMessage: 'Generic!',
  invalid_wallet_type: 'Bad wallet',
  messages: { card_declined: 'Configured decline' },
  enabledBillingFields: ['billing_first_name', 'billing_last_name', 'billing_email'],
};

describe('readPaymentSettings', () => {
  it('normalises the page settings', () => {
    const s = readPaymentSettings(RAW);
    expect(s).toMatchObject({
      key: 'pk_test_x',
      locale: 'en-GB',
      cartTotal: 1250,
      currency: 'gbp',
      isCheckout: true,
      isOrderPay: false,
      provider: { kind: 'local-double', apiBase: '/payment-double/v1' },
      nonces: { createPaymentIntent: 'cpi', updateOrderStatus: 'uos', createSetupIntent: '' },
      messages: { card_declined: 'Configured decline', invalid_wallet_type: 'Bad wallet' },
      genericErrorMessage: 'Generic!',
    });
    expect(methodTitle(s)).toBe('Credit / Debit Card');
  });
  it('never throws and marks an unknown provider', () => {
    for (const raw of [undefined, null, 'x', [], { provider: 'stripe' }, { cartTotal: 'abc' }]) {
      const s = readPaymentSettings(raw);
      expect(s.cartTotal).toBe(0);
    }
    expect(readPaymentSettings({ provider: { kind: 'other' } }).provider.kind).toBe('unknown');
    expect(readPaymentSettings({ provider: { kind: 'stripe' } }).provider).toEqual({ kind: 'stripe' });
  });
});

describe('form rules', () => {
  const s = readPaymentSettings(RAW);
  it('uses setup mode below 1, payment otherwise', () => {
    expect(elementsMode(0)).toBe('setup');
    expect(elementsMode(0.5)).toBe('setup');
    expect(elementsMode(1)).toBe('payment');
    expect(elementsOptions(s, { saveChecked: false })).toMatchObject({
      mode: 'payment',
      amount: 1250,
      currency: 'gbp',
      paymentMethodCreation: 'manual',
    });
    expect(elementsOptions({ ...s, cartTotal: 0 }, { saveChecked: false })).toMatchObject({ mode: 'setup' });
    expect(elementsOptions({ ...s, cartTotal: 0 }, { saveChecked: false })).not.toHaveProperty('amount');
  });
  it('asks for off_session usage when saving or with a subscription', () => {
    expect(setupFutureUsage(s, { saveChecked: false })).toBeUndefined();
    expect(setupFutureUsage(s, { saveChecked: true })).toBe('off_session');
    expect(setupFutureUsage({ cartContainsSubscription: true }, { saveChecked: false })).toBe('off_session');
    expect(elementsOptions(s, { saveChecked: true }).setupFutureUsage).toBe('off_session');
  });
  it('shows saving terms always for an automatic-renewal subscription or when saving, never otherwise', () => {
    expect(
      savingTerms({ cartContainsSubscription: true, subscriptionRequiresManualRenewal: false }, { saveChecked: false }),
    ).toBe('always');
    expect(
      savingTerms({ cartContainsSubscription: true, subscriptionRequiresManualRenewal: true }, { saveChecked: false }),
    ).toBe('never');
    expect(
      savingTerms({ cartContainsSubscription: false, subscriptionRequiresManualRenewal: false }, { saveChecked: true }),
    ).toBe('always');
    expect(
      savingTerms(
        { cartContainsSubscription: false, subscriptionRequiresManualRenewal: false },
        { saveChecked: false },
      ),
    ).toBe('never');
  });
  it('uses Lato 15px on white, +2px with the OC option', () => {
    expect(paymentAppearance(s).variables).toMatchObject({ fontSizeBase: '15px', colorBackground: '#ffffff' });
    expect(paymentAppearance(s).variables!.fontFamily).toMatch(/^Lato/);
    expect(paymentAppearance({ ...s, isOCEnabled: true }).variables!.fontSizeBase).toBe('17px');
    expect(
      paymentAppearance({ ...s, appearance: { theme: 'night', variables: { colorBackground: '#000' } } }),
    ).toMatchObject({ theme: 'night', variables: { colorBackground: '#000' } });
  });
  it('builds the payment element options: accordion without radios, no device wallets', () => {
    const o = paymentElementOptions(s, { saveChecked: false });
    expect(o.layout).toMatchObject({ type: 'accordion', radios: false });
    expect(o.wallets).toEqual({ applePay: 'never', googlePay: 'never' });
    expect(o.terms).toEqual({ card: 'never' });
    expect(o.fields?.billingDetails).toMatchObject({ name: 'never', email: 'never', phone: 'auto' });
  });
});

describe('page settings honoured (spec §3 "Payment page settings")', () => {
  const s = readPaymentSettings(RAW);
  it('reads the OC layout, method configuration and statement descriptor with their defaults', () => {
    expect(s).toMatchObject({
      OCLayout: 'accordion',
      paymentMethodConfigurationParentId: '',
      accountDescriptor: '',
    });
    const t = readPaymentSettings({
      OCLayout: 'tabs',
      paymentMethodConfigurationParentId: 'pmc_123',
      accountDescriptor: 'Loom & Press',
    });
    expect(t).toMatchObject({
      OCLayout: 'tabs',
      paymentMethodConfigurationParentId: 'pmc_123',
      accountDescriptor: 'Loom & Press',
    });
    expect(readPaymentSettings({ OCLayout: '<b>' }).OCLayout).toBe('accordion');
  });
  it('forced saving asks for off_session usage and shows the saving terms always', () => {
    const forced = { ...s, forceSavePaymentMethod: true };
    expect(elementsOptions(forced, { saveChecked: false }).setupFutureUsage).toBe('off_session');
    expect(paymentElementOptions(forced, { saveChecked: false }).terms).toEqual({ card: 'always' });
    expect(elementsOptions(s, { saveChecked: false })).not.toHaveProperty('setupFutureUsage');
  });
  it('passes the method configuration only when one is named', () => {
    expect(elementsOptions(s, { saveChecked: false })).not.toHaveProperty('paymentMethodConfiguration');
    const named = { ...s, paymentMethodConfigurationParentId: 'pmc_123' };
    expect(elementsOptions(named, { saveChecked: false }).paymentMethodConfiguration).toBe('pmc_123');
  });
  it('uses the OC layout only with the OC option on, and names the business from the descriptor', () => {
    const tabs = { ...s, OCLayout: 'tabs' as const };
    expect(paymentElementOptions(tabs, { saveChecked: false }).layout).toMatchObject({ type: 'accordion' });
    expect(paymentElementOptions({ ...tabs, isOCEnabled: true }, { saveChecked: false }).layout).toMatchObject({
      type: 'tabs',
    });
    expect(paymentElementOptions(s, { saveChecked: false })).not.toHaveProperty('business');
    const named = paymentElementOptions({ ...s, accountDescriptor: 'Loom & Press' }, { saveChecked: false });
    expect(named.business).toEqual({ name: 'Loom & Press' });
  });
});

describe('billingDetailsFromForm', () => {
  it('reads name, email, phone and address, leaving empty values out', () => {
    document.body.innerHTML = `<form>
      <input name="billing_first_name" value="Ada"><input name="billing_last_name" value="Lovelace">
      <input name="billing_email" value="ada@example.com"><input name="billing_phone" value="">
      <input name="billing_address_1" value="1 High St"><input name="billing_address_2" value="">
      <input name="billing_city" value="London"><select name="billing_country"><option value="GB" selected>UK</option></select>
      <input name="billing_state" value=""><input name="billing_postcode" value="SW1A 1AA"></form>`;
    expect(billingDetailsFromForm(document.querySelector('form'))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      address: { city: 'London', country: 'GB', line1: '1 High St', postal_code: 'SW1A 1AA' },
    });
    expect(billingDetailsFromForm(null)).toEqual({});
  });
});
