/** Card payments through the payment provider (placeholder until the payment issue lands). */
import type { PaymentGateway } from './gateway-types';

/** The card gateway, or null while it is not built. */
export const stripeGateway: PaymentGateway | null = null;
