/**
 * The checkout's payment gateways: cash on delivery, direct bank transfer, cheque (offered to GB billing
 * addresses only, with its own place-order label, so both rules can be seen), and the card gateway when the
 * payment helper provides it. Offline gateways put the order on hold (bank transfer, cheque: payment is
 * awaited) or straight into processing (cash on delivery), as WooCommerce does, and send the shopper to the
 * order-received page.
 */
import { setOrderStatus } from '../domain/orders';
import type { GatewayContext, OrderRef, PaymentGateway, PaymentResult, PaymentScreen } from './gateway-types';
import type { PaymentType } from './config';
import { providerGateways } from './stripe-gateway';

/** An offline gateway that only moves the order to `status`. */
function offline(
  id: string,
  title: string,
  description: string,
  status: 'on-hold' | 'processing',
  extra: Partial<PaymentGateway> = {},
): PaymentGateway {
  return {
    id,
    title,
    description,
    ...extra,
    async processPayment(ctx: GatewayContext, order: OrderRef): Promise<PaymentResult> {
      const note =
        status === 'on-hold'
          ? `Awaiting ${title.toLowerCase()} payment.`
          : `${title}: payment to be collected on delivery.`;
      await setOrderStatus(ctx.shop.db, order.id, status, note);
      return { result: 'success', redirect: ctx.orders.receivedUrl(order) };
    },
  };
}

/** Cash on delivery. */
export const codGateway = offline('cod', 'Cash on delivery', 'Pay with cash upon delivery.', 'processing');

/** Direct bank transfer. */
export const bacsGateway = offline(
  'bacs',
  'Direct bank transfer',
  'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
  'on-hold',
);

/** Cheque payments: GB billing addresses only, with its own place-order label. */
export const chequeGateway = offline(
  'cheque',
  'Cheque payments',
  'Please send a cheque to Loom & Press, 1 Printworks Lane, Bristol, BS1 6AA.',
  'on-hold',
  { countries: ['GB'], orderButtonText: 'Pay by cheque' },
);

/**
 * Every gateway, in the order the checkout lists them: the provider's (the card's, then one per other enabled
 * payment type: `types`, default the card alone), then the offline ones.
 */
export function allGateways(types: readonly PaymentType[] = ['card']): PaymentGateway[] {
  return [...providerGateways(types), codGateway, bacsGateway, chequeGateway];
}

/**
 * The gateways offered on a screen for a billing country (countries rule applied server-side too), with the enabled
 * provider payment `types` (default: the card alone).
 */
export function gatewaysFor(
  screen: PaymentScreen,
  billingCountry?: string,
  types?: readonly PaymentType[],
): PaymentGateway[] {
  return allGateways(types).filter(
    (g) =>
      (g.screens ?? ['checkout', 'order-pay']).includes(screen) &&
      (!billingCountry || !g.countries || g.countries.includes(billingCountry)),
  );
}

/** A gateway by id, among those of the enabled `types`. */
export const gatewayById = (id: string, types?: readonly PaymentType[]): PaymentGateway | undefined =>
  allGateways(types).find((g) => g.id === id);
