/**
 * The provider's webhook endpoint (`POST /?wc-api=wc_stripe`, on any path as WordPress answers it) and the double's
 * test helpers that settle processing debits now, delivering each event to the endpoint through the shop itself
 * (test routes only: see AppOptions.testRoutes): `POST /payment-double/test-helpers/payment_intents/:id/settle` one
 * intent, `POST /payment-double/test-helpers/settle_debits` every one processing.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { shopOf, type ShopEnv } from './context';
import { receiveWebhook } from '../payments/debit-webhook';
import { SIGNATURE_HEADER } from '../payments/debit-webhook-signature';
import { paymentConfig } from '../payments/config';
import {
  processingIntents,
  settleAndNotify,
  type Settlement,
  type ShopFetch,
} from '../payments/payment-double/debit-settlement';

const summary = (done: Settlement) => ({
  id: done.intent.id,
  status: done.intent.status,
  event: done.event.id,
  event_type: done.event.type,
  delivery_status: done.status,
});

/** The webhook endpoint: a POST with `wc-api=wc_stripe`; anything else goes on to the pages. */
export function webhookEndpoint(): MiddlewareHandler<ShopEnv> {
  return async (c, next) => {
    if (c.req.method !== 'POST' || new URL(c.req.url).searchParams.get('wc-api') !== 'wc_stripe') return next();
    c.header('Cache-Control', 'no-store');
    const answer = await receiveWebhook(shopOf(c).db, await c.req.text(), c.req.header(SIGNATURE_HEADER));
    return c.json(answer.body, answer.status);
  };
}

/** Whether the double's test helpers answer: test routes on, and the double is the provider. */
const testRoutesOn = (c: Context<ShopEnv>): boolean =>
  (shopOf(c).opts.testRoutes ?? process.env.NODE_ENV === 'test') && paymentConfig().provider === 'local-double';

/** The double's settle helpers; `shop` sends the event's delivery to this shop. */
export function debitSettlementRoutes(shop: ShopFetch): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  r.post('/payment-double/test-helpers/payment_intents/:id/settle', async (c) => {
    if (!testRoutesOn(c)) return c.notFound();
    c.header('Cache-Control', 'no-store');
    const done = await settleAndNotify(shopOf(c).db, c.req.param('id'), shop, c.req.url);
    if (!done)
      return c.json(
        {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'Only a processing payment intent can be settled.',
          },
        },
        400,
      );
    return c.json(summary(done));
  });
  r.post('/payment-double/test-helpers/settle_debits', async (c) => {
    if (!testRoutesOn(c)) return c.notFound();
    c.header('Cache-Control', 'no-store');
    const settled: ReturnType<typeof summary>[] = [];
    for (const id of await processingIntents(shopOf(c).db)) {
      const done = await settleAndNotify(shopOf(c).db, id, shop, c.req.url);
      if (done) settled.push(summary(done));
    }
    return c.json({ settled });
  });
  return r;
}
