import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEBIT_TEST_ACCOUNTS } from '@storefront/payments/debit-accounts';
import { closeParsers, testShop, type TestShop } from '../../test/helpers';
import {
  authenticateIntent,
  confirmIntent,
  createIntent,
  createPaymentMethod,
  getPaymentMethod,
  isDoubleError,
  type Confirmation,
} from './engine';
import { generatedDebitId } from './save';
import type { PaymentMethodRow } from './objects';

let shop: TestShop;
beforeAll(async () => {
  shop = await testShop();
});
afterAll(async () => {
  await shop.close();
  await closeParsers();
});

const intentFor = (customerId: number, type: string, save: boolean) =>
  createIntent(shop.db, {
    kind: 'payment',
    amount: 1500,
    currency: 'eur',
    customerId,
    paymentMethodType: type,
    setupFutureUsage: save ? 'off_session' : null,
    savePaymentMethod: save,
  });

async function newMethod(body: Record<string, unknown>): Promise<PaymentMethodRow> {
  const pm = await createPaymentMethod(shop.db, body);
  if (isDoubleError(pm)) throw new Error(pm.error.message);
  return pm;
}

const confirmed = (c: Confirmation | { error: unknown }) => (c as Confirmation).intent;

describe('the double: reusing a saved method of another type (issue 18)', () => {
  it('a SEPA debit confirmed with future use is attached, debited again for its customer, refused for another', async () => {
    const pm = await newMethod({ type: 'sepa_debit', sepa_debit: DEBIT_TEST_ACCOUNTS.sepa_debit.good });
    const first = await confirmIntent(shop.db, (await intentFor(7, 'sepa_debit', true)).id, { paymentMethod: pm.id });
    expect(confirmed(first as Confirmation).status).toBe('processing');
    expect((await getPaymentMethod(shop.db, pm.id))!.customer_id).toBe(7);
    const again = await confirmIntent(shop.db, (await intentFor(7, 'sepa_debit', false)).id, { paymentMethod: pm.id });
    expect(confirmed(again as Confirmation).status).toBe('processing');
    const other = await confirmIntent(shop.db, (await intentFor(8, 'sepa_debit', false)).id, { paymentMethod: pm.id });
    expect(isDoubleError(other) && other.error.code).toBe('payment_method_unexpected_state');
    // Not of the intent's type (a saved SEPA debit for an iDEAL intent): refused.
    const wrongType = await confirmIntent(shop.db, (await intentFor(7, 'ideal', false)).id, { paymentMethod: pm.id });
    expect(isDoubleError(wrongType)).toBe(true);
  });

  it('an authorised iDEAL payment with future use leaves one SEPA debit of its customer; without, none', async () => {
    const ideal = await newMethod({ type: 'ideal', ideal: { bank: 'rabobank' } });
    const intent = confirmed(
      (await confirmIntent(shop.db, (await intentFor(9, 'ideal', true)).id, {
        paymentMethod: ideal.id,
      })) as Confirmation,
    );
    expect(intent.status).toBe('requires_action');
    expect(await getPaymentMethod(shop.db, generatedDebitId(ideal.id))).toBeNull(); // not before it is authorised
    await authenticateIntent(shop.db, intent.id, intent.auth_token!, 'complete');
    const debit = (await getPaymentMethod(shop.db, generatedDebitId(ideal.id)))!;
    expect(debit).toMatchObject({ type: 'sepa_debit', last4: '3000', bank: 'rabobank', customer_id: 9 });
    expect(debit.behaviour).toBe('processing');
    const reused = await confirmIntent(shop.db, (await intentFor(9, 'sepa_debit', false)).id, {
      paymentMethod: debit.id,
    });
    expect(confirmed(reused as Confirmation).status).toBe('processing');

    const once = await newMethod({ type: 'ideal', ideal: { bank: 'ing' } });
    const plain = confirmed(
      (await confirmIntent(shop.db, (await intentFor(9, 'ideal', false)).id, {
        paymentMethod: once.id,
      })) as Confirmation,
    );
    await authenticateIntent(shop.db, plain.id, plain.auth_token!, 'complete');
    expect(await getPaymentMethod(shop.db, generatedDebitId(once.id))).toBeNull();
  });
});
