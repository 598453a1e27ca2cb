import { reactIsland } from '@storefront/runtime/react';
import { readExpressParams } from './params';
import { ExpressCheckout } from './ExpressCheckout';
import { EXPRESS_GLOBAL, PAY_FOR_ORDER_GLOBAL, type ExpressCheckoutProps } from './contract';

/**
 * The island module: props are `wc_stripe_express_checkout_params` (missing → the mount fails and the page is left
 * alone) and, on order-pay, `wcStripeExpressCheckoutPayForOrderParams`.
 */
export default reactIsland<ExpressCheckoutProps>({
  component: ExpressCheckout,
  sources: { data: false, json: false, globals: [EXPRESS_GLOBAL, PAY_FOR_ORDER_GLOBAL] },
  readProps: (raw) => ({ params: readExpressParams(raw.params[EXPRESS_GLOBAL], raw.params[PAY_FOR_ORDER_GLOBAL]) }),
});
