/**
 * The real provider: `@stripe/stripe-js`. Its own module so that it is only ever reached through a dynamic
 * import (its own lazy chunk, never part of a page's initial JS, never transformed where it is not used).
 */
import { loadStripe } from '@stripe/stripe-js';
import type { PaymentClient } from './types';

/** Loads Stripe.js with the publishable key and API version; rejects when it cannot be loaded. */
export async function loadStripeClient(key: string, apiVersion: string, locale: string): Promise<PaymentClient> {
  const stripe = await loadStripe(key, { apiVersion, locale: locale as never });
  if (!stripe) throw new Error('Stripe.js did not load');
  return stripe as unknown as PaymentClient;
}
