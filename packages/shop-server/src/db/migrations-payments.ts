/** Schema steps of card payments (intents, payment methods, saved methods). Ids 20–39. */
import type { Migration } from './migrations';

/** Payment migrations, run after the checkout ones. */
export const PAYMENT_MIGRATIONS: readonly Migration[] = [];
