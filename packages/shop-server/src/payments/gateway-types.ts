/**
 * The contract between the checkout (orders, order-pay, add-payment-method) and the payment gateways.
 * The checkout lists gateways (cash on delivery, bank transfer, card through the payment provider…),
 * renders each one's radio and box, and hands a freshly created pending order to the chosen one.
 */
import type { PaymentToken } from '../domain/payment-tokens';
import type { RequestShop } from '../domain/visitor';

/** Where a gateway's fields are rendered. */
export type PaymentScreen = 'checkout' | 'order-pay' | 'add-payment-method' | 'change-payment-method';

/** The order a gateway takes payment for (amounts in minor units). */
export interface OrderRef {
  id: number;
  key: string;
  status: string;
  total: number;
  currency: string;
  billingEmail: string;
  /** The logged-in customer who placed it, or null for a guest. */
  customerId: number | null;
}

/** The facts of the request a gateway may use (no framework objects: gateways are domain code). */
export interface PaymentRequest {
  /** The full request URL. */
  url: string;
  /** The `Referer` header, or null. */
  referer: string | null;
}

/** What the checkout gives a gateway: the request, the visitor, and the order operations it may perform. */
export interface GatewayContext {
  request: PaymentRequest;
  shop: RequestShop;
  orders: {
    get(id: number): Promise<OrderRef | null>;
    /** Moves the order to processing (paid) once; returns false when it was already paid. */
    markPaid(id: number, transactionId: string): Promise<boolean>;
    /** Marks the order failed (payment not taken), with a note. */
    markFailed(id: number, note: string): Promise<void>;
    /** The order-received URL of an order (with its key). */
    receivedUrl(order: Pick<OrderRef, 'id' | 'key'>): string;
  };
}

/** A gateway's answer for a payment attempt, in the shape WooCommerce's checkout endpoint returns. */
export type PaymentResult =
  | {
      result: 'success';
      redirect: string;
      /** The payment still needs the shopper on another page (a bank redirect): the basket stays until it is paid. */
      awaitingShopper?: boolean;
    }
  | { result: 'failure'; messages: string[] };

/** A payment gateway as the checkout sees it. */
export interface PaymentGateway {
  /** Its id: the `payment_method` radio value (cod, bacs, stripe…). */
  id: string;
  title: string;
  /** Plain text shown in its payment box. */
  description: string;
  /** Replaces the place-order button's label while this method is chosen (`data-order_button_text`). */
  orderButtonText?: string;
  /** Billing countries it accepts; undefined means all. */
  countries?: readonly string[];
  /**
   * True for provider gateways (`stripe_{type}`): the page hides them outside their config entry's countries
   * (`wc_stripe_upe_params.paymentMethodsConfig`), live, so the payment block prints them for every billing country
   * (hidden outside their own). Any other gateway is left out of the block when the billing country is outside
   * `countries`, as WooCommerce leaves out a gateway that is not available.
   */
  pageFiltersByCountry?: boolean;
  /** Screens it is offered on (default: checkout and order-pay). */
  screens?: readonly PaymentScreen[];
  /** What its `.payment_box` holds after the description on a screen (routes render it; see PaymentFields). */
  paymentFields?(ctx: GatewayContext, screen: PaymentScreen): Promise<PaymentFields>;
  /** Checks its own posted fields before an order is created; returns error messages. */
  validate?(fields: Record<string, string>): string[];
  /** Takes payment for a just-created pending order (checkout) or an unpaid order (order-pay). */
  processPayment(ctx: GatewayContext, order: OrderRef, fields: Record<string, string>): Promise<PaymentResult>;
}

/**
 * The content of a gateway's payment box, as data: the routes render each kind with its view and add the page
 * globals the kind needs. One kind today, the provider's card form.
 */
export interface CardFields {
  kind: 'card';
  /** The provider payment type of the form (`data-payment-method-type`): 'card', 'ideal'… */
  type: string;
  /** The gateway id (`stripe`, `stripe_ideal`…): the form's ids are made from it. */
  gatewayId: string;
  /** The logged-in customer's saved methods of this gateway (none for guests, or where none are chosen). */
  tokens: readonly PaymentToken[];
  /** Offer the save checkbox (logged-in customers, or guests who may create an account; never when adding a method). */
  offerSave: boolean;
  /** A field of the type's own inside the form's mount point: BLIK's code. */
  codeField?: 'blik';
  /** A short note under the form (the double's test-card hint). */
  note?: string;
  /** The amount to pay in minor units, printed on the method's item for a notice that follows it (the cash app's). */
  cartTotal?: number;
}

/** See {@link CardFields}. */
export type PaymentFields = CardFields;
