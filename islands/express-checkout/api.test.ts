import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentErrorMessage } from '@storefront/payments';
import { expressApi } from './api';
import { expressParams } from './test-fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('express checkout endpoint calls', () => {
  it('a refused call (403 with the shop’s error answer, e.g. a wrong nonce) carries the shop’s message', async () => {
    const refusal = 'We could not verify this request. Please reload the page and try again.';
    const body = JSON.stringify({ success: false, data: { error: { message: refusal } } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 403, headers: { 'Content-Type': 'application/json' } })),
    );
    const api = expressApi(expressParams());
    for (const call of [
      () => api.cartDetails(),
      () => api.selectedProductData({ productId: '1', quantity: 1, attributes: {} }),
    ]) {
      expect(paymentErrorMessage(await call().catch((e: unknown) => e))).toBe(refusal);
    }
  });

  it('connection failures keep their own message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await expressApi(expressParams())
      .cartDetails()
      .catch((e: unknown) => e);
    expect(paymentErrorMessage(error)).toBe('An error occurred while connecting to the server. Please try again.');
  });
});
