/**
 * LOCAL DOUBLES of the third-party analytics scripts (this machine has no internet): stand-ins for the analytics
 * service's gtag.js, the store-analytics tracker and the social pin tag, served by the shop. They behave like the
 * real ones where the islands depend on it (gtag reads the data layer and honours Consent Mode; the pin tag drains
 * the `pintrk` queue) and send what they receive to the shop, which keeps the last 500 records in memory so tests
 * can assert on them (`GET /local-doubles/records`, test routes only). They are not analytics services.
 */
import { Hono, type Context } from 'hono';
import { shopOf, type ShopEnv } from './context';

/** The double scripts' URLs (printed in `ga4w.settings.scripts`). */
export const LOCAL_DOUBLE_SCRIPTS = {
  gtag: '/local-doubles/analytics/gtag.js',
  store_analytics: '/local-doubles/store-analytics/s.js',
  pin: '/local-doubles/pin/core.js',
} as const;

/** One thing a double received. */
export interface DoubleRecord {
  source: 'analytics' | 'store-analytics' | 'pin';
  name: string;
  params: unknown;
  page: string;
}

const MAX_RECORDS = 500;
const records: DoubleRecord[] = [];

const send = (source: string) =>
  `function send(name, params) { fetch('/local-doubles/collect', { method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ source: '${source}', name: name, params: params, page: location.pathname + location.search }) }); }`;

/** gtag.js double: events are sent only while `analytics_storage` is granted (Consent Mode). */
const GTAG = `(function () {
  ${send('analytics')}
  var consent = { analytics_storage: 'denied' };
  function handle(args) {
    if (args[0] === 'consent') { for (var k in args[2]) consent[k] = args[2][k]; return; }
    if (args[0] === 'event' && consent.analytics_storage === 'granted') send(args[1], args[2] || {});
  }
  var layer = (window.dataLayer = window.dataLayer || []);
  layer.forEach(function (a) { handle(a); });
  var push = layer.push;
  layer.push = function (a) { push.call(layer, a); handle(a); return layer.length; };
})();`;

/** Store-analytics double: records that it was loaded (once per load) and the page. */
const STORE_ANALYTICS = `(function () {
  ${send('store-analytics')}
  send('loaded', { title: document.title });
})();`;

/** Pin tag double: drains the `pintrk` queue and replaces the function. */
const PIN = `(function () {
  ${send('pin')}
  function handle(args) { send(args[0] === 'track' ? args[1] : args[0], args[0] === 'track' ? args[2] || {} : args.slice(1)); }
  var queue = (window.pintrk && window.pintrk.queue) || [];
  window.pintrk = function () { handle(Array.prototype.slice.call(arguments)); };
  queue.forEach(function (a) { handle(Array.prototype.slice.call(a)); });
})();`;

/** The doubles' routes: the scripts, the collector and (test routes only) the records. */
export function analyticsDoubleRoutes(): Hono<ShopEnv> {
  const r = new Hono<ShopEnv>({ strict: false });
  const script = (body: string) => () =>
    new Response(body, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } });
  r.get(LOCAL_DOUBLE_SCRIPTS.gtag, script(GTAG));
  r.get(LOCAL_DOUBLE_SCRIPTS.store_analytics, script(STORE_ANALYTICS));
  r.get(LOCAL_DOUBLE_SCRIPTS.pin, script(PIN));
  r.post('/local-doubles/collect', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Partial<DoubleRecord> | null;
    const source = body?.source;
    if (
      !body ||
      (source !== 'analytics' && source !== 'store-analytics' && source !== 'pin') ||
      typeof body.name !== 'string'
    )
      return c.json({ ok: false }, 400);
    records.push({
      source,
      name: body.name.slice(0, 100),
      params: body.params ?? null,
      page: String(body.page ?? '').slice(0, 200),
    });
    if (records.length > MAX_RECORDS) records.splice(0, records.length - MAX_RECORDS);
    return c.body(null, 204);
  });
  const testRoutes = (c: Context<ShopEnv>) => shopOf(c).opts.testRoutes ?? process.env.NODE_ENV === 'test';
  r.get('/local-doubles/records', (c) => (testRoutes(c) ? c.json(records) : c.notFound()));
  r.delete('/local-doubles/records', (c) => {
    if (!testRoutes(c)) return c.notFound();
    records.length = 0;
    return c.body(null, 204);
  });
  return r;
}
