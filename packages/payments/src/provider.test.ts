import { describe, expect, it, vi } from 'vitest';
import { loadPaymentProvider, ProviderLoadError } from './provider';
import { readPaymentSettings } from './settings';

const stripeMock = vi.hoisted(() => ({ result: null as unknown, calls: [] as unknown[][] }));
vi.mock('@stripe/stripe-js', () => ({
  loadStripe: async (...args: unknown[]) => {
    stripeMock.calls.push(args);
    if (stripeMock.result instanceof Error) throw stripeMock.result;
    return stripeMock.result;
  },
}));

describe('loadPaymentProvider', () => {
  it('loads the local double when the settings say so', async () => {
    const client = await loadPaymentProvider(
      readPaymentSettings({ key: 'pk', provider: { kind: 'local-double', apiBase: '/pd' } }),
    );
    expect(typeof client.elements).toBe('function');
    expect(typeof client.confirmCardPayment).toBe('function');
  });

  it('loads Stripe.js with the key and API version', async () => {
    const fake = { elements: () => ({}) };
    stripeMock.result = fake;
    const client = await loadPaymentProvider(
      readPaymentSettings({
        key: 'pk_live_1',
        apiVersion: '2024-06-20',
        locale: 'en_GB',
        provider: { kind: 'stripe' },
      }),
    );
    expect(client).toBe(fake);
    expect(stripeMock.calls.at(-1)).toEqual(['pk_live_1', { apiVersion: '2024-06-20', locale: 'en-GB' }]);
  });

  it('never falls back silently: a failed load, an unknown provider or no key rejects', async () => {
    stripeMock.result = null;
    await expect(
      loadPaymentProvider(readPaymentSettings({ key: 'pk', provider: { kind: 'stripe' } })),
    ).rejects.toBeInstanceOf(ProviderLoadError);
    stripeMock.result = new Error('script blocked');
    await expect(
      loadPaymentProvider(readPaymentSettings({ key: 'pk', provider: { kind: 'stripe' } })),
    ).rejects.toBeInstanceOf(ProviderLoadError);
    await expect(loadPaymentProvider(readPaymentSettings({ key: 'pk', provider: { kind: 'paypal' } }))).rejects.toThrow(
      /Unknown payment provider/,
    );
    await expect(loadPaymentProvider(readPaymentSettings({ key: 'pk' }))).rejects.toBeInstanceOf(ProviderLoadError);
    await expect(loadPaymentProvider(readPaymentSettings({ provider: { kind: 'local-double' } }))).rejects.toThrow(
      /no publishable key/,
    );
  });
});
