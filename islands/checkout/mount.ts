import type { IslandModule } from '@storefront/runtime';
import { bindCheckoutForm } from './checkout-form';
import { SEL } from './contract';
import { bindOrderPay } from './order-pay';

/**
 * The checkout island module. Plain DOM controllers on the server markup (no React root): the checkout form or the
 * order-pay form. Anything else is left alone.
 */
const checkoutIsland: IslandModule = {
  mount(host) {
    if (!(host instanceof HTMLFormElement)) return;
    if (host.matches(SEL.orderPayForm)) return bindOrderPay(host);
    return bindCheckoutForm(host);
  },
};
export default checkoutIsland;
