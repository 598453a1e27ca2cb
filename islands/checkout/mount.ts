import type { IslandModule, MountContext } from '@storefront/runtime';
import { bindCheckoutForm } from './checkout-form';
import { SEL } from './contract';

/**
 * Binds the order-pay form from its own chunk (./order-pay), which the checkout page never loads. A submit made
 * while the chunk loads is held and made again once the form is bound, so the veto hooks see it; if the chunk
 * fails to load, the held submit posts natively, as it would have without the island.
 */
function bindOrderPayLater(form: HTMLFormElement, ctx: MountContext): () => void {
  let unbind: (() => void) | undefined;
  let gone = false;
  let held = false;
  let submitter: HTMLElement | null = null;
  const hold = (event: SubmitEvent) => {
    event.preventDefault();
    if (!held) submitter = event.submitter;
    held = true;
  };
  form.addEventListener('submit', hold);
  const resubmit = () => {
    form.removeEventListener('submit', hold);
    if (held && !gone && form.isConnected) form.requestSubmit(submitter);
  };
  import('./order-pay').then(
    (m) => {
      if (gone) return;
      try {
        unbind = m.bindOrderPay(form);
      } catch (error) {
        ctx.report(error);
      }
      resubmit();
    },
    (error: unknown) => {
      ctx.report(error);
      resubmit();
    },
  );
  return () => {
    gone = true;
    form.removeEventListener('submit', hold);
    unbind?.();
  };
}

/**
 * The checkout island module. Plain DOM controllers on the server markup (no React root): the checkout form or the
 * order-pay form. Anything else is left alone.
 */
const checkoutIsland: IslandModule = {
  mount(host, ctx) {
    if (!(host instanceof HTMLFormElement)) return;
    if (host.matches(SEL.orderPayForm)) return bindOrderPayLater(host, ctx);
    return bindCheckoutForm(host);
  },
};
export default checkoutIsland;
