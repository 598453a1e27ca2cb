import { domIsland, readRawProps } from '@storefront/runtime';
import { readExpressParams } from './params';
import { bindExpressCheckout } from './express-checkout';
import { EXPRESS_GLOBAL, PAY_FOR_ORDER_GLOBAL } from './contract';

/**
 * The island module, without React: its params are `wc_stripe_express_checkout_params` (missing → the mount fails
 * and the page is left alone) and, on order-pay, `wcStripeExpressCheckoutPayForOrderParams`.
 */
export default domIsland((host) => {
  const raw = readRawProps(host, { data: false, json: false, globals: [EXPRESS_GLOBAL, PAY_FOR_ORDER_GLOBAL] });
  return bindExpressCheckout({
    host,
    params: readExpressParams(raw.params[EXPRESS_GLOBAL], raw.params[PAY_FOR_ORDER_GLOBAL]),
  });
});
