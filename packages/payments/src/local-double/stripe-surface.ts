/**
 * Compile-time checks that the local payment double's public surface is a subset of `@stripe/stripe-js`'s own
 * types: when the library changes a member the double implements, `tsc` fails here. Type-only (nothing is
 * emitted, nothing reaches a bundle). Members the double does not implement are not checked.
 */
import type {
  ConfirmPaymentData,
  PaymentMethodCreateParams,
  Stripe,
  StripeElements,
  StripeExpressCheckoutElement,
  StripePaymentElement,
} from '@stripe/stripe-js';
import type {
  BillingDetails,
  ConfirmData,
  ConfirmOptions,
  PaymentClient,
  PaymentIntentResult,
  PaymentMethodResult,
  SetupIntentResult,
} from '../types';
import type { VoucherWalletConfirms } from '../voucher-wallet-confirms';
import type { DoubleElements } from './client';
import type { DoubleCardElement } from './element';
import type { DoubleExpressElement } from './express-element';

/** `T`'s members `K`; a call that answers the element itself may answer the double's element instead. */
type Surface<T, K extends keyof T, Self> = {
  [P in K]: T[P] extends (...args: infer A) => infer R ? (...args: A) => R extends T ? Self : R : T[P];
};

/** `true` when `A` is assignable to `B`, else a compile error at the use. */
type Assignable<A extends B, B> = A extends B ? true : never;

/** The voucher and wallet confirms of a payment intent (Stripe's and the double's). */
type PayConfirm = Exclude<keyof VoucherWalletConfirms, 'confirmCashappSetup'>;

/**
 * The voucher and wallet confirms: whatever Stripe's callers may pass the double accepts, and Stripe's answers are
 * what the flows read. (Not a mapped type: tsc can't resolve a generic key's overloads there.)
 */
type ConfirmChecks<K extends PayConfirm = PayConfirm> = [
  Assignable<Parameters<Stripe[K]>[1] & object, ConfirmData>,
  Assignable<Awaited<ReturnType<Stripe[K]>>, PaymentIntentResult>,
  Assignable<Parameters<Stripe['confirmCashappSetup']>[1] & object, ConfirmData>,
  Assignable<Awaited<ReturnType<Stripe['confirmCashappSetup']>>, SetupIntentResult>,
];

/** Each check must hold (`true`); a drift in the library makes one of these a compile error. */
export type DoubleSurfaceChecks = [
  // The elements group: update and submit as Stripe's (submit's error is a StripeError).
  Assignable<DoubleElements, Surface<StripeElements, 'update' | 'submit', DoubleElements>>,
  // The payment element.
  Assignable<
    DoubleCardElement,
    Surface<StripePaymentElement, 'mount' | 'unmount' | 'destroy' | 'update', DoubleCardElement>
  >,
  // The express checkout element.
  Assignable<
    DoubleExpressElement,
    Surface<StripeExpressCheckoutElement, 'mount' | 'unmount' | 'destroy' | 'update', DoubleExpressElement>
  >,
  // Calls: whatever Stripe's own callers may pass, the double accepts.
  Assignable<Parameters<Stripe['confirmCardPayment']>[1] & object, ConfirmData>,
  Assignable<Parameters<Stripe['confirmCardSetup']>[1] & object, ConfirmData>,
  Assignable<Parameters<Stripe['confirmBoletoPayment']>[1] & object, ConfirmData>,
  Assignable<Parameters<Stripe['handleNextAction']>[0], Parameters<PaymentClient['handleNextAction']>[0]>,
  Assignable<{ clientSecret: string; confirmParams?: Partial<ConfirmPaymentData> }, Omit<ConfirmOptions, 'elements'>>,
  // Results: Stripe's answers are what the island reads from the double (so its fields hold for both).
  Assignable<Awaited<ReturnType<Stripe['retrievePaymentIntent']>>, PaymentIntentResult>,
  Assignable<Awaited<ReturnType<Stripe['retrieveSetupIntent']>>, SetupIntentResult>,
  Assignable<Awaited<ReturnType<Stripe['createPaymentMethod']>>, PaymentMethodResult>,
  // What the island sends the provider is what Stripe takes.
  Assignable<BillingDetails, PaymentMethodCreateParams.BillingDetails>,
  Assignable<{ return_url: string }, Parameters<Stripe['confirmCashappPayment']>[1] & object>,
  Assignable<{ return_url: string }, Parameters<Stripe['confirmCashappSetup']>[1] & object>,
  Assignable<{ return_url: string }, Parameters<Stripe['confirmWechatPayPayment']>[1] & object>,
  Assignable<Record<string, never>, Parameters<Stripe['confirmBoletoPayment']>[1] & object>,
  Assignable<Record<string, never>, Parameters<Stripe['confirmMultibancoPayment']>[1] & object>,
  Assignable<Record<string, never>, Parameters<Stripe['confirmOxxoPayment']>[1] & object>,
  ConfirmChecks,
];
