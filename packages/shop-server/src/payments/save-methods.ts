/**
 * Saved payment methods of the provider's other reusable types (issue 18; spec §4 'Payment method selection': the
 * save checkbox shows for every type but the non-reusable ones). As the provider's WooCommerce gateway does, each
 * gateway `stripe_{type}` lists its own tokens (radios `wc-{gateway}-payment-token`, WooCommerce's saved-methods
 * list) and posts its own save checkbox (`wc-{gateway}-new-payment-method`); the card's fields keep their names
 * (its gateway is `stripe`). A saved method pays like a new one of its type, without the form.
 */
import { isReusableType } from '@storefront/payments/method-types';
import { saveToken, tokenOfCustomer, tokensOfCustomer, type PaymentToken } from '../domain/payment-tokens';
import type { GatewayContext, OrderRef, PaymentScreen } from './gateway-types';
import type { IntentRow } from './payment-double/objects';
import { GENERATES_SEPA_DEBIT, REUSABLE_WALLETS, generatedDebitId } from './payment-double/save';
import { isDebitType } from '@storefront/payments/debit-types';
import { holdOrder } from '../domain/orders';

/** The shop's answer when a posted saved method is not one of the customer's for this gateway. */
export const SAVED_METHOD_NOT_FOUND =
  'The saved payment method could not be found. Please choose another payment method or add a new one.';

/** The saved-methods radio name of a gateway (`wc-stripe_sepa_debit-payment-token`). */
export const tokenFieldOf = (gatewayId: string): string => `wc-${gatewayId}-payment-token`;

/** The save checkbox name (and id) of a gateway (`wc-stripe_sepa_debit-new-payment-method`). */
export const saveFieldOf = (gatewayId: string): string => `wc-${gatewayId}-new-payment-method`;

/** Whether the post chose one of the gateway's saved methods (a token id, not 'new'). */
export function postsSavedMethod(fields: Record<string, string>, gatewayId: string): boolean {
  const v = fields[tokenFieldOf(gatewayId)] ?? '';
  return v !== '' && v !== 'new';
}

/** What the shopper chose: a saved method, a new one (saved or not), or a token the shop does not know. */
export type SavedChoice = { token: PaymentToken } | { token: null; save: boolean } | { error: string };

/**
 * Reads the gateway's saved-method and save fields for an order. A posted token must be the order's customer's and
 * this gateway's (a guest has none); saving is asked only of a customer (a guest's box is never saved).
 */
export async function savedChoice(
  ctx: GatewayContext,
  order: OrderRef,
  fields: Record<string, string>,
  gatewayId: string,
): Promise<SavedChoice> {
  if (postsSavedMethod(fields, gatewayId)) {
    const id = Number(fields[tokenFieldOf(gatewayId)]);
    const token =
      order.customerId !== null ? await tokenOfCustomer(ctx.shop.db, order.customerId, id, gatewayId) : null;
    return token ? { token } : { error: SAVED_METHOD_NOT_FOUND };
  }
  return { token: null, save: fields[saveFieldOf(gatewayId)] === 'true' && order.customerId !== null };
}

/**
 * The saved methods and save checkbox of a type's box: the customer's tokens of this gateway on the checkout and
 * order-pay screens; the checkbox for a reusable type, for customers (and at checkout for guests, whose box the island
 * shows once 'create an account' is ticked).
 */
export async function savedMethodFields(
  ctx: GatewayContext,
  type: string,
  gatewayId: string,
  screen: PaymentScreen,
): Promise<{ tokens: PaymentToken[]; offerSave: boolean }> {
  const choosing = screen === 'checkout' || screen === 'order-pay';
  if (!choosing || !savesType(type)) return { tokens: [], offerSave: false };
  const customerId = await ctx.shop.customerId();
  const tokens = customerId !== null ? await tokensOfCustomer(ctx.shop.db, customerId, gatewayId) : [];
  return { tokens, offerSave: customerId !== null || screen === 'checkout' };
}

/**
 * Whether the shop saves methods of `type` (the card's aside): the reusable debits, the bank redirects the provider
 * makes a SEPA debit from, and Cash App Pay (its own method, labelled with the buyer's $Cashtag), as the provider's
 * WooCommerce gateway does.
 */
export const savesType = (type: string): boolean =>
  isReusableType(type) && (isDebitType(type) || GENERATES_SEPA_DEBIT.includes(type) || REUSABLE_WALLETS.includes(type));

/**
 * Keeps the method of an intent the shopper asked to save, once (a debit as soon as it is processing, as the
 * provider's gateway does; saving the same method again changes nothing): for iDEAL, Bancontact and Sofort the SEPA
 * debit the provider made from the payment; for Cash App Pay its method (with its $Cashtag). Only for the order's
 * customer.
 */
export async function keepSavedMethod(
  ctx: GatewayContext,
  order: OrderRef,
  intent: IntentRow,
  gatewayId: string,
): Promise<void> {
  if (!intent.save_payment_method || order.customerId === null || !intent.payment_method) return;
  const generated = GENERATES_SEPA_DEBIT.includes(intent.payment_method_type);
  const pm = generated ? generatedDebitId(intent.payment_method) : intent.payment_method;
  await saveToken(ctx.shop.db, order.customerId, pm, gatewayId);
}

/**
 * A saved SEPA debit of a bank redirect's gateway was confirmed: the provider debits it later, so the order goes on
 * hold with a note (as a debit's), until the payment settles.
 */
export async function holdSavedDebit(ctx: GatewayContext, order: OrderRef, intent: IntentRow, title: string) {
  await holdOrder(
    ctx.shop.db,
    order.id,
    `${title}: the SEPA debit of the saved account is processing (${intent.id}). ` +
      'The order is on hold until the payment settles.',
  );
}
