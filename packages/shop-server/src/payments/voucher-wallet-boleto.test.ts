import { describe, expect, it } from 'vitest';
import { BOLETO_TEST_TAX_IDS } from '@storefront/payments/boleto-tax-id';
import { messageForCode } from '@storefront/payments';
import { Client } from '../test/helpers';
import { createIntent, getIntent } from './payment-double/engine';
import { typeShopsForFile } from './payment-double/test-helpers';
import { PAYMENT_DOUBLE_API_BASE, PAYMENT_DOUBLE_PUBLISHABLE_KEY } from './config';

const shops = typeShopsForFile(['card', 'boleto', 'oxxo']);
const AUTH = { Authorization: `Bearer ${PAYMENT_DOUBLE_PUBLISHABLE_KEY}` };

const createBoleto = (c: Client, boleto?: unknown) =>
  c.postJson(`${PAYMENT_DOUBLE_API_BASE}/payment_methods`, { type: 'boleto', ...(boleto ? { boleto } : {}) }, AUTH);

describe("the double's Boleto needs the customer's tax id (CPF or CNPJ)", () => {
  it.each([
    ['none', undefined],
    ['empty', { tax_id: '' }],
    ['a wrong check digit (CPF)', { tax_id: '000.000.001-92' }],
    ['a wrong check digit (CNPJ)', { tax_id: '11.222.333/0001-80' }],
    ['one digit repeated', { tax_id: '111.111.111-11' }],
    ['too short', { tax_id: '1234567890' }],
    ['letters', { tax_id: '000.000.00A-91' }],
    ['not a string', { tax_id: 191 }],
  ])(
    "refuses a method with %s: the provider's tax_id_invalid, which the box shows as the spec says",
    async (_, boleto) => {
      const res = await createBoleto(new Client(shops.shop().app), boleto);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { type: string; code: string; param: string } };
      expect(error).toMatchObject({ type: 'invalid_request_error', code: 'tax_id_invalid', param: 'boleto[tax_id]' });
      expect(messageForCode(error.code)).toBe('Invalid Tax Id, please try again with a valid tax id');
    },
  );

  it.each([
    ['a CPF', BOLETO_TEST_TAX_IDS.cpf, '0191'],
    ['a CNPJ', BOLETO_TEST_TAX_IDS.cnpj, '0181'],
    ['digits only', '00000000191', '0191'],
  ])('takes %s, keeping only its last four digits', async (_, taxId, last4) => {
    const res = await createBoleto(new Client(shops.shop().app), { tax_id: taxId });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ type: 'boleto', boleto: { last4 } });
  });

  it('refuses to confirm a Boleto intent whose method has no tax id; the intent is left as it was', async () => {
    const c = new Client(shops.shop().app);
    const db = shops.shop().db;
    // A method stored without one (as before the double asked for it).
    const pm = ((await (await createBoleto(c, { tax_id: BOLETO_TEST_TAX_IDS.cpf })).json()) as { id: string }).id;
    await db.query(`update payment_methods set last4 = '' where id = $1`, [pm]);
    const intent = await createIntent(db, {
      kind: 'payment',
      amount: 5000,
      currency: 'brl',
      paymentMethod: pm,
      paymentMethodType: 'boleto',
    });
    const res = await c.postJson(
      `${PAYMENT_DOUBLE_API_BASE}/payment_intents/${intent.id}/confirm`,
      { client_secret: intent.client_secret },
      AUTH,
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('tax_id_invalid');
    expect((await getIntent(db, intent.id))!.status).toBe('requires_confirmation');
  });

  it('other vouchers need no tax id', async () => {
    const res = await new Client(shops.shop().app).postJson(
      `${PAYMENT_DOUBLE_API_BASE}/payment_methods`,
      { type: 'oxxo' },
      AUTH,
    );
    expect(res.status).toBe(200);
  });
});
