/**
 * Sending the events: to gtag (the events the settings allow) and, with marketing consent, to the social pin tag,
 * which this module also starts. Loaded with the events' payloads (analytics-events.ts), at the first idle or
 * action: nothing is sent before them.
 */
import type { AnalyticsSettings } from './contract';
import type { ShopHit } from './analytics-events';

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[] };
/** Which receivers a hit goes to: the analytics service (statistics), the pin tag (marketing). */
export type Receivers = { ga: boolean; pin: boolean };
const g = globalThis as unknown as Record<string, unknown>;

/** The pin tag's `pintrk` queue, as the tag's own snippet creates it. */
function pintrkOf(): Queue {
  if (typeof g.pintrk !== 'function') {
    const pintrk: Queue = (...args) => pintrk.queue!.push(args);
    pintrk.queue = [];
    g.pintrk = pintrk;
  }
  return g.pintrk as Queue;
}

/** Starts the pin tag: its queue with the tag id and the page view, then `addScript(src)` adds its script. */
export function startPin(settings: AnalyticsSettings, addScript: (src: string) => void): void {
  const pintrk = pintrkOf();
  pintrk('load', settings.pin_tag_id ?? '');
  pintrk('page');
  addScript(settings.scripts!.pin!);
}

/** Sends `hit` to gtag and, for an add to basket or a purchase, to the pin tag, as `to` allows. */
export function sendHit(
  [name, params]: ShopHit,
  to: Receivers,
  gtag: (...args: unknown[]) => void,
  settings: AnalyticsSettings,
): void {
  if (to.ga && (!Array.isArray(settings.events) || settings.events.includes(name))) gtag('event', name, params);
  if (!to.pin || (name !== 'add_to_cart' && name !== 'purchase')) return;
  const quantity = ((params.items as Array<{ quantity?: number }>) ?? []).reduce((n, i) => n + (i.quantity ?? 0), 0);
  const pin = { value: params.value, order_quantity: quantity, currency: params.currency };
  if (name === 'add_to_cart') pintrkOf()('track', 'addtocart', pin);
  else pintrkOf()('track', 'checkout', { ...pin, order_id: params.transaction_id });
}
