/** The newsletter islands' markup contract: one home, in `@storefront/newsletter/contract` (shared by both islands). */
export * from '@storefront/newsletter/contract';
