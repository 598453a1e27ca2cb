/**
 * `@storefront/payments/flows`: the card flows every card form shares (the classic payment box and the block
 * checkout): the shop's payment endpoints, the URL-hash confirmation flows, creating the payment method from the
 * provider's element and saving its appearance. Loaded with a page's card code, never at first.
 */
export * from './intents-api';
export * from './intent-calls';
export { startHashFlow, type HashFlowHost } from './confirm-flows';
export { createPaymentMethodWith, saveAppearance } from './card-submit';
