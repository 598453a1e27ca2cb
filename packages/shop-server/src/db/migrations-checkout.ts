/** Schema steps of the checkout (customers, orders, attribution, submissions). Ids 5–19. */
import type { Migration } from './migrations';

/** Checkout migrations, run after the core ones. */
export const CHECKOUT_MIGRATIONS: readonly Migration[] = [];
